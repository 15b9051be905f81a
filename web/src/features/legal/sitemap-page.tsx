import { Link } from 'react-router';
import { Container } from '@/components/container';
import { publicPages, type PageGroup } from '@/config/public-pages';
import { useDocumentTitle } from '@/lib/use-document-title';

const groups: ReadonlyArray<{ id: PageGroup; title: string }> = [
  { id: 'patients', title: 'For patients' },
  { id: 'professionals', title: 'For dental professionals' },
  { id: 'accounts', title: 'Your account' },
  { id: 'company', title: 'About and legal' },
];

export function SitemapPage() {
  useDocumentTitle('Sitemap');
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Sitemap</h1>
      <p className="text-muted-foreground mt-2">Every public page of the site in one place.</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`sitemap-${group.id}`}
            className="rounded-card border-border bg-surface border p-6 shadow-sm"
          >
            <h2 id={`sitemap-${group.id}`} className="text-lg font-semibold">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-4">
              {publicPages
                .filter((page) => page.group === group.id)
                .map((page) => (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      className="text-primary hover:text-primary-hover font-medium underline-offset-4 hover:underline"
                    >
                      {page.title}
                    </Link>
                    <p className="text-muted-foreground text-sm">{page.description}</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}

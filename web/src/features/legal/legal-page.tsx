import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/container';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The date the privacy policy and terms last changed; update it with any change to either. */
export const LEGAL_LAST_UPDATED = 'November 20, 2026';

/** A long policy page: title, a table of contents, then numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <>
      <div className="border-border from-brand-50 border-b bg-gradient-to-b to-transparent">
        <Container className="py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground mt-2 text-sm">Last updated: {LEGAL_LAST_UPDATED}</p>
        </Container>
      </div>
      <Container className="grid gap-10 py-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <Link
                    to={{ hash: section.id }}
                    className="text-muted-foreground hover:text-foreground rounded"
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="prose-page max-w-3xl">
          <div className="text-lg">{intro}</div>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

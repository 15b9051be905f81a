import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/container';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const helpfulLinks = [
  { label: 'Find dental offices', to: paths.offices.getHref() },
  { label: 'Ask the AI assistant', to: paths.dentalAi.getHref() },
  { label: 'Contact support', to: paths.contact.getHref() },
  { label: 'Sitemap', to: paths.sitemap.getHref() },
];

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p
        aria-hidden="true"
        className="text-brand-600 text-7xl font-extrabold tracking-tight sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">Oops! Page not found</h1>
      <p className="text-muted-foreground mt-3 max-w-md">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" />
        Return to Home
      </Link>
      <nav aria-label="Helpful links" className="mt-10">
        <ul className="text-muted-foreground flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {helpfulLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-foreground underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}

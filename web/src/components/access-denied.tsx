import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/container';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface AccessDeniedProps {
  title: string;
  /** Why, read together with the title as one sentence ('Title: reason'). */
  reason: string;
}

/** Shown in place of a screen its visitor may not see; the address stays as it is. */
export function AccessDenied({ title, reason }: AccessDeniedProps) {
  useDocumentTitle(title);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <ShieldX aria-hidden="true" className="text-destructive size-12" />
      <h1 className="mt-4 max-w-xl">
        <span className="block text-2xl font-semibold sm:text-3xl">{title}:</span>{' '}
        <span className="text-muted-foreground mt-3 block text-base font-normal">{reason}</span>
      </h1>
      <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </Container>
  );
}

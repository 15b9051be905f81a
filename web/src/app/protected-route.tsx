import { ShieldX } from 'lucide-react';
import { Link, Navigate, Outlet } from 'react-router';
import { Container } from '@/components/container';
import { PageSpinner } from '@/components/page-spinner';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/accounts/api/get-profile';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { decideAccess, type Access } from './access';

function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <ShieldX aria-hidden="true" className="text-destructive size-12" />
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">Access Denied</h1>
      <p className="text-muted-foreground mt-3 max-w-md">
        You don&apos;t have permission to view this page.
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </Container>
  );
}

/**
 * Shows its child routes only to those the route's `access` admits. While the session is being
 * restored it shows a spinner, so nobody is sent away before it is known who they are.
 */
export function ProtectedRoute({ access }: { access: Access }) {
  const auth = useAuth();
  const { data: profile } = useProfile();
  if (auth.loading) return <PageSpinner />;
  const decision = decideAccess(access, auth, profile);
  if ('redirectTo' in decision) return <Navigate to={decision.redirectTo} replace />;
  if ('denied' in decision) return <AccessDenied />;
  return <Outlet />;
}

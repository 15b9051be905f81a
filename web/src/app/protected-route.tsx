import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useAccountProfileState } from './account-profile';
import { lazyPart } from '@/lib/lazy-part';
import { useAuth } from '@/lib/auth/auth-context';
import { decideAccess, type Access } from './access';
import { RouteError } from './route-error';

// Few ever see it, so it is not part of every page's code.
const AdminAccessDenied = lazyPart(
  () => import('@/features/admin/admin-access-denied').then((m) => m.AdminAccessDenied),
  { onError: (_retry, error) => <RouteError error={error} /> },
);

/**
 * Shows its child routes only to those the route's `access` admits. While the session is being
 * restored it shows a spinner, so nobody is sent away before it is known who they are, and no
 * page below it asks the server for anything before the session's token is there.
 */
export function ProtectedRoute({ access }: { access: Access }) {
  const auth = useAuth();
  const { profile, loading: profileLoading } = useAccountProfileState();
  // Signing in and up is shown at once (it is also what the build renders); a signed-in user is
  // sent on as soon as the session is known.
  if (auth.loading) return access === 'guest' ? <Outlet /> : <PageSpinner />;
  // Without the professional group in the token, the profile says whether they are one.
  if (access === 'professional' && profileLoading && !auth.groups.includes('professional')) {
    return <PageSpinner />;
  }
  const decision = decideAccess(access, auth, profile);
  if ('redirectTo' in decision) return <Navigate to={decision.redirectTo} replace />;
  // Only the admin route denies in place.
  if ('denied' in decision) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminAccessDenied.Component />
      </Suspense>
    );
  }
  return <Outlet />;
}

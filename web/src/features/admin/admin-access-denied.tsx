import { AccessDenied } from '@/components/access-denied';
import { adminAccessDenied } from './admin-content';

/** What anyone who is not an admin sees at /admin, in place of the dashboard. */
export function AdminAccessDenied() {
  return <AccessDenied {...adminAccessDenied} />;
}

import { authErrorMessage, type AuthAction } from '@/lib/auth/auth-errors';
import { toast } from '@/lib/toast/toast-store';

/** Says in an error toast why an identity-service call failed, in words for the user. */
export function showAuthError(title: string, error: unknown, action: AuthAction): void {
  toast({ title, description: authErrorMessage(error, action), variant: 'destructive' });
}

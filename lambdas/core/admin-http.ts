import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { RouteDef } from '../../contracts/http';
import { cognito, userPoolId } from './cognito';
import { withHttp, type HttpHandler } from './http';

/** Does the user pool require an authenticator code at this user's sign-in? */
export async function hasAuthenticatorApp(userId: string): Promise<boolean> {
  const user = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: userId }),
  );
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/**
 * `withHttp` for the admin routes: the same pipeline, with the two-step check that asks the user
 * pool. Only the admin functions load the pool's client for it; `withHttp` refuses an admin route.
 */
export function withAdminHttp<R extends RouteDef>(route: R, handler: HttpHandler<R>) {
  return withHttp(route, handler, { authenticatorApp: hasAuthenticatorApp });
}

import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { cognito, userPoolId } from '../core/cognito';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { emailChangedNotice } from '../email/templates/email-changed-notice';
import { saveEmailChangeNotice } from './account-notice-store';
import { getProfile, setProfileEmail } from './profile-store';

/**
 * POST /api/account/email: after the caller confirmed a new sign-in address with the code sent to
 * it, the profile takes the address the user pool now holds (never one the request names), and
 * the old address gets a notice through the outbox.
 */
export const handler = withHttp(routeIn(accountRoutes, 'syncMyEmail'), async ({ identity }) => {
  const [user, profile] = await Promise.all([
    cognito().send(
      new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: identity.userId }),
    ),
    getProfile(identity.userId),
  ]);
  if (!profile) throw new NotFound('No profile exists for this account.');
  const attributes = user.UserAttributes ?? [];
  const email = attributes.find((attribute) => attribute.Name === 'email')?.Value;
  const verified = attributes.find((attribute) => attribute.Name === 'email_verified')?.Value;
  if (!email || verified !== 'true' || email === profile.email) return profile;
  const updated = await setProfileEmail(identity.userId, email);
  await saveEmailChangeNotice(emailChangedNotice({ oldEmail: profile.email, newEmail: email }));
  return updated;
});

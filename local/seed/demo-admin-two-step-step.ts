import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { nextSecond, recordTwoStep } from '../../lambdas/accounts/profile-store';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_PASSWORD,
  LOCAL_CLIENT_ID,
  LOCAL_POOL_ID,
} from '../settings';
import type { SeedStep } from './apply-seed-steps';

/** The demo admin, as any admin would on /profile: an authenticator app turned on. */
async function enrolDemoAdmin(cognito: CognitoIdentityProviderClient): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin) return;
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: LOCAL_POOL_ID, Username: admin.email }),
  );
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Demo account ${admin.email} has no sub`);
  if (!(user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA')) {
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: admin.email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    const AccessToken = signedIn.AuthenticationResult?.AccessToken;
    if (!AccessToken)
      throw new Error('The demo admin could not sign in to set up two-step sign-in');
    // The local pool hands the demo admin its known secret (LOCAL_FIXED_TOTP).
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    if (SecretCode !== DEMO_ADMIN_TOTP_SECRET) {
      throw new Error('The local pool did not give the demo admin its known authenticator secret');
    }
    await cognito.send(
      new VerifySoftwareTokenCommand({
        AccessToken,
        UserCode: generateSync({ secret: DEMO_ADMIN_TOTP_SECRET }),
        FriendlyDeviceName: 'Demo authenticator',
      }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    await cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: LOCAL_POOL_ID, Username: admin.email }),
    );
  }
  await recordTwoStep(sub, nextSecond());
}

/** Runs after the demo accounts exist. */
export const demoAdminTwoStepStep = (cognito: CognitoIdentityProviderClient): SeedStep => ({
  version: 1,
  run: () => enrolDemoAdmin(cognito),
});

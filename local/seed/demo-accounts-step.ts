import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createProfile } from '../../lambdas/accounts/profile-store';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOCAL_POOL_ID } from '../settings';

/** The pool the demo accounts go in, and their password (a deployed sandbox passes its own). */
export interface DemoAccountsTarget {
  poolId: string;
  password: string;
}
import type { SeedStep } from './apply-seed-steps';
import { seedDemoPractice } from './demo-practice';

async function seedDemoAccounts(
  cognito: CognitoIdentityProviderClient,
  { poolId, password }: DemoAccountsTarget,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    let sub: string | undefined;
    try {
      const user = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: poolId, Username: account.email }),
      );
      sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    } catch (error) {
      if ((error as Error).name !== 'UserNotFoundException') throw error;
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: poolId,
          Username: account.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: account.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'given_name', Value: account.firstName },
            { Name: 'family_name', Value: account.lastName },
            { Name: 'custom:user_type', Value: account.userType },
          ],
        }),
      );
      sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: poolId,
          Username: account.email,
          Password: password,
          Permanent: true,
        }),
      );
      if (account.role !== 'patient') {
        await cognito.send(
          new AdminAddUserToGroupCommand({
            UserPoolId: poolId,
            Username: account.email,
            GroupName: account.role,
          }),
        );
      }
    }
    if (!sub) throw new Error(`Demo account ${account.email} has no sub`);
    await createProfile({
      userId: sub,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      userType: account.userType,
      ...(account.role === 'patient'
        ? { phone: '(555) 010-2030', bestTimeToCall: 'Weekday mornings' }
        : {}),
    });
    if (account.role === 'professional') await seedDemoPractice(sub, account.email);
  }
}

/** The demo admin, professional and patient, with profiles (and the professional's practice). */
export const demoAccountsStep = (
  cognito: CognitoIdentityProviderClient,
  target: DemoAccountsTarget = { poolId: LOCAL_POOL_ID, password: DEMO_PASSWORD },
): SeedStep => ({
  version: 2,
  run: () => seedDemoAccounts(cognito, target),
});

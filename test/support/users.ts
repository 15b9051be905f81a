import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { practiceDetails, type PracticeDetailsInput } from '../../contracts/accounts/sign-up';
import { officeFromPractice } from '../../lambdas/accounts/practice-office';
import { profileKeys } from '../../lambdas/accounts/profile-store';
import { officeItem } from '../../lambdas/offices/office-store';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import { cognitoCall, signIn, totpCode, type Tokens } from './cognito';
import { callApi, demoAccount, stack } from './stack';

let documentClient: DynamoDBDocumentClient | undefined;
/** Direct access to the local table, for arranging state a screen would normally set. */
export function table(): { client: DynamoDBDocumentClient; name: string } {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack().dynamodb.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return { client: documentClient, name: stack().dynamodb.table };
}

export async function demoTokens(role: 'admin' | 'professional' | 'patient'): Promise<Tokens> {
  const account = demoAccount(role);
  return signIn(account.email, account.password, account.totpSecret);
}

export interface NewUser {
  userType: 'patient' | 'professional';
  firstName: string;
  lastName: string;
  /** Cognito groups to add the account to (the sign-up triggers' job in the app). */
  groups?: string[];
  /** The office linked to the profile (a professional's listing). */
  officeId?: string;
  /** Turn on an authenticator app (as every admin must) and sign in with a code. */
  twoStep?: boolean;
}

/** The password of every account these helpers make. */
export const TEST_PASSWORD = 'Test-Password-1234';

/** A fresh confirmed patient with a profile; returns its id and tokens. */
export function createPatient(): Promise<{ email: string; userId: string; tokens: Tokens }> {
  return createUser({ userType: 'patient', firstName: 'Test', lastName: 'Patient' });
}

/** The admins this test file made, taken out of the group when the file ends. */
const madeAdmins = new Set<string>();

/**
 * Takes the admins this file made out of the admin group, so the next file starts with the demo
 * admin as the only one (the last-admin rule counts the whole group).
 */
export async function removeMadeAdmins(): Promise<void> {
  for (const email of madeAdmins) {
    await cognitoCall('AdminRemoveUserFromGroup', {
      UserPoolId: stack().cognito.userPoolId,
      Username: email,
      GroupName: 'admin',
    }).catch((error: unknown) => {
      // An account the file deleted has no group left to leave.
      if (!String(error).includes('UserNotFoundException')) throw error;
    });
  }
  madeAdmins.clear();
}

/** A fresh confirmed account with a profile, made as an admin would; returns its id and tokens. */
export async function createUser({
  userType,
  firstName,
  lastName,
  groups = [],
  officeId,
  twoStep = false,
}: NewUser): Promise<{ email: string; userId: string; tokens: Tokens; totpSecret?: string }> {
  const email = `${userType}-${randomUUID().slice(0, 8)}@example.com`;
  const password = TEST_PASSWORD;
  const poolId = stack().cognito.userPoolId;
  const created = await cognitoCall<{
    User: { Attributes: Array<{ Name: string; Value: string }> };
  }>('AdminCreateUser', {
    UserPoolId: poolId,
    Username: email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'given_name', Value: firstName },
      { Name: 'family_name', Value: lastName },
      { Name: 'custom:user_type', Value: userType },
    ],
  });
  await cognitoCall('AdminSetUserPassword', {
    UserPoolId: poolId,
    Username: email,
    Password: password,
    Permanent: true,
  });
  if (groups.includes('admin')) madeAdmins.add(email);
  for (const group of groups) {
    await cognitoCall('AdminAddUserToGroup', {
      UserPoolId: poolId,
      Username: email,
      GroupName: group,
    });
  }
  const userId = created.User.Attributes.find((a) => a.Name === 'sub')?.Value ?? '';
  const now = new Date().toISOString();
  const { client, name } = table();
  await client.send(
    new PutCommand({
      TableName: name,
      Item: {
        ...profileKeys.item(userId),
        ...profileKeys.listing(now, userId),
        user_id: userId,
        email,
        first_name: firstName,
        last_name: lastName,
        user_type: userType,
        ...(officeId ? { office_id: officeId } : {}),
        active: true,
        created_at: now,
        updated_at: now,
      },
    }),
  );
  const tokens = await signIn(email, password);
  if (!twoStep) return { email, userId, tokens };
  const totpSecret = await enrolAuthenticator(tokens);
  return { email, userId, tokens: await signIn(email, password, totpSecret), totpSecret };
}

/**
 * Turns on an authenticator app as the profile page does: the pool's setup calls with a computed
 * code, then the site records it (which ends every session). Returns the secret; sign in again
 * with it. Waits out the second of the cut-off, so the next sign-in is newer than it.
 */
export async function enrolAuthenticator(tokens: Tokens): Promise<string> {
  const { SecretCode } = await cognitoCall<{ SecretCode: string }>('AssociateSoftwareToken', {
    AccessToken: tokens.AccessToken,
  });
  await cognitoCall('VerifySoftwareToken', {
    AccessToken: tokens.AccessToken,
    UserCode: totpCode(SecretCode),
  });
  await cognitoCall('SetUserMFAPreference', {
    AccessToken: tokens.AccessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  const recorded = await callApi('POST', '/api/account/two-step', { token: tokens.IdToken });
  if (recorded.status !== 200)
    throw new Error(`Two-step not recorded: ${JSON.stringify(recorded.body)}`);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return SecretCode;
}

/** Marks an account deactivated in the table, as the admin screen does. */
export async function deactivate(userId: string): Promise<void> {
  const { client, name } = table();
  await client.send(
    new UpdateCommand({
      TableName: name,
      Key: profileKeys.item(userId),
      UpdateExpression: 'SET active = :false',
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}

/**
 * A fresh professional with their own office listing, made as sign-up and payment would make
 * them: `live` puts the office in the directory (an active subscription).
 */
export async function createProfessional(
  practice: PracticeDetailsInput,
  { live }: { live: boolean },
): Promise<{ email: string; userId: string; tokens: Tokens; officeId: string }> {
  const details = practiceDetails.parse(practice);
  const location = lookupZip(details.zip);
  if (!location) throw new Error(`Unknown ZIP ${details.zip}`);
  const officeId = `ofc_test_${randomUUID().slice(0, 12)}`;
  const { firstName, lastName } = { firstName: 'Test', lastName: 'Professional' };
  const user = await createUser({
    userType: 'professional',
    firstName,
    lastName,
    groups: ['professional'],
    officeId,
  });
  const office = officeFromPractice({
    id: officeId,
    practice: details,
    email: user.email,
    location,
    today: new Date().toISOString().slice(0, 10),
  });
  const { client, name } = table();
  await client.send(
    new PutCommand({
      TableName: name,
      Item: officeItem({ ...office, subscription_active: live }),
    }),
  );
  return { ...user, officeId };
}

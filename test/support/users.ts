import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { practiceDetails, type PracticeDetailsInput } from '../../contracts/accounts/sign-up';
import { officeFromPractice } from '../../lambdas/accounts/practice-office';
import { profileKeys } from '../../lambdas/accounts/profile-store';
import { officeItem } from '../../lambdas/offices/office-store';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import { cognitoCall, signIn, type Tokens } from './cognito';
import { demoAccount, stack } from './stack';

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
  return signIn(account.email, account.password);
}

export interface NewUser {
  userType: 'patient' | 'professional';
  firstName: string;
  lastName: string;
  /** Cognito groups to add the account to (the sign-up triggers' job in the app). */
  groups?: string[];
  /** The office linked to the profile (a professional's listing). */
  officeId?: string;
}

/** The password of every account these helpers make. */
export const TEST_PASSWORD = 'Test-Password-1234';

/** A fresh confirmed patient with a profile; returns its id and tokens. */
export function createPatient(): Promise<{ email: string; userId: string; tokens: Tokens }> {
  return createUser({ userType: 'patient', firstName: 'Test', lastName: 'Patient' });
}

/** A fresh confirmed account with a profile, made as an admin would; returns its id and tokens. */
export async function createUser({
  userType,
  firstName,
  lastName,
  groups = [],
  officeId,
}: NewUser): Promise<{ email: string; userId: string; tokens: Tokens }> {
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
  return { email, userId, tokens: await signIn(email, password) };
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

import { createHmac } from 'node:crypto';
import { DescribeUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from '../core/cognito';
import { config } from '../core/config';

export interface SignUpClient {
  clientId: string;
  /** SECRET_HASH of a call for `username`: Cognito refuses a confidential client's call without it. */
  secretHash(username: string): string;
}

/**
 * The SECRET_HASH Cognito expects from a client with a secret: HMAC-SHA256 of the username
 * followed by the client id, keyed with the client secret, in base64.
 */
export const secretHashOf = (secret: string, clientId: string, username: string): string =>
  createHmac('sha256', secret)
    .update(username + clientId)
    .digest('base64');

let cached: Promise<SignUpClient> | undefined;

/**
 * The confidential client that signs people up. Its secret is read from the pool once per
 * container, so it is in no environment variable and no deployment output.
 */
export function signUpClient(): Promise<SignUpClient> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function load(): Promise<SignUpClient> {
  const clientId = config().SIGN_UP_CLIENT_ID;
  if (!clientId) throw new Error('SIGN_UP_CLIENT_ID is not configured');
  const { UserPoolClient } = await cognito().send(
    new DescribeUserPoolClientCommand({ UserPoolId: userPoolId(), ClientId: clientId }),
  );
  const secret = UserPoolClient?.ClientSecret;
  if (!secret) throw new Error(`The sign-up client ${clientId} has no secret`);
  return { clientId, secretHash: (username) => secretHashOf(secret, clientId, username) };
}

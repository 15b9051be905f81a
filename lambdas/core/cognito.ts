import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config';
import { traced } from './tracer';

let client: CognitoIdentityProviderClient | undefined;

/** The user pool's admin API client (the local Cognito's endpoint when one is configured). */
export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const { AWS_REGION, COGNITO_ENDPOINT } = config();
    client = traced(
      new CognitoIdentityProviderClient({
        region: AWS_REGION,
        ...(COGNITO_ENDPOINT
          ? {
              endpoint: COGNITO_ENDPOINT,
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {}),
      }),
    );
  }
  return client;
}

export const userPoolId = (): string => config().USER_POOL_ID;

/** Cognito's answer for an unknown user, to tell apart from a failure. */
export const isUserNotFound = (error: unknown): boolean =>
  error instanceof Error && error.name === 'UserNotFoundException';

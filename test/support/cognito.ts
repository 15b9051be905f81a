import { generateSync } from 'otplib';
import { secretHashOf } from '../../lambdas/accounts/sign-up-client';
import { LOCAL_SIGN_UP_CLIENT_ID } from '../../local/settings';
import { stack } from './stack';

/** The current code of an authenticator app set up with this base32 secret. */
export const totpCode = (secret: string): string => generateSync({ secret });

async function cognitoCall<T>(target: string, body: unknown): Promise<T> {
  const response = await fetch(stack().cognito.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string; __type?: string };
  if (!response.ok)
    throw new Error(`${target} failed: ${json.__type ?? ''} ${json.message ?? response.status}`);
  return json;
}

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
}

interface SignInResult {
  AuthenticationResult?: Tokens;
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
}

/**
 * Signs in on the local pool and returns the tokens (the web sends the ID token). An account with
 * an authenticator app needs its secret: the code is computed, as the app would show it.
 */
export async function signIn(
  email: string,
  password: string,
  totpSecret?: string,
): Promise<Tokens> {
  const result = await cognitoCall<SignInResult>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack().cognito.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (result.AuthenticationResult) return result.AuthenticationResult;
  if (result.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !totpSecret) {
    throw new Error(`Sign-in asked for ${result.ChallengeName ?? 'nothing'}`);
  }
  const answered = await cognitoCall<SignInResult>('RespondToAuthChallenge', {
    ClientId: stack().cognito.clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: result.Session,
    ChallengeResponses: {
      USERNAME: result.ChallengeParameters?.USER_ID_FOR_SRP ?? email,
      SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret),
    },
  });
  if (!answered.AuthenticationResult) throw new Error('The authenticator code was refused');
  return answered.AuthenticationResult;
}

/**
 * SignUp on the pool as the site's sign-up function makes it: with the confidential sign-up
 * client and its secret hash (the pool refuses SignUp from any other client).
 */
export async function signUpOnPool<T>(request: { Username: string } & Record<string, unknown>) {
  const { UserPoolClient } = await cognitoCall<{ UserPoolClient: { ClientSecret: string } }>(
    'DescribeUserPoolClient',
    { UserPoolId: stack().cognito.userPoolId, ClientId: LOCAL_SIGN_UP_CLIENT_ID },
  );
  return cognitoCall<T>('SignUp', {
    ...request,
    ClientId: LOCAL_SIGN_UP_CLIENT_ID,
    SecretHash: secretHashOf(
      UserPoolClient.ClientSecret,
      LOCAL_SIGN_UP_CLIENT_ID,
      request.Username,
    ),
  });
}

export { cognitoCall };

import { InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../core/cognito';
import { config } from '../core/config';
import { BadRequest } from '../core/errors';
import { logger } from '../core/logger';

const WRONG_PASSWORD = 'The password is not correct.';
const REFUSED = new Set([
  'NotAuthorizedException',
  'PasswordResetRequiredException',
  // The local pool's word for a wrong password.
  'InvalidPasswordException',
]);

/**
 * Checks the caller's current password with the user pool, as signing in does, before an action
 * that cannot be undone or lowers the account's security. A wrong password is a 400 naming the
 * field (the pool counts failures and locks out guessing). When the pool answers with tokens, the
 * new session is revoked at once: the check must not leave one behind.
 */
export async function verifyPassword(userId: string, password: string): Promise<void> {
  const clientId = config().USER_POOL_CLIENT_ID;
  let refreshToken: string | undefined;
  try {
    const result = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: userId, PASSWORD: password },
      }),
    );
    // A challenge (the authenticator code) also means the password was right.
    refreshToken = result.AuthenticationResult?.RefreshToken;
  } catch (error) {
    if (error instanceof Error && REFUSED.has(error.name)) {
      throw new BadRequest(WRONG_PASSWORD, 'password');
    }
    throw error;
  }
  if (refreshToken) {
    try {
      await cognito().send(new RevokeTokenCommand({ Token: refreshToken, ClientId: clientId }));
    } catch (error) {
      logger.warn('password check session not revoked', { reason: (error as Error).name });
    }
  }
}

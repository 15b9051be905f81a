import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PRACTICE_METADATA_KEY } from '../../contracts/accounts/sign-up';
import { signUpRoutes } from '../../contracts/accounts/sign-up';
import { routeIn } from '../core/route';
import { cognito } from '../core/cognito';
import { BadRequest } from '../core/errors';
import { withHttp } from '../core/http';
import { logger } from '../core/logger';
import { accountExistsNotice } from '../email/templates/account-exists-notice';
import { saveSignUpNotice } from './account-notice-store';
import { signUpClient } from './sign-up-client';

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/** "PreSignUp failed with error <message>." → the message, which names what to fix. */
const triggerMessage = (message: string) =>
  /^[\w-]+ failed with error ([\s\S]+?)\.?$/.exec(message.trim())?.[1]?.trim() ?? message;

/**
 * POST /api/accounts/sign-up: creates the account in the user pool, which emails the
 * confirmation code. An address that already has an account gets the same answer, and its owner
 * gets a notice by email instead of a code: the page never reveals who has an account.
 */
export const handler = withHttp(routeIn(signUpRoutes, 'signUp'), async ({ body }) => {
  const { email, password, attributes, practice } = body;
  const client = await signUpClient();
  try {
    await cognito().send(
      new SignUpCommand({
        ClientId: client.clientId,
        SecretHash: client.secretHash(email),
        Username: email,
        Password: password,
        UserAttributes: Object.entries({ email, ...attributes })
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .map(([Name, Value]) => ({ Name, Value })),
        ...(practice
          ? { ClientMetadata: { [PRACTICE_METADATA_KEY]: JSON.stringify(practice) } }
          : {}),
      }),
    );
  } catch (error) {
    const name = errorName(error);
    const message = error instanceof Error ? error.message : '';
    if (name === 'UsernameExistsException') {
      const outcome = await saveSignUpNotice(email, accountExistsNotice({ email }));
      logger.info('sign-up for an existing account', { notice: outcome });
      return { status: 'check_email' as const };
    }
    if (name === 'InvalidPasswordException') throw new BadRequest(message, 'password');
    // The pre-sign-up check's refusal names what to fix (an unknown ZIP code, say).
    if (name === 'UserLambdaValidationException') throw new BadRequest(triggerMessage(message));
    if (name === 'InvalidParameterException') throw new BadRequest(message);
    throw error;
  }
  return { status: 'check_email' as const };
});

import { randomUUID } from 'node:crypto';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { userType } from '../../contracts/accounts/profile';
import { PRACTICE_METADATA_KEY } from '../../contracts/accounts/sign-up';
import { withInvocationContext } from '../core/invocation';
import { logger } from '../core/logger';
import { lookupZip } from '../offices/zip-lookup';
import { savePendingPractice } from './pending-practice-store';
import { officeFromPractice, parsePracticeMetadata, SignUpRefused } from './practice-office';

/**
 * Runs before Cognito creates a self-signed-up user (a trigger in the cloud; the local Cognito
 * calls the same function). It refuses an unknown account type, and for a professional it checks
 * the practice details sent with the sign-up and keeps them, keyed by the username, until the
 * email is confirmed: the post-confirmation function turns them into the office listing.
 * A thrown error refuses the sign-up and its message reaches the person signing up.
 */
export const handler = withInvocationContext(
  async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    if (event.triggerSource !== 'PreSignUp_SignUp') return event;
    const type = userType.safeParse(event.request.userAttributes['custom:user_type'] ?? 'patient');
    if (!type.success) throw new SignUpRefused('Choose a patient or a professional account.');
    if (type.data === 'patient') return event;

    const practice = parsePracticeMetadata(event.request.clientMetadata?.[PRACTICE_METADATA_KEY]);
    const location = lookupZip(practice.zip);
    if (!location) {
      throw new SignUpRefused(
        `We could not find ZIP code ${practice.zip}. Check the office ZIP code.`,
      );
    }
    const office = officeFromPractice({
      id: randomUUID(),
      practice,
      email: event.request.userAttributes.email ?? '',
      location,
      today: new Date().toISOString().slice(0, 10),
    });
    await savePendingPractice(event.userName, office);
    logger.info('practice details stored for confirmation');
    return event;
  },
);

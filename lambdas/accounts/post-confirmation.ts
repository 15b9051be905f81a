import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { userType } from '../../contracts/accounts/profile';
import * as z from '../../contracts/zod';
import { createSubscriber } from '../billing/subscriber-store';
import { cognito } from '../core/cognito';
import { withInvocationContext } from '../core/invocation';
import { logger } from '../core/logger';
import { putOffice } from '../offices/office-store';
import { deletePendingPractice, getPendingPractice } from './pending-practice-store';
import { createProfile, linkOffice } from './profile-store';

/**
 * Runs once a user confirms their email (a Cognito trigger in the cloud; the local Cognito
 * calls the same function). It creates the profile row, puts professionals in their group and
 * turns the practice details kept at sign-up into their office listing, not yet live.
 * Every step can run again safely: the pending details are removed only after the rest is done.
 */
export const handler = withInvocationContext(
  async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attributes = event.request.userAttributes;
    const type = z.catch(userType, 'patient').parse(attributes['custom:user_type']);
    const userId = attributes.sub;
    if (!userId) throw new Error('Confirmed user has no sub');

    const office = type === 'professional' ? await getPendingPractice(event.userName) : undefined;
    // The office is written before the profile points at it, so the link never dangles.
    if (office) await putOffice(office);

    const created = await createProfile({
      userId,
      email: attributes.email ?? '',
      firstName: attributes.given_name ?? '',
      lastName: attributes.family_name ?? '',
      userType: type,
      phone: attributes['custom:phone'],
      address: attributes.address,
      bestTimeToCall: attributes['custom:best_time_to_call'],
      officeId: office?.id,
    });
    if (office && !created) await linkOffice(userId, office.id);
    // Not subscribed until the professional pays; admins see it in the subscriptions list.
    if (office) {
      await createSubscriber({
        officeId: office.id,
        officeName: office.office_name,
        email: attributes.email ?? '',
      });
    }

    if (type === 'professional') {
      await cognito().send(
        new AdminAddUserToGroupCommand({
          UserPoolId: event.userPoolId,
          Username: event.userName,
          GroupName: 'professional',
        }),
      );
    }
    if (office) await deletePendingPractice(event.userName);
    logger.info('account confirmed', {
      userType: type,
      profileCreated: created,
      officeCreated: office !== undefined,
    });
    return event;
  },
);

import { inquiryRoutes } from '../../contracts/inquiries';
import { routeIn } from '../core/route';
import { config } from '../core/config';
import { withHttp } from '../core/http';
import { idempotent } from '../core/idempotency';
import { contactMessageConfirmation } from '../email/templates/contact-message-confirmation';
import { contactMessageToSupport } from '../email/templates/contact-message-to-support';
import { newRecordId, saveContactMessage, type ContactMessageRecord } from './inquiry-store';

/** POST /api/contact: store the message, email support, confirm to the sender. */
export const handler = withHttp(
  routeIn(inquiryRoutes, 'createContactMessage'),
  idempotent(routeIn(inquiryRoutes, 'createContactMessage'), async ({ body }) => {
    const message: ContactMessageRecord = { ...newRecordId(), ...body };
    const mail = { ...message, supportEmail: config().SUPPORT_EMAIL };
    await saveContactMessage(message, {
      support: contactMessageToSupport(mail),
      sender: contactMessageConfirmation(mail),
    });
    return { id: message.id, status: 'received' as const };
  }),
);

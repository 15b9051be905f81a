import { route } from '../../contracts/routes';
import { config } from '../core/config';
import { withHttp } from '../core/http';
import { contactMessageEmails } from './emails';
import { newRecordId, saveContactMessage, type ContactMessageRecord } from './inquiry-store';

/** POST /api/contact: store the message, email support, confirm to the sender. */
export const handler = withHttp(route('createContactMessage'), async ({ body }) => {
  const message: ContactMessageRecord = { ...newRecordId(), ...body };
  const emails = contactMessageEmails({
    id: message.id,
    supportEmail: config().SUPPORT_EMAIL,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  });
  await saveContactMessage(message, emails);
  return { id: message.id, status: 'received' as const };
});

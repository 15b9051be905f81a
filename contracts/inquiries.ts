import * as z from './zod';
import { defineRoute } from './http';
import { emailField, emptyAsUndefined, optionalText, phoneField, requiredText } from './fields';

export const discountInquiryInput = z.strictObject({
  office_id: z
    .string({ error: 'Office is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Office is required'),
      z.maxLength(64, 'Office id is not valid'),
    ),
  user_name: requiredText('Name', 100),
  user_email: emailField,
  user_phone: emptyAsUndefined(phoneField()),
  user_location: optionalText('Location', 200),
  message: optionalText('Message', 2000),
});
export type DiscountInquiryInput = z.input<typeof discountInquiryInput>;

export const contactMessageInput = z.strictObject({
  name: requiredText('Name', 100),
  email: emailField,
  subject: requiredText('Subject', 150),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const acceptedResponse = z.object({ id: z.string(), status: z.literal('received') });

export const inquiryRoutes = [
  defineRoute({
    id: 'createDiscountInquiry',
    method: 'POST',
    path: '/api/discount-inquiries',
    access: 'public',
    body: discountInquiryInput,
    response: acceptedResponse,
    successStatus: 201,
  }),
  defineRoute({
    id: 'createContactMessage',
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: contactMessageInput,
    response: acceptedResponse,
    successStatus: 201,
  }),
] as const;

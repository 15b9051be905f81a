import * as z from './zod';
import { defineRoute } from './http';
import { requiredPhone } from './accounts/sign-up';
import { emptyAsUndefined, requiredText, zipField } from './fields';
import { acceptedResponse } from './inquiries';

/** A voice consultation lasts this long from the moment voice is first switched on. */
export const VOICE_CONSULTATION_SECONDS = 120;
/** The countdown turns yellow at this many seconds left, and red at the next. */
export const VOICE_WARNING_SECONDS = 60;
export const VOICE_CRITICAL_SECONDS = 30;
/** Offices the voice assistant recommends (and emails a lead to). */
export const VOICE_RECOMMENDED_OFFICES = 3;
/** The name of the data channel the realtime provider reads and writes its events on. */
export const REALTIME_EVENTS_CHANNEL = 'oai-events';

/**
 * An ephemeral key for one realtime voice session, as the provider mints it, plus where and with
 * which model to open the call. It is short-lived and can open one call; no long-lived key ever
 * reaches the browser.
 */
export const voiceTokenResponse = z.object({
  client_secret: z.object({
    value: z.string(),
    /** Unix time, in seconds. */
    expires_at: z.number(),
  }),
  realtime: z.object({
    /** POST the SDP offer here (`Content-Type: application/sdp`, bearer the key). */
    url: z.string(),
    model: z.string(),
  }),
});
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponse>;

/** What the voice assistant collected from a visitor who asked to be put in touch. */
export const voiceLeadContact = z.strictObject({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  phone: requiredPhone('Phone'),
  address: requiredText('Address', 200),
  zipCode: zipField,
  concern: emptyAsUndefined(
    z.string().check(z.trim(), z.maxLength(1000, 'Concern must be at most 1000 characters')),
  ),
});

export const voiceLeadInput = z.strictObject({
  contactInfo: voiceLeadContact,
  userLocation: requiredText('Location', 250),
});
export type VoiceLeadInput = z.input<typeof voiceLeadInput>;

export const voiceRoutes = [
  defineRoute({
    id: 'dentalTokenGenerator',
    method: 'POST',
    path: '/api/functions/dental-token-generator',
    access: 'public',
    response: voiceTokenResponse,
  }),
  defineRoute({
    id: 'sendInquiryEmail',
    method: 'POST',
    path: '/api/functions/send-inquiry-email',
    access: 'public',
    body: voiceLeadInput,
    response: acceptedResponse,
    successStatus: 201,
  }),
] as const;

/**
 * The product facts that both sides show: the web app's pages and the server's emails read them
 * from here, so a change made once reaches every screen and every email.
 */

export const SITE_SHORT_NAME = 'SmileGuide';
export const SITE_NAME = `${SITE_SHORT_NAME} Dental`;
export const SITE_TAGLINE = 'Trusted dental guidance and a directory of dental offices near you';

/** Monthly price of a professional listing, in US dollars. */
export const PRO_MONTHLY_PRICE_USD = 200;
export const PRO_MONTHLY_PRICE_LABEL = `$${PRO_MONTHLY_PRICE_USD}/month`;

export const CREDENTIALS_LINE =
  'Backed by 30+ years of experience of a certified dental hygienist since 1996';

export const SUPPORT_PHONE_DISPLAY = '(800) 555-0142';
/** The same number in E.164 form, for `tel:` links. */
export const SUPPORT_PHONE_E164 = '+18005550142';
/**
 * The support address visitors see. Where contact messages are delivered is deployment config
 * (the SUPPORT_EMAIL variable of the functions), which can differ per stage.
 */
export const SUPPORT_EMAIL = 'support@smileguide.example';
export const SERVICE_AREA = 'United States (online)';

export const SUPPORT_HOURS = [
  { days: 'Mon-Fri', hours: '8:00-18:00 EST' },
  { days: 'Sat', hours: '10:00-14:00 EST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
export const EMERGENCY_GUIDANCE = 'Emergency guidance 24/7';

/** Replies promised to visitors, in hours: support to a message, an office to a request. */
export const CONTACT_REPLY_HOURS = 24;
export const DISCOUNT_REPLY_HOURS = '24-48';
/** The same promises as a duration in a sentence ("within 24 hours"). */
export const CONTACT_REPLY_WINDOW = `${CONTACT_REPLY_HOURS} hours`;
export const DISCOUNT_REPLY_WINDOW = `${DISCOUNT_REPLY_HOURS} hours`;

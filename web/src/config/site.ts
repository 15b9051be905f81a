/** Facts about the site shown across pages. Change them here and every screen follows. */

export const SITE_NAME = 'SmileGuide Dental';
export const SITE_TAGLINE = 'Trusted dental guidance and a directory of dental offices near you';

/** Monthly price of a professional listing, in US dollars. */
export const PRO_MONTHLY_PRICE_USD = 200;
export const PRO_MONTHLY_PRICE_LABEL = `$${PRO_MONTHLY_PRICE_USD}/month`;

export const CREDENTIALS_LINE =
  'Backed by 30+ years of experience of a certified dental hygienist since 1996';

export const SUPPORT_PHONE_DISPLAY = '(800) 555-0142';
/** The same number in E.164 form, for `tel:` links. */
export const SUPPORT_PHONE_E164 = '+18005550142';
export const SUPPORT_EMAIL = 'support@smileguide.example';
export const SERVICE_AREA = 'United States (online)';

export const SUPPORT_HOURS = [
  { days: 'Mon-Fri', hours: '8:00-18:00 EST' },
  { days: 'Sat', hours: '10:00-14:00 EST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
export const EMERGENCY_GUIDANCE = 'Emergency guidance 24/7';

/** Replies promised to visitors, in hours. */
export const CONTACT_REPLY_HOURS = 24;
export const DISCOUNT_REPLY_HOURS = '24-48';

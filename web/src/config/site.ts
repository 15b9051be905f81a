/**
 * The product facts shown across pages live in `contracts/brand.ts`, which the server's emails
 * read too; change them there and every screen and email follows.
 */
export {
  CONTACT_REPLY_HOURS,
  CREDENTIALS_LINE,
  DISCOUNT_REPLY_HOURS,
  EMERGENCY_GUIDANCE,
  PRO_MONTHLY_PRICE_LABEL,
  PRO_MONTHLY_PRICE_USD,
  SERVICE_AREA,
  SITE_NAME,
  SITE_TAGLINE,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
} from '@contracts/brand';

import { config } from '../core/config';
import { ServiceUnavailable } from '../core/errors';
import { logger } from '../core/logger';
import { BILLING_UNAVAILABLE } from './stripe-client';

/** The site's address, where Stripe's pages send the browser back. */
export function siteUrl(): string {
  const url = config().SITE_URL;
  if (!url) {
    logger.error('SITE_URL is not set; billing pages cannot return to the site');
    throw new ServiceUnavailable(BILLING_UNAVAILABLE);
  }
  return url.replace(/\/+$/, '');
}

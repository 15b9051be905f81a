/**
 * The site's security headers, one definition for both places that send them: CloudFront's
 * response headers policy in the cloud and the local server. Only the hosts differ.
 */

/** Where the browser opens a realtime voice call with OpenAI (the ephemeral key's endpoint). */
export const OPENAI_REALTIME_CALLS_URL = 'https://api.openai.com/v1/realtime/calls';

export interface PolicyHosts {
  /** The Cognito endpoint the browser signs in with. */
  identity: string;
  /** The one realtime endpoint voice calls are opened at (an exact URL, not a whole host). */
  realtimeCalls: string;
}

/** No inline script; the browser talks to the site, Cognito and the realtime call endpoint only. */
export function contentSecurityPolicy({ identity, realtimeCalls }: PolicyHosts): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${identity} ${realtimeCalls}`,
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Voice chat needs the microphone, on this origin only; nothing needs the camera or location. */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(self)';

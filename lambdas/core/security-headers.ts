/**
 * The security headers every answer carries, in one place: the CloudFront response headers
 * policy (lib/site.ts) sets them on every response in the cloud, overriding what an origin sent;
 * the local server does the same (local/static-site.ts); the API's own answers carry them too,
 * with a content security policy for JSON, so nothing depends on which of them answered.
 */

/** Two years, subdomains included, preload-ready. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Where the browser opens a realtime voice call with OpenAI (the ephemeral key's endpoint). */
export const OPENAI_REALTIME_CALLS_URL = 'https://api.openai.com/v1/realtime/calls';

/** Voice chat needs the microphone, on this origin only; nothing needs camera or location. */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(self)';

/**
 * The hash of the pre-rendered pages' one inline script, the loader that requests the app's
 * modules after the first paint (web/vite-plugins/page-loader.ts); a unit test keeps the two in
 * step.
 */
export const PAGE_LOADER_SCRIPT_HASH = 'sha256-IwKGw7NRi6JQ30X1zs8Naf62Q6UWuW4fV/R+nxP8oYc=';

/**
 * The site's content security policy: no inline script but the page loader (by its hash), no
 * framing. The browser talks to the
 * site and `connectSources` only: the identity endpoint and the one realtime call URL (an exact
 * URL, not a whole host).
 */
export function siteContentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' '${PAGE_LOADER_SCRIPT_HASH}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What the edge sets on every response, pages and API alike. */
export function edgeSecurityHeaders(connectSources: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': siteContentSecurityPolicy(connectSources),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** What the API's own answers carry: the same headers, with a policy that allows nothing to load. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...edgeSecurityHeaders([]),
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

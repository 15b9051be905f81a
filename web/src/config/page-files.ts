/**
 * Which file of the web build answers a page address. One rule for the local server and the
 * CloudFront function (lib/site.ts), so both serve the same file for the same address. This
 * module imports nothing, so the server side can use it as is.
 */

/** The app shell without content, for app pages that are not rendered at build time. */
export const APP_SHELL_FILE = 'app.html';
/** The 404 page, rendered at build time. */
export const NOT_FOUND_FILE = '404.html';

/** Pages rendered at build time (besides the 404 page): the address and its file. */
export const PRERENDERED_PATHS = [
  '/',
  '/dental-ai',
  '/dental-offices',
  '/auth',
  '/contact',
  '/privacy',
  '/terms',
  '/sitemap',
] as const;

/**
 * App pages the browser renders itself: they need a signed-in user, or an id from the address.
 * Written as regular expressions over the path, so the CloudFront function can carry them.
 */
export const APP_SHELL_PATTERNS: readonly string[] = [
  '^/dashboard$',
  '^/profile$',
  '^/admin$',
  '^/forgot-password$',
  '^/dental-offices/[^/]+$',
];

/** `/` → `index.html`, `/contact` → `contact/index.html`. */
export const prerenderedFile = (path: string): string =>
  path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

export type PageFile =
  /** A file of the build, by its own name (assets, icons, robots.txt…). */
  | { kind: 'file'; file: string }
  /** A page: its HTML file, and whether the address is a page at all (404 otherwise). */
  | { kind: 'page'; file: string; found: boolean };

/**
 * The build file for a request path (decoded, starting with `/`). Paths whose last segment has
 * a dot are files; any other path is a page, with or without a trailing slash.
 */
export function pageFileFor(pathname: string): PageFile {
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.')) return { kind: 'file', file: pathname.slice(1) };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if ((PRERENDERED_PATHS as readonly string[]).includes(path)) {
    return { kind: 'page', file: prerenderedFile(path), found: true };
  }
  if (APP_SHELL_PATTERNS.some((pattern) => new RegExp(pattern).test(path))) {
    return { kind: 'page', file: APP_SHELL_FILE, found: true };
  }
  return { kind: 'page', file: NOT_FOUND_FILE, found: false };
}

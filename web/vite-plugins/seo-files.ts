import type { Plugin } from 'vite';

/** Paths crawlers should not index: pages that only make sense for a signed-in user. */
export const PRIVATE_PATHS = ['/admin', '/dashboard', '/profile'] as const;

/** Reads SITE_URL into an origin without a trailing slash; robots.txt needs absolute URLs. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || 'http://127.0.0.1:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must start with http:// or https://, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Serves robots.txt and sitemap.xml on the dev server, for the origin the browser used. The
 * build carries neither: the local server and the cloud deployment write them for their own
 * origin (local/static-site.ts, lib/web-deployment.ts).
 */
export function seoFiles(options: { pagePaths: readonly string[] }): Plugin {
  return {
    name: 'seo-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== '/robots.txt' && path !== '/sitemap.xml') return next();
        const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
        res.setHeader(
          'content-type',
          path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
        );
        res.end(path === '/robots.txt' ? robotsTxt(origin) : sitemapXml(origin, options.pagePaths));
      });
    },
  };
}

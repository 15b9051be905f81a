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
 * Writes robots.txt and sitemap.xml into the build (and serves them in dev), with absolute
 * URLs for the origin the site is deployed on.
 */
export function seoFiles(options: { siteUrl: string; pagePaths: readonly string[] }): Plugin {
  const files: Record<string, { type: string; body: () => string }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: () => robotsTxt(options.siteUrl) },
    '/sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      body: () => sitemapXml(options.siteUrl, options.pagePaths),
    },
  };
  return {
    name: 'seo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url ? files[req.url.split('?')[0] ?? ''] : undefined;
        if (!file) return next();
        res.setHeader('content-type', file.type);
        res.end(file.body());
      });
    },
    generateBundle() {
      for (const [path, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: file.body() });
      }
    },
  };
}

import { describe, expect, it } from 'vitest';
import { pageRewriteCode } from '../../lib/site';
import { pageFileFor } from '../../web/src/config/page-files';

interface CloudFrontRequest {
  uri: string;
}

/** Runs the CloudFront Function's code as CloudFront would, on one request. */
function rewrite(uri: string): string {
  const handler = new Function(`${pageRewriteCode()}\nreturn handler;`)() as (event: {
    request: CloudFrontRequest;
  }) => CloudFrontRequest;
  return handler({ request: { uri } }).uri;
}

const samples = [
  '/',
  '/contact',
  '/contact/',
  '/dental-ai',
  '/dental-offices',
  '/dental-offices/',
  '/dental-offices/office-123',
  '/dental-offices/office-123/extra',
  '/auth',
  '/privacy',
  '/terms',
  '/sitemap',
  '/dashboard',
  '/profile',
  '/admin',
  '/forgot-password',
  '/no-such-page',
  '/contact/nested',
  '/assets/index-abc123.js',
  '/favicon.ico',
  '/robots.txt',
  '/sitemap.xml',
  '/site.webmanifest',
];

describe('the page rewrite at the edge', () => {
  it('serves each address the same file as the local server', () => {
    for (const uri of samples) {
      const target = pageFileFor(uri);
      expect(rewrite(uri), uri).toBe(target.kind === 'file' ? uri : `/${target.file}`);
    }
  });

  it('serves pre-rendered pages, the app shell and the 404 page', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/contact')).toBe('/contact/index.html');
    expect(rewrite('/dashboard')).toBe('/app.html');
    expect(rewrite('/dental-offices/o1')).toBe('/app.html');
    expect(rewrite('/nothing-here')).toBe('/404.html');
    expect(rewrite('/assets/x.js')).toBe('/assets/x.js');
  });
});

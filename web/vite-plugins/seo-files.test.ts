import { describe, expect, it } from 'vitest';
import { parseSiteUrl, robotsTxt, sitemapXml } from './seo-files';

describe('parseSiteUrl', () => {
  it('defaults to the local site', () => {
    expect(parseSiteUrl(undefined)).toBe('http://127.0.0.1:3000');
    expect(parseSiteUrl('  ')).toBe('http://127.0.0.1:3000');
  });

  it('drops a trailing slash', () => {
    expect(parseSiteUrl('https://dental.example/')).toBe('https://dental.example');
  });

  it('refuses a value that is not an http(s) URL, naming SITE_URL', () => {
    expect(() => parseSiteUrl('dental.example')).toThrow(/SITE_URL/);
    expect(() => parseSiteUrl('ftp://dental.example')).toThrow(/SITE_URL/);
  });
});

describe('robots.txt', () => {
  it('allows everything but the signed-in pages and points at the sitemap', () => {
    const text = robotsTxt('https://dental.example');
    expect(text).toContain('User-agent: *\nAllow: /');
    for (const path of ['/admin', '/dashboard', '/profile']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://dental.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists each page as an absolute, escaped URL', () => {
    const xml = sitemapXml('https://dental.example', ['/', '/a?b=1&c=2']);
    expect(xml).toContain('<loc>https://dental.example/</loc>');
    expect(xml).toContain('<loc>https://dental.example/a?b=1&amp;c=2</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

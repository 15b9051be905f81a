import { describe, expect, it } from 'vitest';
import { PAGE_LOADER_SCRIPT } from './page-loader';
import { composePage } from './prerender';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <meta name="description" content="Default" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  path: '/contact',
  title: 'Contact <Us>',
  description: 'Write "to" us',
  canonical: 'https://example.com/contact',
  body: '<main><h1>Contact</h1></main>',
  preload: ['assets/contact-4.js', 'assets/framework-2.js'],
  inlineStyles: new Map([['/assets/index-3.css', 'h1{color:red}']]),
};

/** The addresses the loader is given, decoded as the browser reads `data-modules`. */
const loaderModules = (html: string): unknown => {
  const attribute = /<script data-modules="([^"]*)">/.exec(html)?.[1] ?? '';
  return JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
};

describe('composePage', () => {
  it('puts the page, its head and its styles in the shell', () => {
    const html = composePage(shell, page);
    expect(html).toContain('<title>Contact &lt;Us&gt;</title>');
    expect(html).toContain('<meta name="description" content="Write &quot;to&quot; us" />');
    expect(html).toContain('<link rel="canonical" href="https://example.com/contact" />');
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('index-3.css');
    expect(html).toContain(
      '<div id="root" data-rendered-path="/contact"><main><h1>Contact</h1></main></div>',
    );
  });

  it('requests no script before the first paint: the loader, last in the body, starts them all', () => {
    const html = composePage(shell, page);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(loaderModules(html)).toEqual([
      '/assets/index-1.js',
      '/assets/framework-2.js',
      '/assets/contact-4.js',
    ]);
    expect(html).toMatch(
      new RegExp(
        `>${PAGE_LOADER_SCRIPT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>\\s*</body>`,
      ),
    );
  });

  it('gives the 404 page no canonical link', () => {
    const html = composePage(shell, { ...page, path: '*', canonical: null });
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('data-rendered-path="*"');
  });

  it('refuses a shell without an entry script', () => {
    expect(() => composePage(shell.replace(/<script[^>]*><\/script>/, ''), page)).toThrow(
      'entry module script',
    );
  });
});

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PAGE_LOADER_SCRIPT } from './page-loader.ts';

/** What the server entry (`src/entry-server.tsx`) gives the build. */
interface ServerEntry {
  prerenderedPages: ReadonlyArray<{
    path: string;
    file: string;
    description: string;
    canonical: boolean;
  }>;
  renderPage(
    pathname: string,
  ): Promise<{ html: string; head: { title: string }; routeModules: string[] }>;
}

/** A chunk of the browser build: its file and the chunks it imports statically. */
interface ClientChunk {
  file: string;
  imports: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageDocument {
  /** The address the page was rendered for: the browser hydrates only at that address. */
  path: string;
  title: string;
  description: string;
  /** Absolute or root-relative canonical URL; none for the 404 page. */
  canonical: string | null;
  /** The app's markup for the root element. */
  body: string;
  /** Scripts of the page's routes, fetched alongside the entry instead of after it. */
  preload?: readonly string[];
  /** The stylesheets' text by their address in the shell: put in the page itself. */
  inlineStyles?: ReadonlyMap<string, string>;
}

/**
 * Fills the built page shell (index.html) with one page: its title, description and canonical
 * link in the head, its markup in the root element.
 */
export function composePage(shell: string, page: PageDocument): string {
  const replaceOnce = (html: string, pattern: RegExp, value: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`The page shell has no ${what}`);
    return html.replace(pattern, () => value);
  };
  let html = replaceOnce(
    shell,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  // The styles arrive with the page: no second round trip before the first paint.
  for (const [href, css] of page.inlineStyles ?? []) {
    html = replaceOnce(
      html,
      new RegExp(
        `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
      ),
      `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
      `stylesheet ${href}`,
    );
  }
  // The shell's entry script and module preloads become the loader's list, the entry first.
  const entryPattern = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryPattern.exec(html)?.[1];
  if (!entry) throw new Error('The page shell has no entry module script');
  html = html.replace(entryPattern, '');
  const modules = [entry];
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
    modules.push(href as string);
    return '';
  });
  for (const file of page.preload ?? []) {
    if (!modules.includes(`/${file}`)) modules.push(`/${file}`);
  }
  // The loader's text is the same on every page: the CSP allows it by its hash.
  html = replaceOnce(
    html,
    /<\/body>/,
    `  <script data-modules="${escapeHtml(JSON.stringify(modules))}">${PAGE_LOADER_SCRIPT}</script>\n  </body>`,
    '</body>',
  );
  if (page.canonical !== null) {
    html = html.replace(
      '</head>',
      () => `  <link rel="canonical" href="${escapeHtml(page.canonical ?? '')}" />\n  </head>`,
    );
  }
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-rendered-path="${escapeHtml(page.path)}">${page.body}</div>`,
    'empty root element',
  );
}

/**
 * Renders every public page to HTML after the browser build: builds the server entry for Node,
 * renders each page with it and writes `<path>/index.html` next to the assets. The untouched
 * shell becomes `app.html`, for app pages that need a signed-in user or an id from the address.
 */
export function prerender(options: {
  serverEntry: string;
  /** Where the server build goes: outside the web build, so it is never deployed. */
  serverOutDir: string;
  /** Origin for canonical links (`SITE_URL`); root-relative links without one. */
  siteUrl: string | null;
  shellFile: string;
}): Plugin {
  let config: ResolvedConfig;
  /** The browser build's chunks by the source file they were built from. */
  const chunkBySource = new Map<string, ClientChunk>();
  const chunkByFile = new Map<string, ClientChunk>();

  /** A route's chunk and every chunk it imports statically. */
  const chunksFor = (source: string): string[] => {
    const files = new Set<string>();
    const visit = (chunk: ClientChunk | undefined) => {
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports.forEach((file) => visit(chunkByFile.get(file)));
    };
    visit(chunkBySource.get(source));
    return [...files];
  };

  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async transform(code, id) {
      // In the server build, each lazy route of the router says which source file it loads.
      if (!config.build.ssr || !id.endsWith('/src/app/router.tsx')) return null;
      const imports = [...code.matchAll(/import\(\s*(['"])([^'"]+)\1\s*\)/g)];
      let result = code;
      for (const match of imports) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (!resolved) throw new Error(`Cannot resolve ${match[2]} from the router`);
        result = result.replace(
          match[0],
          `(globalThis.__prerenderRouteModules?.add(${JSON.stringify(resolved.id)}), ${match[0]})`,
        );
      }
      return { code: result, map: null };
    },
    writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = { file: output.fileName, imports: output.imports };
        chunkByFile.set(output.fileName, chunk);
        if (output.facadeModuleId) chunkBySource.set(output.facadeModuleId, chunk);
      }
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: options.serverEntry,
          outDir: options.serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
      const entryUrl = pathToFileURL(path.join(options.serverOutDir, 'entry-server.js')).href;
      const entry = (await import(entryUrl)) as ServerEntry;
      const outDir = config.build.outDir;
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const inlineStyles = new Map<string, string>();
      for (const match of shell.matchAll(
        /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g,
      )) {
        const href = match[1] ?? '';
        inlineStyles.set(href, await readFile(path.join(outDir, href.slice(1)), 'utf8'));
      }
      await writeFile(path.join(outDir, options.shellFile), shell);
      for (const page of entry.prerenderedPages) {
        const rendered = await entry.renderPage(page.path);
        const html = composePage(shell, {
          // The 404 page hydrates at any address no route claims.
          path: page.canonical ? page.path : '*',
          title: rendered.head.title,
          description: page.description,
          canonical: page.canonical ? `${options.siteUrl ?? ''}${page.path}` : null,
          body: rendered.html,
          preload: rendered.routeModules.flatMap(chunksFor),
          inlineStyles,
        });
        const file = path.join(outDir, page.file);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, html);
      }
      await rm(options.serverOutDir, { recursive: true, force: true });
      config.logger.info(`Pre-rendered ${entry.prerenderedPages.length} pages.`);
    },
  };
}

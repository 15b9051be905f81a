import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppProvider } from '@/app/provider';
import { createAppRoutes, preloadRoutes } from '@/app/router';
import { PageHeadCollector, type PageHead } from '@/lib/page-head';

export { prerenderedPages } from '@/config/public-pages';

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  head: PageHead;
  /** The source files of the lazy routes the page is made of, for the build to preload. */
  routeModules: string[];
}

/** Filled by the build while a page renders (see vite-plugins/prerender.ts). */
const tracked = globalThis as { __prerenderRouteModules?: Set<string> };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one public page at build time, signed out, with React Router's static router: the
 * browser shows it before any script runs, then hydrates it (main.tsx).
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const routeModules = new Set<string>();
  tracked.__prerenderRouteModules = routeModules;
  const routes = createAppRoutes();
  // As in the browser (main.tsx), the page's screens are loaded before it renders.
  await preloadRoutes(routes, pathname);
  const head: PageHead = { title: '' };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadCollector head={head}>
        <AppProvider>
          <StaticRouter location={pathname}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppProvider>
      </PageHeadCollector>
    </StrictMode>,
    // React moves a large Suspense boundary's content to the end of the document, to be put in
    // place by an inline script; the site's CSP allows no inline script, so every page is
    // written in order, in one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  tracked.__prerenderRouteModules = undefined;
  return { html, head, routeModules: [...routeModules] };
}

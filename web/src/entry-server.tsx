import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { PageHeadCollector, type PageHead } from '@/lib/page-head';

export { prerenderedPages } from '@/config/paths';

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  head: PageHead;
  status: number;
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
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: PageHead = { title: '' };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadCollector head={head}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageHeadCollector>
    </StrictMode>,
  );
  const html = await readAll(prelude);
  tracked.__prerenderRouteModules = undefined;
  return { html, head, status: context.statusCode, routeModules: [...routeModules] };
}

import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppProvider } from '@/app/provider';
import { createAppRoutes, preloadRoutes } from '@/app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const routes = createAppRoutes();

/**
 * The page was rendered at build time for one address (`data-rendered-path`, `*` for the 404
 * page); at that address, without a query that would change it, the markup is hydrated.
 * Anywhere else (an app page, `/auth?mode=signup`) the app renders from scratch.
 */
function hydratesHere(rendered: string | undefined): boolean {
  if (rendered === undefined || window.location.search !== '') return false;
  if (rendered !== '*') return rendered === window.location.pathname;
  const matches = matchRoutes(routes, window.location) ?? [];
  return matches.at(-1)?.route.path === '*';
}

/** The name of the performance mark set once the page answers input (see bench/web.ts). */
const USABLE_MARK = 'app-usable';

/** Marks the moment the first render (or hydration) has committed and effects run. */
function UsableMark() {
  useEffect(() => {
    if (performance.getEntriesByName(USABLE_MARK).length === 0) performance.mark(USABLE_MARK);
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  const hydrate = hydratesHere(root.dataset.renderedPath);
  // The code of the screens at this address loads before the first render, so the app starts
  // with the page itself rather than its loading fallback, and hydration finds the same markup.
  await preloadRoutes(routes, window.location);
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProvider>
      <UsableMark />
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration works in short slices that leave the main thread free between
    // them, instead of one long task; the page is already painted, and input that arrives
    // meanwhile is replayed once the part it targets is hydrated.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start(container);

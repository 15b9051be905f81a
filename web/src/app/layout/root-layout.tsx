import { Suspense, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { focusHeading } from '@/lib/focus-heading';
import { AccountProfileProvider } from '../account-profile';
import { useScreenLoading } from '../lazy-screen';
import { Footer } from './footer';
import { Navbar } from './navbar';

const MAIN_ID = 'main-content';

/** Focus main without adding `#main-content` to the URL, which the router would treat as a navigation. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  if (!useScreenLoading()) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden">
      <div className="bg-primary animate-progress h-full w-2/5" />
    </div>
  );
}

/**
 * After a navigation to another page (a link, the mobile menu, signing in), focus moves to the
 * new page's main heading, or to main while the page has none yet, as a screen reader user
 * expects from a new page. The first page of a visit keeps the browser's own focus.
 */
function useFocusOnPageChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!focusHeading(main?.querySelector('h1'))) main?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * A link (or a redirect) to another page starts it at the top; back and forward leave the
 * position to the browser, which restores where the visitor was on that page.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/**
 * The frame of every page: skip link, navbar, main landmark, footer; with the signed-in user's
 * profile for the navbar, the menus and the route guards.
 */
export function RootLayout() {
  useScrollToTopOnNewPage();
  useFocusOnPageChange();
  return (
    <AccountProfileProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href={`#${MAIN_ID}`}
          onClick={skipToMain}
          className="bg-primary text-primary-foreground sr-only z-[80] rounded-lg font-medium shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          Skip to main content
        </a>
        <NavigationProgress />
        <Navbar />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1">
          {/* While a screen's code loads, a spinner fills the page inside the frame; the frame
            stays as it is when the screen arrives. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </AccountProfileProvider>
  );
}

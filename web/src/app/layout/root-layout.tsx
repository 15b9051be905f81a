import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { focusHeading } from '@/lib/focus-heading';
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
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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

/** The frame of every page: skip link, navbar, main landmark, footer. */
export function RootLayout() {
  useFocusOnPageChange();
  return (
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
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
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

/** The frame of every page: skip link, navbar, main landmark, footer. */
export function RootLayout() {
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

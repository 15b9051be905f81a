import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { SITE_NAME } from '@contracts/brand';

/** What a page puts in the document's head: collected while a page is pre-rendered. */
export interface PageHead {
  title: string;
}

const PageHeadContext = createContext<PageHead | null>(null);

/** Wraps a page rendered at build time; the page's title lands in `head`. */
export function PageHeadCollector({ head, children }: { head: PageHead; children: ReactNode }) {
  return <PageHeadContext.Provider value={head}>{children}</PageHeadContext.Provider>;
}

/** The browser tab title of a page: "<title> | <site>", or the site name alone. */
export const fullTitle = (title?: string): string =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/**
 * Records the page's title during a build-time render, where effects never run. The last
 * page-level call wins, as it does for `document.title` in the browser.
 */
export function useCollectedTitle(title?: string): void {
  const head = useContext(PageHeadContext);
  if (head) head.title = fullTitle(title);
}

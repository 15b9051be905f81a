import { useEffect } from 'react';
import { fullTitle, useCollectedTitle } from './page-head';

/** Sets the browser tab title for the current page; without a title the site name alone. */
export function useDocumentTitle(title?: string): void {
  useCollectedTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

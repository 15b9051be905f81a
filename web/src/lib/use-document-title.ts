import { useEffect } from 'react';
import { SITE_NAME } from '@contracts/brand';

/** Sets the browser tab title for the current page; without a title the site name alone. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

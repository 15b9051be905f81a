import { useEffect } from 'react';

/**
 * Sets the page's meta description (what search engines and link previews show) while the page
 * is open, and puts the site's own back when it closes.
 */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/**
 * Moves keyboard and screen reader focus to a heading that new content starts with (a page
 * after navigation, search results, the next page of a list), so focus never drops to <body>.
 * The heading becomes focusable by script only; the page does not scroll when it is already in
 * view.
 */
export function focusHeading(heading: HTMLElement | null | undefined): boolean {
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: isInView(heading) });
  return document.activeElement === heading;
}

function isInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

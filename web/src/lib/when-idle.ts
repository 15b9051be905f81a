/**
 * Runs `work` once the browser is idle (or after a short wait where it cannot tell), and returns
 * a function that cancels it: for code and data the page will want soon but not to be usable.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 2000);
  return () => window.clearTimeout(timer);
}

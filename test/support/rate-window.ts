/**
 * The per-client limits count requests in fixed windows aligned to the clock (one minute in the
 * test stack). A test that spends a whole allowance must do it inside one window, however slowly a
 * busy machine answers: `inOneWindow` runs the burst, and runs it again (the burst picks a fresh
 * client each time) when the first one started in one window and ended in the next. A test that
 * cannot simply run again (a browser page mid-form) calls `withRoomInWindow` first instead.
 */
const WINDOW_MS = 60_000;
/** A UTC day, the window of the listings' analytics. */
export const DAY_MS = 86_400_000;

const windowOf = (ms: number) => Math.floor(ms / WINDOW_MS);

export async function inOneWindow<T>(burst: () => Promise<T>): Promise<T> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const started = Date.now();
    const result = await burst();
    if (windowOf(Date.now()) === windowOf(started)) return result;
  }
  throw new Error('Three bursts in a row each crossed a rate-limit window');
}

/**
 * Waits for the next window when fewer than `neededMs` are left in the current one; `windowMs`
 * names another window aligned to the clock, such as a UTC day.
 */
export async function withRoomInWindow(neededMs: number, windowMs = WINDOW_MS): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

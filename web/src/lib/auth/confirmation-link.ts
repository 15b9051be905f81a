/**
 * The emailed confirmation link opens the site root with `?confirm=1&email=…&code=…`.
 */
export interface ConfirmationLink {
  /** The email address (or, from the cloud's email template, the account's username). */
  email: string;
  code: string;
}

export function parseConfirmationLink(search: string): ConfirmationLink | null {
  const params = new URLSearchParams(search);
  if (params.get('confirm') !== '1') return null;
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  if (email === '' || !/^\d{6}$/.test(code)) return null;
  return { email, code };
}

/** Where a confirmed user goes next. */
export const AFTER_CONFIRMATION_PATH = '/auth?mode=signin';

/**
 * Takes a confirmation link out of the address bar, pointing it at the sign-in page instead,
 * and returns the link's details. It must run before the router reads the address, so the app
 * starts on the sign-in page and the code never stays in the history.
 */
export function takeConfirmationLink(
  location: Pick<Location, 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): ConfirmationLink | null {
  const link = parseConfirmationLink(location.search);
  if (link) history.replaceState(history.state, '', AFTER_CONFIRMATION_PATH);
  return link;
}

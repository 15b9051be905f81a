/**
 * Where the identity service keeps tokens: 'local' survives a browser restart (Remember me),
 * 'session' lasts as long as the tab.
 */
export type TokenStorageKind = 'local' | 'session';

type KeyList = Pick<Storage, 'length' | 'key'>;

/** The identity service marks a stored session with this key, one per web client. */
const SESSION_MARKER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

function holdsSession(storage: KeyList | undefined): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (SESSION_MARKER.test(storage.key(index) ?? '')) return true;
  }
  return false;
}

/**
 * Which storage holds a signed-in session, if any. The tab's own storage wins: it can only hold
 * a session this tab started, after any remembered one.
 */
export function storageHoldingSession(
  local: KeyList | undefined,
  session: KeyList | undefined,
): TokenStorageKind | null {
  if (holdsSession(session)) return 'session';
  if (holdsSession(local)) return 'local';
  return null;
}

/** The browser's storages; either may be missing or refuse access (privacy modes). */
export function browserStorages(): { local?: Storage; session?: Storage } {
  const read = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return { local: read('localStorage'), session: read('sessionStorage') };
}

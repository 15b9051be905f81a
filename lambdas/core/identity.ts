import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Access } from '../../contracts/http';
// The one domain module core reads: whether an account is still active is part of every request.
import { getAccountGate, type AccountGate } from '../accounts/profile-store';
import { Forbidden, HttpError, Unauthorized } from './errors';

export interface Identity {
  userId: string;
  email: string;
  groups: string[];
  /**
   * When the session behind the token began (epoch seconds): the token's auth_time, which a
   * refresh keeps, or its iat. 0 when the token carries neither.
   */
  sessionStartedAt: number;
}

/**
 * A time claim as API Gateway's authorizer passes it: epoch seconds as a string, or for iat and
 * exp a date such as "Fri Mar 06 21:07:30 UTC 2020".
 */
export function claimSeconds(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? undefined : Math.floor(parsed / 1000);
}

/**
 * API Gateway's Cognito authorizer passes the verified token's claims as strings; a list claim
 * such as cognito:groups arrives as "a,b" or "[a b]" depending on the integration.
 */
export function parseGroups(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  return raw
    .replace(/^\[|\]$/g, '')
    .split(/[,\s]+/)
    .map((group) => group.trim())
    .filter(Boolean);
}

export function identityFromEvent(event: APIGatewayProxyEvent): Identity | null {
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  return {
    userId: sub,
    email: typeof claims?.email === 'string' ? claims.email : '',
    groups: parseGroups(claims?.['cognito:groups']),
    sessionStartedAt: claimSeconds(claims?.auth_time) ?? claimSeconds(claims?.iat) ?? 0,
  };
}

/** May this identity call a route with this access level? (Throws 401/403 otherwise.) */
export function assertAccess(access: Access, identity: Identity | null): void {
  if (access === 'public') return;
  if (!identity) throw new Unauthorized();
  if (access === 'admin' && !identity.groups.includes('admin')) {
    throw new Forbidden('This requires an administrator account.');
  }
  if (access === 'professional' && !identity.groups.includes('professional')) {
    throw new Forbidden('This requires a professional account.');
  }
}

/** An admin whose session did not pass two-step sign-in (the web then offers to set it up). */
export class TwoStepRequired extends HttpError {
  constructor(message: string) {
    super(403, 'two_step_required', message);
  }
}

/**
 * Does the user pool require an authenticator code at this user's sign-in? The admin routes'
 * wrapper (core/admin-http.ts) asks the pool; only the admin functions carry its client.
 */
export type AuthenticatorCheck = (userId: string) => Promise<boolean>;

/**
 * Admin calls need a session that passed two-step sign-in. Turning the authenticator on ends every
 * older session (see accounts/confirm-two-step.ts), so a session begun since then passed it, as
 * long as the pool still asks this user for a code.
 */
export async function assertTwoStep(
  identity: Identity,
  gate: AccountGate,
  hasAuthenticatorApp: AuthenticatorCheck,
): Promise<void> {
  if (!gate.twoStepSince) {
    throw new TwoStepRequired(
      'Administrators must use two-step sign-in. Set up an authenticator app to continue.',
    );
  }
  if (
    identity.sessionStartedAt < gate.twoStepSince ||
    !(await hasAuthenticatorApp(identity.userId))
  ) {
    throw new TwoStepRequired('Sign in again with your authenticator code to continue.');
  }
}

/**
 * Every signed-in request: a still-valid token is refused when its account was deleted, signed out
 * everywhere after the session began, or deactivated (tokens outlive all three, so the profile is
 * read on every request). Returns what it read, for the admin routes' two-step check.
 */
export async function assertSession(identity: Identity): Promise<AccountGate> {
  const gate = await getAccountGate(identity.userId);
  if (gate.deleted) throw new Unauthorized('This account has been deleted.');
  if (gate.sessionsValidFrom && identity.sessionStartedAt < gate.sessionsValidFrom) {
    throw new Unauthorized('This session has been signed out. Please sign in again.');
  }
  if (!gate.active) {
    throw new Forbidden('Your account has been deactivated. Please contact support.');
  }
  return gate;
}

import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Access } from '../../contracts/http';
// The one domain module core reads: whether an account is still active is part of every request.
import { isAccountActive } from '../accounts/profile-store';
import { Forbidden, Unauthorized } from './errors';

export interface Identity {
  userId: string;
  email: string;
  groups: string[];
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

/**
 * A deactivated account is refused at once, even while its tokens are still valid: tokens
 * outlive an account being disabled, so the check reads the profile on every request.
 */
export async function assertActive(identity: Identity): Promise<void> {
  if (!(await isAccountActive(identity.userId))) {
    throw new Forbidden('Your account has been deactivated. Please contact support.');
  }
}

import { describe, expect, it } from 'vitest';
import { makeProfile, signedInState } from '@/testing/auth-fixtures';
import { signedOutState } from '@/lib/auth/auth-context';
import { decideAccess } from './access';

const patient = makeProfile();
const professional = makeProfile({ user_type: 'professional' });

describe('decideAccess for the admin route', () => {
  it('admits a signed-in user whose token carries the admin group', () => {
    expect(decideAccess('admin', signedInState({ groups: ['admin'] }), patient)).toEqual({
      allow: true,
    });
  });

  it('denies in place, without a redirect, to visitors, patients and professionals', () => {
    for (const [auth, profile] of [
      [signedOutState, undefined],
      [signedInState(), patient],
      [signedInState({ groups: ['professional'] }), professional],
      // The profile says nothing about the admin role.
      [signedInState(), null],
    ] as const) {
      expect(decideAccess('admin', auth, profile)).toEqual({ denied: true });
    }
  });
});

describe('decideAccess for the other routes', () => {
  it('sends visitors to sign in and signed-in users home from the guest-only pages', () => {
    expect(decideAccess('signedIn', signedOutState, undefined)).toEqual({
      redirectTo: '/auth?mode=signin',
    });
    expect(decideAccess('guest', signedInState(), patient)).toEqual({ redirectTo: '/' });
    expect(decideAccess('guest', signedOutState, undefined)).toEqual({ allow: true });
  });

  it('admits a professional by group or by profile, and sends anyone else to the professional sign-in', () => {
    expect(decideAccess('professional', signedInState(), professional)).toEqual({ allow: true });
    expect(
      decideAccess('professional', signedInState({ groups: ['professional'] }), undefined),
    ).toEqual({ allow: true });
    expect(decideAccess('professional', signedInState(), patient)).toEqual({
      redirectTo: '/auth?mode=signin&type=professional',
    });
  });
});

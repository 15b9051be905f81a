import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED,
  authErrorMessage,
  INCORRECT_CREDENTIALS,
  NETWORK_PROBLEM,
  unwrapTriggerMessage,
} from './auth-errors';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['NotAuthorizedException', 'User not authorized'],
    ['UserNotFoundException', 'User does not exist.'],
    ['InvalidPasswordException', 'Invalid password'],
  ])('gives one answer for an unknown account or a wrong password (%s)', (name, message) => {
    expect(authErrorMessage(named(name, message), 'signIn')).toBe(INCORRECT_CREDENTIALS);
  });

  it('says a disabled account is deactivated (Cognito says so only after the right password)', () => {
    expect(authErrorMessage(named('NotAuthorizedException', 'User is disabled.'), 'signIn')).toBe(
      ACCOUNT_DEACTIVATED,
    );
  });

  it("shows the server's words for sign-up problems", () => {
    expect(
      authErrorMessage(named('UsernameExistsException', 'User already exists'), 'signUp'),
    ).toBe('User already exists');
    expect(
      authErrorMessage(
        named('InvalidPasswordException', 'Password did not conform with policy'),
        'signUp',
      ),
    ).toBe('Password did not conform with policy');
  });

  it('unwraps a refusal from the sign-up check', () => {
    expect(
      authErrorMessage(
        named(
          'UserLambdaValidationException',
          'PreSignUp failed with error Office name is required.',
        ),
        'signUp',
      ),
    ).toBe('Office name is required');
  });

  it('never reveals whether a reset code went to a real account', () => {
    expect(
      authErrorMessage(named('UserNotFoundException', 'User not found.'), 'resetPassword'),
    ).toBe('Invalid verification code provided, please try again.');
  });

  it('explains a network failure', () => {
    expect(authErrorMessage(named('NetworkError', 'A network error has occurred.'))).toBe(
      NETWORK_PROBLEM,
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_PROBLEM);
  });

  it('has words for an error without a message', () => {
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('unwrapTriggerMessage', () => {
  it.each([
    ['PreSignUp failed with error Office name is required..', 'Office name is required.'],
    [
      'pre-sign-up failed with error We could not find ZIP code 00000..',
      'We could not find ZIP code 00000.',
    ],
    ['Something else', 'Something else'],
  ])('%s → %s', (raw, message) => {
    expect(unwrapTriggerMessage(raw)).toBe(message);
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthActions } from '@/lib/auth/auth-context';
import { dismissToast } from '@/lib/toast/toast-store';
import { makeProfile } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { renderWithRouter } from '@/testing/render-with-router';
import { AuthPage } from './auth-page';
import { samplePractice } from './sample-practice';

const fetchMock = stubFetch();

afterEach(() => {
  cleanup();
  dismissToast();
});

function renderPage(path: string, actions: Partial<AuthActions> = {}) {
  // No pause between keystrokes: typing a whole form then takes milliseconds, not seconds, so
  // a busy machine cannot push the test past its time limit.
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithRouter(<AuthPage />, { path, actions });
  const search = () => rendered.router.state.location.search;
  return { user, search, router: rendered.router };
}

const password = 'blue harbor lanterns';

/** The sign-up requests the page sent to the API, in order. */
const signUpCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/accounts/sign-up')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const acceptSignUp = () =>
  fetchMock.mockResolvedValue(jsonResponse(202, { status: 'check_email' }));

/**
 * Fills the patient form as someone pasting each value: one input per field. Typing it key by key
 * re-renders the whole form some eighty times, which alone took most of the test's time limit.
 */
async function fillPatient(user: ReturnType<typeof userEvent.setup>, confirm = password) {
  const fields: Array<[string, string]> = [
    ['First Name', 'Maria'],
    ['Last Name', 'Lopez'],
    ['Email', 'maria@example.com'],
    ['Phone', '(212) 555-0101'],
    ['Password', password],
    ['Confirm Password', confirm],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('AuthPage', () => {
  it('opens on sign-in for patients by default', () => {
    renderPage('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Unlock Exclusive Coupons' })).toBeInTheDocument();
  });

  it('keeps mode and type in the address', async () => {
    const { user, search } = renderPage('/auth?mode=signin');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(search()).toBe('?mode=signup&type=patient');
    await user.click(screen.getByRole('radio', { name: 'Professional Account' }));
    expect(search()).toBe('?mode=signup&type=professional');
    expect(screen.getByRole('heading', { name: 'Practice Details' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'List Your Practice for $200/month' }),
    ).toBeInTheDocument();
  });

  it('signs in, says welcome back with the first name and goes home', async () => {
    const signIn = vi.fn<AuthActions['signIn']>(async () => ({
      status: 'signedIn',
      user: { id: 'user-1', email: 'maria@example.com' },
    }));
    fetchMock.mockResolvedValue(jsonResponse(200, makeProfile({ first_name: 'Maria' })));
    const { user, router } = renderPage('/auth', { signIn });
    await user.type(screen.getByLabelText('Email'), ' maria@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The form checks its values before it calls, so the call may come after the click returns.
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({
        email: 'maria@example.com',
        password: 'secret words',
        remember: true,
      }),
    );
    // The welcome waits for the profile, which names the user.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Sign in successful!\s*Welcome back, Maria!/,
      ),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/profile');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a failed sign-in in words that do not reveal whether the account exists', async () => {
    const signIn = vi.fn<AuthActions['signIn']>(async () => {
      throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    });
    const { user } = renderPage('/auth', { signIn });
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Sign in failed\s*Incorrect email or password\./,
    );
  });

  it('requires email and password to sign in', async () => {
    const signIn = vi.fn<AuthActions['signIn']>();
    const { user } = renderPage('/auth', { signIn });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = renderPage('/auth');
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does nothing at all when the sign-up passwords differ', async () => {
    acceptSignUp();
    const { user } = renderPage('/auth?mode=signup&type=patient');
    await fillPatient(user, 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Create Patient Account' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText(/match/i)).not.toBeInTheDocument();
  });

  it('signs a patient up, then asks for the emailed code with the address filled in', async () => {
    acceptSignUp();
    const confirmSignUp = vi.fn<AuthActions['confirmSignUp']>(async () => {});
    const { user, search } = renderPage('/auth?mode=signup&type=patient', { confirmSignUp });
    await fillPatient(user);
    await user.click(screen.getByRole('button', { name: 'Create Patient Account' }));

    // The form validates before it sends, so the request may leave after the click returns.
    await waitFor(() => expect(signUpCalls()).toHaveLength(1));
    expect(signUpCalls()[0]).toEqual({
      email: 'maria@example.com',
      password,
      attributes: {
        given_name: 'Maria',
        family_name: 'Lopez',
        'custom:user_type': 'patient',
        'custom:phone': '(212) 555-0101',
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Account created successfully!\s*Please check your email to verify your account\./,
    );
    const heading = await screen.findByRole('heading', { name: 'Confirm your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');

    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() => expect(confirmSignUp).toHaveBeenCalledWith('maria@example.com', '123456'));
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    await waitFor(() => expect(search()).toBe('?mode=signin&type=patient'));
    // The sign-in tab shows once the new address has rendered.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com'));
  });

  it("shows the server's reason when a sign-up is refused", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { code: 'bad_request', message: 'We could not find ZIP code 00000.' },
      }),
    );
    const { user } = renderPage('/auth?mode=signup&type=patient');
    await fillPatient(user);
    await user.click(screen.getByRole('button', { name: 'Create Patient Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Sign up failed\s*We could not find ZIP code 00000\./,
    );
    expect(screen.queryByRole('heading', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });

  it('fills every professional field with the sample data and sends the practice along', async () => {
    acceptSignUp();
    const { user } = renderPage('/auth?mode=signup&type=professional');
    await user.click(screen.getByRole('button', { name: 'Load Sample Data' }));
    expect(screen.getByLabelText('Office Name')).toHaveValue(samplePractice.officeName);
    expect(screen.getByLabelText('Specialty')).toHaveValue(samplePractice.specialty);
    expect(screen.getByLabelText('Years in Practice')).toHaveValue(15);
    expect(screen.getByLabelText('Offers emergency services')).toBeChecked();
    expect(screen.getByLabelText('Instagram')).toHaveValue(samplePractice.instagramUrl);
    expect(screen.getByLabelText('Confirm Password')).toHaveValue(samplePractice.password);

    await user.click(screen.getByRole('button', { name: 'Create Professional Account' }));
    await waitFor(() => expect(signUpCalls()).toHaveLength(1));
    const request = signUpCalls()[0];
    expect(request?.attributes).toMatchObject({
      given_name: 'Elena',
      family_name: 'Rivera',
      'custom:user_type': 'professional',
    });
    expect(request?.practice).toMatchObject({
      officeName: samplePractice.officeName,
      yearsInPractice: 15,
      zip: '78701',
    });
  });

  it('names the required professional fields and the years-in-practice range', async () => {
    const { user } = renderPage('/auth?mode=signup&type=professional');
    await user.click(screen.getByRole('button', { name: 'Create Professional Account' }));
    for (const message of [
      'Office name is required',
      'Contact name is required',
      'Email is required',
      'Office phone is required',
      'Office address is required',
      'ZIP code is required',
      'Specialty is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Years in Practice'), '61');
    expect(
      await screen.findByText('Years in practice must be a number from 0 to 60'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

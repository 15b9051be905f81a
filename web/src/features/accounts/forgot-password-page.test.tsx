// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthActions } from '@/lib/auth/auth-context';
import { dismissToast } from '@/lib/toast/toast-store';
import { renderWithRouter } from '@/testing/render-with-router';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => {
  cleanup();
  dismissToast();
});

describe('ForgotPasswordPage', () => {
  it('says a code was sent if the account exists, and asks for it', async () => {
    const user = userEvent.setup();
    const requestPasswordReset = vi.fn<AuthActions['requestPasswordReset']>(async () => {});
    renderWithRouter(<ForgotPasswordPage />, {
      path: '/forgot-password',
      actions: { requestPasswordReset },
    });
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() => expect(requestPasswordReset).toHaveBeenCalledWith('maria@example.com'));
    expect(
      await screen.findByText(
        "If an account exists for maria@example.com, we've sent a reset code.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Reset Code')).toBeInTheDocument();
  });

  it('sets the new password with the code, then goes to sign in', async () => {
    const user = userEvent.setup();
    const confirmPasswordReset = vi.fn<AuthActions['confirmPasswordReset']>(async () => {});
    const { router } = renderWithRouter(<ForgotPasswordPage />, {
      path: '/forgot-password?email=maria%40example.com',
      actions: { confirmPasswordReset },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    await user.type(screen.getByLabelText('Reset Code'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'fresh green meadows');
    await user.type(screen.getByLabelText('Confirm New Password'), 'fresh green meadow');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmPasswordReset).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Confirm New Password'), 's');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(confirmPasswordReset).toHaveBeenCalledWith({
        email: 'maria@example.com',
        code: '123456',
        password: 'fresh green meadows',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/Password reset/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?mode=signin');
  });

  it("shows the service's reason when the code is wrong", async () => {
    const user = userEvent.setup();
    const confirmPasswordReset = vi.fn<AuthActions['confirmPasswordReset']>(async () => {
      throw Object.assign(new Error('Invalid verification code provided, please try again.'), {
        name: 'CodeMismatchException',
      });
    });
    renderWithRouter(<ForgotPasswordPage />, {
      path: '/forgot-password?email=maria%40example.com',
      actions: { confirmPasswordReset },
    });
    await user.type(screen.getByLabelText('Reset Code'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'fresh green meadows');
    await user.type(screen.getByLabelText('Confirm New Password'), 'fresh green meadows');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Password reset failed\s*Invalid verification code provided, please try again\./,
    );
  });
});

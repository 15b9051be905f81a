// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getCurrentToast } from '@/lib/toast/toast-store';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { apiError, findRegion, renderAsAdmin, serveApi } from '../testing';
import { PasswordResetTab } from './password-reset-tab';

const fetchMock = stubFetch();
afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

function renderTab() {
  return { ...renderAsAdmin(<PasswordResetTab />), user: userEvent.setup() };
}

describe('Password Reset', () => {
  it('does nothing with an empty or blank email: no request, no message', async () => {
    const sent = serveApi(fetchMock, () => jsonResponse(202, { status: 'sent' }));
    const { user } = renderTab();
    const button = screen.getByRole('button', { name: 'Send Password Reset' });
    await user.click(button);
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);
    expect(getCurrentToast()).toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the reset for the typed address and says so', async () => {
    const sent = serveApi(fetchMock, () => jsonResponse(202, { status: 'sent' }));
    const { user } = renderTab();
    await user.type(screen.getByLabelText('Email'), ' jane@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset' }));
    const toast = await findRegion('status', 'Password reset sent');
    expect(toast).toHaveTextContent(
      'If an account exists for that address, it will receive a reset code by email.',
    );
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/functions/admin-reset-password',
        body: { email: 'jane@example.com' },
      }),
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('says when sending failed, with the reason at the field it names', async () => {
    serveApi(fetchMock, () => apiError(400, 'bad_request', 'Enter a valid email address', 'email'));
    const { user } = renderTab();
    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset' }));
    const toast = await findRegion('alert', 'Failed to send password reset email');
    expect(toast).toHaveTextContent('Enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('jane@');
  });
});

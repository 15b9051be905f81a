// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthActions } from '@/lib/auth/auth-context';
import { signedOutState } from '@/lib/auth/auth-context';
import { dismissToast } from '@/lib/toast/toast-store';
import { makeProfile, signedInState } from '@/testing/auth-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProfilePage } from './profile-page';

afterEach(() => {
  cleanup();
  dismissToast();
});

const profile = makeProfile({
  first_name: 'Maria',
  last_name: 'Lopez',
  phone: '(212) 555-0101',
  best_time_to_call: 'Evenings',
});

describe('ProfilePage', () => {
  it('sends visitors to sign in', () => {
    const { router } = renderWithRouter(<ProfilePage />, {
      path: '/profile',
      auth: signedOutState,
    });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?mode=signin');
  });

  it('shows the profile and saves only the editable fields', async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn<AuthActions['updateProfile']>(async (update) => ({
      ...profile,
      ...update,
      updated_at: '2026-02-02T00:00:00.000Z',
    }));
    renderWithRouter(<ProfilePage />, {
      path: '/profile',
      auth: signedInState({ profile }),
      actions: { updateProfile },
    });
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText('Patient account')).toBeInTheDocument();
    expect(screen.getByLabelText('Best Time to Call')).toHaveValue('Evenings');

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Mia');
    await user.clear(screen.getByLabelText('Best Time to Call'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(updateProfile).toHaveBeenCalledWith({
      first_name: 'Mia',
      last_name: 'Lopez',
      phone: '(212) 555-0101',
      address: '',
      best_time_to_call: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Profile updated successfully\s*Your profile has been updated\./,
    );
  });

  it("shows the server's reason when saving fails", async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn<AuthActions['updateProfile']>(async () => {
      throw new Error('No user logged in');
    });
    renderWithRouter(<ProfilePage />, {
      path: '/profile',
      auth: signedInState({ profile }),
      actions: { updateProfile },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Profile update failed\s*No user logged in/,
    );
  });

  it('requires first and last name', async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn<AuthActions['updateProfile']>();
    renderWithRouter(<ProfilePage />, {
      path: '/profile',
      auth: signedInState({ profile }),
      actions: { updateProfile },
    });
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('offers a retry when the profile could not be loaded', async () => {
    const user = userEvent.setup();
    const refreshProfile = vi.fn<AuthActions['refreshProfile']>(async () => {});
    renderWithRouter(<ProfilePage />, {
      path: '/profile',
      auth: { ...signedInState({ profile: null }), profileLoading: false },
      actions: { refreshProfile },
    });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refreshProfile).toHaveBeenCalled();
  });
});

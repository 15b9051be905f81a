// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/lib/toast/toast-store';
import { makeProfile } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProfilePage } from './profile-page';
import { signedInWithProfile } from './testing';

const fetchMock = stubFetch();

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

const sentBody = (call = 0): unknown => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe('ProfilePage', () => {
  it('shows the profile and saves only the editable fields', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(200, {
        ...profile,
        ...(JSON.parse(String(init?.body)) as object),
        updated_at: '2026-02-02T00:00:00.000Z',
      }),
    );
    renderWithRouter(<ProfilePage />, { path: '/profile', ...signedInWithProfile(profile) });
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText('Patient account')).toBeInTheDocument();
    expect(screen.getByLabelText('Best Time to Call')).toHaveValue('Evenings');

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Mia');
    await user.clear(screen.getByLabelText('Best Time to Call'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The toast regions are always in the page; the toast fills one.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Profile updated successfully\s*Your profile has been updated\./,
      ),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(sentBody()).toEqual({
      first_name: 'Mia',
      last_name: 'Lopez',
      phone: '(212) 555-0101',
      address: '',
      best_time_to_call: '',
    });
    // The page shows what was saved.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mia Lopez' })).toBeVisible());
  });

  it("shows the server's reason when saving fails", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(403, {
        error: {
          code: 'forbidden',
          message: 'Your account has been deactivated. Please contact support.',
        },
      }),
    );
    renderWithRouter(<ProfilePage />, { path: '/profile', ...signedInWithProfile(profile) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The toast regions are always in the page; the toast fills one.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /Profile update failed\s*Your account has been deactivated\. Please contact support\./,
      ),
    );
  });

  it('requires first and last name', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProfilePage />, { path: '/profile', ...signedInWithProfile(profile) });
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the profile could not be loaded', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, profile));
    renderWithRouter(<ProfilePage />, { path: '/profile', ...signedInWithProfile(null) });
    expect(screen.getByText('We could not load your profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Maria');
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser, UserPage } from '@contracts/admin';
import { dismissToast } from '@/lib/toast/toast-store';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { apiError, findRegion, makeUser, renderAsAdmin, serveApi } from '../testing';
import { UsersTab } from './users-tab';

const fetchMock = stubFetch();
afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

const page = (users: AdminUser[], next_cursor: string | null = null): UserPage => ({
  users,
  next_cursor,
});

const jane = makeUser();
const omar = makeUser({
  user_id: 'user-2',
  email: 'omar@example.com',
  first_name: 'Omar',
  last_name: 'Haddad',
  user_type: 'professional',
  role: 'professional',
  active: false,
  created_at: '2026-02-10T12:00:00.000Z',
});

function renderTab() {
  return { ...renderAsAdmin(<UsersTab />), user: userEvent.setup() };
}

describe('User Management', () => {
  it('lists users with their email, name, type, role, status and sign-up date', async () => {
    serveApi(fetchMock, () => jsonResponse(200, page([jane, omar])));
    renderTab();
    expect(screen.getByText('Loading users')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    for (const text of ['jane@example.com', 'Jane Doe', 'Patient', 'User', 'Active', 'Mar 1, 2026'])
      expect(first!.getByText(text)).toBeInTheDocument();
    for (const text of ['Omar Haddad', 'Professional', 'Inactive', 'Feb 10, 2026'])
      expect(second!.getAllByText(text)[0]).toBeInTheDocument();
    expect(first!.getByRole('button', { name: 'Deactivate jane@example.com' })).toBeEnabled();
    expect(second!.getByRole('button', { name: 'Activate omar@example.com' })).toBeEnabled();
  });

  it('says so when there are no users, and when none match the search', async () => {
    serveApi(fetchMock, () => jsonResponse(200, page([])));
    const { user } = renderTab();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No users match “nobody”.')).toBeInTheDocument();
  });

  it('shows why the list failed and loads it again on Try Again', async () => {
    let fail = true;
    serveApi(fetchMock, () =>
      fail
        ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.')
        : jsonResponse(200, page([jane])),
    );
    const { user } = renderTab();
    const alert = await findRegion('alert', "We couldn't load the users");
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
  });

  it('searches by email or name once typing pauses, sending q', async () => {
    const sent = serveApi(fetchMock, ({ query }) =>
      jsonResponse(200, page(query.get('q') === 'omar' ? [omar] : [jane, omar])),
    );
    const { user } = renderTab();
    await screen.findByText('jane@example.com');
    await user.type(screen.getByLabelText('Search users'), 'omar');
    await waitFor(() => expect(screen.queryByText('jane@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('omar@example.com')).toBeInTheDocument();
    // One request for the whole word, not one per keystroke.
    expect(sent.map((request) => request.query.get('q'))).toEqual([null, 'omar']);
    expect(sent.every((request) => request.path === '/api/admin/users')).toBe(true);
  });

  it('loads the next page with the cursor on Load more, until there is none', async () => {
    const sent = serveApi(fetchMock, ({ query }) =>
      jsonResponse(200, query.get('cursor') === 'page-2' ? page([omar]) : page([jane], 'page-2')),
    );
    const { user } = renderTab();
    await screen.findByText('jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await screen.findByText('omar@example.com')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(sent[1]?.query.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it('deactivates a user: the button waits for the answer, then the row updates and a toast says so', async () => {
    let finish: (response: Response) => void = () => {};
    const sent = serveApi(fetchMock, ({ method }) =>
      method === 'POST'
        ? new Promise<Response>((resolve) => {
            finish = resolve;
          })
        : jsonResponse(200, page([jane])),
    );
    const { user } = renderTab();
    const button = await screen.findByRole('button', { name: 'Deactivate jane@example.com' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/functions/admin-toggle-user',
      body: { userId: 'user-1', activate: false },
    });

    finish(jsonResponse(200, { user: { ...jane, active: false } }));
    await findRegion('status', 'User deactivated');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate jane@example.com' })).toBeEnabled();
  });

  it('activates a user and says so', async () => {
    serveApi(fetchMock, ({ method }) =>
      method === 'POST'
        ? jsonResponse(200, { user: { ...omar, active: true } })
        : jsonResponse(200, page([omar])),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Activate omar@example.com' }));
    await findRegion('status', 'User activated');
    expect(screen.getByRole('button', { name: 'Deactivate omar@example.com' })).toBeEnabled();
  });

  it("shows the server's reason when it refuses, and leaves the row as it was", async () => {
    serveApi(fetchMock, ({ method }) =>
      method === 'POST'
        ? apiError(409, 'conflict', "You can't deactivate the last active admin.")
        : jsonResponse(200, page([jane])),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate jane@example.com' }));
    const toast = await findRegion('alert', 'Failed to update user status');
    expect(toast).toHaveTextContent("You can't deactivate the last active admin.");
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate jane@example.com' })).toBeEnabled();
  });
});

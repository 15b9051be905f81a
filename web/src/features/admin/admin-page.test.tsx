// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/lib/toast/toast-store';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { AdminPage } from './admin-page';
import {
  apiError,
  findRegion,
  makeAuditRecord,
  makeUser,
  renderAsAdmin,
  serveApi,
} from './testing';

const fetchMock = stubFetch();
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const records = [
  makeAuditRecord(),
  makeAuditRecord({
    id: 'aud_2',
    action: 'prompt.create',
    target_type: 'prompt',
    target_id: 'prm_1',
    target_label: 'Friendly tone',
    before: null,
    after: { name: 'Friendly tone' },
  }),
  makeAuditRecord({
    id: 'aud_3',
    action: 'password.reset',
    target_type: 'email',
    target_id: 'jane@example.com',
    target_label: 'jane@example.com',
    before: null,
    after: { code_sent: true },
  }),
];

function serveDashboard() {
  return serveApi(fetchMock, ({ path }) => {
    if (path === '/api/admin/audit') return jsonResponse(200, { records });
    if (path === '/api/admin/users')
      return jsonResponse(200, { users: [makeUser()], next_cursor: null });
    if (path === '/api/admin/subscribers')
      return jsonResponse(200, { subscribers: [], next_cursor: null });
    if (path === '/api/admin/prompts') return jsonResponse(200, { prompts: [] });
    return apiError(404, 'not_found', 'Not found');
  });
}

describe('AdminPage', () => {
  it('opens on User Management with the four tabs and its own title', async () => {
    serveDashboard();
    renderAsAdmin(<AdminPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'User Management',
      'Subscriptions',
      'AI Prompts',
      'Password Reset',
    ]);
    expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin | SmileGuide Dental'));
  });

  it('switches tabs, keeping the open one in the address', async () => {
    serveDashboard();
    const user = userEvent.setup();
    const { router } = renderAsAdmin(<AdminPage />);
    await user.click(screen.getByRole('tab', { name: 'AI Prompts' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'AI Prompts' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=prompts');

    await user.click(screen.getByRole('tab', { name: 'Password Reset' }));
    expect(screen.getByRole('button', { name: 'Send Password Reset' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'User Management' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the address names', async () => {
    serveDashboard();
    renderAsAdmin(<AdminPage />, { path: '/admin?tab=subscriptions' });
    expect(screen.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
  });

  it('lists the latest admin actions below the tabs', async () => {
    serveDashboard();
    renderAsAdmin(<AdminPage />);
    const region = await screen.findByRole('region', { name: 'Recent admin actions' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'admin@demo.dental deactivated user sam.moved@example.com',
      'admin@demo.dental added prompt “Friendly tone”',
      'admin@demo.dental sent a password reset to jane@example.com',
    ]);
    expect(within(items[0]!).getByText(/Mar 2, 2026/)).toHaveAttribute(
      'datetime',
      '2026-03-02T09:30:00.000Z',
    );
  });

  it('says when there are no admin actions yet, or when they could not be loaded', async () => {
    let fail = false;
    serveApi(fetchMock, ({ path }) => {
      if (path === '/api/admin/audit')
        return fail
          ? apiError(500, 'internal', 'Something went wrong on our side.')
          : jsonResponse(200, { records: [] });
      return jsonResponse(200, { users: [], next_cursor: null });
    });
    renderAsAdmin(<AdminPage />);
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
    cleanup();
    fail = true;
    renderAsAdmin(<AdminPage />);
    const alert = await findRegion('alert', "We couldn't load the recent admin actions");
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows Access Denied when the server refuses an admin call, logging no personal data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi(fetchMock, () => apiError(403, 'forbidden', "You don't have permission to do that."));
    renderAsAdmin(<AdminPage />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Access Denied: You don't have admin privileges to access this dashboard.",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toMatch(/403/);
    expect(logged).not.toMatch(/@|admin-1/);
  });

  it('shows Access Denied when an action is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi(fetchMock, ({ method, path }) => {
      if (method === 'POST') return apiError(403, 'forbidden', "You don't have permission.");
      if (path === '/api/admin/audit') return jsonResponse(200, { records: [] });
      return jsonResponse(200, { users: [makeUser()], next_cursor: null });
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate jane@example.com' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Access Denied:/ }),
    ).toBeInTheDocument();
    expect(JSON.stringify(warn.mock.calls)).toContain('toggleUser');
  });
});

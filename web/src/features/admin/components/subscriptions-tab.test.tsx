// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscriber, SubscriberPage } from '@contracts/admin';
import { dismissToast } from '@/lib/toast/toast-store';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { apiError, findRegion, makeSubscriber, renderAsAdmin, serveApi } from '../testing';
import { SubscriptionsTab } from './subscriptions-tab';

const fetchMock = stubFetch();
afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

const page = (subscribers: Subscriber[], next_cursor: string | null = null): SubscriberPage => ({
  subscribers,
  next_cursor,
});

const harbor = makeSubscriber();
const unpaid = makeSubscriber({
  id: 'ofc_unpaid',
  office_id: 'ofc_unpaid',
  office_name: 'Maple Smiles',
  email: 'pro@demo.dental',
  subscribed: false,
  subscription_end: null,
  payment: null,
});

function renderTab() {
  return { ...renderAsAdmin(<SubscriptionsTab />), user: userEvent.setup() };
}

describe('Subscriptions', () => {
  it('says how each running plan is paid', async () => {
    const failing = makeSubscriber({
      id: 'ofc_failing',
      office_id: 'ofc_failing',
      office_name: 'Birch Dental',
      payment: 'card_past_due',
    });
    serveApi(fetchMock, () => jsonResponse(200, page([harbor, failing])));
    renderTab();
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(screen.getByText('Paid by card')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });

  it('lists each office with its email, status, plan and end date', async () => {
    serveApi(fetchMock, () => jsonResponse(200, page([harbor, unpaid])));
    renderTab();
    expect(screen.getByText('Loading subscriptions')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    for (const text of [
      'Harbor Dental',
      'frontdesk@harbor.demo.dental',
      'Subscribed',
      'Professional monthly',
      'Aug 6, 2026',
    ])
      expect(first!.getByText(text)).toBeInTheDocument();
    for (const text of ['Maple Smiles', 'pro@demo.dental', 'Not subscribed', '—'])
      expect(second!.getByText(text)).toBeInTheDocument();
    expect(
      first!.getByRole('button', { name: 'Cancel subscription of Harbor Dental' }),
    ).toBeEnabled();
    expect(
      second!.getByRole('button', { name: 'Activate subscription of Maple Smiles' }),
    ).toBeEnabled();
  });

  it('searches by email or office name, and says when nothing matches', async () => {
    const sent = serveApi(fetchMock, ({ query }) =>
      jsonResponse(200, page(query.get('q') ? [] : [harbor])),
    );
    const { user } = renderTab();
    await screen.findByText('Harbor Dental');
    await user.type(screen.getByLabelText('Search subscriptions'), 'Quillbrook');
    expect(await screen.findByText('No subscriptions match “Quillbrook”.')).toBeInTheDocument();
    expect(sent.at(-1)?.query.get('q')).toBe('Quillbrook');
    expect(sent.at(-1)?.path).toBe('/api/admin/subscribers');
  });

  it('says so when there are no subscriptions at all', async () => {
    serveApi(fetchMock, () => jsonResponse(200, page([])));
    renderTab();
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
  });

  it('pages on with Load more', async () => {
    const sent = serveApi(fetchMock, ({ query }) =>
      jsonResponse(200, query.get('cursor') ? page([unpaid]) : page([harbor], 'next-page')),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Load more subscriptions' }));
    expect(await screen.findByText('Maple Smiles')).toBeInTheDocument();
    expect(sent.at(-1)?.query.get('cursor')).toBe('next-page');
  });

  it('cancels a subscription, updating the row, and says so', async () => {
    const sent = serveApi(fetchMock, ({ method }) =>
      method === 'POST'
        ? jsonResponse(200, { subscriber: { ...harbor, subscribed: false } })
        : jsonResponse(200, page([harbor])),
    );
    const { user } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel subscription of Harbor Dental' }),
    );
    await findRegion('status', 'Subscription cancelled');
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/functions/admin-toggle-subscription',
      body: { subscriberId: 'ofc_harbor', activate: false },
    });
    expect(screen.getByText('Not subscribed')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Activate subscription of Harbor Dental' }),
    ).toBeEnabled();
  });

  it('activates a subscription and says so; a failure says what went wrong', async () => {
    let fail = false;
    serveApi(fetchMock, ({ method }) => {
      if (method !== 'POST') return jsonResponse(200, page([unpaid]));
      return fail
        ? apiError(404, 'not_found', 'No subscriber exists with this id.', 'subscriberId')
        : jsonResponse(200, {
            subscriber: {
              ...unpaid,
              subscribed: true,
              subscription_end: '2026-09-01',
              payment: 'granted',
            },
          });
    });
    const { user } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Activate subscription of Maple Smiles' }),
    );
    await findRegion('status', 'Subscription activated');
    expect(screen.getByText('Sep 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Granted by an admin')).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Cancel subscription of Maple Smiles' }));
    const toast = await findRegion('alert', 'Failed to update subscription');
    expect(toast).toHaveTextContent('No subscriber exists with this id.');
  });
});

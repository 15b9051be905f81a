// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingSummary } from '@contracts/billing';
import type { MyOffice } from '@contracts/dashboard';
import { signedInState } from '@/testing/auth-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { DashboardPage } from './dashboard-page';

const fetchMock = stubFetch();
afterEach(cleanup);

const office: MyOffice = {
  id: 'office-1',
  office_name: 'Harbor Dental',
  specialty: 'Pediatric Dentistry',
  address: '1 Harbor Way, Boston, MA 02108',
  street: '1 Harbor Way',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
  lat: 42.36,
  lng: -71.06,
  phone: '(617) 555-0190',
  website: 'https://harbor.example',
  services: 'Cleanings',
  contact_name: 'Dr. Lena Ortiz',
  contact_email: 'lena@example.com',
  subscription_active: false,
  insurance_accepted: ['Delta Dental'],
  languages_spoken: ['English', 'Portuguese'],
  accepting_new_patients: true,
  emergency_services: false,
  office_hours: 'Mon-Fri 8-5',
  practice_description: 'Kids first.',
  coupon_offer: '',
  last_confirmed: '2026-03-01',
  listing_live: false,
};

const professional = signedInState({ groups: ['professional'] });

const notSubscribed: BillingSummary = {
  status: 'inactive',
  period_end: null,
  renews: false,
  can_manage: false,
};

/** Answers each API path the page calls. */
function serve(answers: { office?: Response; billing?: () => Response; checkout?: Response }) {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/dashboard/office')) {
      return Promise.resolve(answers.office?.clone() ?? jsonResponse(200, office));
    }
    if (url.startsWith('/api/billing/checkout-session')) {
      return Promise.resolve(answers.checkout ?? jsonResponse(500, {}));
    }
    if (url.startsWith('/api/billing/portal-session')) {
      return Promise.resolve(jsonResponse(201, { url: 'https://billing.example/portal' }));
    }
    if (url.startsWith('/api/billing')) {
      return Promise.resolve(answers.billing?.() ?? jsonResponse(200, notSubscribed));
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function renderPage(path = '/dashboard') {
  return renderWithRouter(<DashboardPage />, { path, auth: professional });
}

describe('DashboardPage', () => {
  it("shows the professional's practice and how to list it", async () => {
    serve({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Harbor Dental' })).toBeInTheDocument();
    expect(screen.getByText('Not live')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'List your practice - $200/month' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.getByText('English, Portuguese')).toBeInTheDocument();
    const officeCall = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/dashboard/office',
    );
    expect(new Headers(officeCall?.[1]?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('goes to Stripe Checkout for the plan', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve({ checkout: jsonResponse(201, { url: 'https://checkout.example/pay/cs_1' }) });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'List your practice - $200/month' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('checkout-session'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('shows why checkout could not start', async () => {
    serve({
      checkout: jsonResponse(503, {
        error: {
          code: 'unavailable',
          message: 'Billing is not available right now. Please try again later.',
        },
      }),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'List your practice - $200/month' }),
    );
    // The page's own alert, not the (empty) toast region.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((element) => element.textContent)
          .join('|'),
      ).toContain('Billing is not available right now. Please try again later.'),
    );
  });

  it('shows a live plan with its renewal date and Manage billing', async () => {
    serve({
      office: jsonResponse(200, { ...office, subscription_active: true, listing_live: true }),
      billing: () =>
        jsonResponse(200, {
          status: 'active',
          period_end: '2026-12-23',
          renews: true,
          can_manage: true,
        }),
    });
    renderPage();
    expect(await screen.findByText('Next renewal')).toBeInTheDocument();
    expect(screen.getByText('December 23, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('says when a cancelled plan stops listing the office', async () => {
    serve({
      billing: () =>
        jsonResponse(200, {
          status: 'active',
          period_end: '2026-12-23',
          renews: false,
          can_manage: true,
        }),
    });
    renderPage();
    expect(await screen.findByText('Listed until')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your plan will not renew: your office stays in the directory until December 23, 2026, then leaves it.',
      ),
    ).toBeInTheDocument();
  });

  it('asks to fix the card after a failed renewal', async () => {
    serve({
      billing: () =>
        jsonResponse(200, {
          status: 'past_due',
          period_end: '2026-12-23',
          renews: true,
          can_manage: true,
        }),
    });
    renderPage();
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
  });

  it('confirms a payment on return, reading the checkout session', async () => {
    serve({
      billing: () =>
        jsonResponse(200, {
          status: 'active',
          period_end: '2026-12-23',
          renews: true,
          can_manage: true,
        }),
    });
    renderPage('/dashboard?checkout=success&session_id=cs_test_abc');
    expect(await screen.findByText('Payment received - your listing is live')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/billing?'));
    expect(String(call?.[0])).toBe('/api/billing?checkout_session=cs_test_abc');
  });

  it('says a cancelled checkout charged nothing', async () => {
    serve({});
    renderPage('/dashboard?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(/You were not charged and your listing is not live yet\./),
    ).toBeInTheDocument();
  });

  it('says so when there is no office yet', async () => {
    serve({
      office: jsonResponse(404, {
        error: { code: 'not_found', message: 'No office listing is linked to your account yet.' },
      }),
    });
    renderPage();
    expect(await screen.findByText('No office listing yet')).toBeInTheDocument();
    expect(
      screen.getByText('No office listing is linked to your account yet.'),
    ).toBeInTheDocument();
  });
});

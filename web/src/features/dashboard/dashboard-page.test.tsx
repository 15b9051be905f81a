// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  has_coupon: false,
  last_confirmed: '2026-03-01',
  listing_live: false,
};

const quietDays = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-03-${String(index + 1).padStart(2, '0')}`,
  impressions: 0,
  views: 0,
  requests: 0,
  calls: 0,
  websites: 0,
}));
const zeros = { impressions: 0, views: 0, requests: 0, calls: 0, websites: 0 };
const noActivity = { from: '2026-03-01', to: '2026-03-30', totals: zeros, days: quietDays };

const notSubscribed: BillingSummary = {
  status: 'inactive',
  period_end: null,
  renews: false,
  can_manage: false,
};

/** Answers each API call of the page by its URL. */
function serve(answers: {
  office: () => Response;
  analytics?: () => Response;
  save?: () => Response;
  billing?: () => Response;
  checkout?: () => Response;
}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/billing/checkout-session')) {
      return answers.checkout?.() ?? jsonResponse(500, {});
    }
    if (url.startsWith('/api/billing/portal-session')) {
      return jsonResponse(201, { url: 'https://billing.example/portal' });
    }
    if (url.startsWith('/api/billing')) {
      return answers.billing?.() ?? jsonResponse(200, notSubscribed);
    }
    if (url === '/api/dashboard/analytics') {
      return answers.analytics?.() ?? jsonResponse(200, noActivity);
    }
    if (url === '/api/dashboard/office' && init?.method === 'PATCH') {
      return answers.save?.() ?? jsonResponse(500, {});
    }
    return answers.office();
  });
}

const professional = signedInState({ groups: ['professional'] });

function renderPage(path = '/dashboard') {
  return renderWithRouter(<DashboardPage />, { path, auth: professional });
}

const withOffice = () => jsonResponse(200, office);
const plan = (summary: Partial<BillingSummary>) => () =>
  jsonResponse(200, { ...notSubscribed, ...summary });

function renderPageWithUser() {
  return { ...renderPage(), user: userEvent.setup() };
}

describe('DashboardPage', () => {
  it("shows the professional's practice and how to list it", async () => {
    serve({ office: () => jsonResponse(200, office) });
    renderPage();
    // The practice details and the directory card preview both name it.
    expect(await screen.findAllByRole('heading', { name: 'Harbor Dental' })).toHaveLength(2);
    expect(screen.getByText('Not live')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'List your practice - $200/month' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Practice details')).getByText('English, Portuguese'),
    ).toBeInTheDocument();
    const [url, init] =
      fetchMock.mock.calls.find(([called]) => String(called) === '/api/dashboard/office') ?? [];
    expect(url).toBe('/api/dashboard/office');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('shows a live plan with its renewal date and Manage billing', async () => {
    serve({
      office: () => jsonResponse(200, { ...office, subscription_active: true, listing_live: true }),
      billing: plan({ status: 'active', period_end: '2026-12-23', renews: true, can_manage: true }),
    });
    renderPage();
    expect(await screen.findByText('Next renewal')).toBeInTheDocument();
    expect(screen.getByText('December 23, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('goes to Stripe Checkout for the plan', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve({
      office: withOffice,
      checkout: () => jsonResponse(201, { url: 'https://checkout.example/pay/cs_1' }),
    });
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
      office: withOffice,
      checkout: () =>
        jsonResponse(503, {
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

  it('says when a cancelled plan stops listing the office', async () => {
    serve({
      office: withOffice,
      billing: plan({
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
      office: withOffice,
      billing: plan({
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
      office: withOffice,
      billing: plan({ status: 'active', period_end: '2026-12-23', renews: true, can_manage: true }),
    });
    renderPage('/dashboard?checkout=success&session_id=cs_test_abc');
    expect(await screen.findByText('Payment received - your listing is live')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/billing?'));
    expect(String(call?.[0])).toBe('/api/billing?checkout_session=cs_test_abc');
  });

  it('says a cancelled checkout charged nothing', async () => {
    serve({ office: withOffice });
    renderPage('/dashboard?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(/You were not charged and your listing is not live yet\./),
    ).toBeInTheDocument();
  });

  it('says so when there is no office yet', async () => {
    serve({
      office: () =>
        jsonResponse(404, {
          error: { code: 'not_found', message: 'No office listing is linked to your account yet.' },
        }),
    });
    renderPage();
    expect(await screen.findByText('No office listing yet')).toBeInTheDocument();
    expect(
      screen.getByText('No office listing is linked to your account yet.'),
    ).toBeInTheDocument();
  });

  it('previews the directory card and shows an empty analytics state for a new listing', async () => {
    serve({
      office: () =>
        jsonResponse(200, { ...office, coupon_offer: 'Free first exam', has_coupon: true }),
    });
    renderPage();
    const preview = await screen.findByRole('region', { name: 'How patients see your listing' });
    expect(within(preview).getByRole('heading', { name: 'Harbor Dental' })).toBeInTheDocument();
    expect(within(preview).getByText('Free first exam')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: /Request Discount/ })).toBeDisabled();
    expect(await screen.findByText(/No activity yet/)).toBeInTheDocument();
  });

  it('shows totals and a daily chart once visitors come', async () => {
    const days = quietDays.map((day, index) =>
      index === 29 ? { ...day, impressions: 7, views: 3, calls: 1 } : day,
    );
    serve({
      office: () => jsonResponse(200, office),
      analytics: () =>
        jsonResponse(200, {
          ...noActivity,
          days,
          totals: { ...zeros, impressions: 7, views: 3, calls: 1 },
        }),
    });
    const { user } = renderPageWithUser();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(
      within(totals).getByRole('button', { name: /7\s*Shown in search results/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('table', { name: 'Shown in search results per day' }),
    ).toHaveTextContent('Mar 30, 20267');
    await user.click(within(totals).getByRole('button', { name: /3\s*Profile page views/ }));
    expect(screen.getByRole('table', { name: 'Profile page views per day' })).toHaveTextContent(
      'Mar 30, 20263',
    );
  });

  it('edits the listing with the sign-up rules and shows the saved listing', async () => {
    serve({
      office: () => jsonResponse(200, office),
      save: () =>
        jsonResponse(200, { ...office, office_name: 'Harbor Family Dental', zip: '02109' }),
    });
    const { user } = renderPageWithUser();
    await user.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    const name = screen.getByLabelText(/Office Name/);
    expect(name).toHaveValue('Harbor Dental');
    // The ZIP has its own field, so the address is shown without it.
    expect(screen.getByLabelText(/Office Address/)).toHaveValue('1 Harbor Way, Boston, MA');

    await user.clear(screen.getByLabelText(/ZIP Code/));
    await user.type(screen.getByLabelText(/ZIP Code/), '021');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    expect(await screen.findByText('ZIP code must be exactly 5 digits')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText(/ZIP Code/), '09');
    await user.clear(name);
    await user.type(name, 'Harbor Family Dental');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      officeName: 'Harbor Family Dental',
      zip: '02109',
      address: '1 Harbor Way, Boston, MA',
      languagesSpoken: 'English, Portuguese',
    });
    expect(await screen.findByText('Listing updated')).toBeInTheDocument();
    expect(
      await screen.findAllByRole('heading', { name: 'Harbor Family Dental' }),
    ).not.toHaveLength(0);
  });
});

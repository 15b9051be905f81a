// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeWithDistance, SearchOfficesResponse } from '@contracts/offices';
import type { AuthState } from '@/lib/auth/auth-context';
import { signedInState } from '@/testing/auth-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { OfficesPage } from './offices-page';

const fetchMock = stubFetch();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function office(overrides: Partial<OfficeWithDistance> = {}): OfficeWithDistance {
  return {
    id: 'ofc_aaaaaaaaaa',
    office_name: 'Quillbrook Molar Dental Care',
    specialty: 'General Dentistry',
    address: '120 Larkspur St, New York, NY 10001',
    street: '120 Larkspur St',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    lat: 40.75,
    lng: -73.99,
    phone: '(212) 555-0127',
    website: 'https://quillbrook-molar-dental-care.example',
    services: 'Cleanings, Exams, Whitening',
    contact_name: 'Dr. Avery Quill',
    subscription_active: true,
    insurance_accepted: ['Delta Dental', 'Aetna'],
    languages_spoken: ['English', 'Spanish'],
    accepting_new_patients: true,
    emergency_services: false,
    office_hours: 'Mon-Fri 8:00-17:00',
    practice_description: 'A family practice in New York.',
    has_coupon: true,
    last_confirmed: '2026-08-06',
    distance_miles: 0.4,
    ...overrides,
  };
}

function answer(
  zip: string,
  offices: OfficeWithDistance[],
  radius = 25,
  page: Pick<SearchOfficesResponse, 'count' | 'offset' | 'next_offset'> = {
    count: offices.length,
    offset: 0,
    next_offset: null,
  },
): SearchOfficesResponse {
  return { zip, radius_miles: radius, center: { lat: 40.75, lng: -73.99 }, ...page, offices };
}

function renderPage(path = '/dental-offices', auth?: AuthState) {
  // No retries: a failed search shows at once.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithRouter(
    <QueryClientProvider client={client}>
      <OfficesPage />
    </QueryClientProvider>,
    { path, auth },
  );
  return { ...result, user: userEvent.setup() };
}

const requestedUrl = (call = 0) => String(fetchMock.mock.calls[call]?.[0]);

describe('OfficesPage before a search', () => {
  it('explains the directory and waits for a ZIP code', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'How Our Directory Works' })).toBeInTheDocument();
    const input = screen.getByLabelText('ZIP code');
    expect(input).toHaveAttribute('maxLength', '5');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    const button = screen.getByRole('button', { name: 'Search Offices' });
    expect(button).toBeDisabled();

    await user.type(input, '   ');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, '1234567');
    expect(input).toHaveValue('12345');
    expect(button).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites professionals to list their practice', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'List Your Practice - $200/month' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=professional',
    );
  });
});

describe('OfficesPage searching', () => {
  it('searches the ZIP, puts it in the URL and lists the offices with their details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        answer('10001', [
          office(),
          office({
            id: 'ofc_bbbbbbbbbb',
            office_name: 'Fernhollow Grin Orthodontics',
            distance_miles: 1,
          }),
        ]),
      ),
    );
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Search Offices' }));

    expect(router.state.location.search).toBe('?zip=10001');
    expect(
      await screen.findByRole('heading', { name: 'Dental Offices in 10001' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 offices found')).toBeInTheDocument();
    expect(requestedUrl()).toBe('/api/offices?zip=10001&radius=25');
    expect(
      screen.queryByRole('heading', { name: 'How Our Directory Works' }),
    ).not.toBeInTheDocument();

    const card = within(screen.getByRole('article', { name: 'Quillbrook Molar Dental Care' }));
    for (const text of [
      'General Dentistry',
      '120 Larkspur St, New York, NY 10001',
      '(212) 555-0127',
      'Cleanings, Exams, Whitening',
      '0.4 miles away',
      'Accepting new patients',
      'English, Spanish',
      'Mon-Fri 8:00-17:00',
      'Delta Dental, Aetna',
    ]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByRole('link', { name: /Call Office/ })).toHaveAttribute(
      'href',
      'tel:+12125550127',
    );
    const website = card.getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://quillbrook-molar-dental-care.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card.queryByText('Emergency services')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fernhollow Grin Orthodontics' })).toHaveTextContent(
      '1 mile away',
    );
  });

  it('loads a search from the URL and says one office in the singular', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, answer('60601', [office()], 10)));
    renderPage('/dental-offices?zip=60601&radius=10&language=Spanish');
    expect(await screen.findByText('1 office found')).toBeInTheDocument();
    expect(requestedUrl()).toBe('/api/offices?zip=60601&radius=10&language=Spanish');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('60601');
    expect(screen.getByLabelText('Search radius')).toHaveValue('10');
    expect(screen.getByLabelText('Language')).toHaveValue('Spanish');
  });

  it('shows that it is searching until the answer arrives', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderPage('/dental-offices?zip=10001');
    expect(await screen.findByText(/Searching for offices near 10001/)).toBeInTheDocument();
    reply(jsonResponse(200, answer('10001', [office()])));
    expect(await screen.findByText('1 office found')).toBeInTheDocument();
    expect(screen.queryByText(/Searching for offices/)).not.toBeInTheDocument();
  });

  it('narrows the search when a filter changes, in the URL and in the request', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, answer('10001', [office()])));
    const { user, router } = renderPage('/dental-offices?zip=10001');
    await screen.findByText('1 office found');

    await user.click(screen.getByLabelText('Emergency services'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?zip=10001&emergency_services=true'),
    );
    await user.selectOptions(screen.getByLabelText('Search radius'), '50');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(requestedUrl(1)).toBe('/api/offices?zip=10001&radius=25&emergency_services=true');
    expect(requestedUrl(2)).toBe('/api/offices?zip=10001&radius=50&emergency_services=true');
  });

  it('offers a wider search and web searches when nobody is listed nearby', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, answer('59001', [])));
    const { user, router } = renderPage('/dental-offices?zip=59001');
    expect(
      await screen.findByRole('heading', { name: 'No offices found in our directory' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 offices found')).toBeInTheDocument();

    const google = screen.getByRole('link', { name: /Search Google for dentists near 59001/ });
    expect(google).toHaveAttribute('href', 'https://www.google.com/search?q=dentists+near+59001');
    const yelp = screen.getByRole('link', { name: /Find dentists near 59001 on Yelp/ });
    expect(yelp).toHaveAttribute(
      'href',
      'https://www.yelp.com/search?find_desc=Dentists&find_loc=59001',
    );
    for (const link of [google, yelp]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await user.click(screen.getByRole('button', { name: 'Search within 50 miles' }));
    expect(router.state.location.search).toBe('?zip=59001&radius=50');
  });
});

describe('OfficesPage long lists', () => {
  const nearest = office({ id: 'ofc_near000001', office_name: 'Alderwick Smile Studio' });
  const next = office({
    id: 'ofc_near000002',
    office_name: 'Brackenfold Dental',
    distance_miles: 2,
  });
  const last = office({
    id: 'ofc_near000003',
    office_name: 'Cindervale Dental',
    distance_miles: 3,
  });

  it('counts every office but shows one page, and appends the next on request', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        200,
        answer('10001', [nearest, next], 25, { count: 3, offset: 0, next_offset: 2 }),
      ),
    );
    const { user } = renderPage('/dental-offices?zip=10001');
    expect(await screen.findByText('3 offices found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3 offices')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, answer('10001', [last], 25, { count: 3, offset: 2, next_offset: null })),
    );
    await user.click(screen.getByRole('button', { name: 'Show 1 more office' }));
    expect(await screen.findByRole('article', { name: 'Cindervale Dental' })).toBeInTheDocument();
    expect(requestedUrl(1)).toBe('/api/offices?zip=10001&radius=25&offset=2');
    const names = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Alderwick Smile Studio', 'Brackenfold Dental', 'Cindervale Dental']);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing \d+ of/)).not.toBeInTheDocument();
  });

  it('keeps the shown offices when the next page fails, and lets the visitor try again', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, answer('10001', [nearest], 25, { count: 2, offset: 0, next_offset: 1 })),
    );
    const { user } = renderPage('/dental-offices?zip=10001');
    const more = await screen.findByRole('button', { name: 'Show 1 more office' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, { error: { code: 'unavailable', message: 'Try again soon.' } }),
    );
    await user.click(more);
    expect(
      await screen.findByText("We couldn't load more offices. Please try again."),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByText('2 offices found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alderwick Smile Studio' })).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load offices right now/)).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, answer('10001', [next], 25, { count: 2, offset: 1, next_offset: null })),
    );
    await user.click(screen.getByRole('button', { name: 'Show 1 more office' }));
    expect(await screen.findByRole('article', { name: 'Brackenfold Dental' })).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load more offices/)).not.toBeInTheDocument();
  });
});

describe('OfficesPage problems', () => {
  it('says when the ZIP code is unknown', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, {
        error: {
          code: 'not_found',
          message: "We couldn't find ZIP code 00000. Check the number and try again.",
          field: 'zip',
        },
      }),
    );
    renderPage('/dental-offices?zip=00000');
    expect(
      await screen.findByText("We couldn't find ZIP code 00000. Check the number and try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: /Dental Offices in/ })).not.toBeInTheDocument();
  });

  it('says when the ZIP code is not five digits, without asking the server', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('ZIP code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Search Offices' }));
    expect(await screen.findByText('ZIP code must be exactly 5 digits')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs a failed search and shows only the error, with a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, {
        error: { code: 'internal', message: 'Something went wrong on our side (ref 1).' },
      }),
    );
    const { user } = renderPage('/dental-offices?zip=10001');
    const notice = await screen.findByText(
      "We couldn't load offices right now. Please try again in a moment.",
    );
    // The search did not run: neither a count nor a claim that nothing is listed.
    expect(screen.queryByText('0 offices found')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'No offices found in our directory' }),
    ).not.toBeInTheDocument();
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(logged).toHaveBeenCalledWith('Office search failed', expect.anything());
    // Nothing is known about what is nearby, so the page does not claim nobody is listed there.
    expect(screen.queryByText(/We don't have a listed office/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Search within/ })).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer('10001', [office()])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 office found')).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load offices/)).not.toBeInTheDocument();
  });
});

describe('OfficesPage coupons and discount requests', () => {
  it('keeps coupons locked for visitors and shows the text the server unlocks for patients', async () => {
    let coupons: Array<{ office_id: string; coupon_offer: string }> = [];
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/coupons')
        ? jsonResponse(200, { coupons })
        : jsonResponse(200, answer('10001', [office()])),
    );
    renderPage('/dental-offices?zip=10001');
    expect(await screen.findByRole('link', { name: 'Sign up to unlock it' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=patient',
    );
    // Signed out, nobody asks for coupon texts.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/coupons'),
    );
    cleanup();

    coupons = [{ office_id: 'ofc_aaaaaaaaaa', coupon_offer: '15% off your first cleaning' }];
    renderPage('/dental-offices?zip=10001', signedInState());
    expect(await screen.findByText('15% off your first cleaning')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to unlock it' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/coupons?office_ids=ofc_aaaaaaaaaa'),
    );
    cleanup();

    // Signed in but not a patient: the server unlocks nothing.
    coupons = [];
    renderPage('/dental-offices?zip=10001', signedInState());
    expect(
      await screen.findByText('This office offers a coupon to patients with an account.'),
    ).toBeInTheDocument();
  });

  it('links each office to its own page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, answer('10001', [office()])));
    renderPage('/dental-offices?zip=10001');
    expect(
      await screen.findByRole('link', { name: 'Quillbrook Molar Dental Care' }),
    ).toHaveAttribute('href', '/dental-offices/ofc_aaaaaaaaaa');
  });

  it('opens the discount request for the chosen office', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, answer('10001', [office()])));
    const { user } = renderPage('/dental-offices?zip=10001');
    await user.click(await screen.findByRole('button', { name: /Request Discount/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Quillbrook Molar Dental Care');
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Office } from '@contracts/offices';
import type { AuthState } from '@/lib/auth/auth-context';
import { signedInState } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { renderRoutesWithRouter } from '@/testing/render-with-router';
import { OfficePage } from './office-page';

const fetchMock = stubFetch();
afterEach(cleanup);

const office: Office = {
  id: 'ofc_page',
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
  services: 'Cleanings, sealants',
  contact_name: 'Dr. Lena Ortiz',
  subscription_active: true,
  insurance_accepted: ['Delta Dental'],
  languages_spoken: ['English', 'Portuguese'],
  accepting_new_patients: true,
  emergency_services: false,
  office_hours: 'Mon-Fri 8-5',
  practice_description: 'Kids first.',
  has_coupon: true,
  last_confirmed: '2026-03-01',
  instagram_url: 'https://instagram.example/harbor',
};

function renderPage(id: string, auth?: AuthState) {
  return renderRoutesWithRouter([{ path: '/dental-offices/:officeId', element: <OfficePage /> }], {
    path: `/dental-offices/${id}`,
    auth,
  });
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('OfficePage', () => {
  it('shows the whole listing, its title, description and structured data, and counts the view', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/events') ? jsonResponse(202, {}) : jsonResponse(200, office),
    );
    renderPage('ofc_page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Dental' })).toBeVisible();
    expect(document.title).toBe('Harbor Dental, Boston, MA | SmileGuide Dental');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Harbor Dental: Pediatric Dentistry in Boston, MA. Kids first.',
    );
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Dentist', name: 'Harbor Dental' });
    expect(screen.getByText('Mon-Fri 8-5')).toBeInTheDocument();
    expect(screen.getByText('English, Portuguese')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.example/harbor',
    );
    expect(screen.getByRole('link', { name: 'Sign up to unlock it' })).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('POST /api/offices/ofc_page/events'));
    const event = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/events'));
    expect(JSON.parse(String(event?.[1]?.body))).toEqual({ type: 'view' });
    // Signed out, no coupon text is asked for.
    expect(calls().some((call) => call.includes('/api/coupons'))).toBe(false);
  });

  it('shows the coupon text the server unlocks for a signed-in patient', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/coupons')) {
        return jsonResponse(200, {
          coupons: [{ office_id: 'ofc_page', coupon_offer: 'Free first exam' }],
        });
      }
      return url.endsWith('/events') ? jsonResponse(202, {}) : jsonResponse(200, office);
    });
    renderPage('ofc_page', signedInState());
    expect(await screen.findByText('Free first exam')).toBeInTheDocument();
  });

  it("says 'This office is not listed' when the office is not in the directory", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, {
        error: { code: 'not_found', message: 'This office is not listed in our directory.' },
      }),
    );
    renderPage('ofc_gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This office is not listed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search Offices' })).toHaveAttribute(
      'href',
      '/dental-offices',
    );
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });
});

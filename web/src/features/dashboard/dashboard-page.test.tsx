// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

function renderPage() {
  return renderWithRouter(<DashboardPage />, { path: '/dashboard', auth: professional });
}

describe('DashboardPage', () => {
  it("shows the professional's practice and that the listing is not live yet", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, office));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Harbor Dental' })).toBeInTheDocument();
    expect(screen.getByText('Not live')).toBeInTheDocument();
    expect(
      screen.getByText(/Listing goes live once your \$200\/month subscription is active\./),
    ).toBeInTheDocument();
    expect(screen.getByText('English, Portuguese')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/dashboard/office');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('says when the listing is live', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { ...office, subscription_active: true, listing_live: true }),
    );
    renderPage();
    expect(await screen.findByText('Your listing is live')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('says so when there is no office yet', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, {
        error: { code: 'not_found', message: 'No office listing is linked to your account yet.' },
      }),
    );
    renderPage();
    expect(await screen.findByText('No office listing yet')).toBeInTheDocument();
    expect(
      screen.getByText('No office listing is linked to your account yet.'),
    ).toBeInTheDocument();
  });
});

import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { Mock } from 'vitest';
import type { AdminUser, AiPrompt, AuditRecord, Subscriber } from '@contracts/admin';
import { signedInState } from '@/testing/auth-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderWithRouter } from '@/testing/render-with-router';

/** For the admin screens' tests: fixtures, a fake API and a render as a signed-in admin. */

export const adminAuth = signedInState({
  user: { id: 'admin-1', email: 'admin@demo.dental' },
  groups: ['admin'],
});

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    user_id: 'user-1',
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    user_type: 'patient',
    role: 'user',
    active: true,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 'ofc_harbor',
    email: 'frontdesk@harbor.demo.dental',
    subscribed: true,
    subscription_tier: 'professional_monthly',
    subscription_end: '2026-08-06',
    office_id: 'ofc_harbor',
    office_name: 'Harbor Dental',
    payment: 'card',
    updated_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makePrompt(overrides: Partial<AiPrompt> = {}): AiPrompt {
  return {
    id: 'prm_1',
    name: 'Friendly tone',
    prompt_text: 'Answer warmly and briefly.',
    category: 'tone',
    is_active: true,
    created_at: '2026-03-01T12:00:00.000Z',
    created_by: 'admin-1',
    ...overrides,
  };
}

export function makeAuditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: 'aud_1',
    at: '2026-03-02T09:30:00.000Z',
    actor_id: 'admin-1',
    actor_email: 'admin@demo.dental',
    action: 'user.deactivate',
    target_type: 'user',
    target_id: 'user-1',
    target_label: 'sam.moved@example.com',
    before: { active: true },
    after: { active: false },
    ...overrides,
  };
}

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Answers every request with `answer` and records what was sent (method, path, query, body).
 * An answer may be a promise the test resolves later, to look at the page while it waits.
 */
export function serveApi(
  fetchMock: Mock<typeof fetch>,
  answer: (request: SentRequest) => Response | Promise<Response>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

export const apiError = (status: number, code: string, message: string, field?: string) =>
  jsonResponse(status, { error: { code, message, ...(field ? { field } : {}) } });

export const notFound = () => apiError(404, 'not_found', 'Not found');

/** Renders an admin screen for a signed-in admin; failed loads are not retried. */
export function renderAsAdmin(ui: ReactElement, { path = '/admin' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  return renderWithRouter(ui, { path, auth: adminAuth, queryClient });
}

/**
 * The live region (`alert` or `status`) that says `text`. The toast area keeps both regions in the
 * page all the time, so a region is found by what it says.
 */
export function findRegion(role: 'alert' | 'status', text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getAllByRole(role).find((element) => element.textContent?.includes(text));
    if (!region) throw new Error(`No ${role} says "${text}"`);
    return region;
  });
}

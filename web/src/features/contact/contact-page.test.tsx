// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast } from '@/lib/toast/toast-store';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { ContactPage } from './contact-page';

const fetchMock = stubFetch();

afterEach(() => {
  cleanup();
  dismissToast();
});

function renderPage() {
  renderWithRouter(
    <QueryClientProvider client={createQueryClient()}>
      <ContactPage />
    </QueryClientProvider>,
    { path: '/contact' },
  );
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Sam Park');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Listing question');
  await user.type(screen.getByLabelText('Message'), 'How do I update my office hours?');
}

describe('ContactPage', () => {
  it('shows the phone, email, service area and credentials cards', () => {
    renderPage();
    const cards = within(screen.getByRole('region', { name: 'Ways to reach us' }));
    for (const title of ['Phone', 'Email', 'Service Area', 'Credentials']) {
      expect(cards.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(cards.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(cards.getByRole('link', { name: 'support@smileguide.example' })).toHaveAttribute(
      'href',
      'mailto:support@smileguide.example',
    );
    expect(cards.getByText('United States (online)')).toBeInTheDocument();
    expect(
      cards.getByText(/30\+ years of experience of a certified dental hygienist since 1996/),
    ).toBeInTheDocument();
  });

  it('lists the support hours and the emergency guidance', () => {
    renderPage();
    const hours = screen.getByRole('region', { name: 'Support Hours' });
    const rows = within(hours)
      .getAllByRole('term')
      .map((term) => term.parentElement?.textContent);
    expect(rows).toEqual(['Mon-Fri8:00-18:00 EST', 'Sat10:00-14:00 EST', 'SundayClosed']);
    expect(within(hours).getByText('Emergency guidance 24/7')).toBeInTheDocument();
    expect(
      within(hours).getByText(
        'For dental emergencies, call 911 or go to the nearest emergency room.',
      ),
    ).toBeInTheDocument();
  });

  it('has three FAQ items that open to show their answers', async () => {
    const user = renderPage();
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('group');
    expect(questions).toHaveLength(3);
    const first = faq.getByText('How quickly will I hear back?');
    expect(first.closest('details')).not.toHaveAttribute('open');
    await user.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
    expect(faq.getByText(/We reply to every message within 24 hours/)).toBeVisible();
  });

  it('names every missing field and sends nothing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('sends the message, confirms it and clears the form', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Subject')).toBeDisabled();
    answer(jsonResponse(201, { id: 'msg-1', status: 'received' }));

    const toastRegion = await screen.findByRole('status', { name: '' });
    await waitFor(() => expect(toastRegion).toHaveTextContent('Message sent!'));
    expect(toastRegion).toHaveTextContent("We'll reply within 24 hours.");
    expect(screen.getAllByText("We'll reply within 24 hours.")).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Sam Park',
      email: 'sam@example.com',
      subject: 'Listing question',
      message: 'How do I update my office hours?',
    });
  });

  it('says how long to wait when rate limited, and keeps the message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        429,
        { error: { code: 'rate_limited', message: 'Too many requests.' } },
        { 'retry-after': '37' },
      ),
    );
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Too many requests'));
    expect(alert).toHaveTextContent('Please wait 37 seconds and try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('How do I update my office hours?');
  });

  it('shows an error toast when sending fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: { code: 'internal', message: 'Oops.' } }),
    );
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error'));
    expect(alert).toHaveTextContent('Failed to send your message. Please try again.');
    expect(screen.queryByText("We'll reply within 24 hours.")).not.toBeInTheDocument();
  });

  it('retries a failed send with the same idempotency key, and a new message with a new one', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(502, { error: { code: 'internal', message: 'Bad gateway.' } }),
    );
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'msg-1', status: 'received' }));
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Failed to send your message. Please try again.');
    dismissToast();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('marks the field the server refused', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          message: 'Subject must be at most 150 characters',
          field: 'subject',
        },
      }),
    );
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByLabelText('Subject')).toHaveAccessibleDescription(
      'Subject must be at most 150 characters',
    );
  });
});

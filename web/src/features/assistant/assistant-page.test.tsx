// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_DISCLAIMER, type ChatStreamEvent } from '@contracts/assistant';
import { dismissToast } from '@/lib/toast/toast-store';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubFetch } from '@/testing/fetch-mock';
import { AssistantPage } from './assistant-page';
import { suggestedQuestions } from './assistant-content';
import { APOLOGY } from './chat-state';

const fetchMock = stubFetch();

afterEach(() => {
  cleanup();
  dismissToast();
});

const sse = (events: ChatStreamEvent[]) =>
  events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');

/** A streamed answer whose pieces the test releases one at a time. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (events: ChatStreamEvent[]) => controller.enqueue(encoder.encode(sse(events))),
    close: () => controller.close(),
  };
}

const answer = (events: ChatStreamEvent[]) =>
  new Response(sse(events), { headers: { 'content-type': 'text/event-stream' } });

function renderPage(path = '/') {
  renderWithRouter(<AssistantPage />, { path });
  return userEvent.setup();
}

const box = () => screen.getByLabelText('Your dental question');
const askButton = () => screen.getByRole('button', { name: 'Ask AI' });
const sentQuestions = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).question as string);

describe('AssistantPage', () => {
  it('has the Text Chat and Voice Chat tabs, the five suggestions, a why-choose section and a call to action', async () => {
    const user = renderPage();
    expect(screen.getByRole('tab', { name: 'Text Chat' })).toHaveAttribute('aria-selected', 'true');
    const suggestions = within(screen.getByRole('region', { name: 'Popular questions' }));
    expect(suggestions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      ...suggestedQuestions,
    ]);
    expect(screen.getByRole('heading', { name: /^Why Choose/ })).toBeInTheDocument();
    const cta = within(screen.getByRole('region', { name: 'Ready for a healthier smile?' }));
    expect(
      cta.getByText(/30\+ years of experience of a certified dental hygienist since 1996/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Voice Chat' }));
    // The voice panel's code loads when its tab opens.
    expect(
      await screen.findByRole('heading', { name: 'Talk with our AI dental assistant' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voice On' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find Offices' })).toBeVisible();
    // Opening the tab starts the call: its token request is made before the test moves on.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/functions/dental-token-generator',
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Text Chat' }));
    expect(screen.getByRole('tab', { name: 'Text Chat' })).toHaveAttribute('aria-selected', 'true');
  });

  it('never sends an empty or whitespace question', async () => {
    const user = renderPage();
    expect(askButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(askButton()).toBeDisabled();
    await user.type(box(), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes idle → loading (streaming) → answered, then back to an empty idle box', async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const user = renderPage();
    await user.type(box(), 'Why do my gums bleed?');
    await user.click(askButton());

    expect(await screen.findByRole('button', { name: 'Asking…' })).toBeDisabled();
    expect(await screen.findByText('Looking through our dental guidance…')).toBeInTheDocument();
    await waitFor(() => expect(sentQuestions()).toEqual(['Why do my gums bleed?']));

    act(() => stream.send([{ type: 'delta', text: 'Bleeding gums are ' }]));
    expect(await screen.findByText(/Bleeding gums are/)).toBeInTheDocument();
    expect(screen.getByText('Writing the answer…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up to Unlock' })).not.toBeInTheDocument();
    // The disclaimer waits for the end of the answer.
    expect(screen.queryByRole('note', { name: 'Disclaimer' })).not.toBeInTheDocument();

    act(() => {
      stream.send([
        { type: 'delta', text: 'usually **gingivitis**.' },
        {
          type: 'done',
          topics: ['Bleeding gums'],
          source: 'knowledge-base',
          disclaimer: ANSWER_DISCLAIMER,
        },
      ]);
      stream.close();
    });

    expect(await screen.findByRole('button', { name: 'Ask Another Question' })).toBeInTheDocument();
    expect(screen.getByText('gingivitis').tagName).toBe('STRONG');
    // The disclaimer the server sent with the final event is shown once, after the answer.
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toHaveTextContent(ANSWER_DISCLAIMER);
    expect(screen.getAllByText(ANSWER_DISCLAIMER, { exact: false })).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Sign Up to Unlock' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=patient',
    );
    expect(screen.getByText('20% off first visit')).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find More Offices' })).toHaveAttribute(
      'href',
      '/dental-offices',
    );

    await user.click(screen.getByRole('button', { name: 'Ask Another Question' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'AI Response' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular questions' })).toBeInTheDocument();
  });

  it('asks a suggested question when it is clicked', async () => {
    fetchMock.mockResolvedValueOnce(
      answer([
        { type: 'delta', text: 'Professional whitening is safe for most people.' },
        { type: 'done', topics: [], source: 'openai', disclaimer: 'D.' },
      ]),
    );
    const user = renderPage('/dental-ai');
    await user.click(screen.getByRole('button', { name: 'Is teeth whitening safe?' }));
    expect(
      await screen.findByText('Professional whitening is safe for most people.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Disclaimer' })).toHaveTextContent('D.');
    expect(sentQuestions()).toEqual(['Is teeth whitening safe?']);
    expect(
      within(screen.getByText('You asked').parentElement as HTMLElement).getByText(
        'Is teeth whitening safe?',
      ),
    ).toBeInTheDocument();
  });

  it('sends the questions answered on a topic before with the next one, so a follow-up keeps its subject', async () => {
    const done = (topics: string[]): ChatStreamEvent => ({
      type: 'done',
      topics,
      source: 'knowledge-base',
      disclaimer: 'D.',
    });
    fetchMock
      .mockResolvedValueOnce(answer([{ type: 'delta', text: 'I can only help with…' }, done([])]))
      .mockResolvedValueOnce(
        answer([{ type: 'delta', text: 'A crown covers a tooth.' }, done(['Dental crowns'])]),
      )
      .mockResolvedValueOnce(
        answer([{ type: 'delta', text: 'Ten to fifteen years.' }, done(['Dental crowns'])]),
      );
    const user = renderPage();
    for (const question of ["What's the weather?", 'What is a crown?', 'How long do they last?']) {
      if (screen.queryByRole('button', { name: 'Ask Another Question' }))
        await user.click(screen.getByRole('button', { name: 'Ask Another Question' }));
      await user.type(box(), question);
      await user.click(askButton());
      await screen.findByRole('button', { name: 'Ask Another Question' });
    }
    expect(await screen.findByText('Ten to fifteen years.')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    // The refusal is not a subject; the question on crowns is.
    expect(bodies).toEqual([
      { question: "What's the weather?" },
      { question: 'What is a crown?' },
      { question: 'How long do they last?', earlierQuestions: ['What is a crown?'] },
    ]);
  });

  it.each([
    [
      'an empty answer',
      () => answer([{ type: 'done', topics: [], source: 'openai', disclaimer: 'D.' }]),
    ],
    [
      'a server error',
      () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }),
    ],
    [
      'an error event',
      () =>
        answer([
          { type: 'delta', text: 'Half' },
          { type: 'error', message: 'x' },
        ]),
    ],
    ['a stream that breaks off', () => answer([{ type: 'delta', text: 'Half an answer' }])],
  ])('on %s: the failure toast, and the answer becomes an apology', async (_case, response) => {
    fetchMock.mockResolvedValueOnce(response());
    const user = renderPage();
    await user.type(box(), 'Is flossing needed?');
    await user.click(askButton());
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Failed to get AI response. Please try again.'),
    );
    expect(screen.getByText(APOLOGY)).toBeInTheDocument();
    expect(screen.queryByText(/Half/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask Another Question' })).toBeInTheDocument();
  });

  it('says how long to wait when asking too quickly, keeping the question', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          error: {
            code: 'rate_limited',
            message: 'Too many requests. Please wait 42 seconds and try again.',
          },
        }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '42' } },
      ),
    );
    const user = renderPage();
    await user.type(box(), 'Another question?');
    await user.click(askButton());
    expect(
      await screen.findByText(
        "You're asking questions quickly — please wait 42 seconds and try again.",
      ),
    ).toBeInTheDocument();
    expect(box()).toHaveValue('Another question?');
    expect(askButton()).toBeDisabled();
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
  });
});

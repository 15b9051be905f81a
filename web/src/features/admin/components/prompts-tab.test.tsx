// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiPrompt } from '@contracts/admin';
import { dismissToast } from '@/lib/toast/toast-store';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import { apiError, findRegion, makePrompt, renderAsAdmin, serveApi } from '../testing';
import { PromptsTab } from './prompts-tab';

const fetchMock = stubFetch();
afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

const friendly = makePrompt();
const longText = `${'Always suggest a check-up when pain lasts more than a few days. '.repeat(6)}The end.`;
const safety = makePrompt({
  id: 'prm_2',
  name: 'Safety first',
  prompt_text: longText,
  category: undefined,
  is_active: false,
  created_at: '2026-02-20T12:00:00.000Z',
});

/** A fake prompts API holding `prompts`; writes change it as the server would. */
function servePrompts(initial: AiPrompt[], fail: Partial<Record<string, Response>> = {}) {
  let prompts = [...initial];
  const sent = serveApi(fetchMock, ({ method, path, body }) => {
    const failure = fail[method];
    if (failure && method !== 'GET') return failure;
    if (path === '/api/admin/audit') return jsonResponse(200, { records: [] });
    const id = path.split('/')[4];
    if (method === 'POST') {
      const created = makePrompt({
        ...(body as Partial<AiPrompt>),
        id: 'prm_new',
        created_at: '2026-03-05T12:00:00.000Z',
      });
      prompts = [created, ...prompts];
      return jsonResponse(201, created);
    }
    if (method === 'PATCH') {
      const changes = body as Partial<AiPrompt>;
      prompts = prompts.map((prompt) =>
        prompt.id === id
          ? { ...prompt, ...changes, category: changes.category || prompt.category }
          : prompt,
      );
      return jsonResponse(
        200,
        prompts.find((prompt) => prompt.id === id),
      );
    }
    if (method === 'DELETE') {
      prompts = prompts.filter((prompt) => prompt.id !== id);
      return jsonResponse(200, { id, deleted: true });
    }
    return jsonResponse(200, { prompts });
  });
  return sent;
}

const writes = (sent: ReturnType<typeof servePrompts>) =>
  sent.filter((request) => request.method !== 'GET');

function renderTab() {
  return { ...renderAsAdmin(<PromptsTab />), user: userEvent.setup() };
}

const promptCard = (name: string) => screen.getByRole('article', { name });

describe('AI Prompts', () => {
  it('lists prompts newest first with their name, state, category and date', async () => {
    servePrompts([friendly, safety]);
    renderTab();
    expect(screen.getByText('Loading prompts')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Prompts, newest first' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Friendly tone', 'Safety first']);
    const first = within(promptCard('Friendly tone'));
    for (const text of ['Active', 'tone', 'Added Mar 1, 2026', 'Answer warmly and briefly.'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(within(promptCard('Safety first')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText(/Changes reach the assistant within a minute\./)).toBeInTheDocument();
  });

  it('shows a long prompt text in part, and all of it on request', async () => {
    servePrompts([safety]);
    const { user } = renderTab();
    const toggle = await screen.findByRole('button', { name: 'Show full text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A short text needs no such button.
    expect(screen.getAllByRole('button', { name: /Show/ })).toHaveLength(1);
  });

  it('says so when there are no prompts, and when they could not be loaded', async () => {
    servePrompts([]);
    renderTab();
    expect(await screen.findByText('No prompts yet. Add the first one above.')).toBeInTheDocument();
    cleanup();

    serveApi(fetchMock, () => apiError(500, 'internal', 'Something went wrong on our side.'));
    renderTab();
    const alert = await findRegion('alert', "We couldn't load the prompts");
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('needs a name and a prompt text: it says so at each field and sends nothing', async () => {
    const sent = servePrompts([friendly]);
    const { user } = renderTab();
    await screen.findByText('Friendly tone');
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Prompt' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Prompt text is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    // react-hook-form moves focus to the first refused field just after it renders the errors.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(writes(sent)).toEqual([]);
  });

  it('adds a prompt, shows it first and empties the form', async () => {
    const sent = servePrompts([friendly]);
    const { user } = renderTab();
    await screen.findByText('Friendly tone');
    await user.type(screen.getByLabelText('Name'), 'Offices');
    await user.type(screen.getByLabelText('Prompt text'), 'Suggest our directory.');
    await user.click(screen.getByRole('button', { name: 'Add Prompt' }));
    await findRegion('status', 'Prompt added');
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/prompts',
        // A blank category is left out.
        body: { name: 'Offices', prompt_text: 'Suggest our directory.' },
      }),
    ]);
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ).toEqual(['Add a prompt', 'Offices', 'Friendly tone']),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("marks the field the server refused, with the server's words", async () => {
    servePrompts([], {
      POST: apiError(400, 'bad_request', 'Name must be at most 120 characters', 'name'),
    });
    const { user } = renderTab();
    await user.type(screen.getByLabelText('Name'), 'Offices');
    await user.type(screen.getByLabelText('Prompt text'), 'Suggest our directory.');
    await user.click(screen.getByRole('button', { name: 'Add Prompt' }));
    const toast = await findRegion('alert', 'Failed to save prompt');
    expect(toast).toHaveTextContent('Name must be at most 120 characters');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at most 120 characters',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Offices');
  });

  it('edits a prompt in a dialog, clearing an emptied category', async () => {
    const sent = servePrompts([friendly]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Friendly tone' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit prompt' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Friendly tone');
    await user.clear(within(dialog).getByLabelText('Prompt text'));
    await user.type(within(dialog).getByLabelText('Prompt text'), 'Answer kindly.');
    await user.clear(within(dialog).getByLabelText('Category'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await findRegion('status', 'Prompt updated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/prompts/prm_1',
        body: { name: 'Friendly tone', prompt_text: 'Answer kindly.', category: '' },
      }),
    ]);
    expect(await screen.findByText('Answer kindly.')).toBeInTheDocument();
  });

  it('checks the edited fields too, and keeps the dialog open when saving fails', async () => {
    const sent = servePrompts([friendly], {
      PATCH: apiError(404, 'not_found', 'No prompt exists with this id.', 'id'),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Friendly tone' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit prompt' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Kind tone');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const toast = await findRegion('alert', 'Failed to update prompt');
    expect(toast).toHaveTextContent('No prompt exists with this id.');
    expect(screen.getByRole('dialog', { name: 'Edit prompt' })).toBeInTheDocument();
  });

  it('deactivates and activates a prompt', async () => {
    const sent = servePrompts([friendly]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Friendly tone' }));
    await findRegion('status', 'Prompt updated');
    expect(writes(sent).at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/prompts/prm_1',
      body: { is_active: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate Friendly tone' }));
    expect(writes(sent).at(-1)?.body).toEqual({ is_active: true });
    expect(
      await screen.findByRole('button', { name: 'Deactivate Friendly tone' }),
    ).toBeInTheDocument();
  });

  it('says when switching a prompt failed', async () => {
    servePrompts([friendly], { PATCH: apiError(500, 'internal', 'Please try again.') });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Friendly tone' }));
    await findRegion('alert', 'Failed to update prompt');
    expect(screen.getByRole('button', { name: 'Deactivate Friendly tone' })).toBeEnabled();
  });

  it('asks before deleting: Cancel keeps the prompt, Delete removes it', async () => {
    const sent = servePrompts([friendly, safety]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Friendly tone' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this prompt?' });
    expect(dialog).toHaveTextContent('“Friendly tone” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Friendly tone' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this prompt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findRegion('status', 'Prompt deleted');
    expect(writes(sent)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/admin/prompts/prm_1' }),
    ]);
    await waitFor(() => expect(screen.queryByText('Friendly tone')).not.toBeInTheDocument());
    expect(screen.getByText('Safety first')).toBeInTheDocument();
  });

  it('says when deleting failed, and keeps the prompt', async () => {
    servePrompts([friendly], {
      DELETE: apiError(404, 'not_found', 'No prompt exists with this id.', 'id'),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Friendly tone' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const toast = await findRegion('alert', 'Failed to delete prompt');
    expect(toast).toHaveTextContent('No prompt exists with this id.');
    // The question stays, to try again or cancel.
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this prompt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(promptCard('Friendly tone')).toBeInTheDocument();
  });
});

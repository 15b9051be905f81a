import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dbSend as send, fakeDb } from '../../test/support/unit-env';

vi.mock('../core/db', () => fakeDb);

const { createPrompt, listActivePrompts, listPrompts, updatePrompt } =
  await import('./prompt-store');

const conditionFailed = () =>
  Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' });

/** The input of the n-th call to the table. */
const sent = (n = 0) => (send.mock.calls[n]?.[0] as { input: Record<string, unknown> }).input;

beforeEach(() => send.mockReset());

describe('createPrompt', () => {
  it('stores the prompt under its keys, listed by creation time, only if new', async () => {
    send.mockResolvedValueOnce({});
    const now = new Date('2026-03-01T10:00:00.000Z');
    const { created, prompt } = await createPrompt(
      { name: 'Tone', promptText: 'Be kind.', category: 'tone', createdBy: 'admin-sub' },
      now,
    );
    expect(created).toBe(true);
    expect(prompt).toMatchObject({
      name: 'Tone',
      prompt_text: 'Be kind.',
      category: 'tone',
      is_active: true,
      created_at: now.toISOString(),
      created_by: 'admin-sub',
    });
    const input = sent();
    expect(input.Item).toMatchObject({
      pk: `PROMPT#${prompt.id}`,
      sk: 'PROMPT',
      gsi2pk: 'PROMPTS',
      gsi2sk: `${now.toISOString()}#${prompt.id}`,
      prompt_text: 'Be kind.',
    });
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('leaves out an empty category and reports an existing id', async () => {
    send.mockRejectedValueOnce(conditionFailed());
    const { created, prompt } = await createPrompt({
      id: 'fixed',
      name: 'N',
      promptText: 'T',
      category: '',
      isActive: false,
      createdBy: 'system',
    });
    expect(created).toBe(false);
    expect(prompt).not.toHaveProperty('category');
    expect(prompt.is_active).toBe(false);
  });
});

describe('updatePrompt', () => {
  it('sets the given fields, clears an emptied category, and returns the prompt', async () => {
    send.mockResolvedValueOnce({
      Attributes: {
        pk: 'PROMPT#p1',
        sk: 'PROMPT',
        gsi2pk: 'PROMPTS',
        gsi2sk: 'x',
        entity: 'prompt',
        id: 'p1',
        name: 'New',
        is_active: false,
      },
    });
    const updated = await updatePrompt('p1', { name: 'New', is_active: false, category: null });
    expect(updated).toEqual({ id: 'p1', name: 'New', is_active: false });
    const input = sent();
    expect(input.Key).toEqual({ pk: 'PROMPT#p1', sk: 'PROMPT' });
    expect(input.UpdateExpression).toBe(
      'SET #name = :name, #is_active = :is_active REMOVE #category',
    );
    expect(input.ExpressionAttributeValues).toEqual({ ':name': 'New', ':is_active': false });
    expect(input.ConditionExpression).toBe('attribute_exists(pk)');
  });

  it('is a 404 for an unknown id', async () => {
    send.mockRejectedValueOnce(conditionFailed());
    await expect(updatePrompt('nope', { name: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('listing', () => {
  it('reads every page of the listing newest first, without keys', async () => {
    send
      .mockResolvedValueOnce({
        Items: [{ pk: 'PROMPT#b', id: 'b', entity: 'prompt' }],
        LastEvaluatedKey: { pk: 'x' },
      })
      .mockResolvedValueOnce({ Items: [{ pk: 'PROMPT#a', id: 'a', entity: 'prompt' }] });
    expect(await listPrompts()).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(sent(0)).toMatchObject({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :listing',
      ScanIndexForward: false,
    });
    expect(sent(1).ExclusiveStartKey).toEqual({ pk: 'x' });
  });

  it('keeps only active prompts for the assistant', async () => {
    send.mockResolvedValueOnce({ Items: [] });
    await listActivePrompts();
    expect(sent()).toMatchObject({
      FilterExpression: 'is_active = :active',
      ExpressionAttributeValues: { ':listing': 'PROMPTS', ':active': true },
    });
  });
});

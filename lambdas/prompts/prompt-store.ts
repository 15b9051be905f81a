import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AiPrompt } from '../../contracts/admin';
import { db, isConditionFailure, tableName } from '../core/db';
import { NotFound } from '../core/errors';
import { queryWholeListing } from '../core/listing';
import { stripKeys } from '../core/table';

/**
 * AI prompts (the ai_prompts entity): instructions an administrator adds to the assistant's system
 * prompt. They come after the fixed safety preamble and can never replace it.
 *
 * Keys: pk=PROMPT#<id>, sk=PROMPT; listed through gsi2 (gsi2pk=PROMPTS, gsi2sk=<created_at>#<id>),
 * so a Query returns them newest first.
 */
const PROMPT_LISTING = 'PROMPTS';
export const promptKeys = {
  item: (id: string) => ({ pk: `PROMPT#${id}`, sk: 'PROMPT' }),
  listing: (createdAt: string, id: string) => ({
    gsi2pk: PROMPT_LISTING,
    gsi2sk: `${createdAt}#${id}`,
  }),
};

/** A prompt as stored is the contract's `AiPrompt`. */
export type PromptRecord = AiPrompt;

export interface NewPrompt {
  /** Chosen by the caller only for seeded prompts, so a re-run cannot add a duplicate. */
  id?: string;
  name: string;
  promptText: string;
  category?: string;
  isActive?: boolean;
  createdBy: string;
}

export interface PromptUpdate {
  name?: string;
  prompt_text?: string;
  /** An empty string or null clears the category. */
  category?: string | null;
  is_active?: boolean;
}

/** Stores a new prompt; returns false when a prompt with that id already exists. */
export async function createPrompt(
  input: NewPrompt,
  now = new Date(),
): Promise<{ created: boolean; prompt: PromptRecord }> {
  const prompt: PromptRecord = {
    id: input.id ?? randomUUID(),
    name: input.name,
    prompt_text: input.promptText,
    ...(input.category ? { category: input.category } : {}),
    is_active: input.isActive ?? true,
    created_at: now.toISOString(),
    created_by: input.createdBy,
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...promptKeys.item(prompt.id),
          ...promptKeys.listing(prompt.created_at, prompt.id),
          entity: 'prompt',
          ...prompt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { created: true, prompt };
  } catch (error) {
    if (isConditionFailure(error)) return { created: false, prompt };
    throw error;
  }
}

/** Changes the given fields of an existing prompt and returns it; an unknown id is a 404. */
export async function updatePrompt(id: string, update: PromptUpdate): Promise<PromptRecord> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (field === 'category' && (value === null || value === '')) {
      removes.push(`#${field}`);
    } else {
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
  }
  if (sets.length === 0 && removes.length === 0) {
    const existing = await getPrompt(id);
    if (!existing) throw new NotFound('No prompt exists with this id.');
    return existing;
  }
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: promptKeys.item(id),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRecord(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('No prompt exists with this id.');
    throw error;
  }
}

export async function getPrompt(id: string): Promise<PromptRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: promptKeys.item(id) }),
  );
  return Item ? toRecord(Item) : undefined;
}

function toRecord(item: Record<string, unknown>): PromptRecord {
  const { entity: _entity, ...rest } = stripKeys(item);
  return rest as unknown as PromptRecord;
}

async function queryPrompts(onlyActive: boolean): Promise<PromptRecord[]> {
  const items = await queryWholeListing(
    PROMPT_LISTING,
    onlyActive ? { expression: 'is_active = :active', values: { ':active': true } } : undefined,
  );
  return items.map(toRecord);
}

/** Every prompt, newest first (the admin list). */
export function listPrompts(): Promise<PromptRecord[]> {
  return queryPrompts(false);
}

/** The active prompts, newest first (what the assistant adds to its system prompt). */
export function listActivePrompts(): Promise<PromptRecord[]> {
  return queryPrompts(true);
}

/** Deletes a prompt; returns what was deleted, or undefined when there was no such prompt. */
export async function deletePrompt(id: string): Promise<PromptRecord | undefined> {
  const { Attributes } = await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: promptKeys.item(id),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes ? toRecord(Attributes) : undefined;
}

import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { streamChat } from './stream-chat';

/** A streamed response whose body arrives in the given pieces. */
function sseResponse(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const client = (request: ApiClient['request']): ApiClient => ({
  call: vi.fn() as unknown as ApiClient['call'],
  request,
});

describe('streamChat', () => {
  it('posts the question to the stream route and hands each delta over as it arrives', async () => {
    const request = vi.fn(async () =>
      sseResponse([
        'data: {"type":"delta","text":"Use a "}\n\ndata: {"type":"del',
        'ta","text":"soft brush."}\n\n',
        'data: {"type":"done","topics":["Brushing"],"source":"openai","disclaimer":"D."}\n\n',
      ]),
    );
    const deltas: string[] = [];
    const end = await streamChat(client(request as unknown as ApiClient['request']), 'How?', {
      onDelta: (text) => deltas.push(text),
    });
    expect(request).toHaveBeenCalledWith(
      'dentalAiChatStream',
      { body: { question: 'How?' } },
      { signal: undefined },
    );
    expect(deltas).toEqual(['Use a ', 'soft brush.']);
    expect(end).toEqual({ type: 'done', topics: ['Brushing'], source: 'openai', disclaimer: 'D.' });
  });

  it('sends the conversation’s earlier questions when there are any', async () => {
    const request = vi.fn(async () =>
      sseResponse(['data: {"type":"done","topics":[],"source":"openai","disclaimer":"D."}\n\n']),
    );
    const api = client(request as unknown as ApiClient['request']);
    await streamChat(api, 'How long do they last?', {
      earlierQuestions: ['What is a crown?'],
      onDelta: () => undefined,
    });
    expect(request).toHaveBeenLastCalledWith(
      'dentalAiChatStream',
      { body: { question: 'How long do they last?', earlierQuestions: ['What is a crown?'] } },
      { signal: undefined },
    );
  });

  it('reports an error event, and a stream that stopped without an ending', async () => {
    const failing = client((async () =>
      sseResponse([
        'data: {"type":"error","message":"broken"}\n\n',
      ])) as unknown as ApiClient['request']);
    expect(await streamChat(failing, 'Q', { onDelta: () => undefined })).toEqual({
      type: 'error',
      message: 'broken',
    });
    const cut = client((async () =>
      sseResponse([
        'data: {"type":"delta","text":"half"}\n\n',
      ])) as unknown as ApiClient['request']);
    expect(await streamChat(cut, 'Q', { onDelta: () => undefined })).toBeNull();
  });

  it('passes a refusal (such as a 429) through as the ApiError it is', async () => {
    const limited = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests.',
      retryAfterSeconds: 42,
    });
    const refusing = client((async () => {
      throw limited;
    }) as unknown as ApiClient['request']);
    await expect(streamChat(refusing, 'Q', { onDelta: () => undefined })).rejects.toBe(limited);
  });
});

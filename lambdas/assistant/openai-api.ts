import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import type {
  ClientSecretCreateParams,
  ClientSecretCreateResponse,
} from 'openai/resources/realtime/client-secrets';

/**
 * The OpenAI REST calls the product makes (chat completions, buffered and streamed, and minting
 * an ephemeral realtime key), over fetch. The SDK's client carries every other API of the
 * platform and was a quarter of each assistant function's bundle; its types still describe the
 * wire format here. Works with any OpenAI-compatible server (a base URL ending in /v1).
 */
export const OPENAI_API_URL = 'https://api.openai.com/v1';

export class OpenAiError extends Error {
  constructor(
    /** HTTP status, when the server answered. */
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'OpenAiError';
  }
}

export interface OpenAiClientOptions {
  apiKey: string;
  /** E.g. https://api.openai.com/v1 */
  baseURL: string;
  /** A whole call's limit, streaming included. */
  timeoutMs: number;
  /** Retries of a 429 or 5xx answer, or a failed connection (never after the caller aborts). */
  maxRetries: number;
}

export interface OpenAiClient {
  readonly apiKey: string;
  chatCompletion(
    body: ChatCompletionCreateParamsNonStreaming,
    signal?: AbortSignal,
  ): Promise<ChatCompletion>;
  chatCompletionStream(
    body: ChatCompletionCreateParamsStreaming,
    signal?: AbortSignal,
  ): AsyncIterable<ChatCompletionChunk>;
  createRealtimeClientSecret(body: ClientSecretCreateParams): Promise<ClientSecretCreateResponse>;
}

const retryable = (status: number): boolean => status === 429 || status >= 500;

/** The data of each server-sent event, until `[DONE]` or the end of the body. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data === '[DONE]') return;
      if (data) yield data;
    }
  }
}

export function openAiClient(options: OpenAiClientOptions): OpenAiClient {
  const base = options.baseURL.replace(/\/+$/, '');

  async function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const limit = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, limit]) : limit;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: combined,
        });
      } catch (error) {
        if (combined.aborted || attempt >= options.maxRetries) throw error;
        continue;
      }
      if (response.ok) return response;
      await response.body?.cancel();
      if (attempt >= options.maxRetries || !retryable(response.status)) {
        throw new OpenAiError(response.status, `OpenAI answered ${response.status} to ${path}`);
      }
    }
  }

  return {
    apiKey: options.apiKey,
    async chatCompletion(body, signal) {
      return (await (await post('/chat/completions', body, signal)).json()) as ChatCompletion;
    },
    async *chatCompletionStream(body, signal) {
      const response = await post('/chat/completions', body, signal);
      if (!response.body) return;
      for await (const data of sseData(response.body)) {
        const parsed = JSON.parse(data) as ChatCompletionChunk & { error?: { message?: string } };
        if (parsed.error) throw new OpenAiError(undefined, 'OpenAI ended the stream with an error');
        yield parsed;
      }
    },
    async createRealtimeClientSecret(body) {
      const response = await post('/realtime/client_secrets', body);
      return (await response.json()) as ClientSecretCreateResponse;
    },
  };
}

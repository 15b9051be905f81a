import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, createApiClient, parseRetryAfter } from './api-client';
import { jsonResponse } from '@/testing/fetch-mock';
import { ApiError } from './api-error';

function mockFetch(...responses: Array<Response | Error>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestOf(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls a route on the same origin and returns the parsed body', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { status: 'ok', time: '2026-01-01T00:00:00Z' }));
    const health = await createApiClient().call('getHealth');
    expect(health).toEqual({ status: 'ok', time: '2026-01-01T00:00:00Z' });
    const { url, init } = requestOf(fetchMock);
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('fills path parameters and encodes them', async () => {
    const fetchMock = mockFetch(
      jsonResponse(404, { error: { code: 'not_found', message: 'No office' } }),
    );
    await caught(createApiClient().call('getOffice', { params: { id: 'a b' } }));
    expect(requestOf(fetchMock).url).toBe('/api/offices/a%20b');
  });

  it('builds the query string and leaves out unset values', async () => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    await caught(
      createApiClient().call('searchOffices', {
        query: { zip: '10001', radius: 10, language: undefined },
      }),
    );
    expect(requestOf(fetchMock).url).toBe('/api/offices?zip=10001&radius=10');
  });

  it('sends the body as JSON', async () => {
    const fetchMock = mockFetch(jsonResponse(202, { id: 'm1', status: 'received' }));
    const body = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
    const result = await createApiClient().call('createContactMessage', { body });
    expect(result).toEqual({ id: 'm1', status: 'received' });
    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('attaches the token from the token source to routes that need a user', async () => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    const getToken = vi.fn(async () => 'id-token');
    await caught(createApiClient(getToken).call('getProfile'));
    expect(requestOf(fetchMock).headers.get('authorization')).toBe('Bearer id-token');
  });

  it('does not send the token to public routes', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { status: 'ok', time: 'now' }));
    const getToken = vi.fn(() => 'id-token');
    await createApiClient(getToken).call('getHealth');
    expect(getToken).not.toHaveBeenCalled();
    expect(requestOf(fetchMock).headers.has('authorization')).toBe(false);
  });

  it('lets a call override the token', async () => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    await caught(createApiClient(() => 'stored').call('getProfile', {}, { token: 'given' }));
    expect(requestOf(fetchMock).headers.get('authorization')).toBe('Bearer given');
  });

  it('throws ApiError with the code, message and field of an error body', async () => {
    mockFetch(
      jsonResponse(400, {
        error: { code: 'bad_request', message: 'Email is required', field: 'email' },
      }),
    );
    const error = await caught(
      createApiClient().call('createContactMessage', {
        body: { name: 'Ana', email: '', subject: 'Hi', message: 'Hello' },
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Email is required',
      field: 'email',
    });
  });

  it('reads Retry-After on a rate-limited answer', async () => {
    mockFetch(
      jsonResponse(
        429,
        { error: { code: 'rate_limited', message: 'Slow down' } },
        { 'retry-after': '30' },
      ),
    );
    const error = await caught(
      createApiClient().call('dentalAiChat', { body: { question: 'Why do teeth hurt?' } }),
    );
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 30 });
  });

  it('maps an error answer without a JSON body to a friendly message', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(createApiClient().call('getHealth'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('internal');
    expect(error.message).toMatch(/something went wrong/i);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await caught(createApiClient().call('getHealth'));
    expect(error).toMatchObject({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('lets a cancelled request reject with the abort itself', async () => {
    mockFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(createApiClient().call('getHealth')).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses a success body that does not match the response schema', async () => {
    mockFetch(jsonResponse(200, { status: 'broken' }));
    const error = await caught(createApiClient().call('getHealth'));
    expect(error).toMatchObject({ status: 200, code: 'internal' });
  });

  it('returns the raw response from request() for streamed bodies', async () => {
    const fetchMock = mockFetch(
      new Response('data: {"type":"done"}\n\n', {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      }),
    );
    const response = await createApiClient().request('dentalAiChatStream', {
      body: { question: 'Is whitening safe?' },
    });
    expect(await response.text()).toContain('"done"');
    expect(requestOf(fetchMock).url).toBe('/api/functions/dental-ai-chat/stream');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds', () => {
    expect(parseRetryAfter('120')).toBe(120);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:45 GMT', now)).toBe(45);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

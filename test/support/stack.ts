import { readFileSync } from 'node:fs';

/** What the running local stack wrote to its stack.json. */
export interface Stack {
  site: string;
  api: string;
  inbox: { page: string; store: string };
  cognito: { endpoint: string; userPoolId: string; clientId: string; issuer: string };
  dynamodb: { endpoint: string; table: string };
  accounts: Array<{
    email: string;
    password: string;
    role: 'admin' | 'professional' | 'patient';
    /** The demo admin's authenticator secret (base32), to compute sign-in codes. */
    totpSecret?: string;
  }>;
  control?: string;
  /** The local Stripe: its API and its test controls (absent when real Stripe is configured). */
  stripe?: { api: string; control: string };
  /** The local realtime voice stand-in (absent when the stack uses OpenAI's). */
  realtime?: { url: string; calls: string };
}

let cached: Stack | undefined;
export function stack(): Stack {
  cached ??= JSON.parse(
    readFileSync(process.env.STACK_FILE ?? '.local/test-api/stack.json', 'utf8'),
  ) as Stack;
  return cached;
}

export function demoAccount(role: Stack['accounts'][number]['role']) {
  const account = stack().accounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo ${role} account in stack.json`);
  return account;
}

/** A distinct client address per test, so per-client rate limits don't leak between tests. */
export function clientIp(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A real HTTP call to the local API. */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  headers['x-forwarded-for'] = options.ip ?? clientIp();
  const response = await fetch(`${stack().site}${path}`, {
    method,
    headers,
    body:
      options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a stream, say): keep the text.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

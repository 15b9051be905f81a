import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { OfferRefused, RealtimeCall, type CallDeps, type SessionConfig } from './realtime-call';
import { EphemeralTokens } from './token-store';

export interface RealtimeServerOptions {
  /** The key the site's token function mints sessions with (a long-lived key, server side only). */
  apiKey: string;
  /** The site's origin: the only one whose browser may open calls. */
  allowedOrigin: string;
  /** Test hooks (drop every call) are served only when set. */
  faultControl: boolean;
  deps: CallDeps;
}

const MAX_BODY_BYTES = 64 * 1024;
const DEFAULT_TOKEN_SECONDS = 600;

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const TOKEN_REFUSALS = {
  missing: 'Missing bearer authentication in the Authorization header.',
  unknown: 'The ephemeral key is not valid.',
  expired: 'The ephemeral key has expired.',
  used: 'The ephemeral key has already been used to open a call.',
} as const;

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new RequestError(413, 'The request body is too large.', 'too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The local stand-in for the realtime voice provider, on 127.0.0.1: it mints ephemeral keys
 * (`POST /v1/realtime/client_secrets`, for the site's token function) and answers WebRTC calls
 * (`POST /v1/realtime/calls`, an SDP offer from the browser), as OpenAI's GA realtime API does.
 */
export function createRealtimeServer(options: RealtimeServerOptions): {
  server: Server;
  calls: Map<string, RealtimeCall>;
} {
  const tokens = new EphemeralTokens<SessionConfig>();
  const calls = new Map<string, RealtimeCall>();

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers.origin === options.allowedOrigin) {
      res.setHeader('Access-Control-Allow-Origin', options.allowedOrigin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', 'Location');
    }
  };

  async function mint(req: IncomingMessage, res: ServerResponse) {
    const key = bearer(req);
    if (!key || !sameSecret(key, options.apiKey)) {
      throw new RequestError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    let body: {
      expires_after?: { seconds?: unknown };
      session?: {
        model?: unknown;
        instructions?: unknown;
        audio?: { output?: { voice?: unknown } };
      };
    };
    try {
      body = JSON.parse((await readBody(req)) || '{}') as typeof body;
    } catch {
      throw new RequestError(400, 'The body is not valid JSON.', 'invalid_json');
    }
    const seconds = Number(body.expires_after?.seconds ?? DEFAULT_TOKEN_SECONDS);
    if (!Number.isInteger(seconds) || seconds < 10 || seconds > 7200) {
      throw new RequestError(
        400,
        'expires_after.seconds must be from 10 to 7200.',
        'invalid_value',
      );
    }
    const session: SessionConfig = {
      model: typeof body.session?.model === 'string' ? body.session.model : 'gpt-realtime',
      instructions:
        typeof body.session?.instructions === 'string' ? body.session.instructions : undefined,
      voice:
        typeof body.session?.audio?.output?.voice === 'string'
          ? body.session.audio.output.voice
          : undefined,
    };
    const { value, expires_at } = tokens.mint(session, seconds);
    json(res, 200, {
      value,
      expires_at,
      session: {
        object: 'realtime.session',
        type: 'realtime',
        id: `sess_${value.slice(3, 23)}`,
        ...session,
      },
    });
  }

  async function call(req: IncomingMessage, res: ServerResponse) {
    const key = bearer(req);
    if (!key) throw new RequestError(401, TOKEN_REFUSALS.missing, 'missing_api_key');
    if (!(req.headers['content-type'] ?? '').startsWith('application/sdp')) {
      throw new RequestError(
        415,
        'Send the SDP offer as application/sdp.',
        'unsupported_media_type',
      );
    }
    const offer = await readBody(req);
    const redeemed = tokens.redeem(key);
    if (!redeemed.ok)
      throw new RequestError(401, TOKEN_REFUSALS[redeemed.reason], 'invalid_api_key');
    if (!offer.startsWith('v=0') || !/\nm=audio /.test(offer)) {
      throw new RequestError(400, 'The body is not an SDP offer with audio.', 'invalid_sdp');
    }
    const { call: answered, sdp } = await RealtimeCall.answer(
      offer,
      redeemed.session,
      options.deps,
    ).catch((error: unknown) => {
      throw error instanceof OfferRefused
        ? new RequestError(400, error.message, 'invalid_sdp')
        : error;
    });
    calls.set(answered.id, answered);
    answered.onClosed = () => calls.delete(answered.id);
    res
      .writeHead(201, {
        'Content-Type': 'application/sdp',
        Location: `/v1/realtime/calls/${answered.id}`,
      })
      .end(sdp);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    cors(req, res);
    const handle = async () => {
      if (req.method === 'OPTIONS') {
        if (req.headers.origin === options.allowedOrigin) {
          res.setHeader('Access-Control-Allow-Methods', 'POST');
          // Whatever headers the browser adds (a test's forwarded address, say) are ignored here.
          res.setHeader(
            'Access-Control-Allow-Headers',
            req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
          );
          res.setHeader('Access-Control-Max-Age', '600');
        }
        return void res.writeHead(204).end();
      }
      if (req.method === 'POST' && path === '/v1/realtime/client_secrets') return mint(req, res);
      if (req.method === 'POST' && path === '/v1/realtime/calls') return call(req, res);
      if (req.method === 'GET' && path === '/__local/calls') {
        return json(res, 200, {
          calls: [...calls.values()].map((c) => ({
            id: c.id,
            state: c.state,
            micPackets: c.micPackets,
            micBytes: c.micBytes,
            appendedAudioBytes: c.appendedAudioBytes,
            audioPacketsSent: c.audioPacketsSent,
          })),
        });
      }
      if (options.faultControl && req.method === 'POST' && path === '/__local/drop') {
        await Promise.all([...calls.values()].map((c) => c.close()));
        return void res.writeHead(204).end();
      }
      throw new RequestError(404, 'Not found.', 'not_found');
    };
    handle().catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      if (error instanceof RequestError) {
        return json(res, error.status, {
          error: { message: error.message, type: 'invalid_request_error', code: error.code },
        });
      }
      console.error('realtime stand-in error', error);
      json(res, 500, { error: { message: 'The call could not be set up.', type: 'server_error' } });
    });
  });
  return { server, calls };
}

import { connect } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callApi, clientIp, stack } from '../support/stack';

/** Sends one raw request and returns the status of the answer (0 when the socket closed without one). */
function rawRequest(requestLine: string): Promise<number> {
  const { port, hostname } = new URL(stack().site);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`No answer to ${JSON.stringify(requestLine)}`));
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
    // A client address of its own, so these requests never count against another test's limits.
    const headers = [
      `Host: ${hostname}:${port}`,
      `X-Forwarded-For: ${clientIp()}`,
      'Connection: close',
    ];
    socket.end(`${requestLine}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

async function stillUp(): Promise<void> {
  const health = await callApi('GET', '/api/health');
  expect(health.status).toBe(200);
}

describe('the local stack under malformed requests', () => {
  it('answers bad addresses with 400 and stays up', async () => {
    for (const line of [
      'GET /%E0%A4%A HTTP/1.1',
      'GET http://[::1 HTTP/1.1',
      'GET /api/offices/%E0%A4%A HTTP/1.1',
      'GET /api/offices/%ZZ HTTP/1.1',
      'GET /api/%E0%A4%A HTTP/1.1',
    ]) {
      const status = await rawRequest(line);
      expect(status, line).toBe(400);
      await stillUp();
    }
  });

  it('treats query keys such as __proto__ and constructor as plain keys', async () => {
    const result = await callApi(
      'GET',
      '/api/offices?zip=10001&radius=5&constructor=1&__proto__=x&toString=y&hasOwnProperty=z',
    );
    expect(result.status).toBe(200);
  });

  it('never answers a random request line with a 5xx, and keeps serving', async () => {
    const pathChars = fc.constantFrom(
      ...'/%?&=#[]:@!$()*+,;~.-_ azAZ09'.split(''),
      '%E0',
      '%A4',
      '%ZZ',
      '%00',
      '..',
      '__proto__',
      'constructor',
      'api',
    );
    const target = fc.oneof(
      fc.array(pathChars, { maxLength: 30 }).map((parts) => `/${parts.join('')}`),
      fc.array(pathChars, { maxLength: 30 }).map((parts) => `/api/${parts.join('')}`),
      fc.array(pathChars, { maxLength: 20 }).map((parts) => `http://${parts.join('')}`),
    );
    const method = fc.constantFrom('GET', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD');
    await fc.assert(
      fc.asyncProperty(method, target, async (verb, path) => {
        const status = await rawRequest(`${verb} ${path} HTTP/1.1`);
        expect(status, `${verb} ${path}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    await stillUp();
  });
});

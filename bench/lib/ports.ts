import { createServer } from 'node:net';

/** A port the system has just handed out as free. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port whose next ports (site, DynamoDB, Cognito, SES, dev API, -, realtime, Stripe) are all free. */
export async function freePortBlock(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((offset) => portFree(base + offset)),
    );
    if (free.every(Boolean)) return base;
  }
  throw new Error('No block of free ports found');
}

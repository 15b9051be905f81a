import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { edgeSecurityHeaders } from '../lambdas/core/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The same response headers the CloudFront policy sets in the cloud on every response, pages and
 * API alike, from the same source.
 */
export function securityHeaders(connectSources: string[]): Record<string, string> {
  return edgeSecurityHeaders(connectSources);
}

/**
 * Puts the edge headers on a response the way CloudFront's policy does (`override`): whatever the
 * page server or a handler set for the same names, the edge's values go out.
 */
export function withEdgeHeaders(res: ServerResponse, headers: Record<string, string>): void {
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find((part) => typeof part === 'object' && part !== null) as
      Record<string, string | string[] | number> | undefined;
    if (!given) return writeHead(status);
    const kept = Object.fromEntries(
      Object.entries(given).filter(([name]) => !names.has(name.toLowerCase())),
    );
    return writeHead(status, kept);
  }) as typeof res.writeHead;
}

/**
 * Serves the production web build; paths without an extension get the single-page app. The
 * security headers are the server's, set on every response before this runs (see start.ts).
 */
export function createStaticSite(distDir: string) {
  const root = path.resolve(distDir);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (path.extname(url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
      if (!existsSync(file)) {
        res
          .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The web app is not built yet: run `npm run build:web`.');
        return;
      }
    }
    const immutable = url.pathname.startsWith('/assets/');
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { PRERENDERED_PATHS, pageFileFor } from '../web/src/config/page-files';
import { robotsTxt, sitemapXml } from '../web/vite-plugins/seo-files';
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

/** Types worth compressing; images (but SVG) and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding the client accepts, as CloudFront picks it: Brotli, then gzip. A coding
 * listed with `q=0` is refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

interface CachedFile {
  mtimeMs: number;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  raw: Buffer;
  /** A page whose canonical link is root-relative, made absolute for each origin asked. */
  byOrigin?: Map<string, CachedFile>;
}

const RELATIVE_CANONICAL = '<link rel="canonical" href="/';

const etagOf = (raw: Buffer) =>
  `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;

/**
 * A page built without a site URL names its canonical address from the root; search engines
 * want it absolute, so it names the origin the request came to.
 */
function forOrigin(entry: CachedFile, origin: string): CachedFile {
  if (!entry.raw.includes(RELATIVE_CANONICAL)) return entry;
  entry.byOrigin ??= new Map();
  let variant = entry.byOrigin.get(origin);
  if (!variant) {
    const raw = Buffer.from(
      entry.raw
        .toString('utf8')
        .replace(RELATIVE_CANONICAL, `<link rel="canonical" href="${origin}/`),
    );
    variant = { mtimeMs: entry.mtimeMs, etag: etagOf(raw), bodies: {}, raw };
    entry.byOrigin.set(origin, variant);
  }
  return variant;
}

function compress(raw: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(raw, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(raw, { level: 9 });
  return raw;
}

/** robots.txt and sitemap.xml name the origin the request came to. */
function seoFile(pathname: string, origin: string): { type: string; body: string } | null {
  if (pathname === '/robots.txt') return { type: TYPES['.txt'] as string, body: robotsTxt(origin) };
  if (pathname === '/sitemap.xml') {
    return { type: TYPES['.xml'] as string, body: sitemapXml(origin, PRERENDERED_PATHS) };
  }
  return null;
}

/** The origin the visitor used: the Host header, checked, over plain http as the local server is. */
function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)
    ? `http://${host}`
    : 'http://127.0.0.1';
}

/**
 * Serves the production web build as CloudFront serves it from the bucket: each page address
 * gets its file (pre-rendered page, app shell or the 404 page, see web/src/config/page-files.ts),
 * compressed with Brotli or gzip when the browser accepts it (`Vary: Accept-Encoding`), hashed
 * assets cached for a year as immutable, everything else revalidated (ETag, 304). The security
 * headers are the server's, set on every response before this runs (see start.ts).
 */
export function createStaticSite(distDir: string) {
  const root = path.resolve(distDir);
  const cache = new Map<string, CachedFile>();

  const load = (file: string): CachedFile => {
    const stat = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const raw = readFileSync(file);
    const entry: CachedFile = { mtimeMs: stat.mtimeMs, etag: etagOf(raw), bodies: {}, raw };
    cache.set(file, entry);
    return entry;
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    type: string,
    cacheControl: string,
    content: { etag: string; body(encoding: Encoding): Buffer },
  ): void => {
    const compressible = COMPRESSIBLE.test(type);
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ETag: content.etag,
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (status === 200 && req.headers['if-none-match'] === content.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const body = content.body(encoding);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendFile = (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
    cacheControl: string,
  ): void => {
    const entry = file.endsWith('.html') ? forOrigin(load(file), requestOrigin(req)) : load(file);
    send(req, res, status, TYPES[path.extname(file)] ?? 'application/octet-stream', cacheControl, {
      etag: entry.etag,
      body: (encoding) => (entry.bodies[encoding] ??= compress(entry.raw, encoding)),
    });
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const generated = seoFile(pathname, requestOrigin(req));
    if (generated) {
      const raw = Buffer.from(generated.body);
      send(req, res, 200, generated.type, REVALIDATE, {
        etag: etagOf(raw),
        body: (encoding) => compress(raw, encoding),
      });
      return;
    }
    const target = pageFileFor(pathname);
    const file = path.resolve(root, target.file);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(400).end();
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      if (target.kind === 'page' && !existsSync(path.join(root, 'index.html'))) {
        res
          .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The web app is not built yet: run `npm run build:web`.');
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const status = target.kind === 'page' && !target.found ? 404 : 200;
    const immutable = target.kind === 'file' && target.file.startsWith('assets/');
    sendFile(req, res, file, status, immutable ? IMMUTABLE : REVALIDATE);
  };
}

/** Content-hashed assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are checked with the server on every use (ETag). */
const REVALIDATE = 'no-cache';

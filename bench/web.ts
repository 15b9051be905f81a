/**
 * The first load of every public page, in Chromium, from the production build served by the
 * local site server (the same file rule, compression and headers as CloudFront).
 *
 *   npm run build:web && npm run bench -- web [--runs=3] [--lighthouse=1]
 *
 * For each page, as a desktop browser and as a throttled phone (4x slower CPU, 150 ms round
 * trips, 1.6 Mbps down, Lighthouse's mobile profile applied to the real load):
 * - JS, CSS and HTML (gzip) fetched before the page is usable: the page is usable when the app
 *   has hydrated it (the `app-usable` performance mark, set by main.tsx once effects run);
 * - Largest Contentful Paint and Cumulative Layout Shift, from the browser's own
 *   `largest-contentful-paint` and `layout-shift` entries;
 * - with --lighthouse=1 (the default) and Lighthouse installed, its mobile category scores, both
 *   over HTTP/1.1 (the local server, as `npm start` serves it) and over HTTPS with HTTP/2 (the same
 *   files and headers, as CloudFront serves them).
 * The median of `--runs` loads is reported; Lighthouse runs `--runs` times per page too, and the
 * run with the median performance score is reported. Budgets: at most 100 KB of JS before `/` is usable,
 * CLS below 0.02 and LCP at most 1.8 s on the phone profile, Lighthouse performance at least 95
 * and Lighthouse's LCP (median of its runs) at most 1.8 s.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { launch as launchChrome } from 'chrome-launcher';
import type runLighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createStaticSite, securityHeaders, withEdgeHeaders } from '../local/static-site';
import { PRERENDERED_PATHS, pageFileFor } from '../web/src/config/page-files';
import { option } from './lib/options';
import { freePort } from './lib/ports';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

const BUDGET_HOME_JS_BYTES = 100 * 1024;
const BUDGET_CLS = 0.02;
const BUDGET_MOBILE_LCP_MS = 1800;
const BUDGET_LIGHTHOUSE_PERFORMANCE = 95;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'web', 'dist');
const runs = option('runs', 3);
const withLighthouse = option('lighthouse', 1, { min: 0 }) > 0;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = [...PRERENDERED_PATHS, '/no-such-page'];

interface Profile {
  name: 'desktop' | 'mobile';
  viewport: { width: number; height: number };
  /** CPU slowdown and network conditions, as Lighthouse's mobile profile. */
  throttle?: { cpu: number; latencyMs: number; downloadKbps: number; uploadKbps: number };
}

const profiles: Profile[] = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    throttle: { cpu: 4, latencyMs: 150, downloadKbps: 1638, uploadKbps: 750 },
  },
];

interface Load {
  usableMs: number;
  lcpMs: number;
  cls: number;
  js: number;
  css: number;
  html: number;
  jsFiles: number;
}

/** gzip size of a file of the build, as the local server sends it. */
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Collects the paint and layout-shift entries as the page loads. */
const OBSERVE = `(() => {
  const seen = { lcp: 0, cls: 0 };
  window.__webBench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function loadOnce(context: BrowserContext, base: string, pagePath: string, profile: Profile) {
  const page = await context.newPage();
  try {
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.throttle.latencyMs,
        downloadThroughput: (profile.throttle.downloadKbps * 1024) / 8,
        uploadThroughput: (profile.throttle.uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.throttle.cpu });
    }
    await page.addInitScript(OBSERVE);
    await page.goto(base + pagePath, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('app-usable').length > 0, null, {
      timeout: 60_000,
    });
    // Late shifts (a lazy part arriving, fonts) count too.
    await page.waitForTimeout(1000);
    const measured = await page.evaluate(() => {
      const usable = performance.getEntriesByName('app-usable')[0]?.startTime ?? 0;
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= usable)
        .map((entry) => new URL(entry.name).pathname);
      const seen = (globalThis as unknown as { __webBench: { lcp: number; cls: number } })
        .__webBench;
      return { usable, resources, lcp: seen.lcp, cls: seen.cls };
    });
    const load: Load = {
      usableMs: measured.usable,
      lcpMs: measured.lcp,
      cls: measured.cls,
      js: 0,
      css: 0,
      html: 0,
      jsFiles: 0,
    };
    const target = pageFileFor(new URL(base + pagePath).pathname);
    load.html = gzipSize(target.file);
    for (const resource of new Set(measured.resources)) {
      const file = resource.slice(1);
      if (!existsSync(path.join(distDir, file))) continue;
      if (file.endsWith('.js')) {
        load.js += gzipSize(file);
        load.jsFiles += 1;
      } else if (file.endsWith('.css')) load.css += gzipSize(file);
    }
    return load;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => percentile(values, 50);

async function measure(browser: Browser, base: string, pagePath: string, profile: Profile) {
  const loads: Load[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh context each time: nothing cached, as a first visit.
    const context = await browser.newContext({ viewport: profile.viewport });
    try {
      loads.push(await loadOnce(context, base, pagePath, profile));
    } finally {
      await context.close();
    }
  }
  const pick = (key: keyof Load) => median(loads.map((load) => load[key]));
  return {
    page: pagePath,
    profile: profile.name,
    js_gzip_bytes: pick('js'),
    js_files: pick('jsFiles'),
    css_gzip_bytes: pick('css'),
    html_gzip_bytes: pick('html'),
    usable_ms: round(pick('usableMs'), 0),
    lcp_ms: round(pick('lcpMs'), 0),
    cls: round(pick('cls'), 4),
  };
}

interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  total_blocking_time_ms: number;
  /** Every run's performance score, when several were made. */
  performance_runs?: number[];
  /** Every run's LCP, when several were made. */
  lcp_runs_ms?: number[];
}

/** Lighthouse's mobile run (simulated throttling), when the package is installed. */
async function lighthouseScores(
  base: string,
  { selfSigned = false }: { selfSigned?: boolean } = {},
): Promise<LighthouseScores[] | string> {
  let lighthouse: typeof runLighthouse;
  let launch: typeof launchChrome;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    return `Lighthouse is not installed (${error instanceof Error ? error.message : String(error)})`;
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // The HTTP/2 server's certificate is made for the run.
      ...(selfSigned ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const scores: LighthouseScores[] = [];
    // Lighthouse refuses to score a page answered with 404.
    for (const pagePath of PRERENDERED_PATHS) {
      const pageRuns: LighthouseScores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(base + pagePath, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        pageRuns.push({
          page: pagePath,
          performance: score('performance'),
          accessibility: score('accessibility'),
          best_practices: score('best-practices'),
          seo: score('seo'),
          lcp_ms: round(audits['largest-contentful-paint']?.numericValue ?? 0, 0),
          cls: round(audits['cumulative-layout-shift']?.numericValue ?? 0, 4),
          total_blocking_time_ms: round(audits['total-blocking-time']?.numericValue ?? 0, 0),
        });
      }
      // One run can be far off on a busy machine: the run with the median performance score
      // is reported, whole, as Lighthouse's own guidance on variability suggests.
      const ranked = [...pageRuns].sort((a, b) => a.performance - b.performance);
      const middle = ranked[Math.floor((ranked.length - 1) / 2)];
      if (middle) {
        scores.push({
          ...middle,
          performance_runs: pageRuns.map((r) => r.performance),
          lcp_runs_ms: pageRuns.map((r) => r.lcp_ms),
        });
      }
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function serve(): Promise<{ server: Server; base: string }> {
  const site = createStaticSite(distDir);
  const headers = securityHeaders([]);
  const server = createServer((req, res) => {
    withEdgeHeaders(res, headers);
    site(req, res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${port}` };
}

/**
 * The same site over HTTPS and HTTP/2, as CloudFront serves it (browsers speak HTTP/2 only over
 * TLS), with a certificate made for the run by openssl; null where openssl cannot make one.
 */
async function serveHttp2(): Promise<{ close: () => void; base: string } | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-bench-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore', input: '' },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const site = createStaticSite(distDir);
  const headers = securityHeaders([]);
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      withEdgeHeaders(res as unknown as ServerResponse, headers);
      site(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    },
  );
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No web build: run `npm run build:web` first.');
  process.exit(2);
}

const { server, base } = await serve();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const rows: Awaited<ReturnType<typeof measure>>[] = [];
try {
  for (const profile of profiles) {
    for (const pagePath of pages) rows.push(await measure(browser, base, pagePath, profile));
  }
} finally {
  await browser.close();
}
const lighthouse = withLighthouse ? await lighthouseScores(base) : 'not run (--lighthouse=0)';
server.close();
let lighthouseHttp2: LighthouseScores[] | string = 'not run (--lighthouse=0)';
if (withLighthouse) {
  const secure = await serveHttp2();
  if (secure) {
    try {
      lighthouseHttp2 = await lighthouseScores(secure.base, { selfSigned: true });
    } finally {
      secure.close();
    }
  } else lighthouseHttp2 = 'not run: openssl could not make a certificate (is it installed?)';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  formatTable(
    ['page', 'profile', 'JS gzip', 'files', 'CSS gzip', 'HTML gzip', 'usable', 'LCP', 'CLS'],
    rows.map((row) => [
      row.page,
      row.profile,
      kb(row.js_gzip_bytes),
      String(row.js_files),
      kb(row.css_gzip_bytes),
      kb(row.html_gzip_bytes),
      `${row.usable_ms} ms`,
      `${row.lcp_ms} ms`,
      row.cls.toFixed(4),
    ]),
  ),
);
function printLighthouse(title: string, scores: LighthouseScores[] | string) {
  if (typeof scores === 'string') {
    console.log(`\n${title}: ${scores}`);
    return;
  }
  console.log(`\n${title}`);
  console.log(
    formatTable(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'LCP (median)',
        'CLS',
        'TBT',
      ],
      scores.map((row) => [
        row.page,
        (row.performance_runs ?? []).length > 1
          ? `${row.performance} (runs: ${row.performance_runs?.join(', ')})`
          : String(row.performance),
        String(row.accessibility),
        String(row.best_practices),
        String(row.seo),
        `${median(row.lcp_runs_ms ?? [row.lcp_ms])} ms`,
        row.cls.toFixed(4),
        `${row.total_blocking_time_ms} ms`,
      ]),
    ),
  );
}
printLighthouse(
  'Lighthouse (mobile, simulated throttling), HTTP/1.1 as `npm start` serves',
  lighthouse,
);
printLighthouse(
  'Lighthouse (mobile, simulated throttling), HTTPS and HTTP/2 as CloudFront serves',
  lighthouseHttp2,
);

const missed: string[] = [];
const home = rows.find((row) => row.page === '/' && row.profile === 'mobile');
if (home && home.js_gzip_bytes > BUDGET_HOME_JS_BYTES) {
  missed.push(`JS before / is usable: ${kb(home.js_gzip_bytes)} > ${kb(BUDGET_HOME_JS_BYTES)}`);
}
for (const row of rows) {
  if (row.cls >= BUDGET_CLS) missed.push(`CLS ${row.cls} on ${row.page} (${row.profile})`);
  if (row.profile === 'mobile' && row.lcp_ms > BUDGET_MOBILE_LCP_MS) {
    missed.push(`LCP ${row.lcp_ms} ms on ${row.page} (mobile)`);
  }
}
for (const [protocol, scores] of [
  ['HTTP/1.1', lighthouse],
  ['HTTP/2', lighthouseHttp2],
] as const) {
  if (typeof scores === 'string') continue;
  for (const row of scores) {
    if (row.performance < BUDGET_LIGHTHOUSE_PERFORMANCE) {
      missed.push(`Lighthouse performance ${row.performance} on ${row.page} (${protocol})`);
    }
    const lcp = median(row.lcp_runs_ms ?? [row.lcp_ms]);
    if (lcp > BUDGET_MOBILE_LCP_MS) {
      missed.push(`Lighthouse LCP ${lcp} ms (median of runs) on ${row.page} (${protocol})`);
    }
  }
}

const file = writeResult('web', {
  runs,
  profiles,
  budgets: {
    home_js_gzip_bytes: BUDGET_HOME_JS_BYTES,
    cls: BUDGET_CLS,
    mobile_lcp_ms: BUDGET_MOBILE_LCP_MS,
    lighthouse_performance: BUDGET_LIGHTHOUSE_PERFORMANCE,
  },
  pages: rows,
  lighthouse,
  lighthouse_http2: lighthouseHttp2,
  missed,
});
console.log(`\nResults: ${path.relative(root, file)}`);
if (missed.length) {
  console.error(`Budgets missed:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}

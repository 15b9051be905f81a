import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAGE_LOADER_SCRIPT_HASH,
  siteContentSecurityPolicy,
} from '../../lambdas/core/security-headers';
import { PAGE_LOADER_SCRIPT } from './page-loader';

describe('page loader', () => {
  it('is the script the content security policy allows by its hash', () => {
    const hash = createHash('sha256').update(PAGE_LOADER_SCRIPT).digest('base64');
    expect(PAGE_LOADER_SCRIPT_HASH).toBe(`sha256-${hash}`);
    expect(siteContentSecurityPolicy([])).toContain(
      `script-src 'self' '${PAGE_LOADER_SCRIPT_HASH}';`,
    );
  });
});

/** Runs the loader against a stand-in document that records what it appends. */
function runLoader({ hidden }: { hidden: boolean }) {
  const appended: Array<{ tag: string; type?: string; rel?: string; src?: string; href?: string }> =
    [];
  const listeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    hidden,
    currentScript: { dataset: { modules: JSON.stringify(['/entry.js', '/a.js', '/b.js']) } },
    createElement: (tag: string) => ({ tag }) as (typeof appended)[number],
    head: { append: (element: (typeof appended)[number]) => appended.push(element) },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') listeners.push(listener);
    },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', PAGE_LOADER_SCRIPT)(
    document,
    (frame: () => void) => frames.push(frame),
    (timer: () => void) => timers.push(timer),
  );
  return {
    appended,
    paintFrame: () => frames.splice(0).forEach((frame) => frame()),
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
    hide: () => listeners.forEach((listener) => listener()),
  };
}

describe('page loader script', () => {
  it('requests the entry and preloads the other modules after the first frame has painted', () => {
    const page = runLoader({ hidden: false });
    expect(page.appended).toEqual([]);
    page.paintFrame();
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toEqual([
      { tag: 'script', type: 'module', src: '/entry.js' },
      { tag: 'link', rel: 'modulepreload', href: '/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/b.js' },
    ]);
  });

  it('requests them at once in a hidden tab, which paints nothing', () => {
    expect(runLoader({ hidden: true }).appended).toHaveLength(3);
  });

  it('requests them when the tab is hidden before its first frame, and only once', () => {
    const page = runLoader({ hidden: false });
    page.hide();
    expect(page.appended).toHaveLength(3);
    page.paintFrame();
    page.runTimers();
    expect(page.appended).toHaveLength(3);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly what package-lock.json says and refuses a lock that lacks any
 * package some entry depends on, optional platform binaries included (every CI, hosting build
 * and Dependabot run uses it). This walks the lock the way npm resolves it, so a lock written by
 * an `npm install` that silently skipped an unpublished optional binary fails here, not on a
 * fresh clone.
 */

interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export function missingFromLock(lock: Lock): string[] {
  const { packages } = lock;
  const resolve = (from: string, name: string): LockEntry | undefined => {
    // Node's lookup: the entry's own node_modules, then each enclosing one up to the root.
    let dir = from;
    for (;;) {
      const candidate =
        packages[dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`];
      if (candidate) return candidate;
      if (dir === '') return undefined;
      const at = dir.lastIndexOf('/node_modules/');
      dir = at === -1 ? '' : dir.slice(0, at);
    }
  };
  const problems: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(path === '' ? entry.devDependencies : {}),
    };
    for (const [name, range] of Object.entries(wanted)) {
      const found = resolve(path, name);
      const owner = path === '' ? 'package.json' : path;
      if (!found) problems.push(`${owner} needs ${name}@${range}: missing from the lock`);
      else if (/^\d+\.\d+\.\d+$/.test(range) && found.version !== range)
        problems.push(`${owner} needs ${name}@${range}: the lock has ${found.version}`);
    }
  }
  return problems;
}

const readLock = (): Lock =>
  JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lock;

describe('package-lock.json', () => {
  it('holds every package npm ci needs, optional platform binaries included', () => {
    expect(missingFromLock(readLock())).toEqual([]);
  });

  it('reports a missing optional platform binary', () => {
    const lock: Lock = {
      lockfileVersion: 3,
      packages: {
        '': { devDependencies: { tool: '^1.0.0' } },
        'node_modules/tool': {
          version: '1.0.0',
          optionalDependencies: { 'tool-android': '1.0.0' },
        },
      },
    };
    expect(missingFromLock(lock)).toEqual([
      'node_modules/tool needs tool-android@1.0.0: missing from the lock',
    ]);
  });

  it('records the versions package.json asks for', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as LockEntry;
    const root = readLock().packages[''];
    expect(root?.dependencies).toEqual(manifest.dependencies);
    expect(root?.devDependencies).toEqual(manifest.devDependencies);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { restartDelayMs, Supervisor } from './supervisor';

/* Real child processes: a tiny stand-in that reports ready and dies when told to. */

const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
const script = path.join(dir, 'stand-in.mjs');
writeFileSync(
  script,
  [
    "process.send({ type: 'ready' });",
    "process.on('message', (m) => { if (m.type === 'crash') process.exit(3); });",
    "process.on('disconnect', () => process.exit(0));",
    'setInterval(() => {}, 1000);',
  ].join('\n'),
);

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stopAll();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the supervisor', () => {
  it('waits longer after each crash in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 9].map((attempt) => restartDelayMs(attempt, 250, 2000))).toEqual([
      250, 500, 1000, 2000, 2000, 2000,
    ]);
  });

  it('starts a stand-in that crashed again, after a wait that doubles per crash', async () => {
    const restarts: Array<{ attempt: number; waitedMs: number }> = [];
    supervisor = new Supervisor(path.join(dir, 'logs'), {
      restartBaseMs: 100,
      restartCapMs: 1000,
      onRestart: (_name, detail) => restarts.push(detail),
    });
    await supervisor.start('mail', script, {});
    for (const expected of [1, 2, 3]) {
      const before = supervisor.pid('mail');
      const crashedAt = Date.now();
      supervisor.tell('mail', { type: 'crash' });
      const after = await until(() => {
        const pid = supervisor?.pid('mail');
        return pid !== undefined && pid !== before && restarts.length === expected
          ? pid
          : undefined;
      });
      expect(after).not.toBe(before);
      expect(Date.now() - crashedAt).toBeGreaterThanOrEqual(restartDelayMs(expected, 100, 1000));
    }
    expect(restarts.map(({ attempt, waitedMs }) => [attempt, waitedMs])).toEqual([
      [1, 100],
      [2, 200],
      [3, 400],
    ]);
    expect(supervisor.isRunning('mail')).toBe(true);
  });

  it('leaves a stand-in it was asked to stop down', async () => {
    supervisor = new Supervisor(path.join(dir, 'logs'), { restartBaseMs: 50 });
    await supervisor.start('mail', script, {});
    await supervisor.stop('mail');
    await sleep(300);
    expect(supervisor.isRunning('mail')).toBe(false);
  });
});

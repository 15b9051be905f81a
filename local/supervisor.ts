import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

interface Spec {
  script: string;
  env: Record<string, string>;
  timeoutMs: number;
}

export interface SupervisorOptions {
  /** The first wait before restarting a stand-in that died; it doubles per crash, up to the cap. */
  restartBaseMs?: number;
  restartCapMs?: number;
  /** A stand-in that stayed up this long starts again from the first wait after its next crash. */
  stableAfterMs?: number;
  /** Told about each restart (and each failed one), for the stack's log. */
  onRestart?: (name: string, detail: { attempt: number; waitedMs: number; error?: Error }) => void;
}

/** The wait before restart number `attempt` (1 for the first): doubling, capped. */
export function restartDelayMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Runs each stand-in as a child process with an IPC channel: the child reports when it is
 * ready, and exits by itself if this process dies, so Ctrl-C (or a crash) leaves no orphan.
 * A stand-in that dies without being asked to stop is started again, after a wait that doubles
 * with each crash in a row (so one that cannot start does not spin), until it stays up.
 */
export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private readonly specs = new Map<string, Spec>();
  private readonly crashes = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopping = false;
  private readonly options: Required<Omit<SupervisorOptions, 'onRestart'>> &
    Pick<SupervisorOptions, 'onRestart'>;

  constructor(
    private readonly logDir: string,
    options: SupervisorOptions = {},
  ) {
    mkdirSync(logDir, { recursive: true });
    this.options = {
      restartBaseMs: 250,
      restartCapMs: 10_000,
      stableAfterMs: 30_000,
      ...options,
    };
  }

  start(
    name: string,
    script: string,
    env: Record<string, string>,
    // A stand-in takes a second or two on an idle machine; many times that when the cores are
    // busy with other work, which is slow, not broken.
    timeoutMs = 120_000,
  ): Promise<void> {
    this.specs.set(name, { script, env, timeoutMs });
    return this.launch(name);
  }

  private launch(name: string): Promise<void> {
    const spec = this.specs.get(name);
    if (!spec) return Promise.reject(new Error(`${name} was never started`));
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
    const child = fork(spec.script, [], {
      env: { ...process.env, ...spec.env },
      execArgv: ['--no-warnings', '--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.children.set(name, child);
    const startedAt = Date.now();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`${name} did not start within ${spec.timeoutMs} ms (see ${log.path})`)),
        spec.timeoutMs,
      );
      child.once('message', (message: { type?: string }) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with code ${code ?? signal} (see ${log.path})`));
        // Still the current child and nobody asked it to stop: it crashed.
        if (this.children.get(name) !== child) return;
        this.children.delete(name);
        if (!this.stopping) this.scheduleRestart(name, Date.now() - startedAt);
      });
    });
  }

  private scheduleRestart(name: string, upForMs: number): void {
    const { restartBaseMs, restartCapMs, stableAfterMs, onRestart } = this.options;
    const attempt = upForMs >= stableAfterMs ? 1 : (this.crashes.get(name) ?? 0) + 1;
    this.crashes.set(name, attempt);
    const waitedMs = restartDelayMs(attempt, restartBaseMs, restartCapMs);
    const timer = setTimeout(() => {
      this.timers.delete(name);
      if (this.stopping || !this.specs.has(name) || this.children.has(name)) return;
      this.launch(name).then(
        () => onRestart?.(name, { attempt, waitedMs }),
        // A failed start exits, and its exit schedules the next try.
        (error: Error) => onRestart?.(name, { attempt, waitedMs, error }),
      );
    }, waitedMs);
    timer.unref();
    this.timers.set(name, timer);
  }

  /** Stops a stand-in on purpose: it stays down until started again. */
  async stop(name: string): Promise<void> {
    this.specs.delete(name);
    this.crashes.delete(name);
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
    const child = this.children.get(name);
    if (!child) return;
    this.children.delete(name);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  }

  /** Sends a stand-in a message over its IPC channel (fault control). */
  tell(name: string, message: Record<string, unknown>): boolean {
    const child = this.children.get(name);
    if (!child?.connected) return false;
    child.send(message);
    return true;
  }

  isRunning(name: string): boolean {
    return this.children.has(name);
  }

  /** The process id of a running stand-in (fault tests kill it). */
  pid(name: string): number | undefined {
    return this.children.get(name)?.pid;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.specs.keys(), ...this.children.keys()].map((name) => this.stop(name)),
    );
  }
}

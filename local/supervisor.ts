import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs each stand-in as a child process with an IPC channel: the child reports when it is
 * ready, and exits by itself if this process dies, so Ctrl-C (or a crash) leaves no orphan.
 */
export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();

  constructor(private readonly logDir: string) {
    mkdirSync(logDir, { recursive: true });
  }

  start(
    name: string,
    script: string,
    env: Record<string, string>,
    timeoutMs = 30_000,
  ): Promise<void> {
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
    const child = fork(script, [], {
      env: { ...process.env, ...env },
      execArgv: ['--no-warnings', '--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.children.set(name, child);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start within ${timeoutMs} ms (see ${log.path})`)),
        timeoutMs,
      );
      child.once('message', (message: { type?: string }) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (this.children.get(name) === child) this.children.delete(name);
        reject(new Error(`${name} exited with code ${code} (see ${log.path})`));
      });
    });
  }

  async stop(name: string): Promise<void> {
    const child = this.children.get(name);
    if (!child) return;
    this.children.delete(name);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
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

  async stopAll(): Promise<void> {
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }
}

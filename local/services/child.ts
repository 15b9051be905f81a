/**
 * Helpers for a stand-in running as a child process: it reports readiness to the parent over
 * IPC and exits as soon as the parent goes away, so no stand-in is ever orphaned.
 */
export function onParentExit(stop: () => Promise<void> | void): void {
  const exit = async () => {
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('disconnect', exit);
  process.on('SIGTERM', exit);
  process.on('SIGINT', exit);
}

export function reportReady(detail: Record<string, unknown> = {}): void {
  process.send?.({ type: 'ready', ...detail });
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

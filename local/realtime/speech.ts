import { Worker } from 'node:worker_threads';
import type { SpeechReply, SpeechRequest } from './speech-worker';

/** Talks to the speech worker: one piece of text in, its Opus frames out, in request order. */
export class Speech {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (frames: Uint8Array[]) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  readonly ready: Promise<void>;

  constructor() {
    // The worker is TypeScript too; a worker thread does not inherit the loader, so it
    // registers it before importing its module.
    const entry = new URL('./speech-worker.ts', import.meta.url).href;
    this.worker = new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
      { eval: true },
    );
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (reply: SpeechReply) => {
        if (reply.type === 'ready') return resolve();
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        if (reply.type === 'frames') waiting.resolve(reply.frames);
        else waiting.reject(new Error(reply.message));
      });
    });
  }

  /** The Opus frames (20 ms each) of one piece of text. */
  frames(text: string): Promise<Uint8Array[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, text } satisfies SpeechRequest);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

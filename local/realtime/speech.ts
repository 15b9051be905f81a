import { Worker } from 'node:worker_threads';
import type { SpeechReply, SpeechRequest } from './speech-worker';

export interface SpeakOptions {
  /** The piece is no longer wanted (its answer was interrupted or the call ended). */
  cancelled?: () => boolean;
  /** Receives the piece's Opus frames (20 ms each), in order, as they are encoded. */
  onFrames: (frames: Uint8Array[]) => void;
}

interface Job extends Required<SpeakOptions> {
  text: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Talks to the speech worker: one piece of text in, its Opus frames out, in request order. The
 * worker gets one piece at a time, so pieces of an answer that was interrupted or hung up are
 * dropped before they cost any synthesis.
 */
export class Speech {
  private readonly worker: Worker;
  private readonly queue: Job[] = [];
  private running: (Job & { id: number }) | null = null;
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
        const job = this.running;
        if (!job || job.id !== reply.id) return;
        if (reply.type === 'frames') {
          if (!job.cancelled() && reply.frames.length > 0) job.onFrames(reply.frames);
          if (!reply.done) return;
          job.resolve();
        } else {
          job.reject(new Error(reply.message));
        }
        this.running = null;
        this.pump();
      });
    });
  }

  /** Synthesizes one piece of text after those asked for before it; resolves when it is done. */
  speak(text: string, { cancelled = () => false, onFrames }: SpeakOptions): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ text, cancelled, onFrames, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running) return;
    let job = this.queue.shift();
    while (job && job.cancelled()) {
      job.resolve();
      job = this.queue.shift();
    }
    if (!job) return;
    this.running = { ...job, id: this.nextId++ };
    this.worker.postMessage({ id: this.running.id, text: job.text } satisfies SpeechRequest);
  }

  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.resolve();
    await this.worker.terminate();
  }
}

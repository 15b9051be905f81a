/**
 * Speech for the realtime stand-in, in a worker thread so synthesis never holds up the call's
 * event loop: text → eSpeak NG (WebAssembly) → 24 kHz mono → 20 ms Opus frames (libopus in
 * WebAssembly). Both come from npm; no system binary is needed.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

export const OPUS_RATE = 24_000;
/** 20 ms at 24 kHz. */
export const FRAME_SAMPLES = 480;

export type SpeechRequest = { id: number; text: string };
export type SpeechReply =
  | { type: 'ready' }
  /** Frames as they are encoded, in order; `done` on the last message of a piece. */
  | { type: 'frames'; id: number; frames: Uint8Array[]; done: boolean }
  | { type: 'error'; id: number; message: string };

/** Frames are handed on as soon as this many (100 ms) are encoded, so playback starts early. */
const BATCH_FRAMES = 5;

interface OpusEncoder {
  encode(pcm: Buffer, frameSize: number): Buffer;
}

const require = createRequire(import.meta.url);
const { default: loadEspeak } = await import('@echogarden/espeak-ng-emscripten');
const OpusScript = require('opusscript') as {
  new (rate: number, channels: number, application: number): OpusEncoder;
  Application: { VOIP: number };
};

const espeak = new (await loadEspeak()).eSpeakNGWorker();
espeak.set_voice('en-us');
espeak.set_rate(170);
const sourceRate = espeak.get_samplerate();
const opus = new OpusScript(OPUS_RATE, 1, OpusScript.Application.VOIP);

/**
 * Synthesizes one piece of text and hands its Opus frames on in batches while synthesis goes
 * on. eSpeak's samples are resampled linearly to the encoder's rate as they arrive.
 */
function synthesize(text: string, emit: (frames: Uint8Array[]) => void): void {
  const source: number[] = [];
  const step = sourceRate / OPUS_RATE;
  let position = 0;
  let pcm: number[] = [];
  let batch: Uint8Array[] = [];
  const encodeReady = (final: boolean) => {
    while (position + 1 < source.length || (final && position < source.length)) {
      const index = Math.floor(position);
      const fraction = position - index;
      const a = source[index] ?? 0;
      const b = source[index + 1] ?? a;
      pcm.push(Math.round(a + (b - a) * fraction));
      position += step;
    }
    while (pcm.length >= FRAME_SAMPLES || (final && pcm.length > 0)) {
      const frame = new Int16Array(FRAME_SAMPLES);
      frame.set(pcm.slice(0, FRAME_SAMPLES));
      pcm = pcm.slice(FRAME_SAMPLES);
      batch.push(new Uint8Array(opus.encode(Buffer.from(frame.buffer), FRAME_SAMPLES)));
      if (batch.length >= BATCH_FRAMES) {
        emit(batch);
        batch = [];
      }
    }
  };
  espeak.synthesize(text, (samples) => {
    if (samples && samples.length > 0) {
      for (const sample of samples) source.push(sample);
      encodeReady(false);
    }
    return 0;
  });
  encodeReady(true);
  emit(batch);
}

if (parentPort) {
  const port = parentPort;
  // WebAssembly runs slowly until the engine has optimised it: warm both up, so the first
  // answers are not the ones that pay for it.
  for (let round = 0; round < 3; round += 1) {
    synthesize(
      'Brushing twice a day with a fluoride toothpaste and cleaning between your teeth keeps gums healthy.',
      () => undefined,
    );
  }
  port.on('message', ({ id, text }: SpeechRequest) => {
    try {
      let pending: Uint8Array[] | null = null;
      synthesize(text, (frames) => {
        if (pending) port.postMessage({ type: 'frames', id, frames: pending, done: false });
        pending = frames;
      });
      port.postMessage({
        type: 'frames',
        id,
        frames: pending ?? [],
        done: true,
      } satisfies SpeechReply);
    } catch (error) {
      port.postMessage({
        type: 'error',
        id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies SpeechReply);
    }
  });
  port.postMessage({ type: 'ready' } satisfies SpeechReply);
}

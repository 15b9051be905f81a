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
  | { type: 'frames'; id: number; frames: Uint8Array[] }
  | { type: 'error'; id: number; message: string };

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

/** Linear resampling from eSpeak's rate to the encoder's. */
function resample(input: Int16Array, from: number, to: number): Int16Array {
  const length = Math.floor((input.length * to) / from);
  const output = new Int16Array(length);
  const step = from / to;
  for (let i = 0; i < length; i += 1) {
    const position = i * step;
    const index = Math.floor(position);
    const fraction = position - index;
    const a = input[index] ?? 0;
    const b = input[index + 1] ?? a;
    output[i] = Math.round(a + (b - a) * fraction);
  }
  return output;
}

function synthesize(text: string): Uint8Array[] {
  const chunks: Int16Array[] = [];
  espeak.synthesize(text, (samples) => {
    if (samples && samples.length > 0) chunks.push(samples);
    return 0;
  });
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  const pcm = resample(joined, sourceRate, OPUS_RATE);
  const frames: Uint8Array[] = [];
  for (let start = 0; start < pcm.length; start += FRAME_SAMPLES) {
    const frame = new Int16Array(FRAME_SAMPLES);
    frame.set(pcm.subarray(start, start + FRAME_SAMPLES));
    frames.push(new Uint8Array(opus.encode(Buffer.from(frame.buffer), FRAME_SAMPLES)));
  }
  return frames;
}

if (parentPort) {
  const port = parentPort;
  // Warm both up, so the first answer is not the one that pays for it.
  synthesize('Hello.');
  port.on('message', ({ id, text }: SpeechRequest) => {
    try {
      port.postMessage({ type: 'frames', id, frames: synthesize(text) } satisfies SpeechReply);
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

declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module '@echogarden/espeak-ng-emscripten' {
  interface ESpeakNgWorker {
    set_voice(name: string): void;
    set_rate(wordsPerMinute: number): void;
    get_samplerate(): number;
    /** Calls back with each piece of 16-bit audio; a truthy return stops synthesis. */
    synthesize(text: string, callback: (samples: Int16Array | null) => number | boolean): void;
  }
  export default function loadEspeak(): Promise<{ eSpeakNGWorker: new () => ESpeakNgWorker }>;
}

declare module 'zipcodes/lib/codes.js' {
  interface ZipcodesEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipcodesEntry>;
}

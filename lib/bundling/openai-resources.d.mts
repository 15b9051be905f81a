import type { Plugin } from 'esbuild';

/** Keeps the OpenAI SDK client's API families named (`chat`, `realtime`), empties the others. */
export function keepOpenAiResources(keep: readonly string[]): Plugin;

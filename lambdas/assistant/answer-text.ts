/**
 * Splits text into small pieces (a word and the space after it) for streaming. Joined again they
 * give back exactly the original text.
 */
export function wordChunks(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

/** Put between a model answer that broke off and the knowledge-base answer that completes it. */
export const INTERRUPTED_NOTE =
  '**This answer was interrupted.** Here is the guidance from our dental knowledge base instead:';

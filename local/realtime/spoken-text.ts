/** The assistant's answers use light markup (**bold**, "- " bullets, a "Topics:" line). */

/** The answer as it is said aloud and shown as its transcript: no markup, no topics line. */
export function spokenText(answer: string): string {
  return answer
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && !/^Topics:/i.test(paragraph))
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/^\s*[-*]\s+/, '').trim())
        .filter(Boolean)
        .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
        .join(' ')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/\*\*/g, ''),
    )
    .join('\n\n');
}

/**
 * Pieces to synthesize one after another: sentences, with long ones cut at a comma or space, so
 * the first audio is ready quickly and no single piece holds the synthesizer for long.
 */
export function speechPieces(text: string, maxChars = 160, firstMaxChars = 48): string[] {
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [];
  const pieces: string[] = [];
  for (const raw of sentences) {
    let sentence = raw.replace(/\s+/g, ' ').trim();
    // The first piece is short, so the voice starts as soon as possible.
    const limit = () => (pieces.length === 0 ? firstMaxChars : maxChars);
    while (sentence.length > limit()) {
      const max = limit();
      const window = sentence.slice(0, max);
      const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf(' '));
      const at = cut > max / 3 ? cut + 1 : max;
      pieces.push(sentence.slice(0, at).trim());
      sentence = sentence.slice(at).trim();
    }
    if (sentence) pieces.push(sentence);
  }
  return pieces;
}

/** The transcript in word-sized deltas, as the provider streams it. */
export function transcriptDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const SAY_EXACTLY = /say exactly[^"“]*["“]([^"”]+)["”]/i;

/**
 * A response's own instructions may ask for a fixed sentence ('Say exactly this …: "…"'), as the
 * site does for the questions of its contact dialogue; the stand-in says that sentence.
 */
export function sentenceToSay(instructions: string | undefined): string | null {
  if (!instructions) return null;
  return SAY_EXACTLY.exec(instructions)?.[1]?.trim() ?? null;
}

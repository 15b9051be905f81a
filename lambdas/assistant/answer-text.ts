import { DISCLAIMER } from './compose-answer';

/**
 * Splits text into small pieces (a word and the space after it) for streaming. Joined again they
 * give back exactly the original text.
 */
export function wordChunks(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

const MENTIONS_PROFESSIONAL =
  /\b(dentists?|dental (professional|provider|team|office)|hygienist)\b/i;
const DISCLAIMS =
  /\b(not|isn'?t|is not|never) (a |an )?(diagnos[ie]s|substitute|replacement)\b|\bgeneral (educational )?(information|guidance)\b|\beducational (information|purposes)\b|\bnot (medical|dental) advice\b/i;

/**
 * Whether a model's answer already ends with a disclaimer of its own: one of its last two
 * paragraphs says it is general information (or not a diagnosis) and points to a dental
 * professional. The fixed disclaimer is appended otherwise.
 */
export function hasDisclaimer(text: string): boolean {
  if (text.includes(DISCLAIMER)) return true;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs
    .slice(-2)
    .some((paragraph) => DISCLAIMS.test(paragraph) && MENTIONS_PROFESSIONAL.test(paragraph));
}

/** Put between a model answer that broke off and the knowledge-base answer that completes it. */
export const INTERRUPTED_NOTE =
  '**This answer was interrupted.** Here is the guidance from our dental knowledge base instead:';

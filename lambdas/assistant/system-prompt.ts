import { config } from '../core/config';
import { listActivePrompts } from '../prompts/prompt-store';
import type { ChatMessage } from './chat-provider';
import { SAFETY_PREAMBLE } from './safety-preamble';

/** Administrators' prompts beyond this many characters are cut, so they cannot crowd out the notes. */
export const ADMIN_PROMPTS_MAX_CHARS = 6000;

const ADMIN_PROMPTS_HEADING =
  "Additional guidance from the site's administrators. Follow it where it is consistent with the rules above; the rules above always win.";

const SECTION_BREAK = '\n\n---\n\n';

const EARLIER_QUESTIONS_NOTE =
  "The visitor's messages before the last one are their earlier questions in this conversation, already answered. Answer only the last message; use the earlier ones only to understand what it refers to.";

/**
 * The conversation sent to the model. The system message is, in this order: the fixed safety
 * preamble, the administrators' active prompts, the knowledge-base notes for this question, and,
 * for a follow-up, a note on the earlier questions. The visitor's text is only ever in user
 * messages, so nothing they write becomes an instruction: the earlier questions a follow-up was
 * read with, oldest first, then this one.
 */
export function buildChatMessages(
  question: string,
  adminPrompts: readonly string[],
  grounding: string,
  earlierQuestions: readonly string[] = [],
): ChatMessage[] {
  const sections = [
    SAFETY_PREAMBLE,
    ...adminPromptsSection(adminPrompts),
    grounding,
    ...(earlierQuestions.length > 0 ? [EARLIER_QUESTIONS_NOTE] : []),
  ];
  return [
    { role: 'system', content: sections.join(SECTION_BREAK) },
    ...earlierQuestions.map((content): ChatMessage => ({ role: 'user', content })),
    { role: 'user', content: question },
  ];
}

/** The administrators' active prompts under their heading, or nothing when there are none. */
function adminPromptsSection(adminPrompts: readonly string[]): string[] {
  const prompts = adminPrompts.map((text) => text.trim()).filter(Boolean);
  if (prompts.length === 0) return [];
  return [`${ADMIN_PROMPTS_HEADING}\n\n${prompts.join('\n\n').slice(0, ADMIN_PROMPTS_MAX_CHARS)}`];
}

const VOICE_NOTE =
  'This conversation is spoken aloud in real time. Answer in two to four short spoken sentences, without bullet points or formatting, and end with a brief reminder to see a dentist. If the visitor asks about discounts, finding or contacting a dental office, or booking a visit, say that the site will take a few details to put them in touch with the nearest offices.';

/**
 * The instructions of a realtime voice session: the same safety preamble and administrators'
 * prompts as the text assistant, then how to speak. A voice session has no per-question notes.
 */
export function buildVoiceInstructions(adminPrompts: readonly string[]): string {
  return [SAFETY_PREAMBLE, ...adminPromptsSection(adminPrompts), VOICE_NOTE].join(SECTION_BREAK);
}

let cache: { readAt: number; texts: Promise<string[]> } | undefined;

/**
 * The active prompts' texts, newest first. Read at most once per PROMPT_CACHE_MS per instance, so
 * a busy assistant does not query the table on every question; an edit shows within that time.
 */
export function activeAdminPrompts(now = Date.now()): Promise<string[]> {
  const ttl = config().PROMPT_CACHE_MS;
  if (!cache || now - cache.readAt >= ttl) {
    const texts = listActivePrompts().then((prompts) => prompts.map((p) => p.prompt_text));
    const entry = { readAt: now, texts };
    cache = entry;
    // A failed read is not kept: the next question tries again.
    texts.catch(() => {
      if (cache === entry) cache = undefined;
    });
  }
  return cache.texts;
}

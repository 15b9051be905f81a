import { ANSWER_DISCLAIMER } from '../../contracts/assistant';
import { KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base';
import { detectRedFlag, type RedFlag } from './red-flags';
import { retrieve, type RetrievalHit } from './retrieval';
import {
  awayFromTheMouth,
  isDentalScope,
  mayBeAboutAnOfficeVisit,
  namesNoSubject,
  visitTerms,
} from './scope';
import { type SmallTalk, smallTalk, withoutGreeting } from './small-talk';

/** Sent with every answer, apart from its text (see the contract). */
export const DISCLAIMER = ANSWER_DISCLAIMER;

const OFF_TOPIC_REPLY =
  'I can only help with questions about teeth, gums, the mouth and dental care, so I can\'t answer that one. If your question is about your teeth or mouth, try asking it again in other words, for example "Why do my teeth hurt with cold drinks?" or "Why do my gums bleed when I brush?"';

/**
 * The refusal for a question about a visit that names no dental word nor another place ("what
 * time do you close", "is there parking"): on this site it may well be about a dental office, so
 * it says where those details are.
 */
const VISIT_REPLY =
  "I can only help with questions about teeth, gums, the mouth and dental care, and I can't see an office's diary or details. If you're asking about visiting a dental office (opening hours, booking, parking, access or payment), each office's page under Find Offices shows its phone number, website, hours and the insurance it accepts, and the office can tell you the rest. If your question is about your teeth or mouth, try asking it again in other words.";

/** Replies to small talk (see `small-talk.ts`). */
const SMALL_TALK_REPLIES: Record<SmallTalk, string> = {
  greeting:
    'Hello! I\'m this site\'s dental assistant. Ask me anything about teeth, gums, the mouth or dental care, for example "Why do my teeth hurt with cold drinks?" or "How often should I see a dentist?" To find a dental office near you, use Find Offices.',
  thanks:
    'Glad to help. If you have another question about your teeth, gums, mouth or dental care, just ask.',
};

const NO_MATCH_REPLY =
  "I don't have specific guidance on that question. A dentist or dental hygienist can look at your situation and advise you. If you have pain, swelling or an injury, contact a dental office today.";

/** The topic that says what an office's page shows and how to choose and visit an office. */
const OFFICE_TOPIC = 'choosing-a-dental-office';
/** The topics about visiting and paying an office rather than about care. */
const PRACTICAL_TOPICS = new Set([OFFICE_TOPIC, 'costs-and-insurance', 'first-dental-visit']);

/** Without a title or keyword match, the best entry must reach this to be quoted. */
const MIN_ENTRY_SCORE = 20;
/** Entries for model grounding may be a little further from the best. */
const GROUNDING_ENTRY_RATIO = 0.4;
/** How many entries retrieval ranks for each question (answer and grounding both draw on them). */
const RANKED_ENTRIES = 3;

/**
 * A follow-up that names a topic by one of the topic's own phrases, specific to it, is answered
 * on its own ("also my gums bleed when i floss, is that bad"); any other is read with the
 * conversation's subject (see `analyzeQuestion`).
 */
const OWN_SUBJECT_PHRASE = 0.5;
/**
 * So is one that names it by a one-word keyword nearly only that topic uses ("what is bruxism",
 * "what about invisalign"); words several topics use ("stress", "a scan", "expensive") leave it
 * a follow-up.
 */
const OWN_SUBJECT_WORD = 0.7;

/**
 * Everything the assistant needs to know about a question, worked out once: the red-flag check,
 * the ranked knowledge entries and the scope decision. The offline answer and the model's
 * grounding are both built from it.
 */
export interface QuestionAnalysis {
  question: string;
  redFlag: RedFlag | null;
  /** The best knowledge entries, best first. */
  hits: RetrievalHit[];
  /** About teeth, gums, the mouth or dental care (always true with a red flag). */
  dental: boolean;
  /** Not dental, but about a visit that names nothing else: perhaps to a dental office. */
  officeVisit: boolean;
  /** A greeting or thanks and nothing else: neither answered from the knowledge base nor refused. */
  smallTalk: SmallTalk | null;
  /**
   * The conversation's earlier questions this one was read with, oldest first, as they were
   * asked: none unless it is a follow-up that leans on them (see `analyzeQuestion`).
   */
  earlier: string[];
}

/**
 * Analyses a question, with the conversation's earlier questions (oldest first) when it leans on
 * them. A follow-up that is dental but names no topic of its own ("how much do they cost
 * roughly"), or names no subject at all ("is that normal", "what about diabetes"), is read
 * together with the conversation's subject (see `subjectOf`), as a dental question: retrieval
 * and the red-flag check see both. A question with a subject of its own, dental or not, is read
 * alone: "also my gums bleed when i floss", "is it going to rain tomorrow", and so is one about a
 * visit ("are you open saturdays").
 */
export function analyzeQuestion(
  question: string,
  earlier: readonly string[] = [],
): QuestionAnalysis {
  const alone = analyzeAlone(question);
  if (alone.smallTalk || alone.redFlag || alone.officeVisit || earlier.length === 0) return alone;
  const own = alone.hits[0];
  const namesItsTopic =
    (own?.phraseMatched === true && own.ownPhraseSpecificity >= OWN_SUBJECT_PHRASE) ||
    (own?.ownWordSpecificity ?? 0) >= OWN_SUBJECT_WORD;
  if (alone.dental && namesItsTopic) return alone;
  const asked = withoutGreeting(question);
  // Worked out once, and for a question that is not dental only when it is needed.
  let subject: Subject | null | undefined;
  const subjectOfEarlier = () => (subject === undefined ? (subject = subjectOf(earlier)) : subject);
  const subjectQuestions = () => subjectOfEarlier()?.questions ?? [];
  if (!alone.dental && !namesNoSubject(asked, subjectQuestions)) return alone;
  subject = subjectOfEarlier();
  if (subject === null) return alone;
  // Joined as sentences, so no phrase or red flag is read across two questions.
  const withSubject = [...subject.questions.map(withoutGreeting), asked].join(QUESTION_BREAK);
  const redFlag = dentalRedFlag(withSubject);
  return {
    question,
    // The urgent guidance the subject's own question raised has been shown already.
    redFlag: redFlag && redFlag.id !== subject.redFlag?.id ? redFlag : null,
    hits: retrieve(withSubject, RANKED_ENTRIES),
    dental: true,
    officeVisit: false,
    smallTalk: null,
    earlier: subject.questions,
  };
}

const QUESTION_BREAK = '. ';

interface Subject {
  /** The questions, oldest first, as they were asked. */
  questions: string[];
  /** The red flag the first of them raised. */
  redFlag: RedFlag | null;
}

/**
 * What a follow-up's subject is: the latest earlier question that is dental on its own, with the
 * follow-ups asked after it ("how long do they last", then "and do they hurt"); greetings, thanks
 * and blank ones are passed over. None when the conversation has moved on to something else since.
 */
function subjectOf(earlier: readonly string[]): Subject | null {
  const since: string[] = [];
  for (const question of [...earlier].reverse()) {
    if (question.trim() === '') continue;
    const analysis = analyzeAlone(question);
    if (analysis.dental) {
      return { questions: [question, ...since], redFlag: analysis.redFlag };
    }
    if (analysis.smallTalk) continue;
    if (!namesNoSubject(withoutGreeting(question))) return null;
    since.unshift(question);
  }
  return null;
}

function analyzeAlone(question: string): QuestionAnalysis {
  const talk = smallTalk(question);
  if (talk)
    return {
      question,
      redFlag: null,
      hits: [],
      dental: false,
      officeVisit: false,
      smallTalk: talk,
      earlier: [],
    };
  const asked = withoutGreeting(question);
  const redFlag = dentalRedFlag(asked);
  const hits = retrieve(asked, RANKED_ENTRIES);
  const dental = redFlag !== null || isDentalScope(asked, hits);
  return {
    question,
    redFlag,
    hits,
    dental,
    officeVisit: !dental && mayBeAboutAnOfficeVisit(asked),
    smallTalk: null,
    earlier: [],
  };
}

/**
 * The question's red flag, unless the emergency it describes is away from the mouth and face ("my
 * knee is swollen and i have a fever"). Trouble breathing always keeps its flag: whatever the
 * cause, the person is told to get emergency care.
 */
function dentalRedFlag(question: string): RedFlag | null {
  const flag = detectRedFlag(question);
  if (flag === null || flag.id === 'swelling-breathing') return flag;
  return awayFromTheMouth(question) ? null : flag;
}

/** Whether a question is about teeth, gums, the mouth or dental care. */
export function isDentalQuestion(question: string): boolean {
  return analyzeQuestion(question).dental;
}

/** The question's own words that an entry's text contains. */
function coveredTerms(hit: RetrievalHit): Set<string> {
  return new Set(hit.matchedTerms);
}

/**
 * An entry is quoted when its own title or keywords speak to the question, or its text matches
 * strongly; a word that only appears in passing in its text ("palate" in dentures) is not enough.
 */
function quotable(hit: RetrievalHit): boolean {
  return hit.topicalTerms.length > 0 || hit.score >= MIN_ENTRY_SCORE;
}

function selectAnswerEntries({ question, hits, redFlag }: QuestionAnalysis): KnowledgeEntry[] {
  const [best] = hits;
  const asked = withoutGreeting(question);
  if (!best || !quotable(best)) {
    // A visit's practical side matches no topic closely ("is there a lift"): the office topic
    // says where an office's details are.
    const office = KNOWLEDGE_BASE.find((entry) => entry.id === OFFICE_TOPIC);
    return !redFlag && office && mayBeAboutAnOfficeVisit(asked) ? [office] : [];
  }
  // With a red flag the urgent guidance must stay prominent, so one topic is enough.
  if (redFlag) return [best.entry];
  // A visit's own words say nothing of a treatment: "how can i contact you" is not about contact
  // sports. A question that matches a topic of care only by them opens with the office topic.
  const office = hits.find((hit) => hit.entry.id === OFFICE_TOPIC);
  if (office && !PRACTICAL_TOPICS.has(best.entry.id)) {
    const visit = visitTerms(asked);
    if (best.matchedTerms.every((term) => visit.has(term)) && mayBeAboutAnOfficeVisit(asked))
      return [office.entry];
  }
  // A second topic only for a second ask: one of its own phrases is in the question whole, and
  // its title or keywords speak to part of the question the first topic does not ("my gums
  // bleed and my teeth are sensitive to cold"). A word it shares only in passing is not enough:
  // "my toothbrush fell in the toilet" is not about a crown that fell out.
  const first = coveredTerms(best);
  const other = hits
    .slice(1)
    .find((hit) => hit.phraseMatched && hit.topicalTerms.some((term) => !first.has(term)));
  return other ? [best.entry, other.entry] : [best.entry];
}

function formatEntry(entry: KnowledgeEntry): string {
  return [
    `**${entry.title}**`,
    entry.answer,
    `**When to see a dentist:** ${entry.whenToSeeDentist}`,
  ].join('\n\n');
}

export interface OfflineAnswer {
  /** Plain text in the assistant's markup; the disclaimer is sent apart from it. */
  text: string;
  /** The red flag's urgent-care guidance that opens `text`, if any. */
  urgentGuidance: string | null;
  /** `text` without the urgent guidance, for when the guidance has already been shown. */
  body: string;
  /** Titles of the knowledge entries the answer drew on, the one it opens with first. */
  topics: string[];
  redFlag: RedFlag['id'] | null;
  dental: boolean;
}

/**
 * Answers from the offline knowledge base alone: urgent-care guidance first when a red flag is
 * present, then the best topic (and a second only when it adds to it), then the topics used.
 */
export function composeOfflineAnswer(
  question: string,
  analysis: QuestionAnalysis = analyzeQuestion(question),
): OfflineAnswer {
  const { redFlag, dental } = analysis;

  if (!dental) {
    const reply = analysis.smallTalk
      ? SMALL_TALK_REPLIES[analysis.smallTalk]
      : analysis.officeVisit
        ? VISIT_REPLY
        : OFF_TOPIC_REPLY;
    return {
      text: reply,
      urgentGuidance: null,
      body: reply,
      topics: [],
      redFlag: null,
      dental: false,
    };
  }

  const entries = selectAnswerEntries(analysis);
  const topics = entries.map((entry) => entry.title);
  const sections: string[] = [];
  if (entries.length > 0) {
    sections.push(...entries.map(formatEntry));
    if (entries.length > 1) sections.push(`Topics: ${topics.join(', ')}`);
  } else if (!redFlag) {
    sections.push(NO_MATCH_REPLY);
  }
  const body = sections.join('\n\n');

  return {
    text: redFlag ? [redFlag.guidance, body].filter(Boolean).join('\n\n') : body,
    urgentGuidance: redFlag?.guidance ?? null,
    body,
    topics,
    redFlag: redFlag?.id ?? null,
    dental: true,
  };
}

/** The page shows the disclaimer under every written answer, so the model must not write one. */
const NO_DISCLAIMER_NOTE =
  'The site shows its own disclaimer under your answer. Do not add a disclaimer, or a closing reminder that this is general information, yourself.';

export interface GroundingContext {
  /** Text for a system message placed after SAFETY_PREAMBLE. */
  context: string;
  topics: string[];
}

export interface GroundingOptions {
  /**
   * The red flag's urgent guidance is shown to the user before the model's answer, so the model
   * is told not to repeat it but to stay consistent with it.
   */
  urgentGuidanceShown?: boolean;
}

/** The most relevant knowledge entries (and any red flag) of an analysed question, for the model. */
export function groundingContext(
  { redFlag, hits, dental, officeVisit, smallTalk: talk }: QuestionAnalysis,
  { urgentGuidanceShown = false }: GroundingOptions = {},
): GroundingContext {
  const best = hits[0];
  const entries =
    dental && best && quotable(best)
      ? hits
          .filter((hit) => hit.score >= best.score * GROUNDING_ENTRY_RATIO)
          .map((hit) => hit.entry)
      : [];

  const blocks: string[] = [];
  if (redFlag && urgentGuidanceShown) {
    blocks.push(
      `URGENT: the question may describe an emergency (${redFlag.id}). The person has already been shown this urgent-care guidance, directly above your answer:\n\n${redFlag.guidance}\n\nDo not repeat it. Never contradict it or suggest waiting; add only brief, relevant general information.`,
    );
  } else if (redFlag) {
    blocks.push(
      `URGENT: the question may describe an emergency (${redFlag.id}). Start the answer with this guidance, in substance:\n\n${redFlag.guidance}`,
    );
  }
  if (entries.length > 0) {
    const notes = entries.map(
      (entry) =>
        `Topic: ${entry.title}\n\n${entry.answer}\n\nWhen to see a dentist: ${entry.whenToSeeDentist}`,
    );
    blocks.push(
      `Reference notes from the dental knowledge base, the most relevant first. Use them where relevant; they are general guidance, not facts about this person.\n\n${notes.join('\n\n---\n\n')}`,
    );
  } else if (dental) {
    blocks.push(
      'No reference notes matched this question closely. Answer from general dental knowledge, briefly, and suggest asking a dentist about the specifics.',
    );
  } else if (talk) {
    blocks.push(
      "This message is small talk (a greeting, thanks, or a question about you), not a question. Reply in a sentence or two, warmly: you are this site's dental assistant, and the person can ask about teeth, gums, the mouth or dental care, or find a dental office under Find Offices.",
    );
  } else if (officeVisit) {
    blocks.push(
      "This question does not name teeth or dental care, but it asks about a visit (opening hours, booking, parking, access or payment) and may be about a dental office. You cannot see any office's diary or details: if it is about a dental office, say that each office's page under Find Offices shows its phone number, website, hours and the insurance it accepts, and that the office can answer the rest. Otherwise, say briefly that you can only help with dental and oral-health topics.",
    );
  } else {
    blocks.push(
      'This question does not look like it is about teeth, gums, the mouth or dental care. Unless it clearly is, say briefly that you can only help with dental and oral-health topics and invite the person to rephrase a dental question.',
    );
  }

  blocks.push(NO_DISCLAIMER_NOTE);
  return { context: blocks.join('\n\n---\n\n'), topics: entries.map((entry) => entry.title) };
}

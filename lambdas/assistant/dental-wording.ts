import { KNOWLEDGE_BASE } from './knowledge-base';
import { loadEverydayDentalQuestions, loadOffTopicQuestions } from './knowledge/scope-examples';
import { countWording, exampleTermsOf, textTerms, wordingOf } from './retrieval';

/**
 * How much a question is worded like the questions patients ask about their teeth rather than
 * like the questions people ask about everything else: a naive Bayes log-likelihood ratio over
 * the question's words and pairs of neighbouring words, learned from the topics' titles, example
 * patient questions and everyday dental questions on one side and off-topic questions on the
 * other (see `knowledge/scope-examples.ts`).
 *
 * Above 0 the wording leans dental. A word with two senses counts as much as each side uses it:
 * "crown" leans dental, "crown molding" and "a paper crown for a party" do not, because the
 * off-topic questions use those words and pairs too. Words neither side uses say nothing.
 */
export function dentalWordingScore(question: string): number {
  const { dental, other } = getModel();
  let score = 0;
  for (const feature of wordingOf(textTerms(question))) {
    const inDental = dental.counts.get(feature) ?? 0;
    const inOther = other.counts.get(feature) ?? 0;
    if (inDental === 0 && inOther === 0) continue;
    score +=
      Math.log((inDental + SMOOTHING) / dental.denominator) -
      Math.log((inOther + SMOOTHING) / other.denominator);
  }
  return score;
}

/** Additive smoothing of the counts: a word one side never uses is not impossible there. */
const SMOOTHING = 0.1;

interface Side {
  counts: Map<string, number>;
  /** The side's total count plus the smoothing of every feature either side uses. */
  denominator: number;
}

let model: { dental: Side; other: Side } | undefined;

// Built on first use, like the retrieval index it shares its word processing with.
function getModel(): { dental: Side; other: Side } {
  if (model) return model;
  const everyday = loadEverydayDentalQuestions();
  const dental = countWording(
    KNOWLEDGE_BASE.flatMap((entry) => [
      textTerms(entry.title),
      ...exampleTermsOf(entry.id),
      ...(everyday[entry.id] ?? []).map(textTerms),
    ]),
  );
  const other = countWording(loadOffTopicQuestions().map(textTerms));
  const vocabulary = new Set([...dental.counts.keys(), ...other.counts.keys()]).size;
  model = {
    dental: { counts: dental.counts, denominator: dental.total + SMOOTHING * vocabulary },
    other: { counts: other.counts, denominator: other.total + SMOOTHING * vocabulary },
  };
  return model;
}

import { wordingBySideOf, wordingOddsOf } from './dental-wording';
import type { ExampleTerms, LearnedModels } from './knowledge/example-terms';
import { entryVocabularyOf, topicOddsOf } from './retrieval';

/**
 * Everything learned from the example questions' terms, as bundling writes it beside the chat
 * functions.
 */
export function learnFromExamples(terms: ExampleTerms): LearnedModels {
  return {
    odds: wordingOddsOf(terms),
    topics: topicOddsOf(terms),
    counts: wordingBySideOf(terms),
    entryVocabulary: entryVocabularyOf(terms),
  };
}

import {
  knownTerm,
  normalizeText,
  processTerm,
  type RetrievalHit,
  textTerms,
  usedTogether,
  vocabularyMatch,
  withinEdits,
} from './retrieval';

/**
 * Deciding whether a question is about teeth, gums, the mouth or dental care. The rule leans
 * towards answering: only questions that are clearly about something else are refused.
 *
 * - A word that only ever means something dental ("gums", "floss", "molar") makes a question
 *   dental, even misspelled ("flosing", "gingivitus").
 * - A word with a dental sense and an everyday one ("crown", "bridge", "filling", "brush",
 *   "plate") makes it dental unless the rest of the question uses words the knowledge base
 *   never uses ("a bridge loan", "crown royal whisky"): those words show the other sense.
 * - Without either, the question is dental only when it uses one of the knowledge base's own
 *   phrases whole, a phrase specific enough to belong to one topic ("sucks thumb", "lead
 *   apron", "the clot came out", "every 6 months"), no word the knowledge base never uses, and
 *   no word naming another part of the body or a general illness ("a head cold", "a fever").
 *   Retrieval scores alone never decide: they are relative, and "how much does a car cost"
 *   scores well against the costs topic, as "get rid of a head cold" does against sinus-related
 *   tooth pain.
 */

/**
 * How specific a phrase must be to make a question dental on its own: about one term that only
 * one entry uses (see `RetrievalHit.ownPhraseSpecificity`).
 */
const SPECIFIC_PHRASE = 0.65;

/**
 * Words about the rest of the body and general illness. Next to a dental word they are context
 * ("a cold and my upper teeth ache"); without one they show the question is about something else.
 */
const OTHER_HEALTH_WORDS = new Set(
  `
  cold colds flu influenza fever fevers cough coughing sneeze sneezing headache headaches migraine
  head stomach belly knee knees back leg legs arm arms foot feet hand hands eye eyes skin hair nails
  heart chest lungs throat sunburn rash cholesterol artery arteries weight diet covid allergy
  allergies asthma
  `
    .trim()
    .split(/\s+/),
);

/** Words (and phrases) that are dental in any question. */
const DENTAL_WORDS = [
  ...`
  tooth teeth toothache toothbrush toothbrushes toothpaste gums gumline gingiva gingivitis
  periodontitis periodontal periodontist dentist dental dentistry orthodontist orthodontic
  orthodontics orthodontia endodontist endodontic floss flossing flossed flosser mouthwash
  enamel dentin molar premolar incisor jaw jawbone tongue mouth oral cavity cavities caries
  tartar bruxism tmj tmd invisalign aligner denture veneer hygienist halitosis canker teething
  xerostomia saliva fluoride mouthguard nightguard palate sealant listerine waterpik novocaine
  lidocaine overbite underbite crossbite retainer braces gingival interdental drooling lip lips
  `
    .trim()
    .split(/\s+/),
  'root canal',
  'cold sore',
  'fever blister',
  'bad breath',
  'dry socket',
  'root planing',
  'gum shield',
];

/** Words (and phrases) with a dental sense and an everyday one. */
const DUAL_SENSE_WORDS = [
  ...`
  gum crown cap bridge plaque filling implant extraction pulled whitening whiten bleaching
  bleach sensitive sensitivity grinding grind clench clenching bite biting chew chewing breath
  cheek spit brush brushing bristles cleaning checkup xray abscess ulcer numb numbness
  anesthetic piercing pacifier dummy binky soother sugar soda candy sweets smile chipped
  cracked hygiene bracket wire tray splint scaling plate socket gauze sedation sedated rinse
  rinsing blister smelly bottle check scared afraid nervous anxious anxiety phobia
  `
    .trim()
    .split(/\s+/),
  'thumb sucking',
  'knocked out',
  'night guard',
  'mouth guard',
  'tap water',
];

const toPhrase = (text: string) => normalizeText(text).split(/\s+/);
const dentalPhrases = DENTAL_WORDS.map(toPhrase);
const dualSensePhrases = DUAL_SENSE_WORDS.map(toPhrase);

/**
 * Same word, a plural of it, or (from five letters) a likely misspelling of it. A word the
 * knowledge base itself uses is never taken for a misspelling ("months" is not "mouths").
 */
function sameWord(token: string, word: string): boolean {
  if (token === word || token === `${word}s` || token === `${word}es`) return true;
  if (word.length < 5 || token.length < 5 || token[0] !== word[0]) return false;
  const term = processTerm(token);
  if (term === null || knownTerm(term)) return false;
  const edits = word.length >= 8 ? 2 : 1;
  return withinEdits(token, word, edits) || withinEdits(token, `${word}s`, edits);
}

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    if (phrase.every((word, offset) => sameWord(tokens[start + offset] ?? '', word))) return true;
  }
  return false;
}

function words(question: string): string[] {
  return normalizeText(question)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface ScopeVocabulary {
  kind: 'dental' | 'dual-sense' | 'none';
  /** The processed terms of the dual-sense words found. */
  dualSenseTerms: string[];
}

/** The strongest dental vocabulary a question uses. */
export function scopeVocabulary(question: string): ScopeVocabulary {
  const tokens = words(question);
  if (dentalPhrases.some((phrase) => containsPhrase(tokens, phrase)))
    return { kind: 'dental', dualSenseTerms: [] };
  const found = dualSensePhrases.filter((phrase) => containsPhrase(tokens, phrase));
  return {
    kind: found.length > 0 ? 'dual-sense' : 'none',
    dualSenseTerms: [...new Set(found.flatMap((phrase) => textTerms(phrase.join(' '))))],
  };
}

/** Whether a question, with its retrieval matches, is about teeth, gums, the mouth or dental care. */
export function isDentalScope(question: string, hits: readonly RetrievalHit[]): boolean {
  const { kind, dualSenseTerms } = scopeVocabulary(question);
  if (kind === 'dental') return true;
  if (hits.length === 0) return false;
  const { terms, unknown } = vocabularyMatch(question);
  if (kind === 'dual-sense') {
    // The dental sense holds unless the question also uses words foreign to the knowledge base
    // that it never uses next to the word: "a bridge loan", "crown royal whisky" are about
    // something else, while "can I glue my crown back" is not (it says "crown" with "back").
    // A word about the rest of the body or an illness must also be one the knowledge base uses
    // with the word: "the crown of my head" is not dental, "can I glue my crown back" is.
    const health = words(question)
      .filter((word) => OTHER_HEALTH_WORDS.has(word))
      .flatMap((word) => processTerm(word) ?? []);
    if (!health.every((other) => dualSenseTerms.some((term) => usedTogether(term, other))))
      return false;
    if (unknown.length === 0) return true;
    // ...and at least as many of the question's other words as it has foreign ones must be words
    // the knowledge base uses with it ("a new filling station" has one of each but "station" and
    // "car" are two).
    const others = terms.filter((term) => !dualSenseTerms.includes(term));
    const withIt = others.filter((other) =>
      dualSenseTerms.some((term) => usedTogether(term, other)),
    );
    return withIt.length > 0 && withIt.length >= unknown.length;
  }
  return (
    unknown.length === 0 &&
    !words(question).some((word) => OTHER_HEALTH_WORDS.has(word)) &&
    hits.some((hit) => hit.ownPhraseSpecificity >= SPECIFIC_PHRASE)
  );
}

import { tokenize, type RetrievalHit } from './retrieval';

/**
 * Words that on their own make a question about the mouth. Checked before any
 * score, because retrieval scores are relative: "how much does a car cost"
 * scores highly against the costs topic without being a dental question.
 * Matched on unstemmed tokens (plus plural endings) because stemming merges
 * words such as "cleaning" (a dental visit) and "clean" (anything).
 */
const DENTAL_WORDS = [
  ...`
  tooth teeth toothache toothbrush toothpaste gums gumline gingiva gingivitis periodontitis
  periodontal periodontist dentist dental dentistry orthodontist orthodontic orthodontics
  endodontist endodontic floss flossing flossed mouthwash enamel dentin molar premolar incisor
  jaw jawbone tongue mouth oral cavity cavities caries tartar plaque bruxism tmj tmd invisalign
  aligner denture veneer hygienist halitosis canker teething xerostomia saliva fluoride
  mouthguard nightguard palate
  `
    .trim()
    .split(/\s+/),
  'root canal',
  'cold sore',
  'bad breath',
];

/**
 * Words that are dental in most questions here but have everyday meanings too
 * ("crown", "bridge", "filling", "chewing gum"); they count only when
 * retrieval also finds a reasonable match.
 */
const AMBIGUOUS_DENTAL_WORDS = [
  ...`
  gum braces crown cap bridge implant filling extraction pulled whitening bleaching whiten
  bleach sensitive sensitivity grinding grind clench clenching bite biting chew chewing breath
  lip cleaning checkup xray sealant retainer abscess ulcer numb novocaine anesthetic piercing
  pacifier sugar soda candy sweets smile chipped cracked hygiene
  `
    .trim()
    .split(/\s+/),
  'thumb sucking',
  'knocked out',
];

/** Below this a weak word's match is treated as coincidence. */
const AMBIGUOUS_WORD_MIN_SCORE = 20;

const dentalPhrases = DENTAL_WORDS.map(tokenize);
const ambiguousPhrases = AMBIGUOUS_DENTAL_WORDS.map(tokenize);

function sameWord(token: string | undefined, word: string): boolean {
  return token === word || token === `${word}s` || token === `${word}es`;
}

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    if (phrase.every((word, offset) => sameWord(tokens[start + offset], word))) return true;
  }
  return false;
}

function classifyVocabulary(question: string): 'dental' | 'ambiguous' | 'none' {
  const terms = tokenize(question);
  if (dentalPhrases.some((phrase) => containsPhrase(terms, phrase))) return 'dental';
  if (ambiguousPhrases.some((phrase) => containsPhrase(terms, phrase))) return 'ambiguous';
  return 'none';
}

/** Whether a question, with its retrieval matches, is about teeth, gums, the mouth or dental care. */
export function isDentalScope(question: string, hits: readonly RetrievalHit[]): boolean {
  const vocabulary = classifyVocabulary(question);
  if (vocabulary === 'dental') return true;
  if (vocabulary === 'ambiguous') return (hits[0]?.score ?? 0) >= AMBIGUOUS_WORD_MIN_SCORE;
  return false;
}

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

/**
 * Words (and phrases) that are dental in any question: the lay vocabulary of the mouth and of
 * dental care, as patients write it (parts of the mouth, products and brands, the professions,
 * procedures and appliances). Misspellings reach them through `sameWord`.
 */
const DENTAL_WORDS = [
  ...`
  tooth teeth toothache toothbrush toothbrushes toothpaste toothpick toothless toothy teethe
  teethed teething gums gumline gumboil gingiva gingivitis periodontitis periodontal
  periodontist periodontics pyorrhea dentist dentists dental dentistry denturist orthodontist
  orthodontic orthodontics orthodontia endodontist endodontic prosthodontist pedodontist
  hygienist floss flossing flossed flosser flossers mouthwash mouthful enamel dentin molar
  molars premolar bicuspid incisor cuspid jaw jawbone jawline tongue mouth mouths oral cavity
  cavities caries tartar calculus bruxism tmj tmd invisalign aligner aligners denture dentures
  veneer halitosis canker xerostomia saliva salivary drool drooling fluoride mouthguard
  nightguard palate sealant listerine waterpik sonicare sensodyne colgate fixodent polident
  efferdent whitestrips novocaine lidocaine overbite underbite crossbite overjet malocclusion
  retainer braces gingival interdental lip lips chompers frenulum frenum amalgam dentition
  leukoplakia stomatitis uvula nitrous gumshield
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
  'pearly whites',
  'oral b',
  'laughing gas',
  'false teeth',
  'wisdom teeth',
  'scale and polish',
  'train tracks',
  'oil pulling',
];

/** Words (and phrases) with a dental sense and an everyday one. */
const DUAL_SENSE_WORDS = [
  ...`
  gum crown cap bridge plaque filling implant extraction pulled whitening whiten bleaching
  bleach sensitive sensitivity grinding grind clench clenching bite biting chew chewing breath
  cheek spit brush brushing bristles cleaning checkup xray abscess ulcer numb numbness
  anesthetic piercing pacifier dummy binky soother sugar soda candy sweets smile chipped
  cracked hygiene bracket wire tray splint scaling plate socket gauze sedation sedated rinse
  rinsing blister smelly bottle check scared afraid nervous anxious anxiety phobia drill paste
  gargle gargling swish swishing mint mints wobbly wiggly chomp thrush lisp ortho scope crest
  strips bonding injection shot gag swallow taste cheeks canine canines fang fangs zing
  twinge throbbing wisdom charcoal appointment appointments numbing numbed brushed chewed
  bitten clenched whitened bleached
  `
    .trim()
    .split(/\s+/),
  'thumb sucking',
  'knocked out',
  'night guard',
  'mouth guard',
  'tap water',
];

/**
 * Words that name another domain outright: money, vehicles and travel, cooking, the home and
 * clothes, devices, animals, weather and nature, entertainment and work. Next to a dual-sense
 * word and without any dental word, one of them shows the everyday sense ("a bridge loan", "a
 * new filling for the car", "crown royal whisky"). Words the knowledge base uses in a dental
 * sense (foods and drinks, sports, "bottle", "home") are not listed.
 */
const OTHER_DOMAIN_WORDS = new Set(
  `
  loan loans mortgage bank banks banking stock stocks shares tax taxes crypto bitcoin salary
  rent lease car cars truck engine tire tires tyre tyres windshield bike bicycle motorcycle boat
  ship plane airplane flight flights airport train bus subway taxi traffic highway road roads
  street parking hotel hotels vacation passport visa beach museum recipe recipes bake baking
  baked dough oven cook cooking fry frying roast stew soup salad pasta ravioli pie pastry sauce
  whisky whiskey vodka beer cocktail wall walls floor floors ceiling door doors window
  windows paint painting garden gardening lawn fence drain pipe faucet tile tiles carpet
  furniture sofa laundry jeans shirt dress shoes sneakers boots jacket phone iphone android
  laptop computer printer wifi internet dog dogs cat cats puppy kitten horse horses pet pets
  parrot hamster cow weather rain snow storm mountain ocean movie movies film song songs music
  novel poem essay chess concert netflix homework math resume
  `
    .trim()
    .split(/\s+/),
);

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

function termsOf(tokens: readonly string[], set: ReadonlySet<string>): string[] {
  return [
    ...new Set(tokens.filter((word) => set.has(word)).flatMap((word) => processTerm(word) ?? [])),
  ];
}

/** Whether a question, with its retrieval matches, is about teeth, gums, the mouth or dental care. */
export function isDentalScope(question: string, hits: readonly RetrievalHit[]): boolean {
  const { kind, dualSenseTerms } = scopeVocabulary(question);
  if (kind === 'dental') return true;
  if (hits.length === 0) return false;
  const tokens = words(question);
  const { terms, topical, unknown } = vocabularyMatch(question);
  const health = termsOf(tokens, OTHER_HEALTH_WORDS);
  const domain = tokens.filter((word) => OTHER_DOMAIN_WORDS.has(word));
  if (kind === 'dual-sense') {
    // A word about the rest of the body or an illness shows the other sense unless the knowledge
    // base uses it with the word ("the crown of my head" is not dental, "a cold and my upper
    // teeth ache" is); a word of another domain always does ("a bridge loan", "a new filling for
    // the car").
    const withWord = (other: string) =>
      dualSenseTerms.some((term) => term !== other && usedTogether(term, other));
    if (domain.length > 0 || !health.every(withWord)) return false;
    if (unknown.length === 0) return true;
    // Words the knowledge base never uses are weaker evidence (patients' slang, brand names):
    // the dental sense holds while the question's other words that the knowledge base uses next
    // to a dual-sense word of the question are at least as many, or, counting words that only
    // name a topic, more.
    const known = terms.filter((term) => !unknown.includes(term));
    const together = known.filter(withWord).length;
    const naming = known.filter(
      (term) => !withWord(term) && !dualSenseTerms.includes(term) && topical.includes(term),
    ).length;
    return (together > 0 && together >= unknown.length) || together + naming > unknown.length;
  }
  if (health.length > 0 || domain.length > 0) return false;
  return unknown.length === 0 && hits.some((hit) => hit.ownPhraseSpecificity >= SPECIFIC_PHRASE);
}

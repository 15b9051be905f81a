import MiniSearch from 'minisearch';
import { KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base';
import {
  type ExampleTerms,
  type Terms,
  loadExampleTerms,
  storedEntryVocabulary,
  storedTopicOdds,
  termsOfExamples,
} from './knowledge/example-terms';
import { topicLikelihoods, type TopicOdds, trainTopicOdds } from './topic-odds';

export type { KnowledgeEntry } from './knowledge-base';

export interface RetrievalHit {
  entry: KnowledgeEntry;
  /** MiniSearch BM25+ score: only comparable between hits of the same question. */
  score: number;
  /** The question's own (processed) terms that the entry matched. */
  matchedTerms: string[];
  /** The question contains one of the entry's multi-word phrases (its title or a keyword) whole. */
  phraseMatched: boolean;
  /**
   * How specific the entry's phrases found whole in the question are, counting only the
   * question's own words: the sum of their terms' specificity (1 for a term only one entry uses).
   */
  ownPhraseSpecificity: number;
  /**
   * How specific the most specific of the entry's one-word phrases (a keyword such as "bruxism")
   * in the question is, on the same scale: a question that names its topic by one word names it
   * as surely as by a phrase. Not counted as a phrase match, which needs two words.
   */
  ownWordSpecificity: number;
  /** The question's own terms that the entry's title or keywords use (not only its answer text). */
  topicalTerms: string[];
}

/**
 * Words that carry no topic on their own. Patients phrase questions
 * conversationally ("is it normal that my...", "what should I do if..."), so
 * question scaffolding is dropped along with ordinary function words.
 */
const STOP_WORDS = new Set(
  `
  a about above after again all also am an and any anyone anything are as at bad be been before
  being best both but by can cant could did didnt do does doesnt doing dont each even ever
  every for from get gets getting go going good got had has have having he hello help her here
  hers hi him his how i id if ill im in into is isnt it its ive just kind knew know like lot lots me
  might mine more most much must my myself need needs no normal not now of ok okay on one or rid
  other our ours please quite really she should so some something still such than thank thanks
  that the their them then there these they thing things think this those to too up us very
  versus vs want was wasnt way we were what whats when whens where wheres which while who whos
  why whys will with wont would yes hows thats theres heres
  you your youre yours
  `
    .trim()
    .split(/\s+/),
);

/** Irregular forms a suffix-stripper cannot reach (this is how "teeth" meets "tooth"). */
const IRREGULAR_FORMS: Readonly<Record<string, string>> = {
  teeth: 'tooth',
  children: 'child',
  kids: 'kid',
  mice: 'mouse',
  swollen: 'swell',
  bled: 'bleed',
  broke: 'broken',
  safety: 'safe',
  painful: 'pain',
  took: 'take',
  taken: 'take',
  lost: 'lose',
  ate: 'eat',
  eaten: 'eat',
  bitten: 'bite',
  fell: 'fall',
  fallen: 'fall',
  wore: 'wear',
  worn: 'wear',
  grew: 'grow',
  grown: 'grow',
  drank: 'drink',
  drunk: 'drink',
  paid: 'pay',
  felt: 'feel',
  froze: 'freeze',
  frozen: 'freeze',
  chose: 'choose',
  chosen: 'choose',
  woke: 'wake',
  slept: 'sleep',
  bought: 'buy',
  spent: 'spend',
  shown: 'show',
  hid: 'hide',
  hidden: 'hide',
  began: 'begin',
  begun: 'begin',
  wrote: 'write',
  gave: 'give',
  given: 'give',
  spat: 'spit',
  swam: 'swim',
  threw: 'throw',
  thrown: 'throw',
};

/** Words whose stem would mean something else ("teething" is not "teeth"). */
const KEPT_WHOLE = new Set(['teething']);

/**
 * Short dental words as patients often spell them by ear, too short for `correctSpelling` to
 * reach safely ("teef", "tung", "plak").
 */
const SPELLINGS_BY_EAR: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:teef|teefs|teath|teeths|tooths)\b/g, 'teeth'],
  [/\b(?:toof|tooh|tooph)\b/g, 'tooth'],
  [/\b(?:tung|tounge|tonge|toungue)\b/g, 'tongue'],
  [/\b(?:plak|plack|plac|plaq)\b/g, 'plaque'],
  [/\bdri socket/g, 'dry socket'],
];

/**
 * Compound words patients write in several ways; folded to one spelling before
 * tokenizing so "check-up", "check up" and "checkup" meet in the index.
 */
const COMPOUND_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bx[\s-]?rays?\b/g, 'xray'],
  [/\bcheck[\s-]?ups?\b/g, 'checkup'],
  [/\btooth[\s-]brush/g, 'toothbrush'],
  [/\btooth[\s-]paste/g, 'toothpaste'],
  [/\btooth[\s-]ache/g, 'toothache'],
  [/\bmouth[\s-]wash/g, 'mouthwash'],
  [/\bwater[\s-]?pik\b/g, 'waterpik'],
  // One word, so "cold" alone (a drink, a head cold) does not point at the blisters.
  [/\bcold[\s-]?sores?\b/g, 'coldsore'],
  [/\bfever[\s-]?blisters?\b/g, 'feverblister'],
  // "The hole where my tooth was", "the hole after my tooth was pulled": the socket, not decay.
  [
    /\bhole(?= (?:where|from|left|after)\b(?:(?! filling| crown)[^.?!,;]){0,30}?\b(?:tooth|teeth|one|wisdom)\b)/g,
    'socket',
  ],
  // "Cold" is a temperature unless it is named as an illness: "a head cold", "the common cold",
  // or "a cold" / "my cold" ending a phrase ("my teeth hurt when i have a cold", "since i got a
  // cold my top teeth ache"; not "a cold drink" or "a cold pack"). The illness gains a word of
  // its own.
  [/\b(head|chest|common|stinking|streaming|heavy|nasty|horrible|bad) cold\b/g, '$1 cold headcold'],
  [
    /\b(a|an|my|his|her|their|your|this) cold\b(?=\s*(?:$|[,.;:!?)]|(?:and|or|but|so|since|for|with|how|does|did|is|was|goes|went|my|now|last|that|again|every|all|when|then)\b))/g,
    '$1 cold headcold',
  ],
  // "Having one out", "had it pulled", "getting two taken out": a tooth taken out, said without
  // naming the tooth (not "getting it out of the car").
  [
    /\b(?:have|has|had|having|get|gets|getting|got|gotten)\s+(?:one|it|them|both|two|three|four|mine|these|those)\s+(?:(?:taken|pulled|yanked|removed|extracted|took)\s+)?(?:out|pulled|removed|extracted|yanked)\b(?!\s+of\b)/g,
    '$& extraction',
  ],
  // "Can they knock me out for it": put to sleep for treatment, not a knocked-out tooth.
  [/\bknock(?:s|ed|ing)? (?:me|you|him|her|them|us|people) out\b/g, 'put $1 asleep sedation'],
  // "My lower back" is the body's unless a tooth or a side follows ("my lower back one", "upper
  // back left").
  [
    /\b(lower|upper) back\b(?! (?:one|ones|tooth|teeth|molars?|left|right|gums?|jaw|wisdom|filling|crown)\b)/g,
    '$1 back spine',
  ],
  // "Ill" is mostly "i'll" typed without its apostrophe ("ill go tomorrow"); after a person or a
  // verb of being it is the illness ("can bad teeth make you ill", "i feel ill").
  [
    /\b(you|me|him|her|them|us|feel|feels|feeling|felt|get|gets|getting|got|be|been|being|am|is|are|was|were|very|really|seriously|make|makes|made|making|become|becomes|fall|falls|fell|look|looks|looking) ill\b/g,
    '$1 ill illness',
  ],
  // "Bad" is only a topic in "bad breath"; elsewhere ("is soda bad for my teeth") it is a modifier.
  [/\bbad breath\b/g, 'halitosis breath'],
  // Brand names patients use for the product itself.
  [/\b(?:sonicare|oral[\s-]?b)\b/g, 'electric toothbrush'],
  [/\blisterine\b/g, 'listerine mouthwash'],
  [/\bsensodyne\b/g, 'sensitive toothpaste'],
  [/\bwhitestrips\b/g, 'whitening strips'],
  [/\b(?:fixodent|polident|efferdent)\b/g, 'denture'],
  // Guards go the other way: split, so "what guard for hockey" meets "mouthguard".
  [/\bmouthguard/g, 'mouth guard'],
  [/\bnightguard/g, 'night guard'],
  // "Expecting" means pregnant only as "I'm expecting" or "expecting a baby"; "what should I
  // expect" is about what happens.
  [/\b(?:im|i am|were|we are|shes|she is|wife is|partner is) expecting\b/g, 'pregnant'],
  [/\bexpecting (?:a baby|twins)\b/g, 'pregnant'],
  // A colour "-ish" is the colour ("a greyish tooth", "yellowish stains").
  [/\b(yellow|brown|gray|black|pink|green|orange|purple)ish\b/g, '$1'],
  [/\bwhitish\b/g, 'white'],
  [/\breddish\b/g, 'red'],
  [/\bbluish\b/g, 'blue'],
  // The UK's A&E is the emergency room.
  [/\ba\s?&\s?e\b/g, 'emergency room'],
  // Parents describe children by age ("my 3 year old"); the topics say "child" or "baby".
  [
    /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)[\s-]?(?:months?|mos?)[\s-]?olds?\b/g,
    'baby',
  ],
  [
    /\b(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]?(?:years?|yrs?)[\s-]?olds?\b/g,
    'child',
  ],
  // ...or say the age on its own: "my daughter just turned 1", "my son is 3 and...".
  [
    /\b(son|daughter|kid|child|baby|toddler|boy|girl|grandson|granddaughter)(?: just)? (?:is|turned|turns) (?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:of|more|tooth|teeth|times?|days?|weeks?|months?|hours?))/g,
    '$1 child',
  ],
  // Older people are described by age too ("my 80 year old dad"); the topics say "older adult".
  [/\b(?:6[5-9]|[7-9]\d|1[01]\d)[\s-]?(?:years?|yrs?)[\s-]?olds?\b/g, 'elderly'],
];

/**
 * British spellings folded to American ones, so "colour" meets "color" and "anaesthetic" meets
 * "anesthetic" whichever the patient or the entry writes.
 */
const BRITISH_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(col|flav|od|behavi|fav|hum|lab|neighb|vap|harb|sav|tum)our/g, '$1or'],
  [/\b(p|orthop)aed/g, '$1ed'],
  [/\bgynaec/g, 'gynec'],
  [/\banae(sth|m)/g, 'ane$1'],
  [/\b(h|leuk)aem/g, '$1em'],
  [/\boe(dema|sophag)/g, 'e$1'],
  [/\bgrey(ish|er|est|ed|ing|s)?\b/g, 'gray$1'],
  [/\b(cent|fib|lit|theat)re\b/g, '$1er'],
  [/\b(cent|fib|lit|theat)res\b/g, '$1ers'],
  [/\b(cent|fib|lit|theat)red\b/g, '$1ered'],
  [/\bjewellery\b/g, 'jewelry'],
  [/\baluminium\b/g, 'aluminum'],
  [/\bprogramme(s?)\b/g, 'program$1'],
  [/\bpractis(e|es|ed|ing)\b/g, 'practic$1'],
  [/\bmum(s?)\b/g, 'mom$1'],
  [/\bmumm(y|ies)\b/g, 'momm$1'],
  [
    /\b(de)?(sensit|steril|special|organ|real|recogn|minim|apolog|moistur|custom|anesthet|remineral|demineral|fluorid|neutral|priorit|visual|categor)is(e|es|ed|ing|ation|ations|er|ers|able)\b/g,
    '$1$2iz$3',
  ],
];

const SPELLINGS = [...BRITISH_SPELLINGS, ...SPELLINGS_BY_EAR, ...COMPOUND_SPELLINGS];
const ANY_SPELLING = new RegExp(SPELLINGS.map(([pattern]) => pattern.source).join('|'));

/** One question is normalized many times over (scope, retrieval, the wording checks). */
const normalizedTexts = new Map<string, string>();
const MAX_NORMALIZED_TEXTS = 1000;

export function normalizeText(text: string): string {
  const known = normalizedTexts.get(text);
  if (known !== undefined) return known;
  const result = normalizeUncached(text);
  if (normalizedTexts.size >= MAX_NORMALIZED_TEXTS) normalizedTexts.clear();
  normalizedTexts.set(text, result);
  return result;
}

function normalizeUncached(text: string): string {
  let normalized = text
    .toLowerCase()
    // Strip accents so "Sjögren" and "Sjogren" match.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    // Possessives carry no meaning here ("my son's tooth").
    .replace(/'s\b/g, '')
    // Contractions become single stop words ("don't" -> "dont").
    .replace(/'/g, '');
  // Most text has none of these spellings, and one scan for any of them costs less than one per
  // spelling; when none is there, no replacement can make another appear.
  if (ANY_SPELLING.test(normalized)) {
    for (const [pattern, replacement] of SPELLINGS) {
      normalized = normalized.replace(pattern, replacement);
    }
  }
  // Small counts are written both ways ("every 6 months", "every six months"); one-digit numbers
  // would otherwise be too short to search for.
  return normalized.replace(
    /\b([1-9]|1[0-2])\b/g,
    (digits) => NUMBER_WORDS[Number(digits)] ?? digits,
  );
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

function undoubleConsonant(word: string): string {
  const last = word.at(-1);
  if (last !== undefined && word.at(-2) === last && !'aeioulsz'.includes(last)) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * A deliberately light English stemmer: plurals, -ing, -ed and a final -e.
 * Dental vocabulary is small and full of Latin plurals, so a full Porter
 * stemmer would over-merge terms (e.g. "caries" and "care"); this keeps
 * "bleeding/bleeds/bleed" together without that risk. Applied identically
 * to the index and to queries.
 */
export function stem(word: string): string {
  if (KEPT_WHOLE.has(word)) return word;
  const irregular = IRREGULAR_FORMS[word];
  if (irregular !== undefined) return stripSuffixes(irregular);
  const stripped = stripSuffixes(word);
  // Catches forms that only become irregular once stripped, e.g. a typed "bleding".
  const lateIrregular = IRREGULAR_FORMS[stripped];
  return lateIrregular === undefined ? stripped : stripSuffixes(lateIrregular);
}

function stripSuffixes(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;

  let stemmed = word;
  if (stemmed.endsWith('ies') && stemmed.length > 4) {
    stemmed = `${stemmed.slice(0, -3)}y`;
  } else if (stemmed.endsWith('sses')) {
    stemmed = stemmed.slice(0, -2);
  } else if (/(?:ches|shes|xes|zes)$/.test(stemmed)) {
    stemmed = stemmed.slice(0, -2);
  } else if (stemmed.endsWith('s') && !/(?:ss|us|is)$/.test(stemmed)) {
    stemmed = stemmed.slice(0, -1);
  }

  if (stemmed.endsWith('ivity')) {
    stemmed = stemmed.slice(0, -3);
  } else if (
    stemmed.endsWith('ing') &&
    stemmed.length >= 6 &&
    /[aeiouy]/.test(stemmed.slice(0, -3))
  ) {
    stemmed = undoubleConsonant(stemmed.slice(0, -3));
  } else if (
    stemmed.endsWith('ed') &&
    stemmed.length >= 6 &&
    /[aeiouy]/.test(stemmed.slice(0, -2))
  ) {
    stemmed = undoubleConsonant(stemmed.slice(0, -2));
  }

  if (stemmed.endsWith('e') && stemmed.length >= 4) {
    stemmed = stemmed.slice(0, -1);
  }
  return stemmed;
}

/** Index-time and query-time term processing; null drops the token. */
export function processTerm(token: string): string | null {
  if (token.length < 2 || STOP_WORDS.has(token)) return null;
  let term = stems.get(token);
  if (term === undefined) {
    term = stem(token);
    remember(stems, token, term, MAX_STEMS);
  }
  return term;
}

const stems = new Map<string, string>();
/** The examples alone use some twenty thousand words; a visitor can type any word. */
const MAX_STEMS = 50_000;

/** The processed terms of a piece of text, in order, without stop words. */
export function textTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term !== null) terms.push(term);
  }
  return terms;
}

/**
 * The small words a text's terms leave out, alone and with the word on either side, as features
 * of their own for the topic odds (see `topicOddsOf`) and the wording odds: they name no topic,
 * but they say what a question asks. "How much is a check-up" asks a price, "before or after
 * breakfast" when to brush, "too hard" whether the brushing does harm, "do you" something of
 * the practice.
 */
export function cueWords(text: string): string[] {
  const tokens = tokenize(text);
  const cues = new Set(tokens.filter((token) => STOP_WORDS.has(token)));
  for (let at = 0; at + 1 < tokens.length; at += 1) {
    const [word, next] = [tokens[at] as string, tokens[at + 1] as string];
    if (STOP_WORDS.has(word) || STOP_WORDS.has(next)) cues.add(`${word} ${next}`);
  }
  return [...cues].map((cue) => `${CUE_MARK}${cue}`);
}
/** Marks a cue word apart from the terms, which never contain it. */
const CUE_MARK = '#';

/** Each example's terms followed by its cue words, given in the same order. */
export function withCueWords(terms: Terms = [], cues: Terms = []): string[][] {
  return terms.map((example, at) => [...example, ...(cues[at] ?? [])]);
}

/**
 * Groups of words patients and professionals use for the same thing. When a
 * question contains any member, the other members are added to the query
 * (at reduced weight), so "bruxism" finds the grinding topic and "my kid"
 * finds the children's topic. Members may be phrases.
 */
const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['gum', 'gums', 'gingiva', 'gingival'],
  ['cavity', 'caries', 'decay', 'hole', 'rot', 'rotten'],
  ['braces', 'orthodontics', 'orthodontic', 'orthodontist', 'brackets'],
  ['aligners', 'invisalign', 'clear trays', 'invisible braces'],
  ['grinding', 'grind', 'bruxism', 'clenching', 'clench', 'gnashing'],
  ['whitening', 'whiten', 'bleaching', 'bleach', 'whiter'],
  ['root canal', 'endodontic', 'endodontist', 'nerve treatment'],
  ['pulled', 'extraction', 'extract', 'removal', 'taken out', 'tooth out'],
  ['kid', 'child', 'toddler', 'baby', 'infant', 'little one'],
  ['bad breath', 'halitosis', 'breath smells', 'mouth odor', 'stinky breath'],
  ['hurts', 'pain', 'ache', 'aching', 'sore', 'painful'],
  ['toothache', 'tooth ache', 'tooth pain', 'tooth aching', 'tooth throbbing', 'sore tooth'],
  ['sensitive', 'sensitivity', 'zing', 'twinge'],
  ['swollen', 'swelling', 'puffy'],
  ['bleeding', 'blood'],
  ['xray', 'radiograph', 'radiation'],
  ['cleaning', 'hygiene visit', 'prophylaxis', 'scale and polish'],
  ['checkup', 'exam', 'examination', 'recall visit'],
  ['dentures', 'false teeth', 'plate'],
  ['crown', 'cap'],
  ['filling', 'restoration'],
  ['mouth guard', 'sports guard', 'gum shield'],
  ['night guard', 'occlusal guard', 'bite splint', 'night splint'],
  ['numbing', 'numb', 'anesthetic', 'anaesthetic', 'novocaine', 'lidocaine', 'injection', 'jab'],
  ['scared', 'afraid', 'fear', 'nervous', 'anxious', 'anxiety', 'phobia', 'terrified'],
  ['cost', 'price', 'expensive', 'afford', 'cheap', 'fee'],
  ['insurance', 'coverage', 'insured'],
  ['pregnant', 'pregnancy'],
  ['smoking', 'cigarette', 'vape', 'vaping', 'tobacco', 'nicotine'],
  ['diabetes', 'diabetic', 'blood sugar'],
  ['jaw joint', 'tmj', 'tmd', 'temporomandibular'],
  ['chipped', 'chip', 'broken', 'snapped'],
  ['cracked', 'crack', 'fracture', 'fractured', 'split'],
  ['knocked out', 'avulsed', 'avulsion'],
  ['canker sore', 'mouth ulcer', 'ulcer', 'aphthous'],
  ['coldsore', 'feverblister', 'herpes'],
  ['dry mouth', 'xerostomia', 'cotton mouth'],
  ['saliva', 'spit'],
  ['wisdom teeth', 'third molars'],
  ['stain', 'stained', 'discolored', 'discoloration'],
  ['erosion', 'acid', 'acidic'],
  ['receding', 'recession', 'pulling back'],
  ['deep cleaning', 'scaling', 'root planing', 'srp'],
  ['abscess', 'pus', 'gum boil'],
  ['sinus', 'sinusitis', 'congestion'],
  ['water flosser', 'waterpik', 'oral irrigator'],
  ['elderly', 'senior', 'older adult', 'aging', 'grandparent'],
  ['mouthwash', 'mouth rinse'],
  ['emergency', 'urgent'],
  ['piercing', 'pierced', 'tongue ring'],
  ['thumb sucking', 'pacifier', 'binky', 'dummy'],
];

/**
 * One-way synonyms: the phrase implies the terms, but not the reverse. Every
 * question mentions "dentist", and expanding that to "office" would pull
 * unrelated questions toward the topic about choosing an office.
 */
const ONE_WAY_SYNONYMS: ReadonlyArray<readonly [phrase: string, implies: readonly string[]]> = [
  ['dental office', ['dentist']],
  ['dental clinic', ['dentist']],
  ['dental practice', ['dentist']],
];

/**
 * Words that say who a question is about rather than what: "is juice bad for my kid's teeth" is
 * about sugar, "brown spots on my kid's teeth" about decay. They count for less, so the children's
 * topics open the answer only when nothing else in the question names a topic.
 */
const WHO_WORDS = new Set(
  'kid child toddler baby infant son daughter teen teenager'
    .split(' ')
    .flatMap((word) => processTerm(word) ?? []),
);
const WHO_WEIGHT = 0.5;

/** Expansion terms count for less than the patient's own words. */
const SYNONYM_WEIGHT = 0.3;
/** Shorter words are too easy to confuse ("last" and "lost"), so typos are forgiven from five letters. */
const FUZZY_MIN_LENGTH = 5;

// A phrase that loses a word to the stop list would match more than it says ("little one" is
// not "little"), so such members are left out.
const synonymGroupTerms: ReadonlyArray<ReadonlyArray<readonly string[]>> = SYNONYM_GROUPS.map(
  (group) =>
    group
      .map((member) => ({ terms: textTerms(member), words: tokenize(member).length }))
      .filter(({ terms, words }) => terms.length > 0 && terms.length === words)
      .map(({ terms }) => terms),
);

const oneWaySynonymTerms = ONE_WAY_SYNONYMS.map(
  ([phrase, implies]) => [textTerms(phrase), implies.flatMap(textTerms)] as const,
);

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

export interface AnalyzedQuery {
  /** The question's own processed terms (deduplicated). */
  terms: string[];
  /** Synonym terms not already present in the question. */
  expansions: string[];
  /**
   * How much each expansion counts, relative to the question's own words: at most
   * SYNONYM_WEIGHT, shared by the members of one synonym group.
   */
  expansionWeights: Map<string, number>;
}

export function analyzeQuery(question: string): AnalyzedQuery {
  const ordered = textTerms(question).map(correctSpelling);
  const terms = [...new Set(ordered)];
  const own = new Set(terms);
  const expansions = new Set<string>();
  // A group stands for one word of the question, so its members share one synonym's weight:
  // "kids" adds five ways of saying "child", which must not outweigh the question's own words.
  const groupWeights = new Map<string, number>();
  for (const group of synonymGroupTerms) {
    if (!group.some((member) => containsSequence(ordered, member))) continue;
    const added = [...new Set(group.flat())].filter((term) => !own.has(term));
    for (const term of added) {
      expansions.add(term);
      groupWeights.set(
        term,
        Math.max(groupWeights.get(term) ?? 0, SYNONYM_WEIGHT / Math.sqrt(added.length)),
      );
    }
  }
  for (const [phrase, implied] of oneWaySynonymTerms) {
    if (!containsSequence(ordered, phrase)) continue;
    for (const term of implied) {
      if (!own.has(term)) expansions.add(term);
    }
  }
  const expansionWeights = new Map<string, number>(
    [...expansions].map((term) => [term, groupWeights.get(term) ?? SYNONYM_WEIGHT]),
  );
  return { terms, expansions: [...expansions], expansionWeights };
}

/** An entry as MiniSearch indexes it: each field is its processed terms, joined by spaces. */
interface IndexedEntry {
  id: string;
  title: string;
  keywords: string;
  answer: string;
  phrasings: string;
}

/**
 * What re-ranking needs to know about an entry: its phrases (title and keywords) and the
 * passages of its text (title, each keyword, each sentence of the answer), as processed terms.
 */
interface EntryProfile {
  entry: KnowledgeEntry;
  /** Where each term stands in each passage, for the passages looked at so far. */
  passagePositions: Array<Map<string, number[]> | undefined>;
  /** For each term, the passages that use it; worked out the first time it is needed. */
  termPassages?: Map<string, number[]>;
  /** Every term of the title and keywords, and of the whole entry. */
  topicalTerms: Set<string>;
  allTerms: Set<string>;
  phrases: string[][];
  passages: ReadonlyArray<readonly string[]>;
  /** The terms of each of the entry's example patient questions. */
  examples: ReadonlyArray<readonly string[]>;
  /**
   * Its phrases and example questions as sets of terms, each with its summed specificity: the
   * neighbours a question is compared with (see `nearestExample`); worked out the first time the
   * entry is a candidate.
   */
  neighbours?: Array<{ terms: ReadonlySet<string>; weight: number }>;
  /**
   * How often its phrases and example questions use each term and pair of neighbouring terms;
   * counted the first time the entry is a candidate (see `wordingOfEntry`).
   */
  wording?: WordingCounts;
}

interface SearchIndex {
  search: MiniSearch<IndexedEntry>;
  profiles: Map<string, EntryProfile>;
  /** How specific a term is to few entries: ln(1 + entries / entries containing it). */
  idf: (term: string) => number;
  maxIdf: number;
  /** How many entries use each term. */
  documentFrequency: Map<string, number>;
  /** The terms of the entries' own titles, keywords and answers: what spelling is corrected to. */
  ownTerms: Set<string>;
  /** How many example questions use each term. */
  exampleUses: Map<string, number>;
  /** How many different terms and pairs the entries' phrases and example questions use. */
  wordingVocabulary: number;
  topicOdds: TopicOdds;
}

let index: SearchIndex | undefined;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
}

// Built on first use so a cold start that never retrieves pays nothing; after
// that every query reuses the same in-memory index.
function getIndex(): SearchIndex {
  if (index) return index;
  const exampleTerms = loadExampleTerms(textTerms);
  const { phrasings } = exampleTerms;
  const phrasingsOf = (entry: KnowledgeEntry) => phrasings[entry.id] ?? [];
  const search = new MiniSearch<IndexedEntry>({
    fields: ['title', 'keywords', 'answer', 'phrasings'],
    // The fields are given as terms already, as the queries are (see `retrieve`).
    tokenize: (terms) => (terms === '' ? [] : terms.split(' ')),
    processTerm: (term) => term,
  });
  const joined = (text: string) => textTerms(text).join(' ');
  search.addAll(
    KNOWLEDGE_BASE.map((entry) => ({
      id: entry.id,
      title: joined(entry.title),
      keywords: joined(entry.keywords.join(' ; ')),
      answer: joined(entry.answer),
      phrasings: phrasingsOf(entry)
        .map((terms) => terms.join(' '))
        .join(' '),
    })),
  );
  const profiles = new Map<string, EntryProfile>();
  const documentFrequency = new Map<string, number>();
  const ownTerms = new Set<string>();
  const exampleUses = new Map<string, number>();
  for (const entry of KNOWLEDGE_BASE) {
    const phrases = phrasesOf(entry);
    const examples = phrasingsOf(entry);
    const answerSentences = sentences(entry.answer).map(textTerms);
    const passages = [...phrases, ...answerSentences, ...examples];
    const allTerms = new Set(passages.flat());
    profiles.set(entry.id, {
      entry,
      examples,
      passagePositions: [],
      phrases,
      passages,
      topicalTerms: new Set(phrases.flat()),
      allTerms,
    });
    for (const term of allTerms) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    for (const terms of [...phrases, ...answerSentences]) {
      for (const term of terms) ownTerms.add(term);
    }
    for (const example of examples) {
      for (const term of new Set(example)) exampleUses.set(term, (exampleUses.get(term) ?? 0) + 1);
    }
  }
  const entries = KNOWLEDGE_BASE.length;
  const idf = (term: string) => Math.log(1 + entries / (documentFrequency.get(term) ?? 0.5));
  const wordingVocabulary = storedEntryVocabulary(textTerms) ?? entryVocabularyOf(exampleTerms);
  index = {
    search,
    profiles,
    idf,
    maxIdf: idf('\u0000'),
    documentFrequency,
    ownTerms,
    exampleUses,
    wordingVocabulary,
    topicOdds: storedTopicOdds(textTerms) ?? topicOddsOf(exampleTerms),
  };
  return index;
}

/**
 * How many different terms and pairs of neighbouring terms the entries' phrases (title and
 * keywords) and example patient questions use, as bundling writes it.
 */
export function entryVocabularyOf({ phrasings }: ExampleTerms): number {
  const features = new Set<string>();
  for (const entry of KNOWLEDGE_BASE) {
    for (const terms of [...phrasesOf(entry), ...(phrasings[entry.id] ?? [])])
      for (const feature of wordingOf(terms)) features.add(feature);
  }
  return features.size;
}

/** The terms of an entry's title and of each of its keywords. */
function phrasesOf(entry: KnowledgeEntry): string[][] {
  return [entry.title, ...entry.keywords].map(textTerms).filter((terms) => terms.length > 0);
}

/** An entry's wording counts, counted on first use: a question has a dozen candidates. */
function wordingOfEntry(profile: EntryProfile): WordingCounts {
  profile.wording ??= countWording([...profile.phrases, ...profile.examples]);
  return profile.wording;
}

/**
 * The topic odds (see topic-odds.ts), as bundling writes them: learned from each topic's title,
 * keywords, example patient questions and everyday dental questions, with the off-topic examples
 * as one more class. Both sides weigh the same, however many examples each has. Each example is
 * its terms and its cue words (see `cueWords`), given in the same order as the terms.
 */
export function topicOddsOf(
  terms: ExampleTerms,
  cues: ExampleTerms = termsOfExamples(cueWords),
): TopicOdds {
  const topics = KNOWLEDGE_BASE.map((entry) => ({
    topic: entry.id,
    examples: [
      ...[entry.title, ...entry.keywords].map(topicFeatures),
      ...withCueWords(terms.phrasings[entry.id], cues.phrasings[entry.id]),
      ...withCueWords(terms.everyday[entry.id], cues.everyday[entry.id]),
    ].filter((features) => features.length > 0),
  }));
  const offTopic = withCueWords(terms.offTopic, cues.offTopic);
  const dental = topics.reduce((sum, { examples }) => sum + examples.length, 0);
  const all = dental + offTopic.length;
  return trainTopicOdds([
    ...topics.map((topic) => ({ ...topic, weight: all / (2 * Math.max(dental, 1)) })),
    { topic: OFF_TOPIC, examples: offTopic, weight: all / (2 * Math.max(offTopic.length, 1)) },
  ]);
}

/** What the topic odds read of a text: its terms and its cue words. */
function topicFeatures(text: string): string[] {
  return [...textTerms(text), ...cueWords(text)];
}

/** The topic odds' class of the off-topic examples (no topic has this id). */
const OFF_TOPIC = 'off-topic';

/**
 * How much more likely the topic odds make it that a question is about one of the topics than
 * off-topic, as log-odds. Unlike the wording odds (see `wordingOdds` in dental-wording.ts), which
 * weigh words and pairs of words for one side against the other, they learn each topic's words
 * against every other topic's as well as against everything else's.
 */
export function topicDentalOdds(
  text: string,
  counts: (term: string) => boolean = () => true,
): number {
  const likelihoods = topicLikelihoods(getIndex().topicOdds, [
    ...textTerms(text).filter(counts),
    ...cueWords(text),
  ]);
  const off = likelihoods.get(OFF_TOPIC);
  if (off === undefined) return 0;
  return Math.log((1 - off + 1e-9) / (off + 1e-9));
}

/**
 * A text's terms and pairs of neighbouring terms, each once: what its wording is made of. Cue
 * words (see `cueWords`), which follow the terms, count alone.
 */
export function wordingOf(terms: readonly string[]): string[] {
  const features = new Set(terms);
  for (let i = 0; i + 1 < terms.length; i += 1) {
    const next = terms[i + 1] as string;
    if (!next.startsWith(CUE_MARK)) features.add(`${terms[i]} ${next}`);
  }
  return [...features];
}

export interface WordingCounts {
  /** How many of the texts use each term or pair. */
  counts: Map<string, number>;
  /** The sum of the counts. */
  total: number;
}

/** The wording of some texts, each given as its terms, counted (see `wordingOf`). */
export function countWording(texts: ReadonlyArray<readonly string[]>): WordingCounts {
  const counts = new Map<string, number>();
  let total = 0;
  const count = (feature: string) => {
    counts.set(feature, (counts.get(feature) ?? 0) + 1);
    total += 1;
  };
  // As `wordingOf` counts each feature once per text, without building each text's list: these
  // are some 40,000 texts on a cold start.
  for (const terms of texts) {
    for (let i = 0; i < terms.length; i += 1) {
      const term = terms[i]!;
      if (terms.indexOf(term) === i) count(term);
      if (i + 1 < terms.length && !pairedBefore(terms, i)) count(`${term} ${terms[i + 1]}`);
    }
  }
  return { counts, total };
}

/** Whether the pair of terms at `at` and the next stands earlier in the text too. */
function pairedBefore(terms: readonly string[], at: number): boolean {
  for (let i = 0; i < at; i += 1)
    if (terms[i] === terms[at] && terms[i + 1] === terms[at + 1]) return true;
  return false;
}

/** Additive smoothing of the wording counts: a word an entry's questions never use is not impossible there. */
const WORDING_SMOOTHING = 0.5;

/**
 * How likely each candidate is to be the topic, judged only by how its phrases and example
 * patient questions are worded (naive Bayes over terms and pairs of neighbouring terms), as
 * shares of 1 across the candidates. It sees how a topic is asked about as a whole, where
 * `nearestExample` sees its single closest question.
 */
function wordingShares(
  candidates: ReadonlyArray<{ profile: EntryProfile }>,
  terms: readonly string[],
  vocabulary: number,
): number[] {
  const features = wordingOf(terms);
  const logs = candidates.map(({ profile }) => {
    const { counts, total } = wordingOfEntry(profile);
    const denominator = total + WORDING_SMOOTHING * vocabulary;
    let sum = 0;
    for (const feature of features) {
      sum += Math.log(((counts.get(feature) ?? 0) + WORDING_SMOOTHING) / denominator);
    }
    return sum;
  });
  const best = Math.max(...logs);
  const likelihoods = logs.map((value) => Math.exp(value - best));
  const sum = likelihoods.reduce((a, b) => a + b, 0);
  return likelihoods.map((value) => value / sum);
}

/** The positions of each term in a list of terms. */
function positions(terms: readonly string[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  terms.forEach((term, position) => {
    const list = found.get(term);
    if (list) list.push(position);
    else found.set(term, [position]);
  });
  return found;
}

/** Two terms this close in a question are read together ("cold drinks", "pulled tooth hurts"). */
const QUESTION_WINDOW = 3;
/** ...and count as used together in an entry when they are this close in one passage. */
const PASSAGE_WINDOW = 4;
/**
 * How much re-ranking adds, relative to the best retrieval score of the question: for the
 * entry's phrases found whole in the question, for pairs of question terms it uses together,
 * and for how much of the question (weighted by specificity) its title and keywords cover.
 */
const PHRASE_WEIGHT = 0.3;
const CONTEXT_WEIGHT = 0.3;
const COVERAGE_WEIGHT = 0.8;
/**
 * ...and for the entry's closest single phrase or example patient question (the question's
 * nearest neighbour among the ways the topic is asked about, see `nearestExample`).
 */
const EXAMPLE_WEIGHT = 0.5;
/** ...and for how likely the wording of its example questions makes it (see `wordingShares`). */
const WORDING_WEIGHT = 1;
/** ...and for how likely the topic odds make it (see topic-odds.ts). */
const TOPIC_ODDS_WEIGHT = 2;
/** A question term found only in an entry's answer text counts this much towards its coverage. */
const ANSWER_COVERAGE = 0.5;
/** How much the example patient questions count in the search, against 1 for the answer text. */
const PHRASINGS_BOOST = 1.5;
/** Candidates re-ranked per question. */
const CANDIDATES = 12;

/** Pairs of the question's own terms that stand near each other in it. */
function questionPairs(ordered: readonly string[]): Array<readonly [string, string]> {
  const pairs = new Map<string, readonly [string, string]>();
  for (let i = 0; i < ordered.length; i += 1) {
    for (let j = i + 1; j < ordered.length && j - i <= QUESTION_WINDOW; j += 1) {
      const a = ordered[i] as string;
      const b = ordered[j] as string;
      if (a === b) continue;
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      if (!pairs.has(key)) pairs.set(key, a < b ? [a, b] : [b, a]);
    }
  }
  return [...pairs.values()];
}

function passagesOfTerms(passages: ReadonlyArray<readonly string[]>): Map<string, number[]> {
  const found = new Map<string, number[]>();
  passages.forEach((terms, at) => {
    for (const term of new Set(terms)) {
      const list = found.get(term);
      if (list) list.push(at);
      else found.set(term, [at]);
    }
  });
  return found;
}

/** Where a passage of the entry uses each term; worked out when first needed, then kept. */
function passagePositions(
  profile: EntryProfile,
  at: number,
): ReadonlyMap<string, number[]> | undefined {
  const passage = profile.passages[at];
  if (passage === undefined) return undefined;
  let found = profile.passagePositions[at];
  if (!found) {
    found = positions(passage);
    profile.passagePositions[at] = found;
  }
  return found;
}

/** Whether one of the entry's passages uses the two terms near each other. */
function usedNear(profile: EntryProfile, a: string, b: string): boolean {
  profile.termPassages ??= passagesOfTerms(profile.passages);
  const withA = profile.termPassages.get(a);
  const withB = profile.termPassages.get(b);
  if (!withA || !withB) return false;
  const [fewer, other] = withA.length <= withB.length ? [withA, b] : [withB, a];
  return fewer.some((at) => {
    const passage = passagePositions(profile, at);
    return passage !== undefined && passage.has(other) && nearInPassage(passage, a, b);
  });
}

function nearInPassage(at: ReadonlyMap<string, number[]>, a: string, b: string): boolean {
  const as = at.get(a);
  const bs = at.get(b);
  if (!as || !bs) return false;
  return as.some((i) => bs.some((j) => Math.abs(i - j) <= PASSAGE_WINDOW));
}

/**
 * Context evidence: how much of the question the entry uses in the same way. An entry's phrase
 * (its title or a keyword) whose terms all appear in the question counts by the specificity of
 * its terms; a pair of terms that stand together in the question and also stand together in one
 * of the entry's passages counts by theirs. This is what tells "cold drinks" (temperature) from
 * "head cold" (the illness) and "crown on a tooth" from other crowns.
 */
function contextEvidence(
  profile: EntryProfile,
  own: ReadonlySet<string>,
  expanded: ReadonlyMap<string, number>,
  pairs: ReadonlyArray<readonly [string, string]>,
  idf: (term: string) => number,
): { phrase: number; ownPhrase: number; ownWord: number; context: number } {
  let phrase = 0;
  let ownPhrase = 0;
  let ownWord = 0;
  for (const terms of profile.phrases) {
    const [only] = terms;
    if (terms.length === 1 && only !== undefined && own.has(only))
      ownWord = Math.max(ownWord, idf(only));
    if (terms.length < 2 || !terms.every((term) => own.has(term) || expanded.has(term))) continue;
    // A phrase met through a synonym ("smoke after extraction" for "a tooth pulled") counts less.
    phrase += terms.reduce(
      (sum, term) => sum + idf(term) * (own.has(term) ? 1 : (expanded.get(term) ?? 0)),
      0,
    );
    if (terms.every((term) => own.has(term)))
      ownPhrase = Math.max(
        ownPhrase,
        terms.reduce((sum, term) => sum + idf(term), 0),
      );
  }
  let context = 0;
  for (const [a, b] of pairs) {
    if (!profile.allTerms.has(a) || !profile.allTerms.has(b)) continue;
    if (usedNear(profile, a, b)) {
      context += Math.min(idf(a), idf(b));
    }
  }
  return { phrase, ownPhrase, ownWord, context };
}

/**
 * Finds the knowledge entries that best match a patient's question, best first.
 * Returns an empty array when nothing in the question is searchable.
 *
 * MiniSearch (BM25 over title, keywords and answer, with typo tolerance) finds the candidates,
 * weighting each term by how specific it is to few entries; the candidates are then re-ranked
 * by context evidence (phrases and terms used together, see `contextEvidence`).
 */
export function retrieve(question: string, limit = 3): RetrievalHit[] {
  const ordered = textTerms(question).map(correctSpelling);
  const { terms, expansions, expansionWeights } = analyzeQuery(question);
  if (terms.length === 0 || limit <= 0) return [];
  const own = new Set(terms);
  const index = getIndex();
  const { search, profiles, idf, maxIdf, wordingVocabulary, exampleUses } = index;
  // A word only one example question uses, and the entries never do, is that example's detail
  // ("a work trip to france"), not a topic: a question that shares nothing else matches nothing.
  const incidental = (term: string) =>
    !index.ownTerms.has(term) && (exampleUses.get(term) ?? 0) <= 1;
  if (terms.every(incidental) && expansions.length === 0) return [];
  const specificity = (term: string) => idf(term) / maxIdf;
  const results = search.search([...terms, ...expansions].join(' '), {
    // Terms are already normalized, stemmed and expanded above.
    tokenize: (query) => query.split(' '),
    processTerm: (term) => term,
    boost: { title: 3, keywords: 2, answer: 1, phrasings: PHRASINGS_BOOST },
    boostTerm: (term) =>
      (own.has(term) ? 1 : (expansionWeights.get(term) ?? SYNONYM_WEIGHT)) *
      specificity(term) *
      (WHO_WORDS.has(term) ? WHO_WEIGHT : 1),
    prefix: (term) => term.length >= 4,
    // One typo from five letters, two from eight.
    fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= FUZZY_MIN_LENGTH ? 1 : false),
    combineWith: 'OR',
  });
  const top = results[0]?.score ?? 0;
  if (top <= 0) return [];
  // The specificity of a term that only one entry uses (see `idf`).
  const idfOfOne = Math.log(1 + KNOWLEDGE_BASE.length);

  const pairs = questionPairs(ordered);
  const expanded = expansionWeights;
  const ranked = results.slice(0, CANDIDATES).flatMap((result) => {
    const profile = profiles.get(String(result.id));
    if (!profile) return [];
    const evidence = contextEvidence(profile, own, expanded, pairs, idf);
    return [{ result, profile, evidence }];
  });
  const weight = (term: string) => idf(term) * (WHO_WORDS.has(term) ? WHO_WEIGHT : 1);
  const ownWeight = terms.reduce((sum, term) => sum + weight(term), 0);
  const coverage = (profile: EntryProfile) =>
    terms.reduce(
      (sum, term) =>
        sum +
        (profile.topicalTerms.has(term)
          ? weight(term)
          : profile.allTerms.has(term)
            ? weight(term) * ANSWER_COVERAGE
            : 0),
      0,
    ) / ownWeight;
  const ownTerms = [...own];
  const maxPhrase = Math.max(1, ...ranked.map((candidate) => candidate.evidence.phrase));
  const maxContext = Math.max(1, ...ranked.map((candidate) => candidate.evidence.context));
  const shares = wordingShares(ranked, ordered, wordingVocabulary);
  const likelihoods = topicLikelihoods(index.topicOdds, [...ordered, ...cueWords(question)]);
  const onTopic = 1 - (likelihoods.get(OFF_TOPIC) ?? 0);
  const hits = ranked.map(({ result, profile, evidence }, at) => ({
    entry: profile.entry,
    score:
      result.score +
      top * WORDING_WEIGHT * (shares[at] ?? 0) +
      (top * TOPIC_ODDS_WEIGHT * (likelihoods.get(profile.entry.id) ?? 0)) / onTopic +
      top * PHRASE_WEIGHT * (evidence.phrase / maxPhrase) +
      top * CONTEXT_WEIGHT * (evidence.context / maxContext) +
      top * COVERAGE_WEIGHT * coverage(profile) +
      top * EXAMPLE_WEIGHT * nearestExample(profile, ownTerms, idf),
    matchedTerms: result.queryTerms.filter((term) => own.has(term)),
    phraseMatched: evidence.phrase > 0,
    ownPhraseSpecificity: evidence.ownPhrase / idfOfOne,
    ownWordSpecificity: evidence.ownWord / idfOfOne,
    topicalTerms: terms.filter((term) => profile.topicalTerms.has(term)),
  }));
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}

/**
 * How close the question is to the entry's nearest phrase (its title, a keyword) or example
 * patient question, 0 to 1: the cosine of the two as sets of terms weighted by specificity. A
 * question worded like one way of asking about a topic points at that topic even when its words
 * are spread thinly over the entry as a whole.
 */
function nearestExample(
  profile: EntryProfile,
  terms: readonly string[],
  idf: (term: string) => number,
): number {
  const questionWeight = terms.reduce((sum, term) => sum + idf(term), 0);
  profile.neighbours ??= [...profile.phrases, ...profile.examples].map((example) => {
    const set = new Set(example);
    return { terms: set, weight: [...set].reduce((sum, term) => sum + idf(term), 0) };
  });
  let nearest = 0;
  for (const neighbour of profile.neighbours) {
    let shared = 0;
    for (const term of terms) if (neighbour.terms.has(term)) shared += idf(term);
    if (shared > 0)
      nearest = Math.max(nearest, shared / Math.sqrt(questionWeight * neighbour.weight));
  }
  return nearest;
}

/** How the question's own terms relate to the knowledge base's vocabulary. */
export interface VocabularyMatch {
  /** The question's own terms (processed, deduplicated). */
  terms: string[];
  /** Terms that an entry's title or keywords use. */
  topical: string[];
  /** Terms used only in the entries' answer text. */
  mentioned: string[];
  /** Terms the knowledge base never uses. */
  unknown: string[];
}

let topicalVocabulary: Set<string> | undefined;

export function vocabularyMatch(question: string): VocabularyMatch {
  const { profiles, documentFrequency } = getIndex();
  const topicalTerms = (topicalVocabulary ??= new Set(
    [...profiles.values()].flatMap((profile) => [...profile.topicalTerms]),
  ));
  const { terms } = analyzeQuery(question);
  // Every term a passage of an entry uses.
  const all = documentFrequency;
  const topical = terms.filter((term) => topicalTerms.has(term));
  const mentioned = terms.filter((term) => !topicalTerms.has(term) && all.has(term));
  // A word one letter from one the knowledge base uses ("stinks" and "stinky", "breth") is not
  // foreign to it.
  // Nor is a degree or a casual form of one it uses ("safest", "pricey", "thingy").
  const unknown = terms.filter(
    (term) => !all.has(term) && !nearKnownTerm(term) && !formOfKnownWord(term, all),
  );
  return { terms, topical, mentioned, unknown };
}

/** Endings that make a degree or a casual form of a word, and what they replace. */
const WORD_FORM_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['iest', 'y'],
  ['ier', 'y'],
  ['est', ''],
  ['est', 'e'],
  ['er', ''],
  ['er', 'e'],
  ['ey', 'e'],
  ['y', ''],
  ['y', 'e'],
  ['ly', 'le'],
  ['ish', ''],
  ['ish', 'e'],
];

function formOfKnownWord(term: string, vocabulary: { has(term: string): boolean }): boolean {
  return WORD_FORM_ENDINGS.some(([ending, base]) => {
    if (!term.endsWith(ending) || term.length - ending.length < FORM_MIN_BASE) return false;
    const word = processTerm(term.slice(0, -ending.length) + base);
    return word === null || vocabulary.has(word);
  });
}
const FORM_MIN_BASE = 3;

/**
 * Whether the knowledge base uses a term as it is, not as a misspelling of another (see
 * `correctSpelling`): the example questions are written as patients type, typos and all.
 */
export function knownTerm(term: string): boolean {
  return getIndex().documentFrequency.has(term) && correctSpelling(term) === term;
}

/** The share of the knowledge base's entries that use this (processed) term, 0 to 1. */
export function entryShare(term: string): number {
  return (getIndex().documentFrequency.get(term) ?? 0) / KNOWLEDGE_BASE.length;
}

/** Caches of per-word work; visitors can type any word, so they are kept bounded. */
const MAX_CACHED_WORDS = 5000;

function remember<T>(
  cache: Map<string, T>,
  key: string,
  value: T,
  max: number = MAX_CACHED_WORDS,
): void {
  if (cache.size >= max) cache.clear();
  cache.set(key, value);
}

const nearKnown = new Map<string, boolean>();

function nearKnownTerm(term: string): boolean {
  if (term.length < FUZZY_MIN_LENGTH) return false;
  let near = nearKnown.get(term);
  if (near === undefined) {
    near = false;
    for (const known of getIndex().documentFrequency.keys()) {
      if (known[0] === term[0] && withinEdits(term, known, 1)) {
        near = true;
        break;
      }
    }
    remember(nearKnown, term, near);
  }
  return near;
}

const corrections = new Map<string, string>();
/** A term the examples use this many times less than an own term a typo away is its misspelling. */
const TYPO_RATIO = 10;
const CORRECTION_MIN_LENGTH = 6;

/**
 * A term the knowledge base never uses, from six letters, is read as the knowledge base's
 * closest term when one is a typo away: one edit, or two from seven letters (a swapped pair of
 * letters counts as one). Shorter words are left alone: too many real words are one letter
 * from a dental one ("palate" and "plate"). Among equally close terms the most used wins. "flouride" reads as
 * "fluoride", "receeding" as "receding". Only the entries' own terms are corrected to, and
 * never changed; a term only the example questions use is corrected when an own term a typo away
 * is used far more ("flouride" in a few examples, "fluoride" in hundreds).
 */
export function correctSpelling(term: string): string {
  if (term.length < CORRECTION_MIN_LENGTH || /\d/.test(term)) return term;
  const cached = corrections.get(term);
  if (cached !== undefined) return cached;
  const { documentFrequency, ownTerms, exampleUses } = getIndex();
  let best = term;
  const uses = (word: string) => exampleUses.get(word) ?? 0;
  const rare = (known: string) => uses(term) * TYPO_RATIO <= uses(known);
  // Another form of a word the knowledge base uses ("congested", "congestion") is that word.
  const longer = documentFrequency.has(term)
    ? undefined
    : [...ownTerms]
        .filter((known) => known.startsWith(term) && known.length - term.length <= 4)
        .sort((a, b) => a.length - b.length)[0];
  if (longer !== undefined) best = longer;
  else if (!ownTerms.has(term)) {
    let bestEdits = Infinity;
    let bestFrequency = 0;
    const allowed = term.length >= 7 ? 2 : 1;
    for (const [known, frequency] of documentFrequency) {
      // Typing slips rarely change the first letter.
      if (
        known[0] !== term[0] ||
        Math.abs(known.length - term.length) > allowed ||
        !ownTerms.has(known) ||
        !rare(known)
      )
        continue;
      for (let edits = 1; edits <= Math.min(allowed, bestEdits); edits += 1) {
        if (!withinEdits(term, known, edits)) continue;
        if (edits < bestEdits || frequency > bestFrequency) {
          best = known;
          bestEdits = edits;
          bestFrequency = frequency;
        }
        break;
      }
    }
  }
  remember(corrections, term, best);
  return best;
}

/**
 * Whether two words are at most `max` edits apart: insertions, deletions, substitutions and
 * swaps of two neighbouring letters.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    beforePrevious = previous;
    previous = current;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

/**
 * Whether the knowledge base uses two (processed) terms together: near each other in one of an
 * entry's passages (its title, a keyword or a sentence of its answer).
 */
export function usedTogether(a: string, b: string): boolean {
  const { profiles } = getIndex();
  for (const profile of profiles.values()) {
    if (!profile.allTerms.has(a) || !profile.allTerms.has(b)) continue;
    if (usedNear(profile, a, b)) return true;
  }
  return false;
}

/**
 * How closely the question says what one of the example patient questions says: the largest
 * share of the question's own terms that one example uses, how many terms that is, and what
 * share of that example's own terms they are.
 */
export function exampleMatch(question: string): { share: number; shared: number; covered: number } {
  const { terms } = analyzeQuery(question);
  let best = { share: 0, shared: 0, covered: 0 };
  if (terms.length === 0) return best;
  for (const profile of getIndex().profiles.values()) {
    for (const example of profile.examples) {
      const shared = terms.filter((term) => example.includes(term)).length;
      const share = shared / terms.length;
      const covered = shared / new Set(example).size;
      if (
        share > best.share ||
        (share === best.share &&
          (shared > best.shared || (shared === best.shared && covered > best.covered)))
      )
        best = { share, shared, covered };
    }
  }
  return best;
}

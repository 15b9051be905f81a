import MiniSearch from 'minisearch';
import { KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base';

export type { KnowledgeEntry } from './knowledge-base';

export interface RetrievalHit {
  entry: KnowledgeEntry;
  /** MiniSearch BM25+ score: only comparable between hits of the same question. */
  score: number;
  /** The question's own (processed) terms that the entry matched. */
  matchedTerms: string[];
}

/**
 * Words that carry no topic on their own. Patients phrase questions
 * conversationally ("is it normal that my...", "what should I do if..."), so
 * question scaffolding is dropped along with ordinary function words.
 */
const STOP_WORDS = new Set(
  `
  a about above after again all also am an and any anyone anything are as at be been before
  being best both but by can cant could did didnt do does doesnt doing dont each even ever
  every for from get gets getting go going good got had has have having he hello help her here
  hers hi him his how i id if ill im in into is isnt it its ive just kind know like lot lots me
  might mine more most much must my myself need needs no normal not now of ok okay on one or
  other our ours please quite really she should so some something still such than thank thanks
  that the their them then there these they thing things think this those to too up us very
  want was wasnt way we were what whats when where which while who why will with wont would yes
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
};

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
  // Guards go the other way: split, so "what guard for hockey" meets "mouthguard".
  [/\bmouthguard/g, 'mouth guard'],
  [/\bnightguard/g, 'night guard'],
  // Parents describe children by age ("my 3 year old"); the topics say "child" or "baby".
  [
    /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)[\s-]?(?:months?|mos?)[\s-]?old\b/g,
    'baby',
  ],
  [
    /\b(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]?(?:years?|yrs?)[\s-]?old\b/g,
    'child',
  ],
];

export function normalizeText(text: string): string {
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
  for (const [pattern, replacement] of COMPOUND_SPELLINGS) {
    normalized = normalized.replace(pattern, replacement);
  }
  return normalized;
}

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
  return stem(token);
}

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
  ['pulled', 'extraction', 'extract', 'removal', 'taken out'],
  ['kid', 'child', 'toddler', 'baby', 'infant', 'little one'],
  ['bad breath', 'halitosis', 'breath smells', 'mouth odor', 'stinky breath'],
  ['hurts', 'pain', 'ache', 'aching', 'sore', 'painful'],
  ['toothache', 'tooth ache', 'tooth pain', 'tooth aching', 'tooth throbbing'],
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
  ['night guard', 'occlusal guard', 'bite splint'],
  ['numbing', 'numb', 'anesthetic', 'anaesthetic', 'novocaine', 'lidocaine'],
  ['scared', 'afraid', 'fear', 'nervous', 'anxious', 'anxiety', 'phobia', 'terrified'],
  ['cost', 'price', 'expensive', 'afford', 'cheap', 'fee'],
  ['insurance', 'coverage', 'insured'],
  ['pregnant', 'pregnancy', 'expecting'],
  ['smoking', 'cigarette', 'vape', 'vaping', 'tobacco', 'nicotine'],
  ['diabetes', 'diabetic', 'blood sugar'],
  ['jaw joint', 'tmj', 'tmd', 'temporomandibular'],
  ['chipped', 'chip', 'broken', 'snapped'],
  ['cracked', 'crack', 'fracture', 'fractured', 'split'],
  ['knocked out', 'avulsed', 'avulsion'],
  ['canker sore', 'mouth ulcer', 'ulcer', 'aphthous'],
  ['cold sore', 'fever blister', 'herpes'],
  ['dry mouth', 'xerostomia', 'cotton mouth'],
  ['wisdom teeth', 'third molars'],
  ['stain', 'stained', 'discolored', 'discoloration'],
  ['erosion', 'acid', 'acidic'],
  ['receding', 'recession', 'pulling back'],
  ['deep cleaning', 'scaling', 'root planing', 'srp'],
  ['abscess', 'infection', 'infected', 'pus', 'gum boil'],
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

/** Expansion terms count for less than the patient's own words. */
const SYNONYM_WEIGHT = 0.3;
/** Shorter words are too easy to confuse ("last" and "lost"), so typos are forgiven from five letters. */
const FUZZY_MIN_LENGTH = 5;

const synonymGroupTerms: ReadonlyArray<ReadonlyArray<readonly string[]>> = SYNONYM_GROUPS.map(
  (group) => group.map((member) => textTerms(member)).filter((terms) => terms.length > 0),
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
}

export function analyzeQuery(question: string): AnalyzedQuery {
  const ordered = textTerms(question);
  const terms = [...new Set(ordered)];
  const own = new Set(terms);
  const expansions = new Set<string>();
  for (const group of synonymGroupTerms) {
    if (!group.some((member) => containsSequence(ordered, member))) continue;
    for (const member of group) {
      for (const term of member) {
        if (!own.has(term)) expansions.add(term);
      }
    }
  }
  for (const [phrase, implied] of oneWaySynonymTerms) {
    if (!containsSequence(ordered, phrase)) continue;
    for (const term of implied) {
      if (!own.has(term)) expansions.add(term);
    }
  }
  return { terms, expansions: [...expansions] };
}

interface IndexedEntry {
  id: string;
  title: string;
  keywords: string;
  answer: string;
}

let index: MiniSearch<IndexedEntry> | undefined;
const entriesById = new Map<string, KnowledgeEntry>();

// Built on first use so a cold start that never retrieves pays nothing; after
// that every query reuses the same in-memory index.
function getIndex(): MiniSearch<IndexedEntry> {
  if (index) return index;
  const built = new MiniSearch<IndexedEntry>({
    fields: ['title', 'keywords', 'answer'],
    tokenize,
    processTerm,
  });
  built.addAll(
    KNOWLEDGE_BASE.map((entry) => ({
      id: entry.id,
      title: entry.title,
      keywords: entry.keywords.join(' ; '),
      answer: entry.answer,
    })),
  );
  for (const entry of KNOWLEDGE_BASE) entriesById.set(entry.id, entry);
  index = built;
  return built;
}

/**
 * Finds the knowledge entries that best match a patient's question, best first.
 * Returns an empty array when nothing in the question is searchable.
 */
export function retrieve(question: string, limit = 3): RetrievalHit[] {
  const { terms, expansions } = analyzeQuery(question);
  if (terms.length === 0 || limit <= 0) return [];
  const own = new Set(terms);
  const searchIndex = getIndex();
  const results = searchIndex.search([...terms, ...expansions].join(' '), {
    // Terms are already normalized, stemmed and expanded above.
    tokenize: (query) => query.split(' '),
    processTerm: (term) => term,
    boost: { title: 3, keywords: 2, answer: 1 },
    boostTerm: (term) => (own.has(term) ? 1 : SYNONYM_WEIGHT),
    prefix: (term) => term.length >= 4,
    // One typo from five letters, two from eight.
    fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= FUZZY_MIN_LENGTH ? 1 : false),
    combineWith: 'OR',
  });

  const hits: RetrievalHit[] = [];
  for (const result of results) {
    const entry = entriesById.get(String(result.id));
    if (entry)
      hits.push({
        entry,
        score: result.score,
        matchedTerms: result.queryTerms.filter((term) => own.has(term)),
      });
    if (hits.length >= limit) break;
  }
  return hits;
}

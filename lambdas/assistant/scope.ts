import { dentalWordingScore, nearestExamplesLean, wordingOdds } from './dental-wording';
import { loadLookalikeWords } from './knowledge/lookalike-words';
import { loadOtherDomainWords } from './knowledge/other-domain-words';
import {
  entryShare,
  exampleMatch,
  knownTerm,
  normalizeText,
  processTerm,
  type RetrievalHit,
  textTerms,
  topicDentalOdds,
  usedTogether,
  vocabularyMatch,
  withinEdits,
} from './retrieval';

/**
 * Deciding whether a question is about teeth, gums, the mouth or dental care. The rule leans
 * towards answering: only questions that are clearly about something else are refused.
 *
 * - A word that only ever means something dental ("gums", "floss", "molar") makes a question
 *   dental, even misspelled ("flosing", "gingivitus"), unless a thing of another domain, or a
 *   word the knowledge base never uses, stands beside it and the question is worded far from
 *   patients' ("an old toothbrush for the grout", "toothpaste to defog swimming goggles").
 * - A word that is dental in nearly every question ("cavity", "enamel", "braces") makes it
 *   dental unless a word of another domain or about the rest of the body shows its other sense
 *   ("a cavity wall in the house", "braces for my knee").
 * - A word with a dental sense and an everyday one ("crown", "bridge", "filling", "brush",
 *   "plate") makes it dental unless the rest of the question uses words the knowledge base
 *   never uses ("a bridge loan", "crown royal whisky"): those words show the other sense.
 * - Without either, the question is dental only when it uses no word the knowledge base never
 *   uses, no word naming another part of the body or a general illness ("a head cold", "a
 *   fever"), nor an illness the knowledge base speaks of only next to the mouth ("a sinus
 *   infection", "diabetes", "snoring"), and it uses one of the knowledge base's own phrases
 *   whole, a phrase specific enough to belong to one topic ("sucks thumb", "lead apron", "the
 *   clot came out", "every 6 months"), or says most of what one of the example patient
 *   questions says, and is not worded more like everyday questions than like patients' ones.
 *   "Blood sugar" and the like are read as such illnesses, not as sugar.
 * - Numbers, the people a question is about ("at 75", "my nan"), common adverbs and words of
 *   judgement ("actually", "gross") never count as words of another domain.
 * - A question the rules above refuse is dental all the same when it is worded enough like
 *   patients' questions, judged by its words one by one, by its words weighed together (see
 *   `wordingScore`) and by the example questions nearest to it as a whole (see
 *   `judgedWording`): a little for a question that uses no word of
 *   dentistry nor of anything else, less when it speaks to the practice or of "it" ("is it
 *   normal for it to ache a week later"), less again when it asks about a visit and names no
 *   other place ("is there parking"), more for a
 *   dental word next to a word of another domain ("my dog chewed my retainer"), and more than any
 *   everyday question is for one that names another part of the body or domain without a dental
 *   word.
 * - A question of several sentences is dental when one sentence with a dental or dual-sense word
 *   is, by the rules of the vocabulary and the wording below, on its own: "am i too old for braces
 *   at 45? im a lawyer".
 * - So is a question with a clause that asks about a visit and would be answered on its own, when
 *   the rest tells only of the asker and names no other place or thing: "is there a lift? my
 *   knees are bad" (see `visitAskedBesideTheAsker`).
 * - Last, a question the rules above make dental without a word that is always dental is refused
 *   when it is worded more like everyday off-topic questions than like patients' questions
 *   ("crown molding for the living room"), unless its dual-sense word keeps dental company in the
 *   question.
 *
 * Retrieval scores alone never decide: they are relative, and "how much does a car cost"
 * scores well against the costs topic, as "get rid of a head cold" does against sinus-related
 * tooth pain.
 */

/**
 * How specific a phrase must be to make a question dental on its own: about one term that only
 * one entry uses (see `RetrievalHit.ownPhraseSpecificity`).
 */
const SPECIFIC_PHRASE = 0.65;

/**
 * How much of a question one example patient question must say, in share of the question's
 * terms and in terms, and more than how much of that example the question must say, to make it
 * dental on its own ("grazing on snacks all day long" says most of what an example about sugar
 * and diet says; "how much water should i drink a day" says too little of one about a dry mouth).
 */
const EXAMPLE_SHARE = 0.75;
const EXAMPLE_TERMS = 3;
const EXAMPLE_COVERED = 0.5;

/** Numbers, amounts and ordinals ("2k", "50p", "90s", "3rd"). */
const AMOUNT = /^\d+(?:k|m|p|s|st|nd|rd|th)?$/;

/** People a question can be about or come from: they do not show another domain. */
const PEOPLE_TERMS = new Set(
  `
  mom mum mother dad father parent parents grandma grandmother grandpa grandfather nan nana
  granny husband wife partner boyfriend girlfriend friend coworker colleague boss brother sister
  son daughter kid child baby toddler teen teenager niece nephew aunt uncle cousin
  `
    .trim()
    .split(/\s+/)
    .flatMap((word) => textTerms(word)),
);

/**
 * How people judge or hedge ("gross", "supposed to", "actually"), how and how often they do
 * things ("aggressively", "constantly"), when things happen ("overnight", "at the weekend", "on
 * weekdays", "in march") and
 * ages written short ("my 3 yo", "18 mos"): they say nothing of a question's domain.
 */
const NEUTRAL_TERMS = new Set(
  `
  gross nasty yucky icky disgusting weird strange odd funky awful terrible horrible supposed
  overnight tonight tomorrow yesterday weekend weekends weekday weekdays weeknight weeknights
  monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
  thursdays fridays saturdays sundays lunchtime lunchtimes afternoon afternoons evening
  evenings january february march april may june july august september october november
  december yo yr yrs mo mos
  actually really honestly seriously literally basically generally normally usually typically
  probably possibly definitely certainly obviously apparently supposedly hopefully suddenly
  recently lately finally eventually currently constantly continuously frequently regularly
  occasionally rarely repeatedly always totally completely entirely exactly nearly mostly
  mainly especially particularly properly correctly wrongly badly poorly quickly slowly gently
  softly roughly aggressively vigorously forcefully harshly excessively heavily lightly
  thoroughly carefully naturally safely easily
  `
    .trim()
    .split(/\s+/)
    .flatMap((word) => textTerms(word)),
);

/**
 * Words about the rest of the body and general illness. Next to a dental word they are context
 * ("a cold and my upper teeth ache"); without one they show the question is about something else.
 * A cold counts only as the illness ("a head cold", "i have a cold", read as "headcold" by
 * `normalizeText`), not as a temperature ("cold water hurts").
 */
const OTHER_HEALTH_WORDS = new Set(
  `
  headcold flu influenza fever fevers cough coughing sneeze sneezing headache headaches migraine
  head stomach belly knee knees leg legs arm arms foot feet hand hands eye eyes skin hair nails
  heart chest lungs throat sunburn rash cholesterol artery arteries weight covid allergy
  allergies asthma neck shoulder shoulders muscle muscles breast breasts hip hips ankle ankles
  wrist wrists elbow elbows spine toe toes finger fingers kidney kidneys liver bladder bowel
  insulin deaf hearing vision floaters cochlear gp rosacea acne eczema psoriasis stroke nose
  brain buttock buttocks groin armpit thigh thighs ear ears earache earaches eardrum nostril
  nostrils concussion whiplash scoliosis fungus eyebrow eyebrows eyelid eyelids midwife midwives
  mole moles splinter splinters contraceptive contraception iud
  `
    .trim()
    .split(/\s+/),
);

/**
 * Parts of the body away from the mouth and face (and a pet's): swelling, bleeding or an injury
 * there is no dental emergency ("my knee is swollen and i have a fever", "my nose keeps bleeding").
 */
const AWAY_FROM_THE_MOUTH = new Set(
  `
  stomach belly knee knees leg legs arm arms foot feet hand hands skin nails heart chest lungs
  breast breasts hip hips ankle ankles wrist wrists elbow elbows spine toe toes finger fingers
  kidney kidneys liver bladder bowel buttock buttocks groin armpit thigh thighs shoulder
  shoulders nose nosebleed asthma paw paws head neck ear ears earache eardrum concussion
  whiplash
  `
    .trim()
    .split(/\s+/),
);

/** Parts of the head next to the jaw, and what the mouth does (see `dentalByVocabulary`). */
const BESIDE_THE_JAW = new Set(
  'ear ears earache eardrum head headache headaches'.split(' ').flatMap((word) => textTerms(word)),
);
const MOUTH_ACTIONS = new Set(
  'eat eating ate chew chewing chewed bite biting yawn yawning open opening'.split(' '),
);

/** ...unless the mouth or the face is named too ("hit my head and face on the pavement"). */
const MOUTH_AND_FACE = new Set(
  'face faces facial cheek cheeks chin jaw jaws mouth lip lips tooth teeth gum gums tongue'.split(
    ' ',
  ),
);

/**
 * Whether a question speaks of a part of the body away from the mouth and face, without naming
 * the mouth or face or using a word that is always dental: an emergency it describes is not a
 * dental one.
 */
export function awayFromTheMouth(question: string): boolean {
  if (scopeVocabulary(question).kind === 'dental') return false;
  const tokens = words(question);
  return (
    tokens.some((word) => AWAY_FROM_THE_MOUTH.has(word)) &&
    !tokens.some((word) => MOUTH_AND_FACE.has(word))
  );
}

/**
 * Illnesses, treatments, habits and states the knowledge base speaks of only next to the mouth
 * ("sinus pressure on the upper teeth", "antibiotics for an abscess", "diabetes and gum disease",
 * "smoking and stains", "morning sickness and enamel"). With a dental or dual-sense word they are
 * context; without one they show the question is about something else ("a sinus infection that
 * won't clear", "a nicotine patch", "how can i quit smoking for good", "morning sickness at ten
 * weeks").
 */
const ADJACENT_ILLNESS_WORDS = new Set(
  `
  sinus sinuses sinusitis diabetes diabetic nicotine antibiotic antibiotics snore snoring apnea
  amoxicillin penicillin
  smoke smoking smoker smokers cigarette cigarettes cigs cigar cigars tobacco vape vapes vaping
  pregnant pregnancy sickness nausea nauseous vomit vomiting
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
  tooth teeth toothache toothbrush toothbrushes toothbrushing toothpaste toothpick toothless toothy
  teethe teethed teething gums gumline gumboil gingiva gingivitis periodontitis periodontal
  periodontist periodontics pyorrhea dentist dentists dental dentistry denturist orthodontist
  orthodontic orthodontics orthodontia endodontist endodontic endo perio prosthodontist
  pedodontist hygienist flossing flossed flosser flossers mouthwash mouthful dentin molar molars
  premolar bicuspid incisor cuspid jaw jawbone jawline tongue mouth mouths caries tartar bruxism
  tmj tmd invisalign aligner aligners denture dentures halitosis xerostomia saliva
  salivary drool drooling fluoride mouthguard nightguard palate listerine waterpik sonicare
  sensodyne colgate fixodent polident efferdent whitestrips novocaine lidocaine overbite
  underbite crossbite overjet malocclusion gingival interdental lip lips chompers frenulum frenum
  amalgam dentition leukoplakia stomatitis uvula gumshield bitewing bitewings srp pulpitis
  smiledirectclub
  pulpotomy apicoectomy frenectomy gingivectomy zirconia onlay onlays pontic gnashers
  pericoronitis biotene corsodyl velscope bonjela orajel anbesol hismile
  halimeter masseter temporomandibular hyposalivation carious edentulous osseointegration
  implantitis erythroplakia orthopantomogram opg cbct ionomer interproximal articaine fluorosis
  labialis
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
  'oil pulling',
  'tongue tie',
  'smile direct',
  'cone beam',
  'volatile sulphur compounds',
  'volatile sulfur compounds',
  'oral candidiasis',
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
  bitten clenched whitened bleached calculus oral nitrous abutment sugary
  falsies sedative sedatives stain stains stained staining brace cusp cusps
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
 * Fixed compounds and idioms in which a dual-sense word means something else altogether: the
 * sugar of "blood sugar" is glucose, never the sugar in a diet, a back brace holds up a spine,
 * nicotine gum is a way to stop smoking, gum arabic a food additive, and nobody's teeth are in
 * "grab a bite", "a breath of fresh air", "a sweet tooth" or "armed to the teeth". Their words are
 * not read as dental or dual-sense words ("how can i lower my blood sugar" is about diabetes,
 * "molar mass" about chemistry), and without a dental word they show, like the illnesses below,
 * that the question is about something else. The rest of the question can still make it dental
 * ("does high blood sugar cause bad breath").
 */
const OTHER_SENSE_COMPOUNDS = [
  'blood sugar',
  'sugar level',
  'back brace',
  'nicotine gum',
  'gum arabic',
  'guar gum',
  'xanthan gum',
  'hot water bottle',
  'water bottle',
  'frost bite',
  'grab a bite',
  'bite to eat',
  'sound bite',
  'chewed out',
  'chewed me out',
  'ice tray',
  'team bonding',
  'bail bonding',
  'breath of fresh air',
  'blood glucose',
  'filling out',
  // Idioms and things with teeth of their own.
  'sweet tooth',
  'long in the tooth',
  'tooth and nail',
  'skin of your teeth',
  'skin of my teeth',
  'skin of our teeth',
  'skin of his teeth',
  'skin of their teeth',
  'armed to the teeth',
  'grit your teeth',
  'gritted teeth',
  'through your teeth',
  'through his teeth',
  'kick in the teeth',
  'teeth on edge',
  'sink your teeth',
  'cut your teeth',
  'get your teeth into',
  'like pulling teeth',
  'cut {my} teeth',
  'sink {my} teeth',
  'heart in {my} mouth',
  'heart was in {my} mouth',
  'foot in {my} mouth',
  'silver spoon in {my} mouth',
  'all mouth and no trousers',
  'tongue lashing',
  '{my} lips are sealed',
  'giving me lip',
  'mouth watering',
  'mouthwatering',
  'more than {i} can chew',
  'tip of {my} tongue',
  'hand to mouth',
  'horse mouth',
  'keep {my} mouth shut',
  'kept {my} mouth shut',
  'shut {my} mouth',
  'money where {my} mouth is',
  'jaw dropped',
  'jaw dropping',
  'jaw drop',
  'jaws dropped',
  'tongue in cheek',
  'tongue twister',
  'tongue of my shoe',
  'shoe tongue',
  'lip service',
  'word of mouth',
  'mouth off',
  'mouthing off',
  'bad mouth',
  'bad mouthing',
  'bite the bullet',
  'hold your tongue',
  'cat got your tongue',
  'gum up the works',
  'foot in mouth',
  'foot in my mouth',
  'down in the mouth',
  'mouth of the river',
  'river mouth',
  'keep your lips sealed',
  'stiff upper lip',
  'zip teeth',
  'comb teeth',
  'saw blade',
  'tooth and claw',
  'tongue and groove',
  'saw teeth',
  'gear teeth',
  'teeth of the saw',
  'molar mass',
  'molar volume',
  'cream of tartar',
  'tartar sauce',
  'no cap',
  'flat cap',
  'baseball cap',
  'bottle cap',
  'screw cap',
  'gum tree',
  'gum trees',
  'gum leaves',
  'drill down',
  'bite me',
  'bit me',
  'bitten by',
  'smile through',
  'half a crown',
  'number plate',
  'license plate',
  'licence plate',
  'pulled over',
];

/**
 * Words that are dental in nearly every question, whose other senses come with words of their
 * own domain: "the cavity wall of a house", "enamel paint", "the floss dance", "braces for my
 * knee", "freight trains on the train tracks", "a canker on the apple tree", "walnut veneer on a
 * sideboard". They make a question dental unless it also uses a word of another domain or about
 * the rest of the body.
 */
const MOSTLY_DENTAL_WORDS = [
  ...`
  floss cavity cavities enamel braces retainer retainers sealant sealants porcelain canker
  radiograph radiographs veneer veneers decay decayed decaying
  `
    .trim()
    .split(/\s+/),
  'train tracks',
];

/**
 * Words that name another domain outright: money, vehicles and travel, cooking, the home and
 * clothes, devices, animals, weather and nature, entertainment and work. Next to a dual-sense
 * word and without any dental word, one of them shows the everyday sense ("a bridge loan", "a
 * new filling for the car", "crown royal whisky"). Words that patients' questions use too (most
 * foods and drinks, sports, "bottle", "home", "desk") are not listed. The list is
 * knowledge/other-domain-words.json, which the chat functions carry beside their code.
 */
const OTHER_DOMAIN_WORDS = new Set(loadOtherDomainWords());

const toPhrase = (text: string) => normalizeText(text).split(/\s+/);
const dentalPhrases = DENTAL_WORDS.map(toPhrase);
const mostlyDentalPhrases = MOSTLY_DENTAL_WORDS.map(toPhrase);
const dualSensePhrases = DUAL_SENSE_WORDS.map(toPhrase);
/**
 * An idiom written with "{my}" or "{i}" holds for every person ("cut her teeth", "more than we
 * can chew").
 */
function forEveryPerson(compound: string): string[] {
  if (compound.includes('{my}')) return POSSESSIVES.map((word) => compound.replace('{my}', word));
  if (compound.includes('{i}')) return SUBJECTS.map((word) => compound.replace('{i}', word));
  return [compound];
}
const POSSESSIVES = ['my', 'your', 'his', 'her', 'their', 'our'];
const SUBJECTS = ['i', 'you', 'he', 'she', 'they', 'we'];
const otherSenseCompounds = OTHER_SENSE_COMPOUNDS.flatMap(forEveryPerson).map(toPhrase);
/**
 * The compounds that name an illness spoken of next to the mouth: beside a dental word they are
 * context ("my blood sugar is high, does that cause cavities"), not its other sense.
 */
const ILLNESS_COMPOUNDS = new Set(['blood sugar', 'sugar level', 'blood glucose', 'nicotine gum']);
const otherThingCompounds = OTHER_SENSE_COMPOUNDS.filter(
  (compound) => !ILLNESS_COMPOUNDS.has(compound),
)
  .flatMap(forEveryPerson)
  .map(toPhrase);

/** Every word of the dental, mostly dental and dual-sense words and phrases. */
export function scopeWords(): string[] {
  return [...new Set([...dentalPhrases, ...mostlyDentalPhrases, ...dualSensePhrases].flat())];
}

const lookalikeWords = new Set(loadLookalikeWords());

/**
 * Same word, a plural of it, or (from five letters) a likely misspelling of it. A word the
 * knowledge base itself uses is never taken for a misspelling ("months" is not "mouths"), nor is
 * an everyday English word a typo away from a dental one ("salary" is not "salivary", "flowers"
 * not "flossers", see `knowledge/lookalike-words.json`).
 */
function sameWord(token: string, word: string): boolean {
  if (token === word || token === `${word}s` || token === `${word}es`) return true;
  if (word.length < 5 || token.length < 5 || token[0] !== word[0]) return false;
  if (lookalikeWords.has(token)) return false;
  // A word of the rest of the body or of another domain is itself, not a misspelled dental word
  // ("floaters" in the eye are not "flossers").
  if (OTHER_HEALTH_WORDS.has(token) || isOtherDomainWord(token)) return false;
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

/** The tokens with every occurrence of the phrases blanked out, so no phrase spans the gap. */
function withoutPhrases(
  tokens: readonly string[],
  phrases: ReadonlyArray<readonly string[]>,
): string[] {
  const rest = [...tokens];
  for (const phrase of phrases) {
    for (let start = 0; start + phrase.length <= rest.length; start += 1) {
      if (phrase.every((word, offset) => sameWord(rest[start + offset] ?? '', word)))
        rest.fill('', start, start + phrase.length);
    }
  }
  return rest;
}

function words(question: string): string[] {
  return normalizeText(question)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const termsOfPhrases = (phrases: ReadonlyArray<readonly string[]>) => [
  ...new Set(phrases.flatMap((phrase) => textTerms(phrase.join(' ')))),
];

export interface ScopeVocabulary {
  kind: 'dental' | 'mostly-dental' | 'dual-sense' | 'none';
  /** The processed terms of the mostly-dental or dual-sense words found. */
  dualSenseTerms: string[];
  /** Those words (and phrases) as the question writes them, in words. */
  phrases: ReadonlyArray<readonly string[]>;
}

/** The strongest dental vocabulary a question uses. */
export function scopeVocabulary(question: string): ScopeVocabulary {
  const rest = withoutPhrases(words(question), otherSenseCompounds);
  if (dentalPhrases.some((phrase) => containsPhrase(rest, phrase)))
    return { kind: 'dental', dualSenseTerms: [], phrases: [] };
  const mostly = mostlyDentalPhrases.filter((phrase) => containsPhrase(rest, phrase));
  if (mostly.length > 0) {
    return { kind: 'mostly-dental', dualSenseTerms: termsOfPhrases(mostly), phrases: mostly };
  }
  const found = dualSensePhrases.filter((phrase) => containsPhrase(rest, phrase));
  return {
    kind: found.length > 0 ? 'dual-sense' : 'none',
    dualSenseTerms: termsOfPhrases(found),
    phrases: found,
  };
}

function termsOf(tokens: readonly string[], set: ReadonlySet<string>): string[] {
  return [
    ...new Set(tokens.filter((word) => set.has(word)).flatMap((word) => processTerm(word) ?? [])),
  ];
}

/**
 * Below this, a question without a word that is always dental is worded more like the
 * everyday off-topic questions than like patients' (see `wordingScore`), and is refused
 * even when its vocabulary would answer it ("crown molding for the living room", "a paper crown
 * for a birthday party")...
 */
const OFF_TOPIC_WORDING = -4;
/** A word that is dental in nearly every question needs wording further from patients' to lose. */
const MOSTLY_DENTAL_OFF_TOPIC_WORDING = -4.5;
/**
 * ...unless its dual-sense word keeps dental company: at least this many of the question's other
 * words stand next to a dual-sense word of it somewhere in the knowledge base ("which rinse
 * should i use, the blue one burns": rinse with use, blue and burn).
 */
const DENTAL_COMPANY = 3;
/**
 * Company does not save a question that is, as a whole and word by word (see `judgedWording`),
 * worded like no patient's question: "how much is a crown worth in old british money".
 */
const FAR_FROM_PATIENTS_WORDING = -10;

/**
 * From this, a question the vocabulary rules refuse is dental all the same, because it is worded
 * like patients' questions through and through, more strongly than any everyday question is:
 * with no dental word at all and a word of another domain or of the rest of the body ("they felt
 * round my neck at my check-up, was that for cancer").
 */
const STRONG_DENTAL_WORDING = 7;
/**
 * Less is needed with a dental word in the question, even one with an everyday sense, next to a
 * word of another domain ("my dog chewed my retainer", "can i bring headphones and listen to
 * music during my filling")...
 */
const DENTAL_WORD_WORDING = 5;
/**
 * ...and less still with no dental word but no word of anything else either, when no phrase or
 * example settles the question ("how long till the swelling goes down").
 */
const SILENT_DENTAL_WORDING = 3;
/**
 * Less again when such a question speaks to "you" or names what it is about only as "it",
 * "them" or "one": on a dental site they are the practice and the visitor's teeth ("can you just
 * pull it", "will it hurt", "is it normal for it to ache a week later", "does my son need one for
 * rugby"). The "it" of "is it bad to..." names nothing.
 */
const ON_THE_SITE_DENTAL_WORDING = -6;
const SPOKEN_TO_OR_UNNAMED =
  /\b(?:you|your|u|ur|them|they|mine|one|ones)\b|(?<!\b(?:is|was) )\bit\b/i;
/**
 * Less still when it asks about a visit (booking, opening times, access and the practice's
 * facilities, paying and what it costs, registering, finding the place) and names no other place
 * or service ("the pharmacy", "the gym"): on a dental site that visit is to the dentist ("is there
 * parking", "what time do you close", "can i pay in instalments", "is there a toilet on the
 * ground floor", "whats the copay with aetna").
 */
const VISIT_DENTAL_WORDING = -12;
/**
 * Less again when such a visit names the place only as the practice ("what time does the office
 * open", "is the surgery closed on bank holidays") or speaks to it ("do you take american
 * express", "what's your cancellation policy"): the dental office this site is about.
 */
const PRACTICE_VISIT_WORDING = -24;
const THE_PRACTICE = new Set(['office', 'offices', 'practice', 'clinic', 'surgery']);
const SPOKEN_TO = new Set(['you', 'your', 'u', 'ur', 'ye', 'ya']);
const A_VISIT = new RegExp(
  `\\b(?:${[
    'book(?:ing|ed)?',
    'appointments?',
    'appts?',
    'cancel\\w*',
    'reschedul\\w*',
    'open(?:s|ing)?',
    // The noun, not the verb: "can the visit be adjusted", not "places to visit".
    '(?<=\\b(?:the|my|a|home|next|first|last|your|our|his|her|their|each|every|this) )visits?',
    // Opening hours, not how long something takes ("how many hours a day", "3 hours ago").
    '(?<!\\b(?:many|few|several|of|\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) )hours',
    'close[ds]?',
    'park(?:ing)?',
    'car parks?',
    'bank holidays?',
    'wheelchair',
    'access(?:ible)?',
    'lift',
    'stairs',
    'step free',
    'pay(?:ing|ment)?',
    'cash',
    'card',
    'finance',
    'instal+ments?',
    'insurance',
    'insurer',
    'register',
    'registration',
    'waiting list',
    'new patients?',
    'forms?',
    'reception',
    'interpreter',
    'walk ins?',
    'same day',
    'out of hours',
    'after hours',
    'located',
    'location',
    'address',
    'directions',
    'contact',
    'phone (?:number|line)s?',
    'phone calls?',
    'phone up',
    '(?<=\\b(?:by|or|not) )phone',
    'email',
    'toilets?',
    'loos?',
    'bathrooms?',
    'restrooms?',
    'ramps?',
    'entrance',
    // The practice's door, not a home's ("which door do i use", "parking near the door", not
    // "the back door is stiff" or "an old door").
    '(?<=\\b(?:the|which|main|entrance|automatic) )doors?',
    'evenings?',
    'late',
    'waiting room',
    'baby changing',
    'nappy',
    'pushchairs?',
    'prams?',
    'buggy',
    'buggies',
    'hearing loop',
    // Access for visitors who need it: "can i bring my assistance dog", "is there room for a
    // mobility scooter", "do you have a sign language interpreter".
    '(?:assistance|service|guide|hearing|support) dogs?',
    'mobility scooters?',
    'walking frames?',
    'sign language',
    'bsl',
    // What to bring and what the practice keeps: "what documents do i need", "can i get a copy
    // of my records", "where do i leave a review".
    'documents?',
    'paperwork',
    'records',
    'reviews?',
    'feedback',
    'complain\\w*',
    'prices',
    'price list',
    'discounts?',
    'membership plan',
    'deposits?',
    'refunds?',
    'invoices?',
    'receipts?',
    'debit',
    'contactless',
    'cheques?',
    'paypal',
    'bank transfers?',
    'amex',
    'american express',
    'klarna',
    'clearpay',
    'care ?credit',
    'spread the cost',
    'split the bill',
    // What the visit costs and who pays: "is the consultation free or is there a fee", "does my
    // plan cover it", "whats the copay", "am i exempt from charges".
    'fees?',
    'co ?pays?',
    'charged',
    'charges',
    'exempt\\w*',
    'claims?',
    'covered',
    'cover',
    'providers?',
    'in network',
    'out of network',
    'superbills?',
    'deductibles?',
    'estimates?',
    'quotes?',
    'bills?',
    'billing',
    'medicaid',
    'medicare',
    'nhs',
    'hsa',
    'fsa',
  ].join('|')})\\b`,
  'gi',
);
/**
 * Whether a question asks about a visit (see `VISIT_DENTAL_WORDING`) and names no other place or
 * service: on a dental site, a visit to a dental office.
 */
function asksAboutAVisit(question: string): boolean {
  return visitWords(question).size > 0 && !words(question).some((word) => OTHER_PLACES.has(word));
}

/** The retrieval terms of a question's visit words ("contact", "open", "hour"). */
export function visitTerms(question: string): Set<string> {
  return visitTermsOf(visitWords(question));
}
function visitTermsOf(visit: ReadonlySet<string>): Set<string> {
  return new Set([...visit].flatMap((word) => processTerm(word) ?? []));
}

/**
 * The words of a question that ask about a visit (see `A_VISIT` and `GETTING_THERE`), read on its
 * words ("walk-ins").
 */
function visitWords(question: string): Set<string> {
  const tokens = words(question);
  const text = tokens.join(' ');
  const matches: string[] = [...(text.match(A_VISIT) ?? [])];
  if (tokens.some((word) => POINTING_AT_THE_PRACTICE.has(word)))
    matches.push(...(text.match(GETTING_THERE) ?? []));
  return new Set(matches.flatMap((match) => match.split(' ')));
}
/**
 * Getting to the practice: "can i get there by train", "nearest station to you", "is there a bike
 * rack", "which office is closest to my zip code". These are a visit's words only in a question
 * that names the practice, speaks to it or points at it as "there" or "it": "when is the next bus
 * into town" is not about a visit.
 */
const GETTING_THERE = new RegExp(
  `\\b(?:${[
    'bus(?:es)?',
    'bus stops?',
    'trains?',
    'stations?',
    'tube',
    'metro',
    'trams?',
    'subway',
    'get there',
    'getting there',
    'zip ?codes?',
    'post ?codes?',
    'sat ?nav',
    'maps?',
    'nearest',
    'closest',
    '(?:bike|cycle) racks?',
    'bikes?',
  ].join('|')})\\b`,
  'gi',
);
const POINTING_AT_THE_PRACTICE = new Set([...THE_PRACTICE, ...SPOKEN_TO, 'there', 'it']);
/**
 * Whether a question asks about a visit and uses no word of another domain, of the rest of the
 * body, or that the knowledge base never uses: such a question, dental or not, may be about
 * visiting a dental office ("do you take credit card or cash only"), unlike "how do i cancel my
 * netflix subscription".
 */
export function mayBeAboutAnOfficeVisit(question: string): boolean {
  const tokens = words(question);
  const visit = visitWords(question);
  const ownTerms = visitTermsOf(visit);
  return (
    asksAboutAVisit(question) &&
    // The visit's own words do not count: those the knowledge base never uses ("ramp",
    // "pushchair")...
    unknownTerms(question).every((term) => ownTerms.has(term)) &&
    // ...and those of another domain or of the body ("phone number", "card", "toilet", "hearing
    // loop").
    !tokens.some((word) => isOtherDomainWord(word) && !visit.has(word)) &&
    healthTerms(tokens.filter((word) => !visit.has(word))).length === 0
  );
}
/**
 * Whether a question asks about a visit to a place or service other than the practice, and
 * nothing in it besides the visit's words is dental: "is there a cancellation fee if i miss my
 * nail appointment", "does the salon send appointment reminders" (its "appointment" is the
 * visit's). "Worth paying £100 for a powered brush or will a £2 one from tesco do the job" has
 * "brush". Places where patients are rather than visit ("after school appointments") do not
 * count.
 */
function onlyVisitsAnotherPlace(question: string, vocabulary: ScopeVocabulary): boolean {
  const visit = visitWords(question);
  return (
    visit.size > 0 &&
    words(question).some((word) => OTHER_PLACES.has(word) && !WHERE_PATIENTS_ARE.has(word)) &&
    vocabulary.phrases.every((phrase) => phrase.every((word) => visit.has(word)))
  );
}
const WHERE_PATIENTS_ARE = new Set(
  'school schools nursery college university hospital hospitals'.split(' '),
);
/** Places and services other than the practice that a visit can be to. */
const OTHER_PLACES = new Set(
  `
  pharmacy pharmacies chemist chemists optician opticians optometrist vet vets veterinary salon
  salons hairdresser hairdressers barber barbers garage garages gym gyms restaurant restaurants
  cafe pub pubs supermarket library council cinema theatre stadium airline airlines physio
  physiotherapist chiropractor podiatrist pool hotel hotels school schools nursery gp doctor
  doctors hospital hospitals post tesco asda sainsburys aldi lidl costco walmart boots cvs
  walgreens ikea shop shops store stores mall isa mortgage loan subscription netflix flight
  flights airport passport embassy dvla licence license instructor lesson lessons trainer yoga
  pilates spin swimming football club massage massages facial spa nail nails lash lashes brow
  brows waxing haircut hair colour tattoo groomer grooming kennel kennels cattery mot mechanic
  plumber electrician builder cleaner tip recycling registry jobcentre college university museum
  zoo venue takeaway delivery parcel courier osteopath counsellor counselling midwife maternity
  ward er smear mri ultrasound vaccination vaccine jab jabs tuition roofer roofers jeweller
  jewellers jeweler jewelers landlord landlords valet decorator decorators carpenter locksmith
  locksmiths joiner handyman gardener solicitor solicitors accountant estate
  `
    .trim()
    .split(/\s+/),
);

/**
 * A question whose only clue is an illness, habit or state the knowledge base speaks of only next
 * to the mouth is worded much like patients' questions about that topic ("how to stop vaping,
 * i'm addicted to my elf bar"), so it needs more: "how long no smoking after getting it took
 * out yesterday".
 */
const STRONGER_DENTAL_WORDING = 14;
/**
 * An idiom or a thing with teeth of its own ("a dog bit me", "he bit me and it is bleeding", "a
 * sweet tooth") is no illness, and is seldom about the mouth: more still.
 */
const OTHER_THING_WORDING = 16;
/**
 * ...but much less when it speaks to the practice or names its subject only as "it" or "them"
 * (see `ON_THE_SITE_DENTAL_WORDING`): "type 2 diabetic, do you want to see me more often", "does
 * high blood sugar make them worse".
 */
const ON_THE_SITE_NEXT_TO_THE_MOUTH_WORDING = 4;

/**
 * A word that is always dental makes a question dental, unless a thing of another domain stands
 * beside it and the question is worded well below patients' questions: dental products put to
 * household uses ("can i use an old toothbrush to clean grout in my shower", "does toothpaste
 * fix scratches on a phone screen"). "My toothbrush fell in the toilet, should i replace it" and
 * "i hit my mouth on the car door" stay dental.
 */
const DENTAL_BESIDE_OTHER_WORDING = -7;
/**
 * Only a question that puts the product to a use (cleaning, polishing, fixing, removing) needs
 * that: with none, the thing beside it is where the patient's own product came to harm ("my
 * toothbrush fell in the toilet, should i replace it"), and the question needs only what one
 * beside words the knowledge base never uses does (see `DENTAL_BESIDE_UNKNOWN_WORDING`).
 */
const PUT_TO_USE =
  /\b(?:clean\w*|polish\w*|scrub\w*|shin(?:e|es|ing|y)|remov\w*|fix\w*|defog\w*|unclog\w*|buff\w*|restor\w*|get rid|hacks?)\b/i;
/**
 * The same goes for words the knowledge base never uses beside it, when the question as a whole
 * and word by word (see `judgedWording`) is worded further from patients' questions: "clean a
 * stained thermos flask with denture tablets", "toothpaste to defog swimming goggles", "what
 * does it mean to jaw someone in british slang". "Can i drink prosecco with my aligners in at a
 * hen party" stays dental.
 */
const DENTAL_BESIDE_UNKNOWN_WORDING = -12;

/** Whether a question, with its retrieval matches, is about teeth, gums, the mouth or dental care. */
export function isDentalScope(question: string, hits: readonly RetrievalHit[]): boolean {
  const vocabulary = scopeVocabulary(question);
  if (vocabulary.kind === 'dental' && onlyAThingsParts(question))
    return wordingScore(question) >= OTHER_THING_WORDING;
  if (vocabulary.kind === 'dental') {
    if (otherThingBeside(question))
      return (
        wordingScore(question) >=
        (PUT_TO_USE.test(question) ? DENTAL_BESIDE_OTHER_WORDING : DENTAL_BESIDE_UNKNOWN_WORDING)
      );
    return (
      unknownTerms(question).length === 0 ||
      judgedWording(question, vocabulary) >= DENTAL_BESIDE_UNKNOWN_WORDING
    );
  }
  if (hits.length === 0) return false;
  if (onlyVisitsAnotherPlace(question, vocabulary)) return false;
  return (
    dentalAsAWhole(question, vocabulary, hits) ||
    sentences(question).some(dentalSentence) ||
    visitAskedBesideTheAsker(question, vocabulary)
  );
}

/**
 * A question with a clause that asks about a visit and would be answered on its own is dental
 * when the rest only tells of the asker (an illness, a disability, their work, a day's plans) and
 * the question names no other place, service or thing of another domain: "is there a charge for
 * a home visit? my husband is bedbound after his stroke", "are your forms available in large
 * print? i have macular degeneration". "What time does the bank open, i need to pay a bill"
 * names the bank; "my son has braces on his legs, will medical aid pay for new ones" and "a back
 * brace, how many hours a day" read a word of two senses in its other sense. A question worded as
 * a whole far below patients' questions is about another trade's visit, its purpose given in the
 * other clause: "are you open sunday, i need a key cut".
 */
const BESIDE_THE_ASKER_WORDING = -20;
function visitAskedBesideTheAsker(question: string, vocabulary: ScopeVocabulary): boolean {
  const clauses = question.split(/[,;.?!]+/).filter((part) => words(part).length >= SENTENCE_WORDS);
  if (clauses.length < 2 || vocabulary.kind !== 'none') return false;
  const tokens = words(question);
  const visit = visitWords(question);
  return (
    !tokens.some(
      (word) => OTHER_PLACES.has(word) || (isOtherDomainWord(word) && !visit.has(word)),
    ) &&
    !otherSenseCompounds.some((phrase) => containsPhrase(tokens, phrase)) &&
    clauses.some(
      (clause) =>
        mayBeAboutAnOfficeVisit(clause) && dentalAsAWhole(clause, scopeVocabulary(clause), []),
    ) &&
    judgedWording(question, vocabulary) >= BESIDE_THE_ASKER_WORDING
  );
}

/**
 * The teeth, jaws, mouth, tongue or lips of a thing rather than of a person: "the teeth on my new
 * saw blade", "chainring teeth", "the jaws of my bench vice", "the mouth of the river", "the
 * tongue of my trainers". A question whose only dental words are such parts is about the thing,
 * and needs the wording of one about a thing with teeth of its own (`OTHER_THING_WORDING`).
 * "My teeth on the plane ached" is a person's: the part is a thing's only after "the", or
 * written right after the thing in the same clause.
 */
function onlyAThingsParts(question: string): boolean {
  // A blank between clauses: "the night shift at the warehouse, teeth getting thin" is not a
  // warehouse's teeth.
  const tokens = question.split(/[,;:.?!]+/).flatMap((clause) => [...words(clause), '']);
  const isThing = (word: string | undefined) =>
    word !== undefined && (THINGS_WITH_PARTS.has(word) || isOtherDomainWord(word));
  const thingAfter = (at: number) => {
    let next = at + 2;
    while (DETERMINERS.has(tokens[next] ?? '')) next += 1;
    return isThing(tokens[next]) || isThing(tokens[next + 1]);
  };
  const aThings = (at: number) =>
    isThing(tokens[at - 1]) ||
    (tokens[at + 1] === 'of' && thingAfter(at)) ||
    (tokens[at - 1] === 'the' && tokens[at + 1] === 'on' && thingAfter(at));
  const parts = tokens.flatMap((word, at) =>
    PARTS_OF_THINGS.has(word) && aThings(at) ? [at] : [],
  );
  if (parts.length === 0) return false;
  const rest = tokens.map((word, at) => (parts.includes(at) ? '' : word));
  return scopeVocabulary(rest.join(' ')).kind === 'none';
}
const PARTS_OF_THINGS = new Set([
  'tooth',
  'teeth',
  'jaw',
  'jaws',
  'mouth',
  'tongue',
  'lip',
  'lips',
]);
const THINGS_WITH_PARTS = new Set(
  `
  saw saws handsaw hacksaw vice vise vices vises rake rakes pliers clamp clamps wrench wrenches
  spanner grabber trap traps river rivers cave caves tunnel tunnels jar jars sack bag bags shoe
  boot trainer sneaker volcano harbour harbor estuary bay
  `
    .trim()
    .split(/\s+/),
);
const DETERMINERS = new Set(
  'the a an my your his her their our this that these those its old new'.split(' '),
);

/**
 * Whether a question with a word that is always dental also names a thing of another domain, or
 * uses a compound of another thing, outside its dental words ("an old toothbrush for the grout",
 * "toothpaste on scratched headlights", "toothpick bridge for a school project").
 */
function otherThingBeside(question: string): boolean {
  const tokens = words(question);
  const dentalWords = new Set(
    dentalPhrases.filter((phrase) => containsPhrase(tokens, phrase)).flat(),
  );
  return (
    tokens.some((word) => !dentalWords.has(word) && isOtherDomainWord(word)) ||
    otherThingCompounds.some((phrase) => containsPhrase(tokens, phrase))
  );
}

function dentalAsAWhole(
  question: string,
  vocabulary: ScopeVocabulary,
  hits: readonly RetrievalHit[],
): boolean {
  const verdict = dentalByVocabulary(question, vocabulary, hits);
  if (verdict !== 'dental')
    return judgedWording(question, vocabulary) >= wordingNeeded(question, vocabulary, verdict);
  return (
    wordingScore(question) >= offTopicWording(vocabulary) ||
    (dentalCompany(question, vocabulary.dualSenseTerms) >= DENTAL_COMPANY &&
      judgedWording(question, vocabulary) >= FAR_FROM_PATIENTS_WORDING) ||
    judgedWording(question, vocabulary) >= neededWithoutTheWord(question)
  );
}

/**
 * A word of two senses read in its dental sense makes a question no harder to answer than it would
 * be without it: one about a visit ("walk in or appointment only", "cleaning price no insurance"),
 * or one that speaks to the practice or names its subject only as "it" ("veeners worth it pls",
 * "my 15 year old is really scared of going, how do you handle that"), needs what it would with no
 * dental word (see `VISIT_DENTAL_WORDING` and `ON_THE_SITE_DENTAL_WORDING`).
 */
function neededWithoutTheWord(question: string): number {
  if (mayBeAboutAnOfficeVisit(question)) return VISIT_DENTAL_WORDING;
  return SPOKEN_TO_OR_UNNAMED.test(question) ? ON_THE_SITE_DENTAL_WORDING : Infinity;
}

/** A question's sentences of three words or more, when it has more than one. */
function sentences(question: string): string[] {
  const parts = question
    .split(/[.?!;]+/)
    .filter((part) => part.trim().split(/\s+/).length >= SENTENCE_WORDS);
  return parts.length > 1 ? parts : [];
}
const SENTENCE_WORDS = 3;

/**
 * A sentence with a dental or dual-sense word that the vocabulary rules and the wording answer
 * on their own makes the question dental, whatever another sentence says about the asker ("am i
 * too old for braces at 45? im a lawyer", "can i eat right after a filling? im a delivery driver
 * and eat in the van"). Split further, at commas or "and", a clause loses the words that show
 * its other sense ("what size roller and brush for a small hallway").
 */
function dentalSentence(sentence: string): boolean {
  const vocabulary = scopeVocabulary(sentence);
  if (vocabulary.kind === 'none') return false;
  return (
    vocabulary.kind === 'dental' ||
    (dentalByVocabulary(sentence, vocabulary, []) === 'dental' &&
      wordingScore(sentence) >= offTopicWording(vocabulary))
  );
}

/** Below this wording, a question the vocabulary rules answer is refused (see `OFF_TOPIC_WORDING`). */
function offTopicWording({ kind }: ScopeVocabulary): number {
  return kind === 'mostly-dental' ? MOSTLY_DENTAL_OFF_TOPIC_WORDING : OFF_TOPIC_WORDING;
}

/**
 * How dental the wording (see `judgedWording`) of a question the vocabulary rules do not answer
 * must be.
 */
function wordingNeeded(
  question: string,
  vocabulary: ScopeVocabulary,
  verdict: 'other' | 'silent',
): number {
  const onTheSite = SPOKEN_TO_OR_UNNAMED.test(question);
  const tokens = words(question);
  if (onlyNextToTheMouth(question, vocabulary)) {
    // An idiom or a thing of another domain ("a dog bit me", "a sweet tooth") is no illness.
    const otherThing = otherThingCompounds.some((phrase) => containsPhrase(tokens, phrase));
    if (otherThing) return OTHER_THING_WORDING;
    return onTheSite ? ON_THE_SITE_NEXT_TO_THE_MOUTH_WORDING : STRONGER_DENTAL_WORDING;
  }
  // A visit's own words of another domain ("what is your phone number", "is there a car park",
  // "open on bank holidays") leave it a visit.
  const visitBar = tokens.some((word) => THE_PRACTICE.has(word) || SPOKEN_TO.has(word))
    ? PRACTICE_VISIT_WORDING
    : VISIT_DENTAL_WORDING;
  // A word of two senses makes a visit no harder to answer than it would be without it ("can i
  // bring my hearing dog to my appointment").
  if (vocabulary.kind !== 'none')
    return mayBeAboutAnOfficeVisit(question)
      ? Math.min(DENTAL_WORD_WORDING, visitBar)
      : DENTAL_WORD_WORDING;
  if (verdict === 'other')
    return mayBeAboutAnOfficeVisit(question) ? visitBar : STRONG_DENTAL_WORDING;
  if (asksAboutAVisit(question)) return visitBar;
  return onTheSite ? ON_THE_SITE_DENTAL_WORDING : SILENT_DENTAL_WORDING;
}

/**
 * How much a question the vocabulary rules refuse is worded like patients' questions, the measure
 * `wordingNeeded` asks for: how its words lean one by one (see `wordingScore`), and how the
 * example questions nearest to it as a whole lean (see `nearestExamplesLean`), which sees the
 * words a question uses together. "Is it covered on the nhs" and "how much water should i drink a
 * day" use words both sides use, and each is close to questions of its own side.
 *
 * A word that is dental in nearly every question keeps to its words one by one: so many examples
 * use it that the nearest are dental whatever the rest of the question says ("which braces are
 * best for a weak knee").
 */
function judgedWording(question: string, { kind }: ScopeVocabulary): number {
  const wording = wordingScore(question);
  if (kind === 'mostly-dental') return wording;
  return wording + NEAREST_WEIGHT * nearestExamplesLean(question);
}
/** How much the nearest examples count against the words one by one. */
const NEAREST_WEIGHT = 2.5;
/**
 * How much the wording odds and the topic odds count against the words one by one, and the lean
 * towards answering.
 */
const ODDS_WEIGHT = 2;
const TOPIC_ODDS_WEIGHT = 1;
const TOWARDS_ANSWERING = 1.5;

/**
 * How the question is worded, leaving out compounds of another sense: its words weighed one by
 * one (see `dentalWordingScore`), together (see `wordingOdds`), and against each topic's as well
 * as everything else's (see `topicDentalOdds`). The odds weigh both sides equally; the score
 * leans a little towards answering, because a refused patient is worse off than an answered
 * off-topic question.
 */
function wordingScore(question: string): number {
  const tokens = words(question);
  const rest = withoutPhrases(tokens, otherSenseCompounds);
  const text = rest.every(Boolean) ? question : rest.filter(Boolean).join(' ');
  return (
    dentalWordingScore(text) +
    ODDS_WEIGHT * wordingOdds(text, saysWhatItIsAbout) +
    TOPIC_ODDS_WEIGHT * topicDentalOdds(text, saysWhatItIsAbout) +
    TOWARDS_ANSWERING
  );
}

/**
 * The question's words about the rest of the body and general illness, with the names of
 * conditions the knowledge base never uses ("scoliosis", "tendonitis", "fibromyalgia").
 */
function healthTerms(tokens: readonly string[]): string[] {
  const conditions = tokens
    .filter((word) => MEDICAL_ENDING.test(word))
    .flatMap((word) => processTerm(word) ?? [])
    .filter((term) => !knownTerm(term));
  return [...new Set([...termsOf(tokens, OTHER_HEALTH_WORDS), ...conditions])];
}
const MEDICAL_ENDING = /(?:osis|itis|ectomy|algia|aemia|emia|opathy|plasty)$/;

function isOtherDomainWord(word: string): boolean {
  const singular = word.replace(/s$/, '');
  if (OTHER_DOMAIN_WORDS.has(word) || OTHER_DOMAIN_WORDS.has(singular)) return true;
  // Compounds ending in one name the same kind of thing ("wristwatch", "headphones",
  // "farmhouse"); shorter endings are too often only letters of another word ("smoking").
  for (let start = COMPOUND_HEAD; start <= singular.length - COMPOUND_END; start += 1) {
    if (OTHER_DOMAIN_WORDS.has(singular.slice(start))) return true;
  }
  return false;
}
const COMPOUND_HEAD = 3;
const COMPOUND_END = 5;

/**
 * Whether a question without a dental or dual-sense word names an illness, habit or state the
 * knowledge base speaks of only next to the mouth (see `STRONGER_DENTAL_WORDING`).
 */
function onlyNextToTheMouth(question: string, { kind }: ScopeVocabulary): boolean {
  if (kind !== 'none') return false;
  const tokens = words(question);
  return (
    termsOf(tokens, ADJACENT_ILLNESS_WORDS).length > 0 ||
    otherSenseCompounds.some((phrase) => containsPhrase(tokens, phrase))
  );
}

/**
 * How many of the question's other words the knowledge base uses next to one of its dual-sense
 * words, leaving out words most topics use ("how long", "take", "get"): they keep every word's
 * company ("how long does it take to walk the golden gate bridge").
 */
function dentalCompany(question: string, dualSenseTerms: readonly string[]): number {
  const tokens = words(question);
  // Words of another domain or part of the body show the other sense, never dental company.
  const elsewhere = new Set([
    ...healthTerms(tokens),
    ...tokens.filter(isOtherDomainWord).flatMap((word) => processTerm(word) ?? []),
  ]);
  return [...new Set(textTerms(question))].filter(
    (term) =>
      !dualSenseTerms.includes(term) &&
      !elsewhere.has(term) &&
      entryShare(term) <= COMMON_COMPANY_SHARE &&
      dualSenseTerms.some((word) => usedTogether(word, term)),
  ).length;
}

/** A word used by more than this share of the topics is too common to count as dental company. */
const COMMON_COMPANY_SHARE = 0.5;

/**
 * The question's terms the knowledge base never uses. Numbers (ages, counts) and the people a
 * question is about ("my daughter", "my nan", "a coworker") say nothing of its domain, even when
 * the knowledge base never uses them.
 */
function unknownTerms(question: string): string[] {
  return vocabularyMatch(question).unknown.filter(saysWhatItIsAbout);
}

/** Whether a term can say what a question is about: numbers, people and judgements do not. */
function saysWhatItIsAbout(term: string): boolean {
  return !AMOUNT.test(term) && !PEOPLE_TERMS.has(term) && !NEUTRAL_TERMS.has(term);
}

/**
 * The rules of the vocabulary (see the top of this file) for a question without a dental word:
 * dental, not dental ('other'), or, for a question with no dental word and no word of anything
 * else that no phrase or example settles, nothing either way ('silent').
 */
function dentalByVocabulary(
  question: string,
  { kind, dualSenseTerms, phrases }: ScopeVocabulary,
  hits: readonly RetrievalHit[],
): 'dental' | 'other' | 'silent' {
  const tokens = words(question);
  const { terms, topical } = vocabularyMatch(question);
  const unknown = unknownTerms(question);
  const health = healthTerms(tokens);
  // The words of the question's dental phrases are not read in another sense ("train tracks").
  const phraseWords = new Set(phrases.flat());
  const domain = tokens.filter((word) => !phraseWords.has(word) && isOtherDomainWord(word));
  // A word about the rest of the body or an illness shows the other sense unless the knowledge
  // base uses it with the word ("the crown of my head" is not dental, "a cold and my upper teeth
  // ache" is); a word of another domain always does ("a bridge loan", "a new filling for the
  // car").
  const withWord = (other: string) =>
    dualSenseTerms.some((term) => term !== other && usedTogether(term, other));
  // So does a fixed compound of another thing anywhere in the question ("gum arabic in sweets").
  const otherSenseIn = (within: readonly string[]) =>
    within.some((word) => !phraseWords.has(word) && isOtherDomainWord(word)) ||
    !healthTerms(within).every(withWord) ||
    otherThingCompounds.some((phrase) => containsPhrase(tokens, phrase));
  const otherSense = otherSenseIn(tokens);
  const verdict = (dental: boolean) => (dental ? 'dental' : 'other');
  if (kind === 'mostly-dental') {
    // Only the clause of a word that is dental in nearly every question shows its other sense
    // ("a cavity wall in the house"); another clause is the asker's circumstance ("i drink
    // energy drinks all night while gaming, how do i know if i have a cavity").
    const clauses = question
      .split(/[,;.?!]+/)
      .map(words)
      .filter((clause) => phrases.some((phrase) => containsPhrase(clause, phrase)));
    return verdict(!otherSenseIn(clauses.flat()));
  }
  if (kind === 'dual-sense') {
    if (otherSense) return 'other';
    if (unknown.length === 0) return 'dental';
    // Words the knowledge base never uses are weaker evidence (patients' slang, brand names):
    // the dental sense holds while the question's other words that the knowledge base uses next
    // to a dual-sense word of the question are at least as many, or, counting words that only
    // name a topic, more.
    const known = terms.filter((term) => !unknown.includes(term));
    const together = known.filter(withWord).length;
    const naming = known.filter(
      (term) => !withWord(term) && !dualSenseTerms.includes(term) && topical.includes(term),
    ).length;
    return verdict(
      (together > 0 && together >= unknown.length) || together + naming > unknown.length,
    );
  }
  // Pain by the ear or in the head while eating or chewing is often the jaw's ("popping noise by
  // my ear when i eat"): such a question is weighed like one with no word of anything else.
  const besideTheMouth =
    health.every((term) => BESIDE_THE_JAW.has(term)) &&
    tokens.some((word) => MOUTH_ACTIONS.has(word));
  if (domain.length > 0 || (health.length > 0 && !besideTheMouth)) return 'other';
  // The compounds are, like those illnesses, spoken of only next to the mouth.
  if (termsOf(tokens, ADJACENT_ILLNESS_WORDS).length > 0) return 'other';
  if (otherSenseCompounds.some((phrase) => containsPhrase(tokens, phrase))) return 'other';
  if (unknown.length > 0) return 'other';
  // With no dental word at all, a phrase or an example only counts in a question that is not
  // worded more like everyday questions than like patients' ("how can i quit smoking for good").
  if (wordingScore(question) < 0) return 'silent';
  if (hits.some((hit) => hit.ownPhraseSpecificity >= SPECIFIC_PHRASE)) return 'dental';
  const example = exampleMatch(question);
  const settled =
    example.share >= EXAMPLE_SHARE &&
    example.shared >= EXAMPLE_TERMS &&
    example.covered > EXAMPLE_COVERED;
  return settled ? 'dental' : 'silent';
}

/**
 * How dental the wording (see `judgedWording`) of a question that names no subject of its own
 * must be for it to take one from the question before it.
 */
const FOLLOW_UP_WORDING = -16;

/**
 * Whether a question names no subject of its own, so that one asked after a dental question may
 * take its subject from it: "how long does it last", "is that normal", "can kids have them". It
 * has no dental word nor a word of two senses (those name the subject themselves); no word of
 * another domain, place or part of the body, none the knowledge base never uses, and no compound
 * of another sense ("is it going to rain tomorrow", "how long does it take to drive to chicago",
 * "my knee does that too"); and it is not worded far below patients' questions. An illness the
 * knowledge base speaks of next to the mouth may be the subject's ("what about diabetes"), and so
 * may a word of the body or of illness that it uses next to a word of the subject's questions
 * (`subject`, asked for only then): "and now i have a fever too" after "my face is swollen near a
 * bad tooth".
 */
export function namesNoSubject(
  question: string,
  subject: () => readonly string[] = () => [],
): boolean {
  const vocabulary = scopeVocabulary(question);
  if (vocabulary.kind !== 'none') return false;
  const tokens = words(question);
  if (tokens.some((word) => OTHER_PLACES.has(word) || isOtherDomainWord(word))) return false;
  if (unknownTerms(question).length > 0) return false;
  const health = healthTerms(tokens);
  if (health.length > 0) {
    const subjectTerms = [...new Set(subject().flatMap((asked) => textTerms(asked)))];
    const besideTheSubject = (term: string) =>
      subjectTerms.some((other) => other !== term && usedTogether(term, other));
    if (!health.every(besideTheSubject)) return false;
  }
  if (otherSenseCompounds.some((phrase) => containsPhrase(tokens, phrase))) return false;
  return judgedWording(question, vocabulary) >= FOLLOW_UP_WORDING;
}

export type RedFlagId =
  | 'swelling-fever'
  | 'swelling-breathing'
  | 'spreading-swelling'
  | 'uncontrolled-bleeding'
  | 'knocked-out-tooth'
  | 'facial-trauma'
  | 'severe-pain-swelling';

export interface RedFlag {
  id: RedFlagId;
  /** Urgent-care instructions in the assistant's plain-text markup; shown before anything else. */
  guidance: string;
}

const GUIDANCE = {
  swellingBreathing: [
    '**Call 911 or go to an emergency room now.** Difficulty breathing or swallowing, especially with swelling of the face, jaw, mouth, tongue or neck, can mean an infection or an allergic reaction is narrowing the airway. This needs emergency care, not a dental appointment.',
    "Don't drive yourself if you are struggling to breathe. Sit upright while you wait for help, and tell the emergency team about any recent dental problem, treatment or new medicine.",
  ].join('\n\n'),
  swellingFever: [
    '**Call 911 or go to an emergency room now.** Swelling of the face or jaw together with a fever can mean a dental infection is spreading. This can become dangerous quickly and usually needs treatment the same day.',
    "Don't wait to see whether it settles, especially if the swelling is spreading toward your eye or neck, you feel very unwell, or it is getting hard to open your mouth, swallow or breathe. Antibiotics alone don't remove the source, so follow up with a dentist after you have been treated.",
  ].join('\n\n'),
  spreadingSwelling: [
    '**Call 911 or go to an emergency room now.** Swelling from a tooth, gum or jaw that spreads toward the eye or down the neck, or closes an eye, can mean a dental infection is spreading. This can become dangerous quickly and needs treatment the same day.',
    "Don't wait to see whether it settles, and tell the emergency team at once if it becomes hard to swallow, breathe or open your mouth, or you get a fever. Antibiotics alone don't remove the source, so follow up with a dentist after you have been treated.",
  ].join('\n\n'),
  uncontrolledBleeding: [
    "**Call 911 or go to an emergency room now** if bleeding from the mouth is heavy, or hasn't slowed after 30 minutes of firm, steady pressure.",
    'While you get help:',
    [
      "- Sit upright and lean slightly forward so you don't swallow blood.",
      '- Fold clean gauze (or a moistened black tea bag) over the spot and bite down firmly for 30 minutes without checking it.',
      "- Don't rinse, spit or drink through a straw, which can disturb a clot.",
      '- Tell the emergency team if you take blood thinners or have a bleeding disorder, and let the dentist who treated you know.',
    ].join('\n'),
  ].join('\n\n'),
  facialTraumaSevere: [
    '**Call 911 or go to an emergency room now.** A possibly broken or dislocated jaw, or a blow to the face with loss of consciousness, confusion, vomiting or a bad headache, needs emergency care before any dental treatment.',
    "Keep the jaw still (a scarf or bandage tied gently around the head and under the chin can help), hold a cold pack against the swelling, and press gauze on any bleeding. If a tooth was knocked out, bring it along in milk. Don't eat or drink until you've been checked, in case surgery is needed.",
  ].join('\n\n'),
  facialTrauma: [
    "**Call 911 or go to an emergency room now** after a blow to the face or jaw if the jaw may be broken (it hurts to move, your teeth no longer fit together, or you can't open or close your mouth), if there was any loss of consciousness, confusion, vomiting or a bad headache, or if bleeding won't stop or breathing is difficult.",
    'Otherwise, see a dentist today: injured teeth can be loosened, pushed out of place or cracked even when they look fine. Hold a cold pack against the face for swelling, press gauze on bleeding, save any broken pieces of tooth in milk, and keep a knocked-out adult tooth in milk on the way.',
  ].join('\n\n'),
  knockedOutPermanent: [
    "**A knocked-out adult tooth needs a dentist within 30 to 60 minutes; the sooner, the better.** If there was also a blow to the head, loss of consciousness, a possibly broken jaw or bleeding that won't stop, call 911 or go to an emergency room first.",
    [
      '- Pick the tooth up by the crown (the white chewing part), never by the root.',
      "- If it is dirty, rinse it for a few seconds in milk, saline or water. Don't scrub it, dry it or wrap it in tissue.",
      '- Try to push it gently back into its socket, facing the right way, then bite on a clean cloth to hold it in place.',
      "- If it won't go back in, keep it in a small container of milk, or in the mouth against the cheek if the person is old enough not to swallow it. Plain water is only a last resort.",
      '- Call a dentist now and go straight there, or to an emergency room if no dentist is available.',
    ].join('\n'),
    "If you are sure it's a baby tooth, don't put it back in; see your child's dentist today instead.",
  ].join('\n\n'),
  knockedOutBaby: [
    "**A knocked-out baby tooth still needs a dentist today, but don't put it back in:** reinserting a baby tooth can damage the adult tooth forming underneath. If there was also a blow to the head, loss of consciousness, a possibly broken jaw or bleeding that won't stop, call 911 or go to an emergency room first.",
    [
      '- Have your child bite gently on clean, folded gauze or a cloth to stop the bleeding.',
      '- Hold a cold pack against the lip or cheek to ease swelling.',
      '- Keep the tooth to show the dentist, so they can check that no piece is left in the gum.',
      "- Call your child's dentist today so they can check the gum, the neighboring teeth and the adult tooth underneath.",
    ].join('\n'),
    "If you're not sure whether it's a baby tooth or an adult tooth, treat it as an adult tooth: keep it in milk and get to a dentist within 30 to 60 minutes.",
  ].join('\n\n'),
  severePainSwelling: [
    "**Get dental care today.** Severe pain together with swelling usually means an infection, such as an abscess, that won't clear up on its own. Call a dentist now for a same-day emergency appointment.",
    '**Call 911 or go to an emergency room now** instead if the swelling is spreading toward your eye or neck, you have a fever, or it is becoming hard to swallow, breathe or open your mouth.',
    "Until you are seen, take an over-the-counter pain reliever as directed and hold a cold pack on the outside of the cheek. Don't apply heat or try to drain the swelling yourself.",
  ].join('\n\n'),
} as const;

/** Joins alternatives into one global, word-bounded pattern. */
function anyOf(...alternatives: RegExp[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.map((part) => part.source).join('|')})\\b`, 'g');
}

// ---------------------------------------------------------------------------
// Concept patterns. Each is global so every mention can be checked for negation.
// Patterns are written against the normalized text (lowercase, straight quotes).
// ---------------------------------------------------------------------------

const SWELLING = /\b(?:swell(?:ing|s|ed)?|swollen|puffy|puffed up|puffiness)\b/g;

// "temperature" alone is too common in dental talk ("sensitive to temperature"),
// so it only counts in fever phrasings; hay fever and cabin fever are no fever.
const FEVER =
  /\b(?:(?<!\b(?:hay|cabin) )fevers?(?! blisters?)|feverish|febrile|chills|(?:have|has|had|running|run|with|got) a (?:high |slight )?temp(?:erature)?|high temp(?:erature)?|temp(?:erature)? (?:of|is|was) (?:about |around |over )?(?:1\d\d|3[89]))\b/g;

// Swelling that reaches the eye or the neck, as a spreading dental infection does.
const SPREADING_TO_EYE_OR_NECK = anyOf(
  /(?:spread\w*|going|gone|moving|moved|travel\w*|creep\w*|crept|reach\w*|extend\w*|up|down)(?: \w+){0,3}? (?:to|into|toward|towards|under|round|around|across|down) (?:my |his |her |their |the )?(?:eyes?|eye socket|neck|throat)/,
  /(?:up to|down to|as far as) (?:my |his |her |their |the )?(?:eyes?|neck|throat)/,
  /eyes? (?:is |are |has |have )?(?:\w+ )?(?:swollen |puffed |puffy )?(?:shut|closing|closed)/,
);
// ...from a tooth, the gums or the jaw, not an allergy or a sting.
const DENTAL_SOURCE =
  /\b(?:tooth|teeth|molar|wisdom|gums?|jaw|abscess\w*|infection|root canal|extraction|filling|crown|bad one|back one|(?:top|bottom|upper|lower) one)\b/;

const NOT_THROUGH_NOSE = /(?! through (?:my|his|her|their|the) nose)/.source;
const BREATHING_TROUBLE = anyOf(
  new RegExp(
    `(?:hard|difficult|difficulty|trouble|problems?|struggling|hard time|harder) (?:to |with |in )?breath(?:e|ing)?${NOT_THROUGH_NOSE}`,
  ),
  new RegExp(
    `(?:can'?t|cannot|can not|unable to|couldn'?t|can barely|can hardly|could barely|could hardly) (?:breathe${NOT_THROUGH_NOSE}|catch (?:my|his|her|their) breath|get air)`,
  ),
  /short(?:ness)? of breath|breathless|gasping for air/,
  /throat (?:is )?(?:closing|swelling shut|tightening)/,
);

const SWALLOWING_TROUBLE =
  /\b(?:(?:hard|difficult|difficulty|trouble|problems?|struggling|hard time|harder|hurts?|painful|pain) (?:to |with |when |while |in )?swallow(?:ing)?|(?:can'?t|cannot|can not|unable to|couldn'?t|can barely|can hardly|could barely|could hardly) swallow)\b/g;

const BLEEDING_WONT_STOP =
  /\b(?:bleed\w*|blood)\b[^.!?]{0,40}?\b(?:won'?t|will not|doesn'?t|does not|isn'?t|is not|hasn'?t|has not|haven'?t|didn'?t|did not|not|never|can'?t|cannot) (?:\w+ )?(?:stop\w*|slow\w*|let up|quit)\b(?! (?:brush|floss))/g;

const CANT_STOP_BLEEDING =
  /\b(?:can'?t|cannot|can not|unable to|couldn'?t) (?:get (?:it|the bleeding|the blood) to )?(?:stop|control) (?:the |this |his |her |my )?(?:bleeding|blood)\b/g;

const HEAVY_BLEEDING = anyOf(
  /bleed\w* (?:heavily|profusely|nonstop|non-stop|continuously|everywhere|like crazy)/,
  /heavy bleeding|hemorrhag\w*|haemorrhag\w*|hasn'?t stopped bleeding/,
  /(?:gushing|pouring|spurting) (?:out )?blood|blood (?:is )?(?:gushing|pouring|spurting)/,
  /(?:mouth|gauze) (?:is )?(?:full of|soaked (?:with|in)) blood/,
  /soak(?:ed|ing)? (?:through )?(?:the |my )?gauze/,
);

// Gums that bleed "a lot" or "keep bleeding" when brushed or flossed are the
// everyday gum-health question, not an emergency; these phrasings only count
// outside that context.
const PERSISTENT_BLEEDING =
  /\b(?:bleed\w* (?:a lot|so much|really badly|badly|constantly)|(?:lots|a lot|so much|tons) of blood|(?:keeps?|kept|continues to|continuing to) bleed\w*|still bleeding(?! (?:a (?:little|bit)|slightly|lightly)))\b/g;
const BRUSHING_CONTEXT = /\b(?:brush\w*|floss\w*|toothbrush|water ?flosser|cleaning)\b/;

const TOOTH_WORD = /\b(?:tooth|teeth|incisors?|molars?|front ones?)\b/;

const KNOCKED_OUT = /\b(?:knock(?:ed|s)?(?:[\s-]+\w+){0,4}?[\s-]+out|knocked[\s-]out|avuls\w*)\b/g;

const FELL_OUT =
  /\b(?:tooth|teeth|incisor|front one)\b(?:\s+\w+){0,3}?\s+(?:fell|came|popped|flew|got pulled|was pulled|got ripped|was ripped|got yanked) (?:right |clean |completely |all the way )?out\b/g;

// Signs that a tooth came out through injury rather than natural loss.
const INJURY_HINT =
  /\b(?:hit|struck|punched|kicked|elbow\w*|accident|crash\w*|fight|injur\w*|tripped|game|hockey|football|soccer|basketball|baseball|softball|lacrosse|sports?|playing|ball|puck|bike|skateboard\w*|trampoline|pool)\b/;

const TRAUMA_EVENT = anyOf(
  // "hit in the face", "punched him in the jaw"
  /(?:hit|struck|smacked|whacked|punched|kicked|elbowed|headbutted|slammed|bashed|banged)\b[^.!?]{0,30}?\b(?:face|jaw|mouth|chin|head|cheek|lips?)/,
  // "my jaw hurts after getting punched"
  /(?:face|jaw|mouth|chin|cheek|lips?|tooth|teeth)\b[^.!?]{0,30}?\b(?:after|from|when) (?:\w+ )?(?:getting |being )?(?:hit|struck|punched|kicked|elbowed|smacked|whacked)/,
  /(?:got|was|been|getting|being) (?:punched|kicked|elbowed|headbutted|assaulted|hit by a)/,
  /assaulted|beaten up|beat up|(?:in|during|into|after) a (?:fist ?)?fight/,
  // A tooth moved by a blow, short of coming out.
  /knocked (?:loose|crooked|sideways|back|out of place)|pushed (?:up |back )?(?:into the gum|out of place)/,
  // Falls onto the face; not "fell out" (a lost baby tooth) or "fell asleep".
  /(?:fell|fallen|tripped|crashed|slipped|(?:had|took) a (?:bad |hard )?fall)\b(?! (?:out|asleep|apart))[^.!?]{0,40}?\b(?:face|jaw|mouth|chin|tooth|teeth)/,
  /face[\s-]?plant\w*/,
  /(?:car|bike|bicycle|motorcycle|skateboard\w*|scooter|sports?|hockey|football) (?:accident|crash|injury)/,
  /(?:facial|face|jaw|mouth) (?:injury|injuries|trauma)|injur\w+ (?:my |his |her |their |the )?(?:face|jaw|mouth)/,
  /(?:took|got|caught) (?:a|an) (?:ball|puck|bat|stick|elbow|fist|punch|kick|knee|helmet)\w* (?:to|in) the (?:face|mouth|jaw|chin)/,
  /(?:ball|puck|bat|stick|elbow|fist|knee|helmet) (?:hit|struck|smashed into) (?:my|his|her|their) (?:face|mouth|jaw|teeth|chin)/,
);

const BROKEN_JAW =
  /\b(?:(?:broken|broke|fractured|dislocated|cracked) (?:my |his |her |their |the |a )?jaw(?:bone)?|jaw(?:bone)? (?:is |might be |may be |could be |feels |looks |seems |got |was )?(?:broken|fractured|dislocated|out of place|crooked)|(?:jaw )?(?:fracture|dislocation) of the jaw)\b/g;

const LOST_CONSCIOUSNESS =
  /\b(?:passed out|blacked out|lost consciousness|unconscious|knocked (?:out cold|unconscious)|concussion|(?:is |was |seems )?confused after)\b/g;

const BITE_CHANGED =
  /\b(?:(?:can'?t|cannot|can not|unable to|couldn'?t) (?:fully )?(?:open|close|shut) (?:my |his |her |their |the )?mouth|teeth (?:don'?t|do not|no longer|won'?t|doesn'?t) (?:line up|fit together|meet|close|come together)|bite (?:is |feels )?(?:off|wrong|different))\b/g;

const SEVERE_PAIN = anyOf(
  /excruciating|unbearable|agony|agoni[sz]ing|killing me|throbbing|pounding/,
  /(?:10|ten) ?(?:\/|out of) ?(?:10|ten)/,
  /(?:severe|intense|extreme|terrible|horrible|awful|worst|horrendous|really bad|so bad|very bad|bad) (?:\w+ )?(?:pain|ache|toothache|hurt\w*)/,
  /(?:pain|ache|hurts?|hurting) (?:is )?(?:so |really |very )?(?:severe|unbearable|terrible|horrible|awful|intense|excruciating|bad|badly)/,
  /can'?t sleep (?:because of|from|with) (?:the )?(?:pain|ache)/,
);

// Words that cancel a mention when they appear shortly before it in the same clause.
const NEGATOR =
  /\b(?:no|not|never|without|none|nor|neither|don'?t|doesn'?t|didn'?t|isn'?t|aren'?t|wasn'?t|weren'?t|haven'?t|hasn'?t|hadn'?t|free of|denies|zero)\b/;

// "not sure if", "don't know whether" express doubt, not absence: keep the flag.
const UNCERTAINTY = /\b(?:not sure|unsure|don'?t know|do not know|can'?t tell|not certain)\b/g;

// "swelling went down", "fever broke": the symptom has resolved.
const RESOLVED =
  /^\s*(?:\S+\s+){0,4}?(?:(?:went|has gone|have gone|is gone|are gone|gone|has come|came) (?:down|away)\b(?! (?:to|into|toward|towards|my|the|his|her))|(?:subsided|resolved|cleared up|disappeared|broke|has stopped|stopped|is down)\b)/;

// A negator only reaches this far back, and never past a clause boundary.
const NEGATION_WINDOW_WORDS = 5;
const CLAUSE_BOUNDARY = /[.;!?,]|\b(?:but|however|though|although|and|yet|because|except)\b/g;
const FIRST_CLAUSE_BOUNDARY = new RegExp(CLAUSE_BOUNDARY.source);

function normalize(question: string): string {
  return question
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function clauseBefore(text: string, position: number): string {
  const before = text.slice(0, position);
  let start = 0;
  for (const boundary of before.matchAll(CLAUSE_BOUNDARY)) {
    start = boundary.index + boundary[0].length;
  }
  return before.slice(start);
}

function clauseAfter(text: string, position: number): string {
  const after = text.slice(position);
  const boundary = after.search(FIRST_CLAUSE_BOUNDARY);
  return boundary === -1 ? after : after.slice(0, boundary);
}

function isNegated(text: string, start: number, end: number, extraNegator?: RegExp): boolean {
  const clause = clauseBefore(text, start).replace(UNCERTAINTY, ' ');
  const window = clause.trim().split(/\s+/).slice(-NEGATION_WINDOW_WORDS).join(' ');
  if (NEGATOR.test(window) || (extraNegator?.test(window) ?? false)) return true;
  return RESOLVED.test(clauseAfter(text, end));
}

interface Mention {
  start: number;
  end: number;
  text: string;
}

function affirmedMentions(text: string, pattern: RegExp, extraNegator?: RegExp): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!isNegated(text, start, end, extraNegator)) found.push({ start, end, text: match[0] });
  }
  return found;
}

function mentions(text: string, pattern: RegExp, extraNegator?: RegExp): boolean {
  return affirmedMentions(text, pattern, extraNegator).length > 0;
}

// "almost knocked out" describes a loosened tooth, not an avulsion.
const NEAR_MISS = /\b(?:almost|nearly|partly|partially|half)\b/;

function isAboutTooth(text: string, mention: Mention): boolean {
  if (mention.text.startsWith('avuls')) return true;
  // "Knocked me out" is about a person, whatever tooth is mentioned nearby.
  if (/^knock\w*\s+(?:me|him|her|them|us|you)\s+out/.test(mention.text)) return false;
  const near = text.slice(Math.max(0, mention.start - 40), mention.end + 40);
  return TOOTH_WORD.test(near);
}

// Being "knocked out" by sedation is expected, not an injury.
const SEDATION_CONTEXT =
  /\b(?:anesthe\w*|anaesthe\w*|sedat\w*|gas|pills?|medicine|medication|drugs?|asleep)\b/;

// "Can they knock me out for it" asks for sedation; nothing has happened.
const ASKED_TO_BE_KNOCKED_OUT =
  /\b(?:can|could|will|would|should|do|does|to)\b(?: \w+){0,3} knock (?:me|you|him|her|them|us) out\b/;

/** "Knocked out" without a tooth nearby means knocked unconscious. */
function wasKnockedUnconscious(text: string): boolean {
  if (SEDATION_CONTEXT.test(text) || ASKED_TO_BE_KNOCKED_OUT.test(text)) return false;
  return affirmedMentions(text, KNOCKED_OUT, NEAR_MISS).some(
    (mention) => !isAboutTooth(text, mention),
  );
}

function hasKnockedOutTooth(text: string): boolean {
  const knocked = affirmedMentions(text, KNOCKED_OUT, NEAR_MISS).filter((mention) =>
    isAboutTooth(text, mention),
  );
  if (knocked.length > 0) return true;
  // A tooth that "fell out" is usually a baby tooth being lost normally; it is an
  // avulsion only when an injury is described as well.
  return (
    mentions(text, FELL_OUT, NEAR_MISS) && (mentions(text, TRAUMA_EVENT) || INJURY_HINT.test(text))
  );
}

const PERMANENT_TOOTH =
  /\b(?:adult|permanent|grown[\s-]?up|big kid) (?:front |top |bottom |upper |lower )?(?:tooth|teeth)\b/g;
const BABY_TOOTH =
  /\b(?:(?:baby|milk|primary|deciduous) (?:front |top |bottom |upper |lower )?(?:tooth|teeth)|toddler|(?:[1-5]|one|two|three|four|five)[\s-]?(?:year|yr)s?[\s-]?old)\b/g;

function knockedOutGuidance(text: string): string {
  if (mentions(text, PERMANENT_TOOTH)) return GUIDANCE.knockedOutPermanent;
  if (mentions(text, BABY_TOOTH)) return GUIDANCE.knockedOutBaby;
  // Unknown: treat it as an adult tooth, the case where minutes matter.
  return GUIDANCE.knockedOutPermanent;
}

function hasUncontrolledBleeding(text: string): boolean {
  if (mentions(text, BLEEDING_WONT_STOP)) return true;
  if (mentions(text, CANT_STOP_BLEEDING)) return true;
  if (mentions(text, HEAVY_BLEEDING)) return true;
  return mentions(text, PERSISTENT_BLEEDING) && !BRUSHING_CONTEXT.test(text);
}

/**
 * Spots questions that describe a dental or facial emergency, so the answer can
 * lead with urgent-care instructions. It errs toward flagging: a needless
 * "go to the ER" costs less than a missed airway or spreading infection.
 * Returns the most urgent flag when several apply.
 */
export function detectRedFlag(question: string): RedFlag | null {
  const text = normalize(question);
  if (text.length === 0) return null;

  const swelling = mentions(text, SWELLING);
  const trauma = mentions(text, TRAUMA_EVENT);

  if (mentions(text, BREATHING_TROUBLE) || (swelling && mentions(text, SWALLOWING_TROUBLE))) {
    return { id: 'swelling-breathing', guidance: GUIDANCE.swellingBreathing };
  }
  if (hasUncontrolledBleeding(text)) {
    return { id: 'uncontrolled-bleeding', guidance: GUIDANCE.uncontrolledBleeding };
  }
  const knockedOut = hasKnockedOutTooth(text);
  if (
    mentions(text, BROKEN_JAW) ||
    wasKnockedUnconscious(text) ||
    ((trauma || knockedOut) && mentions(text, LOST_CONSCIOUSNESS)) ||
    (trauma && mentions(text, BITE_CHANGED))
  ) {
    return { id: 'facial-trauma', guidance: GUIDANCE.facialTraumaSevere };
  }
  if (swelling && mentions(text, FEVER)) {
    return { id: 'swelling-fever', guidance: GUIDANCE.swellingFever };
  }
  if (swelling && DENTAL_SOURCE.test(text) && mentions(text, SPREADING_TO_EYE_OR_NECK)) {
    return { id: 'spreading-swelling', guidance: GUIDANCE.spreadingSwelling };
  }
  if (knockedOut) {
    return { id: 'knocked-out-tooth', guidance: knockedOutGuidance(text) };
  }
  if (trauma) {
    return { id: 'facial-trauma', guidance: GUIDANCE.facialTrauma };
  }
  if (swelling && mentions(text, SEVERE_PAIN)) {
    return { id: 'severe-pain-swelling', guidance: GUIDANCE.severePainSwelling };
  }
  return null;
}

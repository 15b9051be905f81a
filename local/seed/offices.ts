/**
 * Demo data for the office directory: fictional dental offices scattered around US metro areas.
 *
 * Every office is derived only from (seed, index, options), so the same call always yields the
 * same offices and a smaller count yields a prefix of a larger one. Names, people, phone numbers
 * (555-01xx), websites (.example) and e-mail domains (.demo.dental) are invented or reserved for
 * fiction, so no demo office can be mistaken for a real practice.
 */
import { practiceTypes } from '../../contracts/accounts/sign-up';
import { commonInsurancePlans, commonLanguages, specialties } from '../../contracts/offices';
import type { OfficeRecord } from '../../lambdas/offices/office-store';
import { destinationPoint, haversineMiles } from '../../lambdas/offices/geo';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import { usZipIndex, type ZipPoint } from './nearest-zip';
import { seededRandom, type Random } from './random';
import { stateOfZip } from './zip-states';

export type Metro = {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Area code for the fictional phone numbers; "555" when absent. */
  areaCode?: string;
};

/** The directory's vocabularies come from the API contract, so seeds and filters agree. */
export const SPECIALTIES = specialties;
export type Specialty = (typeof SPECIALTIES)[number];
export const INSURANCE_PLANS = commonInsurancePlans;
export const LANGUAGES = commonLanguages;

export const PRACTICE_TYPES = practiceTypes;
export type PracticeType = (typeof PRACTICE_TYPES)[number];

/** A generated office: a stored office record with every optional detail filled in. */
export type SeedOffice = OfficeRecord & {
  specialty: Specialty;
  years_in_practice: number;
  practice_type: PracticeType;
};

export type GenerateOfficesOptions = {
  count: number;
  seed: number;
  metros?: readonly Metro[];
  /** Share of offices without an active subscription (hidden from search); default 0.1. */
  inactiveRatio?: number;
  /** `last_confirmed` falls within the six months before this date (YYYY-MM-DD). */
  referenceDate?: string;
};

export const DEMO_OFFICE_COUNT = 360;
export const DEMO_SEED = 1996;
export const DEFAULT_REFERENCE_DATE = '2026-11-01';
const DEFAULT_INACTIVE_RATIO = 0.1;

/** Offices lie within this distance of their metro centre, denser towards the centre. */
export const METRO_SPREAD_MILES = 30;
/** A candidate site counts as inhabited land when a same-state ZIP centroid is this close. */
const MAX_MILES_TO_ZIP = 3;
/** Offices sit near, not on, a ZIP centroid, like practices along local main streets. */
const SITE_JITTER_MILES = 0.6;
const SITE_ATTEMPTS = 12;

function metro(zip: string, city: string, state: string, areaCode: string): Metro {
  const location = lookupZip(zip);
  if (!location) throw new Error(`Demo metro ZIP ${zip} is missing from the ZIP data`);
  return { zip, city, state, areaCode, ...location };
}

export const DEMO_METROS: readonly Metro[] = [
  metro('10001', 'New York', 'NY', '212'),
  metro('60601', 'Chicago', 'IL', '312'),
  metro('94103', 'San Francisco', 'CA', '415'),
  metro('78701', 'Austin', 'TX', '512'),
  metro('33101', 'Miami', 'FL', '305'),
  metro('98101', 'Seattle', 'WA', '206'),
  metro('02108', 'Boston', 'MA', '617'),
];

export function demoOffices(): SeedOffice[] {
  return generateOffices({ count: DEMO_OFFICE_COUNT, seed: DEMO_SEED });
}

export function generateOffices(options: GenerateOfficesOptions): SeedOffice[] {
  const {
    count,
    seed,
    metros = DEMO_METROS,
    inactiveRatio = DEFAULT_INACTIVE_RATIO,
    referenceDate = DEFAULT_REFERENCE_DATE,
  } = options;
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!(inactiveRatio >= 0 && inactiveRatio <= 1)) {
    throw new RangeError(`inactiveRatio must be between 0 and 1, got ${inactiveRatio}`);
  }
  if (metros.length === 0) throw new RangeError('At least one metro is required');
  const referenceMs = Date.parse(`${referenceDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(referenceDate) || Number.isNaN(referenceMs)) {
    throw new RangeError(`referenceDate must be YYYY-MM-DD, got ${referenceDate}`);
  }

  const seedHash = hashSeed(seed);
  const slugCounts = new Map<string, number>();
  const offices: SeedOffice[] = [];
  for (let index = 0; index < count; index += 1) {
    const office = generateOffice({
      index,
      seedHash,
      // Round-robin keeps every metro equally populated whatever the count.
      metro: metros[index % metros.length] as Metro,
      inactiveRatio,
      referenceMs,
    });
    // Same invented name twice: number the later ones so websites and mailboxes stay distinct.
    const used = slugCounts.get(office.slug) ?? 0;
    slugCounts.set(office.slug, used + 1);
    const slug = used === 0 ? office.slug : `${office.slug}-${used + 1}`;
    offices.push({
      ...office.fields,
      website: `https://${slug}.example`,
      contact_email: `frontdesk@${slug}.demo.dental`,
    });
  }
  return offices;
}

type OfficeDraft = {
  slug: string;
  fields: Omit<SeedOffice, 'website' | 'contact_email'>;
};

function generateOffice(input: {
  index: number;
  seedHash: number;
  metro: Metro;
  inactiveRatio: number;
  referenceMs: number;
}): OfficeDraft {
  const { index, seedHash, metro, inactiveRatio, referenceMs } = input;
  const random = seededRandom(fmix32(seedHash ^ fmix32(index + 0x632be5ab)));

  const site = pickSite(metro, random);
  const specialty = weighted(random, SPECIALTY_WEIGHTS);
  const name = `${pick(random, NAME_STEMS)} ${pick(random, NAME_NOUNS)} ${pick(random, NAME_SUFFIXES[specialty])}`;
  const streetLine = `${100 + Math.floor(random() * 9900)} ${pick(random, STREET_NAMES)} ${pick(random, STREET_TYPES)}`;
  const street =
    random() < 0.4
      ? `${streetLine}, Suite ${100 * (1 + Math.floor(random() * 5)) + Math.floor(random() * 30)}`
      : streetLine;
  const languages = [
    'English',
    ...sample(
      random,
      LANGUAGES.slice(1),
      weighted(random, EXTRA_LANGUAGE_COUNT_WEIGHTS),
      SPANISH_FIRST,
    ),
  ];
  const acceptingNewPatients = random() < 0.8;
  const emergencyServices = random() < 0.35;
  const practiceType = weighted(random, PRACTICE_TYPE_WEIGHTS);
  const daysAgo = Math.floor(random() * 183);

  return {
    slug: slugify(name),
    fields: {
      id: officeId(seedHash, index),
      office_name: name,
      specialty,
      street,
      city: metro.city,
      state: metro.state,
      zip: site.zip,
      address: `${street}, ${metro.city}, ${metro.state} ${site.zip}`,
      lat: round6(site.lat),
      lng: round6(site.lng),
      phone: `(${metro.areaCode ?? '555'}) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`,
      services: sample(random, SERVICES[specialty], 3 + Math.floor(random() * 4)).join(', '),
      contact_name: `Dr. ${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      insurance_accepted: sample(random, INSURANCE_PLANS, 2 + Math.floor(random() * 5)),
      languages_spoken: languages,
      accepting_new_patients: acceptingNewPatients,
      emergency_services: emergencyServices,
      office_hours: pick(random, OFFICE_HOURS),
      practice_description: describePractice(random, {
        name,
        city: metro.city,
        specialty,
        practiceType,
        languages,
        acceptingNewPatients,
        emergencyServices,
      }),
      coupon_offer: pick(random, COUPONS),
      subscription_active: random() >= inactiveRatio,
      last_confirmed: new Date(referenceMs - daysAgo * 86_400_000).toISOString().slice(0, 10),
      years_in_practice: Math.floor(61 * random() ** 1.4),
      practice_type: practiceType,
    },
  };
}

/**
 * A site near the metro, placed close to a real ZIP centroid of the metro's state: this keeps
 * offices off open water and out of neighbouring states, so the ZIP and "City, ST" agree.
 */
function pickSite(metro: Metro, random: Random): ZipPoint {
  const index = usZipIndex();
  const metroState = stateOfZip(metro.zip);
  const inState = (candidate: ZipPoint) =>
    metroState === undefined || stateOfZip(candidate.zip) === metroState;
  // Anchors stay far enough inside the spread that the jitter cannot carry a site beyond it.
  const anchorable = (candidate: ZipPoint) =>
    inState(candidate) &&
    haversineMiles(metro, candidate) <= METRO_SPREAD_MILES - SITE_JITTER_MILES;
  let anchor: ZipPoint = { zip: metro.zip, lat: metro.lat, lng: metro.lng };
  for (let attempt = 0; attempt < SITE_ATTEMPTS; attempt += 1) {
    // Distance grows faster than linearly in the draw, so density falls off faster than 1/r:
    // busy near the centre, thinning out towards the suburbs.
    const distance = METRO_SPREAD_MILES * random() ** 1.3;
    const candidate = destinationPoint(metro, random() * 360, distance);
    const zip = index.nearest(candidate, { maxMiles: MAX_MILES_TO_ZIP, accept: anchorable });
    if (zip) {
      anchor = zip;
      break;
    }
  }
  const site = destinationPoint(anchor, random() * 360, SITE_JITTER_MILES * Math.sqrt(random()));
  const zip =
    index.nearest(site, { maxMiles: MAX_MILES_TO_ZIP, accept: inState })?.zip ?? anchor.zip;
  return { zip, lat: site.lat, lng: site.lng };
}

function describePractice(
  random: Random,
  office: {
    name: string;
    city: string;
    specialty: Specialty;
    practiceType: PracticeType;
    languages: string[];
    acceptingNewPatients: boolean;
    emergencyServices: boolean;
  },
): string {
  const kind = office.practiceType.toLowerCase();
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  const first = `${office.name} is ${article} ${kind} in ${office.city} ${pick(random, FOCUS[office.specialty])}.`;
  const extras: string[] = [
    'Evening appointments are available on request.',
    'We file insurance claims for you.',
  ];
  if (office.acceptingNewPatients) extras.push('New patients are always welcome.');
  if (office.emergencyServices) extras.push('Same-day emergency visits are available.');
  if (office.languages.length > 1) {
    extras.push(`Our team speaks ${joinList(office.languages)}.`);
  }
  return random() < 0.75 ? `${first} ${pick(random, extras)}` : first;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** MurmurHash3 finalizer: a bijection on 32-bit integers that spreads every input bit. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashSeed(seed: number): number {
  const high = Math.floor(seed / 2 ** 32);
  return fmix32(fmix32(seed >>> 0) ^ Math.imul(high >>> 0, 0x9e3779b1));
}

/**
 * `ofc_` + 10 base-36 characters. The high 32 bits are a bijection of the index, so ids never
 * collide within one seed; the low 19 bits come from the seed. 2^51 < 36^10 keeps the width fixed.
 */
function officeId(seedHash: number, index: number): string {
  const indexBits = fmix32((index + seedHash) >>> 0);
  const seedBits = fmix32(seedHash ^ 0x5bd1e995) & 0x7ffff;
  return `ofc_${(indexBits * 2 ** 19 + seedBits).toString(36).padStart(10, '0')}`;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/**
 * `count` distinct items in their list order. `bias` optionally weights items (default 1 each),
 * drawn by weighted sampling without replacement.
 */
function sample<T>(
  random: Random,
  items: readonly T[],
  count: number,
  bias?: (item: T) => number,
): T[] {
  const pool = items.map((item, order) => ({ item, order, weight: bias ? bias(item) : 1 }));
  const chosen: Array<{ item: T; order: number }> = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = random() * total;
    let at = pool.findIndex((entry) => (roll -= entry.weight) < 0);
    if (at < 0) at = pool.length - 1;
    chosen.push(...pool.splice(at, 1));
  }
  return chosen.sort((a, b) => a.order - b.order).map((entry) => entry.item);
}

// ---------------------------------------------------------------------------------------------
// Vocabulary. Name stems are invented compounds so generated names do not match real practices.

const SPECIALTY_WEIGHTS: ReadonlyArray<readonly [Specialty, number]> = [
  ['General Dentistry', 50],
  ['Pediatric Dentistry', 10],
  ['Orthodontics', 10],
  ['Periodontics', 5],
  ['Endodontics', 5],
  ['Oral Surgery', 6],
  ['Prosthodontics', 4],
  ['Cosmetic Dentistry', 10],
];

const PRACTICE_TYPE_WEIGHTS: ReadonlyArray<readonly [PracticeType, number]> = [
  ['Solo practice', 45],
  ['Group practice', 40],
  ['Multi-specialty practice', 10],
  ['Dental school clinic', 5],
];

const EXTRA_LANGUAGE_COUNT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 45],
  [1, 40],
  [2, 15],
];

/** Spanish is by far the most common second language at US practices. */
const SPANISH_FIRST = (language: string) => (language === 'Spanish' ? 8 : 1);

const NAME_STEMS = [
  'Quenberry',
  'Fablewood',
  'Thistlewood',
  'Brindlecove',
  'Quillbrook',
  'Fernhollow',
  'Mossgate',
  'Wrenfield',
  'Copperwick',
  'Ambervale',
  'Sablecrest',
  'Bramblewick',
  'Driftmere',
  'Hollowpine',
  'Kestrelton',
  'Lumenfield',
  'Nettlebay',
  'Orchardine',
  'Pebblemoor',
  'Quartzhaven',
  'Rosemallow',
  'Saffronridge',
  'Umberlane',
  'Velvetleaf',
  'Willowmint',
  'Yarrowgate',
  'Zephyrwood',
  'Bluefinch',
  'Cloverstep',
  'Dovecrest',
  'Emberlea',
  'Foxglen',
  'Glimmerbrook',
  'Heronmist',
  'Ivywick',
  'Jasperlight',
  'Kindlewood',
  'Lindenmere',
  'Moonpetal',
  'Northbloom',
  'Otterbank',
  'Plumhaven',
  'Ripplestone',
  'Sparrowick',
  'Tidewhistle',
  'Violetmoor',
  'Wintercress',
  'Glowmarsh',
] as const;

const NAME_NOUNS = [
  'Molar',
  'Smiles',
  'Enamel',
  'Grin',
  'Bicuspid',
  'Crown',
  'Floss',
  'Incisor',
  'Dentin',
  'Pearl',
] as const;

const NAME_SUFFIXES: Record<Specialty, readonly string[]> = {
  'General Dentistry': ['Family Dentistry', 'Dental Studio', 'Dental Care', 'Dental Group'],
  'Pediatric Dentistry': ['Kids Dentistry', 'Pediatric Dental', "Children's Dental Studio"],
  Orthodontics: ['Orthodontics', 'Braces & Aligners'],
  Periodontics: ['Periodontics', 'Gum Health Center'],
  Endodontics: ['Endodontics', 'Root Canal Specialists'],
  'Oral Surgery': ['Oral Surgery', 'Oral & Facial Surgery'],
  Prosthodontics: ['Prosthodontics', 'Implant & Denture Studio'],
  'Cosmetic Dentistry': ['Cosmetic Dentistry', 'Aesthetic Dental Studio'],
};

const SERVICES: Record<Specialty, readonly string[]> = {
  'General Dentistry': [
    'Cleanings',
    'Exams',
    'X-rays',
    'Fillings',
    'Crowns',
    'Bridges',
    'Root Canals',
    'Whitening',
    'Sealants',
    'Night Guards',
    'Extractions',
  ],
  'Pediatric Dentistry': [
    'Cleanings',
    'Exams',
    'Sealants',
    'Fluoride Treatments',
    'Fillings',
    'Space Maintainers',
    'Sports Mouth Guards',
    'Nitrous Sedation',
  ],
  Orthodontics: [
    'Braces',
    'Clear Aligners',
    'Retainers',
    'Early Orthodontic Evaluation',
    'Ceramic Braces',
    'Lingual Braces',
  ],
  Periodontics: [
    'Deep Cleanings',
    'Scaling and Root Planing',
    'Gum Grafts',
    'Dental Implants',
    'Laser Gum Therapy',
    'Periodontal Maintenance',
  ],
  Endodontics: [
    'Root Canals',
    'Root Canal Retreatment',
    'Apicoectomy',
    'Cracked Tooth Care',
    'Dental Trauma Care',
    'Emergency Pain Relief',
  ],
  'Oral Surgery': [
    'Wisdom Teeth Removal',
    'Dental Implants',
    'Bone Grafts',
    'Extractions',
    'IV Sedation',
    'Jaw Surgery',
  ],
  Prosthodontics: [
    'Dentures',
    'Implant-Supported Dentures',
    'Crowns',
    'Bridges',
    'Veneers',
    'Full-Mouth Reconstruction',
  ],
  'Cosmetic Dentistry': [
    'Whitening',
    'Veneers',
    'Bonding',
    'Clear Aligners',
    'Smile Makeovers',
    'Gum Contouring',
  ],
};

const FOCUS: Record<Specialty, readonly string[]> = {
  'General Dentistry': [
    'offering gentle, thorough care for the whole family',
    'focused on preventive care and unhurried check-ups',
    'keeping routine dentistry simple, from cleanings to crowns',
  ],
  'Pediatric Dentistry': [
    'helping children feel at home in the dental chair',
    'caring for smiles from the first tooth through the teen years',
  ],
  Orthodontics: [
    'straightening smiles with braces and clear aligners',
    'offering orthodontic care for children, teens and adults',
  ],
  Periodontics: [
    'treating gum disease and placing dental implants',
    'dedicated to healthy gums and the bone that supports the teeth',
  ],
  Endodontics: [
    'saving natural teeth with modern root canal care',
    'relieving tooth pain with precise, comfortable treatment',
  ],
  'Oral Surgery': [
    'providing wisdom teeth removal, implants and oral surgery',
    'offering surgical care with sedation options for anxious patients',
  ],
  Prosthodontics: [
    'restoring worn and missing teeth with crowns, bridges and dentures',
    'rebuilding smiles with implant-supported restorations',
  ],
  'Cosmetic Dentistry': [
    'brightening smiles with whitening, bonding and veneers',
    'designing natural-looking smile makeovers',
  ],
};

const OFFICE_HOURS = [
  'Mon-Fri 8:00-17:00',
  'Mon-Fri 8:00-17:00, Sat 9:00-13:00',
  'Mon-Thu 7:00-16:00, Fri 7:00-13:00',
  'Tue-Sat 9:00-18:00',
  'Mon-Fri 9:00-18:00, Sat 8:00-12:00',
  'Mon, Wed, Fri 8:00-17:00; Tue, Thu 10:00-19:00',
] as const;

const COUPONS = [
  '15% off your first cleaning',
  'Free whitening consultation',
  '$50 off your first visit',
  'Free second opinion on a treatment plan',
  '10% off for new patients',
  'Complimentary orthodontic consultation',
  'Free X-rays with a new-patient exam',
  '20% off a custom night guard',
] as const;

const STREET_NAMES = [
  'Larkspur',
  'Cedar Hollow',
  'Maple Crest',
  'Willow Bend',
  'Harbor View',
  'Juniper',
  'Quarry',
  'Meadowlark',
  'Orchard',
  'Silverleaf',
  'Foxglove',
  'Kingfisher',
  'Lantern',
  'Copper Beech',
  'Bramble',
  'Sparrow',
] as const;

const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Rd', 'Ln', 'Way', 'Pkwy'] as const;

const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Priya',
  'Mateo',
  'Elena',
  'Marcus',
  'Hana',
  'Theo',
  'Nadia',
  'Samuel',
  'Imani',
  'Lucas',
  'Mei',
  'Rafael',
  'Zoe',
  'Omar',
  'Clara',
  'Dev',
  'Ingrid',
  'Kofi',
  'Leah',
  'Tomas',
  'Yara',
  'Felix',
  'Noor',
  'Julian',
  'Ava',
  'Ravi',
  'Sofia',
  'Caleb',
] as const;

const LAST_NAMES = [
  'Quill',
  'Fenwhistle',
  'Larkwood',
  'Ashby-Reyes',
  'Brightwater',
  'Calloway-Sun',
  'Dunmorrow',
  'Everhale',
  'Farrowby',
  'Galloway-Park',
  'Hollinsmere',
  'Ivesdale',
  'Juniperson',
  'Kestrelby',
  'Lindqvist-Moore',
  'Marchetti-Vale',
  'Nakashima-Reed',
  'Okafor-Lane',
  'Pembrooke-Diaz',
  'Quintero-Hale',
  'Rowanby',
  'Sterling-Oduya',
  'Thistlebrook',
  'Underfell',
  'Vasquez-Bell',
  'Whitlowe',
  'Yarrowby',
  'Zeller-Kim',
] as const;

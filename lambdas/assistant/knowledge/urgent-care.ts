import { bullets, paragraphs, type KnowledgeEntry } from './knowledge-entry';

/** Situations that need care today; red-flag guidance in ../red-flags.ts points here too. */
export const URGENT_CARE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'dental-emergencies',
    title: 'Dental emergencies',
    keywords: [
      'dental emergency',
      'emergency dentist',
      'urgent dental care',
      'after hours',
      'weekend',
      'is this an emergency',
      'emergency room',
      'ER',
      'urgent',
      'right away',
      'can it wait',
      'sunday',
      'where do I go',
      'need a dentist now',
      'same day',
    ],
    answer: paragraphs(
      'Some dental problems need care right away, and some can wait a day or two.',
      "**Call 911 or go to an emergency room** for facial or jaw swelling with fever or with difficulty breathing or swallowing, bleeding that won't stop with firm pressure, or a serious blow to the face or jaw, especially if the jaw might be broken or there was a head injury.",
      '**Call a dentist right away (same day)** for:',
      bullets(
        'A knocked-out adult tooth: the first 30 to 60 minutes matter most.',
        'A tooth pushed out of position or very loose after an injury.',
        'A severe toothache, or swelling of the gums or face.',
        'A broken tooth with pain or a pink or red spot in the break.',
      ),
      '**Call within a day or two** for a lost filling or crown, a small painless chip, a broken denture, or a brace wire that is bothering you.',
      'Many dental offices keep time for emergencies and give after-hours instructions on their voicemail, so call even outside office hours.',
    ),
    whenToSeeDentist:
      "If you're unsure whether something is urgent, call a dental office and describe what's happening. When swelling is spreading, breathing or swallowing is difficult, or bleeding won't stop, don't wait for a dentist: call 911 or go to an emergency room.",
  },
  {
    id: 'knocked-out-tooth',
    title: 'Knocked-out tooth',
    keywords: [
      'knocked out',
      'avulsed',
      'avulsion',
      'tooth fell out after a hit',
      'tooth came out',
      'put tooth back',
      'save tooth in milk',
      'sports injury',
      'tooth out',
      'whole tooth',
      'knocked',
    ],
    answer: paragraphs(
      "A knocked-out adult tooth is a true dental emergency. It can often be saved if it's put back in its socket quickly, ideally within 30 minutes and no later than about an hour.",
      bullets(
        'Find the tooth and pick it up by the crown (the white part), never by the root.',
        "If it's dirty, rinse it briefly in milk, saline or water for a few seconds. Don't scrub it, dry it or wrap it in tissue.",
        'Try to put it back in its socket, facing the right way, and bite gently on a clean cloth to hold it there.',
        "If it won't go back, keep it moist in milk or saline, or inside the cheek if the person is old enough not to swallow it. Plain water is a last resort.",
        'Get to a dentist or emergency room right away, within 30 to 60 minutes.',
      ),
      "**Baby teeth are different:** don't put a knocked-out baby tooth back, because this can damage the adult tooth developing underneath. Press gauze on the bleeding and call your child's dentist the same day.",
    ),
    whenToSeeDentist:
      "Always see a dentist immediately after a tooth is knocked out. If there was also a hard blow to the head or jaw, loss of consciousness, confusion, or bleeding that won't stop, call 911 or go to an emergency room first.",
  },
  {
    id: 'abscess',
    title: 'Dental abscess',
    keywords: [
      'abscess',
      'tooth infection',
      'infected tooth',
      'pus',
      'gum boil',
      'pimple on gum',
      'bump on gum',
      'swollen gum',
      'swelling',
      'bad taste',
      'face swelling',
      'antibiotics',
      'infection',
    ],
    answer: paragraphs(
      'An abscess is a pocket of pus caused by a bacterial infection, either at the tip of a tooth root (usually from deep decay or a crack) or in the gum beside a tooth (usually from gum disease).',
      'Signs include a severe, throbbing toothache that may spread to the ear, jaw or neck, pain on biting, sensitivity to heat, swelling of the gum or face, a pimple-like bump on the gum that may leak salty or bad-tasting fluid, tender glands in the neck, and sometimes fever.',
      "An abscess won't go away on its own. Even if a gum boil drains and the pain eases, the infection is still there and can spread. Treatment removes the source: draining the abscess, root canal treatment, gum treatment or removing the tooth. Antibiotics alone don't cure it, but they may be added if the infection is spreading or you have a fever.",
      "While you arrange care, rinse with warm salt water and take an over-the-counter pain reliever as directed. Don't hold heat against a swollen face.",
    ),
    whenToSeeDentist:
      'See a dentist the same day if you think you have an abscess. Call 911 or go to an emergency room right away if swelling spreads to your face, eye or neck, if you have a fever and feel unwell, or if you have any difficulty breathing, swallowing or opening your mouth.',
  },
];

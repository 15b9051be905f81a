import { bullets, paragraphs, type KnowledgeEntry } from './knowledge-entry';

/** Cosmetic dentistry: whitening, veneers and bonding. */
export const COSMETIC_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'whitening-safety',
    title: 'Whitening safety',
    keywords: [
      'whitening',
      'bleaching',
      'teeth whitening',
      'whiten',
      'bleach',
      'whiter teeth',
      'whitening strips',
      'at-home whitening',
      'whitening trays',
      'in-office whitening',
      'peroxide',
      'damage enamel',
      'brighter smile',
    ],
    answer: paragraphs(
      "Whitening with peroxide-based products is considered safe for most adults when used as directed. It lightens the natural color of the teeth and doesn't weaken healthy enamel.",
      'Options, from mildest to strongest:',
      bullets(
        '**Whitening toothpaste:** removes surface stains only.',
        '**Over-the-counter strips and gels:** lighten gradually over a couple of weeks.',
        '**Custom trays from your dentist:** a stronger gel in trays made to fit your teeth, worn at home.',
        '**In-office whitening:** the fastest, with your gums protected during treatment.',
      ),
      'The common side effects are temporary tooth sensitivity and gum irritation. To whiten safely:',
      bullets(
        'Have a check-up first, since cavities, gum disease and exposed roots should be treated before whitening.',
        "Follow the product's timing, and don't overuse products or combine several at once.",
        'Avoid do-it-yourself methods such as lemon juice, baking soda pastes or charcoal, which can wear enamel.',
      ),
      "Whitening doesn't change the color of fillings, crowns or veneers. It is usually postponed during pregnancy and breastfeeding and isn't advised for young children.",
    ),
    whenToSeeDentist:
      'Talk to your dentist before whitening if you have sensitive teeth, visible fillings or crowns on front teeth, gum recession, or a single dark tooth (which may need a different treatment). Stop and check in if you have significant pain or gum burns.',
  },
  {
    id: 'sensitivity-after-whitening',
    title: 'Sensitive teeth after whitening',
    keywords: [
      'sensitive after whitening',
      'whitening sensitivity',
      'zings after bleaching',
      'pain after whitening',
      'whitening hurts',
      'gums burn after whitening',
      'white gums after strips',
      'sore after strips',
      'sore after whitening strips',
      'whitening trays hurt',
      'zingers',
      'ache after bleaching',
    ],
    answer: paragraphs(
      "Sensitivity is the most common side effect of whitening. The peroxide temporarily makes teeth more permeable, so cold, air and sometimes touch can cause short, sharp zings. It usually fades within a day or two after you stop and doesn't cause lasting harm.",
      bullets(
        'Take a break of a day or two between sessions, or shorten the wear time.',
        'Brush with a potassium nitrate sensitivity toothpaste for a week or two before and during whitening.',
        'Ask your dentist about a fluoride or desensitizing gel you can wear in your trays.',
        'Avoid very cold or hot foods and drinks for a while after each session.',
        'Choose a lower-strength product.',
      ),
      'Gums that turn white or sting after whitening have been irritated by gel touching them. This usually recovers within a day; wipe away excess gel and make sure trays or strips sit on the teeth without overlapping the gums.',
    ),
    whenToSeeDentist:
      'Stop whitening and see your dentist if sensitivity lasts more than a few days after stopping, if one tooth hurts much more than the others, or if you have an ongoing throbbing ache; these can point to a cavity, crack or leaking filling.',
  },
  {
    id: 'veneers',
    title: 'Veneers',
    keywords: [
      'veneers',
      'porcelain veneers',
      'composite veneers',
      'smile makeover',
      'cosmetic dentistry',
      'shells',
      'gaps',
      'chipped front teeth',
      'Hollywood smile',
      'perfect smile',
    ],
    answer: paragraphs(
      "Veneers are thin shells, usually of porcelain or composite resin, bonded to the front of teeth to change their color, shape, size or alignment. They can cover deep stains that whitening can't fix, chips, worn edges, small gaps and slightly uneven teeth.",
      'Porcelain veneers resist staining and can last 10 to 15 years or longer. Placing them usually means removing a thin layer of enamel, so the decision is generally permanent: that tooth will always need a veneer or other covering. Composite veneers cost less and may need less enamel removal, but they stain and chip more easily and need more upkeep.',
      "Veneers don't decay, but the tooth underneath can, so keep brushing and cleaning between your teeth. If you grind, a night guard protects them; avoid biting hard objects like pens and ice.",
      'Whitening, orthodontics or bonding may reach your goal with less change to your teeth, so ask about all the options.',
    ),
    whenToSeeDentist:
      "Book a consultation to see whether you're a good candidate; gum disease, decay or heavy grinding needs attention first. If you already have veneers, see your dentist if one chips, loosens or feels rough at the edge.",
  },
  {
    id: 'bonding',
    title: 'Cosmetic bonding',
    keywords: [
      'bonding',
      'dental bonding',
      'composite bonding',
      'tooth bonding',
      'fix a chip',
      'close a gap',
      'resin',
      'edge bonding',
      'reshape tooth',
      'gap between front teeth',
      'tooth-colored resin',
      'repair a small chip',
    ],
    answer: paragraphs(
      'Bonding uses tooth-colored composite resin, the same material as white fillings, to repair chips, close small gaps, cover stains, lengthen worn teeth or reshape a tooth. The dentist lightly roughens the surface, applies and sculpts the resin, hardens it with a light and polishes it, usually in one visit.',
      "It often needs little or no removal of natural tooth and usually doesn't need numbing. It costs less than veneers or crowns and can be repaired or redone easily.",
      "The trade-offs: bonding isn't as strong or stain-resistant as porcelain, so it may chip or discolor over time, especially with coffee, tea, red wine or smoking. It typically lasts several years before it needs touching up. Avoid biting nails, pens or ice with bonded teeth.",
    ),
    whenToSeeDentist:
      "Ask your dentist whether bonding suits the change you want. If you plan to whiten, do it first, because bonding won't change color afterward. See your dentist if bonding chips, feels rough or stains noticeably.",
  },
];

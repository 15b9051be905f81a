import { bullets, paragraphs, type KnowledgeEntry } from './knowledge-entry';

/** How general health conditions and habits affect the mouth. */
export const HEALTH_AND_HABIT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'diabetes-oral-health',
    title: 'Diabetes and oral health',
    keywords: [
      'diabetes',
      'diabetic',
      'blood sugar',
      'A1C',
      'type 1',
      'type 2',
      'slow healing',
      'insulin',
      'high blood sugar',
      'glucose',
    ],
    answer: paragraphs(
      'Diabetes and gum disease affect each other. High blood sugar makes gum infections more likely and more severe, and ongoing gum inflammation can make blood sugar harder to control. Treating gum disease can modestly improve blood sugar levels.',
      'People with diabetes are also more likely to have a dry mouth, thrush, slow healing after dental treatment, and a burning feeling in the mouth.',
      bullets(
        'Keep your blood sugar in your target range as much as possible.',
        "Brush twice a day, clean between your teeth daily, and don't smoke.",
        'Tell your dental team that you have diabetes, which medicines you take, and your recent A1C.',
        'Eat as usual before appointments, and bring your meter or a snack to avoid low blood sugar.',
        'Many people with diabetes benefit from cleanings every three to four months.',
      ),
    ),
    whenToSeeDentist:
      'See your dentist promptly for bleeding, swollen or receding gums, loose teeth, mouth sores that heal slowly, or white patches. Infections can push blood sugar up, so have swelling or pain treated early.',
  },
  {
    id: 'smoking-vaping',
    title: 'Smoking, vaping and your mouth',
    keywords: [
      'smoking',
      'smoker',
      'cigarettes',
      'vaping',
      'vape',
      'e-cigarette',
      'nicotine',
      'chewing tobacco',
      'snuff',
      'dip',
      'cigar',
      'marijuana',
      'quit smoking',
      'nicotine pouches',
      'tobacco',
    ],
    answer: paragraphs(
      'Tobacco in any form is one of the biggest risks to your mouth. Smoking:',
      bullets(
        'Greatly increases the risk and severity of gum disease and tooth loss.',
        'Raises the risk of oral cancer, especially together with alcohol.',
        'Slows healing, makes dry socket after extractions more likely, and increases the chance that implants fail.',
        'Stains teeth and causes bad breath.',
      ),
      'Smoking also hides gum disease: reduced blood flow means gums bleed less, so the disease can advance unnoticed.',
      'Vaping is not harmless for the mouth either. Nicotine narrows the blood vessels in the gums, and vaping is linked with dry mouth, gum inflammation and cavities, especially with sweetened liquids. Chewing tobacco and snuff cause gum recession, tooth wear and cancers where they are held.',
      'Quitting at any age helps your mouth recover. Your dentist, your doctor or a quitline can help with support and nicotine replacement.',
    ),
    whenToSeeDentist:
      "If you smoke or vape, keep regular check-ups that include an oral cancer screening. See your dentist promptly for a sore, patch or lump that hasn't healed within two weeks, bleeding or receding gums, or loose teeth.",
  },
  {
    id: 'oral-piercings',
    title: 'Oral piercings',
    keywords: [
      'tongue piercing',
      'lip piercing',
      'oral piercing',
      'tongue ring',
      'stud',
      'piercing infection',
      'jewelry',
      'cheek piercing',
      'labret',
      'pierced',
    ],
    answer: paragraphs(
      'Tongue, lip and cheek piercings carry risks for teeth and gums. The metal can chip or crack teeth when it clicks against them, and can rub the gums until they recede, especially behind the lower front teeth. Piercings can also become infected or damage nerves, and a new tongue piercing swells a lot for the first few days.',
      bullets(
        'Have piercings done by a licensed professional in a clean setting.',
        'Keep the area clean and rinse after meals while it heals, usually four to six weeks for a tongue piercing.',
        "Check that the jewelry is tight, so it isn't swallowed or inhaled.",
        'Avoid playing with the jewelry or clicking it against your teeth.',
        'Choose smaller, flat-backed or plastic jewelry, and take it out for sports.',
      ),
      'Removing the piercing is the surest way to protect your teeth and gums.',
    ),
    whenToSeeDentist:
      'See your dentist if you notice chipped teeth or gums pulling back near the jewelry. Get medical care for increasing pain, redness, pus or fever, and call 911 or go to an emergency room if tongue swelling makes it hard to breathe or swallow.',
  },
  {
    id: 'oral-health-overall-health',
    title: 'Oral health and overall health',
    keywords: [
      'heart disease',
      'mouth body connection',
      'gum disease heart',
      'overall health',
      'general health',
      'inflammation',
      'pneumonia',
      'stroke',
      'whole body',
      'linked',
    ],
    answer: paragraphs(
      "Your mouth is connected to the rest of your body. In research, long-term gum inflammation has been linked with heart disease, stroke, diabetes complications, pregnancy complications and, in frail older adults, pneumonia. These links don't prove that gum disease causes these conditions, but they are good reason to look after your mouth as part of your overall health.",
      'The relationship works both ways. Diabetes, some medicines, cancer treatment, hormonal changes and immune conditions can show up first in the mouth as gum problems, dry mouth, sores or infections.',
      'Simple daily habits prevent most dental disease: brushing twice a day with fluoride toothpaste, cleaning between your teeth, limiting sugar, not smoking, and regular dental visits.',
    ),
    whenToSeeDentist:
      'Tell your dental team about your health conditions and medicines, and update them when something changes. Let your doctor know about ongoing mouth problems such as dry mouth or sores that keep coming back.',
  },
];

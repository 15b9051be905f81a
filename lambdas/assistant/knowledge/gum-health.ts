import { bullets, paragraphs, type KnowledgeEntry } from './knowledge-entry';

/** Gum health, from early gingivitis to periodontal treatment. */
export const GUM_HEALTH_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'gum-disease-signs',
    title: 'Signs of gum disease',
    keywords: [
      'gum disease',
      'gingivitis',
      'periodontitis',
      'periodontal disease',
      'red gums',
      'swollen gums',
      'puffy gums',
      'pus',
      'pyorrhea',
      'gum infection',
      'gum inflammation',
      'tender gums',
      'infected gums',
      'swollen red gums',
      'shiny gums',
      'symptoms',
    ],
    answer: paragraphs(
      'Gum disease is an infection and inflammation of the tissues that support your teeth, caused by plaque left along and under the gumline. It is very common and often painless, so many people do not know they have it.',
      '**Gingivitis** is the early, reversible stage. Signs include:',
      bullets(
        'Gums that are red, puffy or tender.',
        'Bleeding when you brush or floss.',
        'Bad breath.',
      ),
      '**Periodontitis** is the advanced stage, where the infection damages the bone and fibers that hold teeth in place. Added signs include gums pulling back from the teeth, deep pockets between gums and teeth, pus, teeth that feel loose or shift, and a change in how your teeth fit together.',
      "Gingivitis usually clears within a couple of weeks of thorough daily brushing, cleaning between teeth and a professional cleaning. Periodontitis can't be fully reversed, but it can be controlled with deep cleaning and more frequent maintenance visits. Smoking, diabetes, pregnancy and some medicines raise the risk.",
    ),
    whenToSeeDentist:
      "See your dentist or hygienist if your gums bleed regularly, look swollen or are receding, or if you notice bad breath that won't go away, pus or loose teeth. Gum measurements at a check-up can find gum disease before you notice it.",
  },
  {
    id: 'bleeding-gums',
    title: 'Bleeding gums',
    keywords: [
      'bleeding gums',
      'gums bleed',
      'blood when brushing',
      'blood when flossing',
      'pink spit',
      'blood in the sink',
      'gums bleed easily',
      'bleed',
      'blood',
    ],
    answer: paragraphs(
      "Gums that bleed when you brush or floss are most often a sign of gingivitis: plaque along the gumline is irritating them. It's tempting to avoid the area, but gentle, thorough cleaning is usually what stops the bleeding.",
      bullets(
        'Brush twice a day with a soft brush, angling the bristles toward the gumline.',
        'Clean between your teeth every day with floss, interdental brushes or a water flosser.',
        'Expect the bleeding to ease within one to two weeks as the gums heal.',
        "Don't switch to a hard brush or scrub harder.",
      ),
      'Other causes include brushing too hard, starting a new flossing routine, hormonal changes in pregnancy, blood-thinning medicines, and sometimes vitamin deficiencies or blood disorders. Smokers may bleed less even when gum disease is present, because smoking reduces blood flow to the gums.',
    ),
    whenToSeeDentist:
      "Book a check-up if the bleeding hasn't settled after two weeks of good cleaning, or if your gums are also swollen, receding or sore. See a doctor promptly if you also bruise easily, have frequent nosebleeds or feel unusually tired. If bleeding from the mouth won't stop with firm pressure, get urgent care.",
  },
  {
    id: 'receding-gums',
    title: 'Receding gums',
    keywords: [
      'receding gums',
      'gum recession',
      'gums pulling back',
      'long teeth',
      'exposed roots',
      'gum line',
      'gum graft',
      'gums shrinking',
      'notch at gumline',
    ],
    answer: paragraphs(
      'Gum recession means the gum has pulled back from the tooth, exposing part of the root. Teeth can look longer, feel sensitive to cold and become more prone to root cavities.',
      'Common causes include brushing too hard or with a hard brush, gum disease, naturally thin gums, grinding or clenching, crooked teeth, lip or tongue piercings, and tobacco use.',
      "Gums don't grow back on their own, but you can stop recession from getting worse:",
      bullets(
        'Use a soft brush (or an electric brush with a pressure sensor) and a gentle technique.',
        'Keep gum disease under control with daily cleaning and regular visits.',
        'Use a sensitivity or fluoride toothpaste for exposed roots.',
        'Wear a night guard if you grind.',
      ),
      'When recession is significant or keeps progressing, a periodontist can cover the exposed root with a gum graft, and bonding can protect notches near the gumline.',
    ),
    whenToSeeDentist:
      'See your dentist if your teeth look longer, you notice a notch at the gumline or new sensitivity near the gum, or recession seems to be getting worse. Measuring it over time shows whether it is stable.',
  },
  {
    id: 'deep-cleaning',
    title: 'Deep cleaning (scaling and root planing)',
    keywords: [
      'deep cleaning',
      'scaling and root planing',
      'SRP',
      'scaling',
      'root planing',
      'periodontal treatment',
      'gum pockets',
      'pockets',
      'tartar below gums',
      'quadrants',
      'periodontal maintenance',
    ],
    answer: paragraphs(
      'A deep cleaning treats gum disease (periodontitis). A regular cleaning focuses on the teeth above and just under the gumline; scaling and root planing removes tartar and bacteria from the root surfaces inside the deeper pockets that gum disease creates, then smooths the roots so the gums can heal and tighten.',
      'It is usually done with local anesthetic so you stay comfortable, often one or two sections of the mouth at a visit. Afterward, gums may be sore and teeth sensitive for a few days; warm salt-water rinses and an over-the-counter pain reliever help. Some gum shrinkage is normal as the swelling goes down, so teeth may look a little longer.',
      'Healing is checked about four to eight weeks later. Because periodontitis can return, most people then need periodontal maintenance cleanings every three to four months, along with excellent home care.',
    ),
    whenToSeeDentist:
      'Ask for a gum assessment if your gums bleed, your breath stays bad or your teeth feel loose. After a deep cleaning, call the office if you develop swelling, fever, or pain that gets worse after the first few days.',
  },
];

/**
 * The held-back split: patients' questions kept apart from tuning, by the topic (knowledge entry
 * id) that should open the answer. Only the final report looks at how these do.
 */
export const HELD_BACK_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'tooth-sensitivity': [
    'teeth tingle painfully with cold water',
    'why does drinking iced tea make my teeth hurt',
  ],
  toothache: ['tooth pain wont go away', 'my molar aches when i lie down'],
  cavities: ['do i have a cavaty', 'black dot on my back tooth getting bigger'],
  'bad-breath': ['my mouth smells bad all the time', 'kids say my breath is gross'],
  'dry-mouth': [
    'my mouth gets so dry at night my tongue sticks',
    'always thirsty and mouth feels like sandpaper',
  ],
  'tooth-erosion': [
    'are fizzy drinks wearing my teeth away',
    'edges of my front teeth are see-through',
  ],
  'tooth-discoloration': ['red wine is making my teeth dark', 'my smile looks dingy and yellowish'],
  'teeth-grinding': [
    'i clamp my teeth together when i am stressed',
    'wake up with headaches and my teeth feel worn',
  ],
  'tmj-jaw-pain': ['my jaw hurts when i open my mouth wide', 'popping noise by my ear when i eat'],
  'canker-sores': [
    'little white crater on my inner lip that stings',
    'bit my cheek and now there is a painful white spot',
  ],
  'cold-sores': [
    'tingly bump on my lip turning into a blister',
    'the virus blisters on my mouth corner are back',
  ],
  'sinus-tooth-pain': [
    'top teeth hurt with a stuffy nose',
    'all my upper teeth ache with this cold and congestion',
  ],
  'cracked-tooth-syndrome': [
    'zing of pain when i let go after biting',
    'pain chewing on the left but nothing shows',
  ],
  'chipped-broken-tooth': ['a bit of my tooth fell off eating', 'broke my front tooth on a fork'],
  'oral-thrush': [
    'creamy white patches on my tongue and cheeks',
    'using an asthma inhaler and now white spots in mouth',
  ],
  'loose-adult-tooth': [
    'my permanent tooth wiggles',
    'one of my bottom teeth moves when i touch it, im 45',
  ],
  'whitening-safety': [
    'do the peroxide kits ruin your enamel',
    'safe to get my teeth bleached at a salon?',
  ],
  'sensitivity-after-whitening': [
    'my teeth zing since i used the white strips',
    'ouch after teeth bleaching',
  ],
  veneers: ['porcelain covers on teeth pros and cons', 'can thin shells fix my uneven smile'],
  bonding: [
    'resin put on a chipped tooth, does it stain',
    'close a small gap with tooth coloured material',
  ],
  'brushing-technique': ['am i doing my teeth right', 'circles or back and forth with my brush'],
  'brushing-after-meals': [
    'brush straight after dinner or wait',
    'best time to clean teeth, before or after food',
  ],
  'brushing-too-hard': ['i brush so hard my gums hurt', 'can scrubbing wear my teeth down'],
  'electric-vs-manual-toothbrush': [
    'is a spinning brush better than a normal one',
    'oral b vs regular brush',
  ],
  'flossing-technique': [
    'do i floss before or after brushing',
    'how do you get the thread between tight teeth',
  ],
  'interdental-cleaners': [
    'waterpik or string, which is better',
    'little bottle brush for gaps between teeth',
  ],
  'tongue-cleaning': ['my tongue looks furry', 'scrape tongue every day?'],
  mouthwash: ['is rinsing with the blue stuff bad for you', 'does gargling with scope do anything'],
  fluoride: ['is floride safe for kids', 'why do they add chemicals to city water for teeth'],
  'choosing-toothpaste': ['which paste for a 40 year old', 'does expensive toothpaste work better'],
  'sugar-and-diet': ['candy and teeth', 'is juice bad for my kids mouth'],
  'gum-disease-signs': ['swollen red gums that look shiny', 'is my gum line infected'],
  'bleeding-gums': ['pink in the sink when i brush', 'why do my gums bleed'],
  'receding-gums': ['receeding gums', 'my gumline is going down and roots show'],
  'deep-cleaning': [
    'cleaning below the gumline with numbing, what to expect',
    'periodontal cleaning recovery',
  ],
  'diabetes-oral-health': ['sugar diabetes and teeth', 'my a1c is high, gum problems?'],
  'smoking-vaping': ['cigarettes ruining my teeth', 'juul and gums'],
  'oral-piercings': ['tongue bar risks', 'my lip ring chipped my tooth'],
  'oral-health-overall-health': [
    'does gum infection affect my heart',
    'can mouth germs make you sick elsewhere',
  ],
  'childrens-teeth': [
    "how do i brush a toddler's teeth",
    'my kid has brown spots on the little teeth',
  ],
  'first-dental-visit': [
    'first dentist visit for baby',
    'at what age should a child first see a dentist',
  ],
  teething: ['baby cranky and gums swollen, new tooth coming', 'teething pain at night'],
  'losing-baby-teeth': [
    'when do kids lose front teeth',
    'child has two rows of teeth, shark teeth',
  ],
  'thumb-sucking-pacifiers': [
    '4 year old still sucks thumb',
    'will the soother push her teeth out',
  ],
  'pregnancy-oral-health': ['can i have a dental xray while pregnant', 'pregnant and gums swollen'],
  'seniors-dental-care': ['teeth care for my 80 year old dad', 'old age teeth problems'],
  braces: ['do grown ups get metal braces', 'train tracks for my 12 year old'],
  'clear-aligners': ['invisalign vs braces', 'clear plastic aligner how long'],
  retainers: ['how long do i wear my retainer at night', 'retainer doesnt fit anymore'],
  'caring-for-braces': ['food gets stuck in my brackets', 'how to brush with wires on my teeth'],
  'braces-discomfort': ['teeth sore after orthodontist adjustment', 'broken wire stabbing my gum'],
  'sports-mouthguards': [
    'do kids need something for their teeth in soccer',
    'protect teeth while boxing',
  ],
  'night-guards': [
    'custom vs store bought guard for grinding at night',
    'do i need a splint for sleeping',
  ],
  fillings: ['white or silver for a cavity fix', 'my new filling feels high when i bite'],
  'root-canal': ['dentist wants to clean out the nerve', 'is the root treatment painful'],
  crowns: ['cap vs filling', 'how do they put a crown on'],
  bridges: ['bridge vs implant for a gap', 'false tooth held by neighbours'],
  implants: ['titanium post for missing tooth cost', 'implant surgery what to expect'],
  dentures: ['partial plate for 3 missing teeth', 'my dentures keep slipping'],
  'tooth-extraction': ['will i be awake when they take my tooth out', 'getting a molar yanked'],
  'extraction-aftercare': [
    'after having a tooth out can i drink through a straw',
    'still oozing blood hours after tooth removal',
  ],
  'dry-socket': [
    'empty hole and bad smell 4 days after my tooth came out',
    'the clot came out of the hole',
  ],
  'wisdom-teeth': [
    'my third molar is coming in sideways',
    'should teenagers have the back teeth removed',
  ],
  sealants: ['protective coating for kids teeth', 'are sealants safe'],
  'lost-filling-or-crown': ['piece of filling came out', 'crown fell off while chewing gum'],
  'dental-emergencies': ['need a dentist now on the weekend', 'what to do in a tooth emergency'],
  'knocked-out-tooth': [
    'whole tooth fell out after a fall',
    'my daughter knocked her adult tooth out',
  ],
  abscess: ['gum boil near my tooth', 'face swelling and tooth infection'],
  'cleaning-frequency': ['how often teeth cleaning', 'how often should I go for a check'],
  'what-a-hygienist-does': [
    'what does a dental hygienist do',
    'who does the scraping at the dentist',
  ],
  'dental-x-ray-safety': ['too many x-rays at the dentist?', 'do i need the lead apron'],
  'oral-cancer-screening': [
    'lump in my cheek that is not going away',
    'red patch on my tongue for weeks',
  ],
  'dental-numbing': ['the shot in my gum', 'how long does novocaine last'],
  'dental-anxiety': ['afraid of the dentist', 'i cry at the dentist every time'],
  'costs-and-insurance': ['no dental plan, how do i pay', 'how much is a filling'],
  'choosing-a-dental-office': [
    'how to choose a dentist for my family',
    'what to look for in a new dental practice',
  ],
};

/** Questions that are clearly not about teeth, gums, the mouth or dental care. */
export const HELD_BACK_OUT_OF_SCOPE: readonly string[] = [
  'how tall is mount everest',
  'what should i make for dinner',
  'how do i fix my wifi',
  'who is the president',
  'best place to go on vacation',
  'my stomach hurts after eating',
  'how to lose weight fast',
  'what is the speed of light',
  'how do i knit a scarf',
  'where can i buy cheap flights',
  'i have a cold and a fever, what should i take',
  'how do you play chess',
  'the bridge on my street is closed',
  'royal crown jewels history',
  'my car needs a new filling station',
  'how to treat sunburn',
  'book a table for two',
  'can you sing happy birthday',
  'what is plaque in arteries',
  'how to get rid of hiccups',
];

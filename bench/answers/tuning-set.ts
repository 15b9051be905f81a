/**
 * Patients' questions for tuning the offline assistant, by the topic (knowledge entry id) that
 * should open the answer. Phrased the way patients write, with everyday words rather than the
 * topics' own names, and with the misspellings and very short questions real visitors send.
 */
export const TUNING_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'tooth-sensitivity': [
    'Why do my teeth hurt when I drink something cold?',
    'my teeth hurt with cold drinks',
    'sharp zap in my teeth when i eat ice cream',
    'hot coffee makes my teeth ache for a second then it goes away',
    'it stings when cold air hits my front teeth',
  ],
  toothache: [
    'my back tooth is killing me',
    'tooth throbs at night and keeps me awake',
    'what can I take for a tooth that hurts really bad until I can get an appointment',
    'constant ache in one tooth for 3 days',
  ],
  cavities: [
    'how do i know if i have a hole in my tooth',
    'brown spot on my molar is that rot',
    'can a small hole in a tooth heal by itself',
  ],
  'bad-breath': [
    'my breath stinks even after I brush',
    'husband says my mouth smells in the morning',
    'how do i get rid of smelly breth',
  ],
  'dry-mouth': [
    'my mouth is always parched and sticky',
    'medication makes my mouth feel like cotton, does it hurt my teeth',
    'not enough spit',
  ],
  'tooth-erosion': [
    'my teeth look thin and see through at the edges',
    'does lemon water wear away my teeth',
    'acid reflux wearing my teeth down',
  ],
  'tooth-discoloration': [
    'why are my teeth getting yellow',
    'coffee has turned my teeth brown',
    'grey tooth in the front',
  ],
  'teeth-grinding': [
    'my partner hears me gnashing my teeth at night',
    'I wake up with a sore jaw and flat teeth from clamping',
    'do i grind in my sleep',
  ],
  'tmj-jaw-pain': [
    'my jaw clicks and pops when I open wide',
    'pain in front of my ear when chewing',
    'jaw locks sometimes when i yawn',
  ],
  'canker-sores': [
    'small white painful spot inside my cheek',
    'why do I keep getting these little ulcers on my gum',
    'painful sore under my tongue with a red ring',
  ],
  'cold-sores': [
    'blister on the edge of my lip that tingles',
    'how do i stop the lip blisters from spreading',
    'coldsore on lip',
  ],
  'sinus-tooth-pain': [
    'my upper teeth hurt when i have a head cold',
    'congested and my top molars ache when I bend over',
    'can a sinus infection make teeth hurt',
  ],
  'cracked-tooth-syndrome': [
    'sharp pain only when I bite down on something then it stops',
    'hurts to chew on one side but the tooth looks fine',
    'i think theres a hairline split in my tooth',
  ],
  'chipped-broken-tooth': [
    'a corner of my front tooth broke off',
    'bit on a popcorn kernel and a piece of my tooth came off',
    'tooth snapped in half',
  ],
  'oral-thrush': [
    'white coating inside my cheeks that wipes off',
    'my baby has white stuff in his mouth that wont rub off',
    'yeast in mouth after antibiotics',
  ],
  'loose-adult-tooth': [
    'one of my grown up teeth feels wobbly',
    'my adult front tooth moves when i push it',
    'teeth getting loose at 50',
  ],
  'whitening-safety': [
    'is bleaching my teeth bad for them',
    'are those whitening strips from the drugstore ok to use',
    'can I make my teeth whiter without damaging them',
  ],
  'sensitivity-after-whitening': [
    'teeth really sore since I used whitening strips',
    'zingers after bleaching trays',
    'my teeth hurt after whitening is that normal',
  ],
  veneers: [
    'thin porcelain covers glued on front teeth, are they worth it',
    'how long do venners last',
    'shells to make my teeth look perfect',
  ],
  bonding: [
    'can they fix a small chip with tooth colored resin',
    'fill the gap between my front teeth with composite',
    'how long does bonding last on front teeth',
  ],
  'brushing-technique': [
    'how should I be brushing properly',
    'how long should i brush for',
    'what angle should the brush be',
    'best way to brush',
  ],
  'brushing-after-meals': [
    'Should I brush right after eating?',
    'do i wait after breakfast before brushing',
    'is it bad to brush right after drinking orange juice',
  ],
  'brushing-too-hard': [
    'Is it bad to brush too hard?',
    'i scrub my teeth really hard is that a problem',
    'my toothbrush bristles get squashed flat in a month',
  ],
  'electric-vs-manual-toothbrush': [
    'are the battery powered brushes worth it',
    'sonic or normal brush, which cleans better',
    'do i need an electric tooth brush',
  ],
  'flossing-technique': [
    'how do I use the string between my teeth',
    'is flosing really necessary',
    'what is the right way to floss',
  ],
  'interdental-cleaners': [
    'those tiny brushes that go between teeth, are they better than string',
    'is a water pick as good as floss',
    'water jet for gums',
  ],
  'tongue-cleaning': [
    'should i scrape my tongue',
    'my tongue has a white film on it',
    'do I need to brush my tongue too',
  ],
  mouthwash: [
    'do i need to rinse with listerine',
    'is a rinse necessary if i brush and floss',
    'best mouth wash',
  ],
  fluoride: [
    'is the stuff they put in tap water bad for you',
    'should my toothpaste have flouride',
    'what does the varnish the hygienist paints on do',
  ],
  'choosing-toothpaste': [
    'which tooth paste should I buy',
    'is charcoal paste good for teeth',
    'what toothpaste is best for me',
  ],
  'sugar-and-diet': [
    'is soda really that bad for your teeth',
    'which snacks are ok for teeth',
    'does sipping sweet tea all day hurt my teeth',
  ],
  'gum-disease-signs': [
    'how do I know if my gums are infected',
    'red puffy gums and bad taste, what is it',
    'gingivitus symptoms',
  ],
  'bleeding-gums': [
    'blood in the sink when I brush',
    'my gums bleed every time i floss',
    'pink spit after brushing',
  ],
  'receding-gums': [
    'gums pulling back',
    'my teeth look longer than they used to',
    'can gums grow back',
  ],
  'deep-cleaning': [
    'dentist says i need a cleaning under the gums in 4 quadrants',
    'what is root planing',
    'does scaling hurt',
  ],
  'diabetes-oral-health': [
    "I'm diabetic, does that affect my gums",
    'high blood sugar and teeth',
    'type 2 and gum problems',
  ],
  'smoking-vaping': [
    'does vaping hurt your teeth',
    'I smoke a pack a day, what does it do to my mouth',
    'chewing tobacco and gums',
  ],
  'oral-piercings': [
    'is a tongue ring bad for teeth',
    'getting my lip pierced, any risks for my teeth',
    'stud in my tongue keeps clicking on my teeth',
  ],
  'oral-health-overall-health': [
    'can bad gums cause heart problems',
    'is mouth health linked to the rest of the body',
    'gum infection and stroke',
  ],
  'childrens-teeth': [
    'how much toothpaste for my 2 year old',
    'my toddler hates having her teeth brushed',
    'can my kid go to bed with a bottle of milk',
  ],
  'first-dental-visit': [
    'when should my baby go to the dentist for the first time',
    'what happens at a toddlers first dentist appointment',
    'how old should kids be for their first check',
  ],
  teething: [
    'my baby is drooling and chewing everything',
    'what helps a baby cutting teeth',
    'is fever normal when baby gets new teeth',
  ],
  'losing-baby-teeth': [
    'my 6 year old has a wiggly tooth',
    'when do kids start losing their milk teeth',
    'adult tooth coming in behind the baby tooth',
  ],
  'thumb-sucking-pacifiers': [
    'will my daughter sucking her thumb ruin her teeth',
    'when should we take away the dummy',
    'binky and teeth',
  ],
  'pregnancy-oral-health': [
    'is it safe to see a dentist when I am pregnant',
    'my gums bleed more since i got pregnant',
    'expecting and need a filling, is it ok',
  ],
  'seniors-dental-care': [
    "looking after my elderly mother's teeth",
    'do older people need to see a dentist as often',
    'my grandpa has trouble brushing with arthritis',
  ],
  braces: [
    'my teeth are crooked, can they be straightened as an adult',
    'how long do you wear brackets',
    'when should kids get braces',
  ],
  'clear-aligners': [
    'invisible trays instead of metal, do they work',
    'how many hours a day do i wear invisalign',
    'clear trays vs wires',
  ],
  retainers: [
    'do i have to wear the thing after my braces come off forever',
    'my teeth are moving back after orthodontics',
    'lost my retainer',
  ],
  'caring-for-braces': [
    'how do I clean around brackets',
    'what foods cant i eat with braces',
    'flossing with wires is impossible',
  ],
  'braces-discomfort': [
    'my braces were tightened and my teeth ache',
    'wire poking my cheek',
    'a bracket came loose',
  ],
  'sports-mouthguards': [
    'my son plays football, does he need something to protect his teeth',
    'best gum shield for rugby',
    'boil and bite guard for hockey',
  ],
  'night-guards': [
    'should i wear something at night to stop damaging my teeth',
    'plastic splint for sleeping',
    'is a nightguard worth it',
  ],
  fillings: [
    'silver or white filling, which is better',
    'can I eat after getting a filling',
    'is the mercury in old fillings dangerous',
  ],
  'root-canal': [
    'does having the nerve removed from a tooth hurt',
    'what is a root canel',
    'dentist says the pulp is infected',
  ],
  crowns: [
    'do i need a cap on my tooth after a root canal',
    'what is a crown on a tooth',
    'how long does a porcelain crown last',
  ],
  bridges: [
    'fake tooth attached to the teeth next to it',
    'what is a dental bridge',
    'replace one missing tooth without an implant',
  ],
  implants: [
    'a screw in the jaw to replace a tooth, how does it work',
    'are implants painful',
    'how long does an implant last',
  ],
  dentures: [
    'my false teeth dont fit anymore',
    'how do i clean my plate',
    'getting used to new dentures',
  ],
  'tooth-extraction': [
    'does it hurt to have a tooth taken out',
    'my dentist wants to pull my tooth',
    'can a tooth be removed instead of fixed',
  ],
  'extraction-aftercare': [
    'what can i eat after having a tooth out',
    'how long should i keep the gauze in',
    'can i smoke after a tooth is pulled',
  ],
  'dry-socket': [
    'What is a dry socket?',
    'the hole after my tooth was pulled hurts more after 3 days',
    'bad taste and throbbing in the gap where my tooth was',
  ],
  'wisdom-teeth': [
    'do my back teeth coming in at 19 need to come out',
    'impacted wisdom tooth',
    'pain at the very back of my jaw where the last tooth is coming through',
  ],
  sealants: [
    'the coating they paint on kids molars, is it worth it',
    'plastic protective layer on back teeth',
    'do adults get sealents',
  ],
  'lost-filling-or-crown': [
    'my filling fell out',
    'cap came off my tooth while eating',
    'can I glue my crown back on myself',
  ],
  'dental-emergencies': [
    'what counts as a dental emergency',
    'it is sunday and my tooth is broken, where do i go',
    'after hours dentist',
  ],
  'knocked-out-tooth': [
    'my son fell and his whole front tooth came out',
    'tooth knocked out playing basketball what do i do',
    'put a tooth back in after it fell out from a hit',
  ],
  abscess: [
    'pimple on my gum above a sore tooth',
    'pus coming out near my tooth',
    'bump on gum that tastes salty when it pops',
  ],
  'cleaning-frequency': [
    'how often should I get my teeth cleaned',
    'is every 6 months really necessary',
    'how often check up',
  ],
  'what-a-hygienist-does': [
    'what does the hygienist actually do',
    'why does the cleaning lady scrape my teeth',
    'hygenist vs dentist',
  ],
  'dental-x-ray-safety': [
    'are dental xrays dangerous',
    'how much radiation from tooth pictures',
    'do i need x rays every year',
  ],
  'oral-cancer-screening': [
    'the dentist felt my neck and pulled my tongue, why',
    'sore in mouth that wont heal for 3 weeks',
    'mouth cancer signs',
  ],
  'dental-numbing': [
    'how long does the numbness last after a filling',
    'the injection at the dentist scares me, does it hurt',
    'my lip is still numb 5 hours later',
  ],
  'dental-anxiety': [
    'i am terrified of the dentist',
    'can i be sedated because i panic in the chair',
    "haven't been in 10 years because im scared",
  ],
  'costs-and-insurance': [
    'how much does a cleaning cost without insurance',
    'I cant afford the dentist, what can i do',
    'does dental coverage pay for crowns',
  ],
  'choosing-a-dental-office': [
    'how do i pick a good dentist',
    'looking for a new dentist, what should I ask',
    'what makes a dental practice good',
  ],
};

/** Questions that are clearly not about teeth, gums, the mouth or dental care. */
export const TUNING_OUT_OF_SCOPE: readonly string[] = [
  "what's the capital of France",
  'how much does a car cost',
  'best way to cook salmon',
  'how do I fix a leaky faucet',
  'what is the weather tomorrow',
  'who won the super bowl',
  'how do i reset my password on my laptop',
  'can you write me a poem about the sea',
  'how many calories in a banana',
  'what is a good stock to buy',
  'my back hurts when i lift boxes',
  'how do i get rid of a head cold',
  'best exercises for knee pain',
  'how long to boil an egg',
  'what is the meaning of life',
  'translate hello into spanish',
  'how do i train my puppy to sit',
  'recommend a good movie',
  'when does the bank open',
  'how do i lower my cholesterol',
  'what is a bridge loan',
  'is it going to snow',
  'how do I file my taxes',
  'best running shoes',
  'how to grow tomatoes',
  'my cat is sneezing',
  'how do I get a passport',
  'what year did world war 2 end',
  'how do i unclog a drain',
  'can you help me with my math homework',
  'my eyes are itchy and red',
  'how to make bread',
  'what time is it in Tokyo',
  'tips for a job interview',
  'how do i change a flat tire',
  'what is bitcoin',
  'I have a sore knee after running',
  'the crown royal whisky price',
  'how do i clean my oven',
  'best hair dye for grey hair',
];

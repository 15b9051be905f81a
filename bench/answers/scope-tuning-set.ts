/**
 * The scope-tuning split: patients' questions whose only dental clue is a word with an everyday
 * sense as well (crown, cap, filling, bridge, plaque, socket, brush, paste, shot, numb, wisdom,
 * plate, braces, wire, gum...) or no dental word at all, and off-topic questions that use those
 * same words in their everyday sense. None of the dental questions names teeth, gums, the mouth,
 * the tongue or the jaw, or the people who treat them. Written knowing only the topics' ids and
 * titles, phrased as patients and everyone else type into a chat box (typos, slang, UK and US
 * wording, parents, older people, fragments, stories). Keyed by the topic (knowledge entry id)
 * that should open the answer. Used for tuning the scope rule.
 */
export const SCOPE_TUNING_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'tooth-sensitivity': [
    'ice cream makes the left side zing for a few seconds then it stops, why',
    'sharp twinge with anything cold, gone in a second. am i just sensitive now?',
  ],
  toothache: [
    'throbbing ache on the right when i chew, paracetamol barely touches it and i cant sleep',
    'ache at the back when i chew, 3 days now, worse at night lying down',
  ],
  cavities: [
    'can a cavity heal by itself if i cut out sweets',
    'how do you get a cavity when you brush twice a day??',
    'little dark hole on the chewing surface at the back, is that decay',
  ],
  'bad-breath': [
    'husband says my breath smells even right after i brush, so embarrassed at work',
    'my breath is awful by lunchtime no matter how many mints i chew',
  ],
  'dry-mouth': [
    'since starting my blood pressure pills i have no spit, crackers stick everywhere and i sip water all night',
    'always parched and sticky when i talk, even sugar free gum barely helps',
  ],
  'tooth-erosion': [
    'does sipping lemon water all day wear away the enamel',
    'the edges of my front ones look see-through, is fizzy pop thinning the enamel',
  ],
  'tooth-discoloration': [
    'red wine and tea have turned my smile yellow, what causes the staining',
    'one front one went grey years after i knocked it, why the colour change',
  ],
  'teeth-grinding': [
    'partner says i grind at night and it sounds like chalk',
    'i clench all day at my desk when im stressed, how do i stop doing it',
  ],
  'tmj-jaw-pain': [
    'clicking by my ear when i open wide to yawn, and sometimes it locks',
    'the hinge in front of my ear aches after i chew gum for a while',
  ],
  'canker-sores': [
    'little white ulcer on the inside of my cheek, stings like mad with orange juice',
    'i get ulcers inside my lip every time im run down, what helps them heal',
  ],
  'cold-sores': [
    'tingling on my lip and now a blister, how do i stop it spreading to my girlfriend',
    'fever blister came up the day before my holiday, fastest way to get rid',
  ],
  'sinus-tooth-pain': [
    'my upper back ones ache every time i get a cold and bending down makes it worse, sinus or do i need a filling',
  ],
  'cracked-tooth-syndrome': [
    'sharp zap when i bite on something hard and let go, but i cant see any crack',
    'pretty sure theres a hairline crack in one at the back, only hurts when i chew on it',
  ],
  'chipped-broken-tooth': [
    'chipped a front one opening a beer bottle, small corner missing',
    'a chunk broke off when i bit an olive stone, now theres a sharp edge',
  ],
  'oral-thrush': [
    'white coating that wipes off and leaves it red, started after my steroid inhaler. thrush?',
    'my baby has white patches inside her cheeks that wont wipe away, is it thrush',
  ],
  'loose-adult-tooth': [
    'im 45 and one of my bottom front ones wobbles a bit, no injury, should i worry',
    'a grown-up one at the back feels loose when i bite, is it going to fall out',
  ],
  'whitening-safety': [
    'are the whitening strips from the supermarket safe to use every day',
    'is the charcoal powder for whiter smiles safe or does it wear things down',
    'bleach kits off amazon with the blue light, safe or not?',
  ],
  'sensitivity-after-whitening': [
    'did the whitening strips last night and now cold water makes everything zing',
    'since the bleaching trays everything is super sensitive, is that normal and how long',
  ],
  veneers: [
    'porcelain veneers or composite, which last longer',
    'do they have to shave down your own ones to fit a veneer',
  ],
  bonding: [
    'bonding on my front two went yellowish after 2 years, can it be polished',
    'can bonding close a small gap in the front or do i need braces',
  ],
  'brushing-technique': [
    'how long should i actually brush for, and circles or back and forth',
    'do you angle the brush towards the gum line or straight on',
  ],
  'brushing-after-meals': [
    'brush straight after orange juice or wait a bit?',
    'is it better to brush before breakfast or after',
  ],
  'brushing-too-hard': [
    'my brush bristles are splayed out after a month, am i scrubbing too hard',
    'i scrub really hard because it feels cleaner, can that do damage',
  ],
  'plaque-and-tartar': [
    'hard yellow crust behind the bottom front ones, can i scrape it off myself',
    'is plaque the same thing as tartar',
  ],
  'electric-vs-manual-toothbrush': [
    'is a rechargeable brush worth it over a cheap manual one',
    'is a £100 rechargeable brush really better than a £2 one from boots',
  ],
  'flossing-technique': [
    'how do you use that string for between the gaps properly, mine keeps shredding',
    'do i wrap the thread round my middle fingers and go up and down each side?',
  ],
  'interdental-cleaners': [
    'those tiny bottle-brush things for between the gaps, how do i know what size',
    'is a water jet gadget as good as string for cleaning between them',
  ],
  mouthwash: [
    'do i need to rinse with the blue stuff after brushing or is it pointless',
    'alcohol free rinse or the one that burns, which is better for gum problems',
  ],
  fluoride: [
    'do the chemicals the council adds to tap water really stop cavities',
    'spit dont rinse after brushing, does that really make the paste protect better',
  ],
  'choosing-toothpaste': [
    'which tube is best for sensitive ones, one for sensitivity or a whitening paste',
    'does the paste brand matter or is the cheap supermarket one fine',
  ],
  'sugar-and-diet': [
    'my kid drinks juice all day long, is the sugar rotting them',
    'is it worse to sip a sweet tea all morning or drink it in one go, for cavities',
  ],
  'gum-disease-signs': [
    'what are the early signs of gum disease, mine looks puffy and red',
    'gum feels tender, bad taste and a couple of them seem a bit loose, is it gum disease',
  ],
  'bleeding-gums': [
    'spit comes out pink every morning when i brush, normal or not',
    'my gum bleeds when i clean between them with string, should i stop',
  ],
  'receding-gums': [
    'gum line creeping back so they look longer, can it grow back',
    'i can see the roots on my bottom front ones now, gum has pulled back',
  ],
  'deep-cleaning': [
    'they said i need scaling and root planing under numbing, what is that',
    'deep clean under the gum line split over 4 sessions, does it hurt',
  ],
  'diabetes-oral-health': [
    'type 2 diabetic, does my blood sugar make gum infections worse',
    'since my diabetes got worse my gum keeps getting sore and bleeding, connected?',
  ],
  'smoking-vaping': [
    'does vaping stain like cigarettes or cause gum problems',
    'quit smoking 3 months ago and now my gum bleeds when i brush, why',
  ],
  'oral-piercings': [
    'my labret piercing keeps clicking against my front ones, can it chip them',
    'thinking of getting a lip ring, can it damage the gum behind it',
  ],
  'oral-health-overall-health': [
    'can gum disease really lead to heart trouble or a stroke',
    'is a gum infection linked to other problems in the body',
  ],
  'childrens-teeth': [
    'when should my toddler start using paste and how much do i put on',
    'how do i brush a wriggly 2 year old who clamps shut',
  ],
  'first-dental-visit': [
    'when should i book my baby for her first checkup now her first two are coming through',
    'first appointment for my 1 year old to get her few front ones looked at, what happens',
  ],
  teething: [
    'my 6 month old is drooling, chewing everything and has red cheeks, is she cutting one',
    'frozen rings or amber necklaces for a grizzly baby who is cutting one',
  ],
  'losing-baby-teeth': [
    'my 6 year olds wobbly one is hanging by a thread, should i just pull it',
    'new one coming through behind the wobbly one, looks like a shark, is that ok',
  ],
  'thumb-sucking-pacifiers': [
    'will the dummy push her front ones forward, she is 3',
    'my 4 year old still sucks his thumb, will it change his bite',
  ],
  'pregnancy-oral-health': [
    'pregnant and my gum bleeds every time i brush',
    'is it safe to have a filling done while im 20 weeks pregnant',
  ],
  'seniors-dental-care': [
    'dad is 82 with arthritis and cant grip his brush anymore, any tips',
    'at 80 is it normal to get more cavities near the roots',
  ],
  braces: [
    'how long do braces take to fix sticking out front ones at 30',
    'metal braces or ceramic ones, which are quicker',
  ],
  'clear-aligners': [
    'clear trays you swap every two weeks, do they work as well as metal brackets',
    'do the invisible trays really have to be worn 22 hours a day',
  ],
  retainers: [
    'lost my retainer on holiday, will everything move back',
    'do i have to wear my retainer forever after braces',
  ],
  'caring-for-braces': [
    'food gets stuck around the brackets and wire, how do i clean properly',
    'white marks showing up around my brackets, how do i keep them clean',
  ],
  'braces-discomfort': [
    'wire poking into my cheek since the tightening, what can i do till my appointment',
    'a bracket came off and the end of the wire is stabbing me',
  ],
  'sports-mouthguards': [
    'does my son need a gum shield for rugby, the boil and bite kind ok',
    'boil and bite guard or a custom one for boxing, it keeps falling off my top ones',
  ],
  'night-guards': [
    'guard for grinding at night, chemist one or custom made',
    'is a splint to wear at night worth it for clenching',
  ],
  fillings: [
    'the silver stuff or the white stuff for a hole, which one lasts',
    'how long after a filling can i eat',
    'is amalgam filling safe, worried about the mercury',
  ],
  'root-canal': [
    'does a root canal hurt as much as everyone says',
    'how many appointments is a root canal on a back one',
  ],
  crowns: [
    'gold or porcelain crown for a back one',
    'why do they file yours down before putting a crown on, and how long does a crown last',
  ],
  bridges: [
    'a bridge or an implant for one gap at the front',
    'how do i clean under my bridge, food gets trapped',
  ],
  implants: [
    'single implant with a crown on top, how long does the whole thing take',
    'the implant screw goes into the bone, does that hurt',
  ],
  dentures: [
    "my nan's plate keeps slipping when she eats, is fixative the answer",
    'got a full top set of falsies, do i take them out at night',
  ],
  'tooth-extraction': [
    'getting one pulled on friday, how long does the extraction take',
    'having a back one pulled, will i feel it or just pressure',
  ],
  'extraction-aftercare': [
    'still oozing a bit of blood from where they pulled it this morning, keep biting on gauze?',
    'can i drink through a straw the day after an extraction',
  ],
  'dry-socket': [
    '3 days after it was pulled the pain got worse and theres a horrible taste, dry socket?',
    'the empty socket looks white and pain is shooting up to my ear',
  ],
  'wisdom-teeth': [
    'wisdom ones coming through at 24, really sore at the very back',
    'do my wisdoms need to come out if they are not hurting',
  ],
  sealants: [
    'should my 7 year old get sealants on his back ones',
    'the plastic coating they paint in the grooves for kids, worth it?',
  ],
  'lost-filling-or-crown': [
    'crown popped off eating a chewy sweet at the cinema, can i glue it back on',
    'filling fell out on holiday and theres a hole, what do i do till i get home',
  ],
  'dental-emergencies': [
    'out of hours on a sunday with a broken one and my cheek swelling up, who do i call',
    'what counts as an emergency out of hours, cracked a back one in half and it wont stop hurting',
  ],
  'knocked-out-tooth': [
    'sons front one got knocked clean out at football, do i put it in milk',
    'knocked out an adult front one, how fast does it need putting back in',
  ],
  'mouth-injuries': [
    'bit my lip really hard, its swollen and still bleeding, do i need stitches',
    'bit the inside of my cheek eating and theres a big lump now',
  ],
  abscess: [
    'pus bump on the gum above a back one and my face is swelling',
    'abscess at the back, do i need antibiotics or does it have to come out',
  ],
  'cleaning-frequency': [
    'how often should i go for a scale and polish',
    'checkup and clean every 6 months, or is once a year fine if nothing hurts',
  ],
  'what-a-hygienist-does': [
    'at a scale and polish, what does the person doing it actually do besides scraping',
  ],
  'dental-x-ray-safety': [
    'are the x-rays they take at my checkup safe, how much radiation is it',
    'how many x-rays at checkups a year is too many, they took 4 again',
  ],
  'oral-cancer-screening': [
    'at my six-monthly checkup before the polish they felt round my neck and under my chin, checking for cancer?',
    'at my scale and polish they looked under my lip and cheeks for cancer, is that routine',
  ],
  'dental-numbing': [
    'still numb 5 hours after the injection for my filling, my lip feels huge',
    'does the numbing shot before a filling hurt? needle phobic',
  ],
  'dental-anxiety': [
    'terrified of the drill, havent been for a checkup in 10 years',
    'can i be sedated for a filling, i panic as soon as i sit in the chair',
  ],
  'costs-and-insurance': [
    'how much does a filling cost without insurance, private vs nhs',
    'monthly plan that covers checkups, cleanings and fillings, is it worth paying for',
  ],
  'choosing-a-dental-office': [
    'how do i find a good practice near me for checkups that does evening appointments',
    'switching to a new practice for my fillings and checkups, what should i look for',
  ],
};

/**
 * Questions that are clearly not about teeth, gums, the mouth or dental care, most of them using
 * a word dentistry shares with other domains in its everyday sense, the rest with no such word.
 */
export const SCOPE_TUNING_OUT_OF_SCOPE: readonly string[] = [
  // crown, cap
  'how do i make a paper crown for my sons birthday party',
  'which queen wore the imperial state crown at the coronation',
  'crown moulding in the living room, nails or adhesive',
  'thinning at the crown of my head at 30, anything that works',
  'exchange rate for danish crowns to pounds',
  'baseball cap or bucket hat for a festival',
  'salary cap rules in the nfl explained',
  'lost the cap of my fountain pen, where can i get a spare',
  'radiator cap on my car is hissing when hot',
  // bridge, plaque
  'bridge over the river is closed, another route to town?',
  'how do you play contract bridge, beginners rules',
  'bridge loan while selling my house, is it a good idea',
  'my violin bridge is leaning forward, how to fix',
  'plaque for my dads retirement, what should i engrave',
  'arterial plaque and cholesterol, can diet reverse it',
  'blue plaque on a house in london, who decides',
  // filling, filler
  'pie filling that doesnt go runny in the oven',
  'plaster filler for a hole in the wall before painting',
  'cushion filling, feather or polyester',
  'filling in a tax return for the first time, deadline',
  'wood filler for a gap in the skirting board',
  // implant, extraction, pulling
  'hair implant cost in turkey',
  'contraceptive implant in my arm, side effects',
  'breast implant recovery time',
  'extraction time for espresso on a new machine',
  'extraction fan in the bathroom is noisy',
  'pulling a muscle in my back lifting boxes, how long to heal',
  'my dog keeps pulling on the lead, training tips',
  'data extraction from pdf invoices with python',
  // whitening, bleach
  'how to whiten yellowed pillowcases',
  'can i use bleach on a coloured towel',
  'whitening my trainers with baking soda',
  'skin whitening cream, are they safe',
  'bleach and vinegar together, is it dangerous',
  'bleaching my hair at home from dark brown',
  // gum, chew, chewing
  'gum trees in my garden drop bark everywhere',
  'how to get chewing gum out of a jumper',
  'the chemistry of chewing gum, what is gum base made of',
  'chewing toy for my puppy that he cant destroy',
  'my rabbit chews the skirting boards, how to stop',
  'gum arabic substitute in baking',
  'chewing over a big decision at work, how to decide',
  // brush, paste
  'brush for acrylic painting on canvas',
  'my cat hates being brushed, any tips',
  'best brush for curly hair that doesnt frizz',
  'tomato paste vs puree in a bolognese',
  'wallpaper paste that works on textured walls',
  'copy and paste not working on my laptop',
  'thermal paste for a cpu, how much to apply',
  'toilet brush that doesnt drip',
  // drill, plate, socket
  'drill bit for concrete, which size for a rawlplug',
  'fire drill at work, where do we meet',
  'cordless drill or hammer drill for shelves',
  'hot plate stopped working in my kitchen',
  'license plate renewal online',
  'metal plate in my ankle after surgery, does it set off airport scanners',
  'socket wrench set for a beginner',
  'plug socket is scorched and smells of burning',
  'shoulder popped out of its socket at rugby, how long out',
  'eye socket bruising after a fall',
  // cavity, enamel, braces, retainer
  'cavity wall insulation grants',
  'enamel paint for a radiator',
  'enamel cast iron pan chipped, is it still safe',
  'knee brace for running',
  'wrist brace for carpal tunnel at night',
  'braces or a belt for suit trousers',
  'retainer fee for a lawyer, is it refundable',
  'football club paying a retainer to a scout, how does it work',
  // sealant, porcelain, veneer, root
  'sealant for a leaking shower tray',
  'sealant on a wooden deck, how often',
  'porcelain tiles or ceramic for a bathroom floor',
  'how to repair a chipped porcelain sink',
  'walnut veneer on a table is lifting, how to glue it',
  'a root in my drain pipe, what to do',
  'square root of 200 without a calculator',
  'root rot on my monstera',
  'how to root a cutting from a fig tree',
  'rooting an android phone, is it safe',
  // crack, chip, sugar
  'cracked phone screen repair cost',
  'crack in the ceiling above the door',
  'how to crack an egg with one hand',
  'chip pan fire, what do you do',
  'chip in my windscreen, repair or replace',
  'chip and pin not working on my card abroad',
  'sugar in a sourdough recipe, does it help',
  'blood sugar high in the morning, type 2',
  'brown sugar has gone rock hard',
  'sugar cravings when trying to lose weight',
  // rinse, mint, smile, bite
  'rinse cycle on the washing machine keeps stopping',
  'do i rinse rice before cooking',
  'mint taking over my herb bed',
  'mint condition vintage comics value',
  'how to smile naturally in photos',
  'bite from a mosquito is huge and hot',
  'my dog bit the postman, what happens now',
  'where can i grab a quick bite near the station',
  'insect bite on my ankle is red and spreading',
  // numb, shot, injection, wisdom
  'numb fingers when its cold, raynauds?',
  'numbness in my leg after sitting cross legged',
  'flu shot for over 65s, when can i get it',
  'my shot in basketball keeps falling short',
  'b12 injection every 3 months, side effects',
  'sql injection, how do i protect my form',
  'fuel injection cleaner, worth it?',
  'wisdom quotes for a graduation card',
  'the wisdom of crowds, is it real',
  // canine, fang, tray
  'canine vaccination schedule for a new puppy',
  'canine hydrotherapy for my old labrador',
  'fang and the vampire myth, where did it come from',
  'ice cube tray that doesnt stick',
  'baking tray warped in the oven',
  'cat litter tray keeps smelling',
  // splint, wire, bracket, scaling
  'splint for a broken finger, how long',
  'wire for hanging a heavy mirror',
  'wire in my bra keeps poking out',
  'shelf bracket came off the wall',
  'tax bracket for a salary of 60k',
  'scaling a startup without burning out',
  'scaling a recipe up for 12 people',
  'scaling in my kettle, how to remove',
  // polish, cleaning, checkup, x-ray
  'shoe polish that doesnt rub off on trousers',
  'nail polish keeps chipping after a day',
  'polish a granite worktop',
  'cleaning a mouldy shower grout',
  'deep cleaning an oven with baking soda',
  'annual checkup with my gp, what bloods do they do',
  'car checkup before a long drive, what to check',
  'x-ray on my wrist showed nothing but it still hurts',
  'are airport x-ray scanners safe for film cameras',
  // sensitive, grinding, clench
  'sensitive skin and laundry detergent, which one',
  'sensitive stomach after antibiotics',
  'grinding coffee beans for french press',
  'the grinding noise from my car brakes',
  'clench your fist and you feel calmer, why',
  // abscess, ulcer, blister, thrush
  'abscess on my cats leg from a fight',
  'stomach ulcer symptoms vs heartburn',
  'leg ulcer that wont heal, diabetes',
  'blister on my heel from new boots',
  'blister pack pills, how to recycle',
  'thrush bird nesting in my hedge',
  'vaginal thrush treatment during pregnancy',
  // sedation, gauze, bonding, strips, charcoal
  'sedation for my dog at the groomers',
  'sedation for an mri, claustrophobic',
  'gauze for a grazed knee, how often change',
  'bonding with my newborn, i dont feel it yet',
  'team bonding ideas for work',
  'led light strips for under the cabinets',
  'nasal strips to stop my snoring',
  'charcoal for the barbecue or briquettes',
  'activated charcoal face mask for spots',
  // bottle, dummy, pacifier, appointment
  'bottle feeding schedule for a 3 month old',
  'water bottle that keeps drinks cold for 24 hours',
  'crash test dummy ratings for family cars',
  'dummy run for a wedding speech, tips',
  'pacifier clip with her name on it, where to buy',
  'doctors appointment online, how do i book',
  'missed my passport appointment, can i rebook',
  // other ailments around the head and throat
  'sinus pressure behind my eyes every morning',
  'i snore so loud my wife sleeps in the other room',
  'scratchy throat and swollen glands for about a week now',
  'ear infection after swimming',
  'hoarse voice after a concert',
  // no word dentistry shares
  'how much water should i drink a day',
  'best way to lower cholesterol without pills',
  'is paracetamol or ibuprofen better for a headache',
  'how do i know if my ankle is sprained or broken',
  'vitamin d dose in winter',
  'what helps with hay fever',
  'how long should a boiled egg take',
  'recipe for a quick vegetable curry',
  'can i freeze cooked rice',
  'how long to roast a chicken per kilo',
  'best way to store fresh herbs',
  'how to make pancakes without eggs',
  'how do i start an isa',
  'is it better to pay off my credit card or save',
  'how do i claim a tax refund',
  'cheapest way to send money abroad',
  'should i fix my mortgage for 2 or 5 years',
  'cheap flights to lisbon in march',
  'visa rules for a two week trip to japan',
  'how early to get to the airport for an international flight',
  'train vs coach from london to edinburgh',
  'which month is best for the northern lights in iceland',
  'my wifi keeps dropping in the evening',
  'how do i back up my iphone to my laptop',
  'laptop fan very loud, what to do',
  'how do i reset a forgotten windows password',
  'which phone has the best battery life',
  'how to clear the cache in chrome',
  'how many steps a day should i walk',
  'best stretches for lower back pain',
  'my 2 year old wakes at 5am every day, how to shift it later',
  'what time does the council tip close on sundays',
  'how to get rid of fruit flies in the kitchen',
  'when should i plant tulip bulbs',
  'my washing machine smells damp',
  // a dental product put to a household use
  'toothpaste to defog swimming goggles',
  // pointing words of patients' questions about another domain's thing, and a bite by someone
  'the front one of the two cars is mine',
  'he bit me and it is bleeding',
];

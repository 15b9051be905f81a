/**
 * The unseen split: patients' questions written before the latest round of tuning, knowing only
 * the topics' ids and titles, and never read question by question while tuning (only its totals
 * are looked at). Phrased as patients write (typos, slang, stories, fragments, non-native
 * English), avoiding the entries' titles and key terms. Keyed by the topic (knowledge entry id)
 * that should open the answer.
 */
export const UNSEEN_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'tooth-sensitivity': [
    'cold water makes my bottom teeth feel like an electric shock for a second',
    'why do my teeth ache a little when i have hot tea then stop right away',
  ],
  toothache: [
    'one of my molars is pounding and now the ibuprofen is wearing off, what do i do',
    'teeth hurts alot on left side since 3 days',
  ],
  cavities: [
    'there is a dark little pit on my chewing surface and food gets stuck in it',
    'my kid eats candy all day, will he get holes in his teeth like i did',
  ],
  'bad-breath': [
    'people step back when i talk to them, i think it is my mouth smell',
    'how do i stop morning dragon breath',
  ],
  'dry-mouth': [
    'always thirsty and my lips and mouth feel sticky, i take blood pressure pills',
    'not enough saliva especially at night, i keep waking up to drink',
  ],
  'tooth-erosion': [
    'I drink like 4 cans of soda a day and my teeth are looking thinner at the tips',
    'my reflux comes up at night, can stomach acid damage my teeth',
  ],
  'tooth-discoloration': [
    'my smile looks yellow in every photo, what causes that',
    'brownish tea stains on the back of my bottom teeth wont brush off',
  ],
  'teeth-grinding': [
    'my partner says i make a horrible scraping noise with my teeth when asleep',
    'teeth are getting flat and short, dentist thinks its from stress at night',
  ],
  'tmj-jaw-pain': [
    'hurts to open my mouth wide, feels like something in the hinge near my ear',
    'my jaw locks for a sec in the morning and clicks loud when i chew gum',
  ],
  'canker-sores': [
    'small painful crater under my tongue, hurts when i eat spicy food',
    'got one of those white ulcer things after i bit my cheek, how long does it last',
  ],
  'cold-sores': [
    'my lip started to itch and burn and now theres a cluster of tiny bubbles',
    'can i kiss my baby if i have a blister on my lip from the virus',
  ],
  'sinus-tooth-pain': [
    'all my top teeth hurt at the same time since i got this congested head cold',
    'allergies are bad and my upper molars ache when i walk down stairs',
  ],
  'cracked-tooth-syndrome': [
    'weird pain when i bite on a seed with one back tooth, sharp then gone, xray showed nothing',
    'i think there is a hairline split in my molar, it only hurts on biting',
  ],
  'chipped-broken-tooth': [
    'a piece of my front tooth snapped off when i bit into a hard pretzel',
    'corner of my tooth broke and now its sharp on my tongue',
  ],
  'oral-thrush': [
    'my tongue has a white coating that wipes off and leaves it red, i was on an inhaler',
    'baby has white milky spots in his mouth that dont rub away',
  ],
  'loose-adult-tooth': [
    'one of my grown up teeth wiggles when i push it with my tongue, im 40',
    'my bottom front tooth moves a bit, is it going to fall out',
  ],
  'whitening-safety': [
    'are those strips from the drugstore bad for your teeth if used every day',
    'is bleaching my teeth safe or does it ruin the enamel',
  ],
  'sensitivity-after-whitening': [
    'used the bleaching trays and now my teeth zing when i breathe in',
    'after my teeth whitening at the clinic everything hurts cold, normal?',
  ],
  veneers: [
    'thinking of getting those thin porcelain shells for my front teeth, do they last',
    'turkey teeth, what is involved and do they shave your teeth down',
  ],
  bonding: [
    'can the dentist fix a small gap between my front teeth with tooth coloured resin in one visit',
    'they said they could glue some material on my chipped edge and shape it, how long does that last',
  ],
  'brushing-technique': [
    'whats the right way to use a toothbrush, circles or up and down',
    'how long am i actually supposed to brush for and what angle',
  ],
  'brushing-after-meals': [
    'should i clean my teeth straight after breakfast or wait',
    'is it bad to brush right after drinking orange juice',
  ],
  'brushing-too-hard': [
    'my bristles are all splayed out after a month, am i scrubbing too much',
    'i press really hard with my brush because it feels cleaner, is that damaging',
  ],
  'plaque-and-tartar': [
    'hard yellow crusty stuff behind my bottom front teeth, can i scrape it off myself',
    'what is the fuzzy film on my teeth at the end of the day',
  ],
  'electric-vs-manual-toothbrush': [
    'is an oral b spinning brush actually better than a normal one',
    'worth paying 100 bucks for a battery brush?',
  ],
  'flossing-technique': [
    'i never know how to use the string between my teeth, do i snap it down',
    'how do you properly use dental tape, my gums bleed when i do it',
  ],
  'interdental-cleaners': [
    'are those little bottle brush things for between teeth better than string',
    'is a waterpik enough instead of the string thing',
  ],
  'tongue-cleaning': [
    'my tongue looks white and furry, should i scrape it every morning',
    'do i need one of those metal scrapers for the tongue',
  ],
  mouthwash: [
    'is swishing listerine every day actually needed',
    'which rinse should i use, the blue one burns like crazy',
  ],
  fluoride: [
    'is the stuff they put in tap water good for teeth or harmful',
    'my dentist wants to paint a varnish on my sons teeth, is it safe',
  ],
  'choosing-toothpaste': [
    'so many tubes at the store, which one should i buy',
    'is charcoal paste or natural paste without chemicals any good',
  ],
  'sugar-and-diet': [
    'is sipping sweet coffee all day worse than drinking it at once',
    'what snacks are ok for my kids teeth between meals',
  ],
  'gum-disease-signs': [
    'my gums look puffy and purple-ish and my breath is off, what could it be',
    'how do i know if i have periodontitis or something',
  ],
  'bleeding-gums': [
    'pink in the sink every time i spit after brushing',
    'my gum bleeds when i eat an apple',
  ],
  'receding-gums': [
    'my teeth look longer than they used to and i can see the yellow part at the gumline',
    'gum pulling back on one canine, will it grow back',
  ],
  'deep-cleaning': [
    'hygienist said i need 4 quadrants of cleaning under the gums with numbing, why',
    'what is root planing and does it hurt',
  ],
  'diabetes-oral-health': [
    'i have type 2 and my gums keep getting infected, related?',
    'does high blood sugar affect teeth',
  ],
  'smoking-vaping': [
    'does my juul stain or damage my teeth',
    'i smoke a pack a day, what is it doing to my gums',
  ],
  'oral-piercings': [
    'getting my tongue pierced next week, can it chip my teeth',
    'lip ring keeps clicking against my front teeth, bad?',
  ],
  'oral-health-overall-health': [
    'is it true that bad gums can give you heart problems',
    'can infections in your mouth affect the rest of your body',
  ],
  'childrens-teeth': [
    'how much toothpaste for a 3 year old and should i help him brush',
    'when should i start brushing my daughters teeth, she has 4 now',
  ],
  'first-dental-visit': [
    'when should i take my toddler to see a dentist for the first time',
    'my baby is 1, does she need a check up already',
  ],
  teething: [
    'my 6 month old is chewing on everything and drooling buckets, is the first tooth coming',
    'baby gums swollen and cranky at night, what can i give',
  ],
  'losing-baby-teeth': [
    'my 6 yr old has a wobbly tooth, should i pull it out',
    'the adult tooth is coming in behind the baby one which hasnt fallen out, shark teeth',
  ],
  'thumb-sucking-pacifiers': [
    'my 4 year old still sucks her thumb, will it ruin her teeth',
    'when should we take away the dummy',
  ],
  'pregnancy-oral-health': [
    'im expecting and my gums are bleeding like crazy',
    'is it ok to get a filling while pregnant in second trimester',
  ],
  'seniors-dental-care': [
    'my 80 year old dad has arthritis and cant hold a brush well, how can we help',
    'mom is in a care home, how do we keep her teeth healthy',
  ],
  braces: [
    'how old should my kid be before getting his teeth straightened with metal brackets',
    'is it too late at 35 to fix crooked teeth with the wires',
  ],
  'clear-aligners': [
    'is invisalign as good as the metal ones',
    'those see-through plastic trays, how many hours a day do you wear them',
  ],
  retainers: [
    'got my brackets off, do i really have to wear the plastic thing every night forever',
    'i lost my retainer and my teeth are shifting back',
  ],
  'caring-for-braces': [
    'food gets stuck in my brackets all the time, how do i clean around them',
    'how to floss with the wire in the way',
  ],
  'braces-discomfort': [
    'a wire is poking my cheek and bleeding, orthodontist closed till monday',
    'my teeth are so sore after the tightening, can i take something',
  ],
  'sports-mouthguards': [
    'my son plays rugby, does he need a gum shield',
    'what kind of guard should i wear for boxing, the boil and bite ones?',
  ],
  'night-guards': [
    'dentist wants me to wear a plastic splint when i sleep, is a store bought one ok',
    'my bite guard for night smells, how do i clean it',
  ],
  fillings: [
    'silver or white material for a hole in my tooth, which is better',
    'is the mercury in old silver fillings dangerous, should i replace them',
  ],
  'root-canal': [
    'dentist says the nerve in my tooth is dying and wants to clean it out, does it hurt a lot',
    'what happens during endo treatment and how many visits',
  ],
  crowns: [
    'dentist says i need a cap on my tooth after the nerve treatment, why',
    'porcelain or gold cap for a back tooth',
  ],
  bridges: [
    'i have a gap where a tooth was removed, can they attach a fake one to the teeth on either side',
    'fixed replacement tooth held by the neighbours, pros and cons',
  ],
  implants: [
    'how long does a titanium screw tooth take, from start to finish',
    'am i too old for a metal post in the jawbone at 70',
  ],
  dentures: [
    'my false teeth keep slipping when i talk, what can i do',
    'should i sleep with my plate in or take it out',
  ],
  'tooth-extraction': [
    'dentist wants to take out my broken molar, what is it like',
    'getting a tooth yanked tomorrow, what should i expect',
  ],
  'extraction-aftercare': [
    'had a tooth taken out this morning, when can i eat and drink normally',
    'can i rinse with salt water the day after they removed my tooth',
  ],
  'dry-socket': [
    'three days after the tooth was pulled the pain got way worse and the hole looks empty',
    'bad taste and throbbing from the hole where my wisdom tooth was, i smoked',
  ],
  'wisdom-teeth': [
    'my back teeth at the very end are coming in sideways, do they have to come out',
    'gum at the back behind my last molar is swollen and sore, im 19',
  ],
  sealants: [
    'dentist offered to coat my kids back teeth with a plastic layer, worth it',
    'what is that protective paint they put on molars for children',
  ],
  'lost-filling-or-crown': [
    'the white stuff in my tooth fell out while eating toffee',
    'my cap came off in a sandwich, can i stick it back with glue',
  ],
  'dental-emergencies': [
    'my face is swelling up and i can barely swallow, tooth related, what do i do',
    'its sunday night and my tooth situation is bad, when should i go to a&e',
  ],
  'knocked-out-tooth': [
    'my son fell and his front tooth came out whole, hes 12, what now',
    'tooth got punched out in a fight, can it be put back in',
  ],
  abscess: [
    'there is a pimple on my gum above a tooth that leaks salty pus',
    'swollen bump next to my molar and it throbs, face a bit puffy',
  ],
  'cleaning-frequency': [
    'do i really need to see the dentist every 6 months if nothing hurts',
    'how often should a person go for check up',
  ],
  'what-a-hygienist-does': [
    'whats the difference between the dentist and the lady who scrapes my teeth',
    'what happens at a scale and polish appointment',
  ],
  'dental-x-ray-safety': [
    'is the radiation from the pictures they take of my teeth dangerous',
    'they want to take radiographs every year, is that too many',
  ],
  'oral-cancer-screening': [
    'a white patch on the side of my tongue hasnt gone away for a month',
    'why did the dentist feel my neck and pull on my tongue at the check up',
  ],
  'dental-numbing': [
    'how long until my lip stops feeling fat after the injection',
    'the shot at the dentist never works on me, why',
  ],
  'dental-anxiety': [
    'i get so scared of the dentist i cancel every appointment',
    'is there sedation for people who are terrified of the chair',
  ],
  'costs-and-insurance': [
    'no coverage, how can i afford to get my teeth fixed',
    'what does my plan usually cover, cleaning free but crown 50 percent?',
  ],
  'choosing-a-dental-office': [
    'how can i tell if a dentist near me is any good',
    'looking for a family practice that takes new patients, what to check',
  ],
};

/** Questions that are clearly not about teeth, gums, the mouth or dental care. */
export const UNSEEN_OUT_OF_SCOPE: readonly string[] = [
  'homemade chewing gum recipe with gum base',
  'my sinus infection wont clear, do i need antibiotics',
  'sore spot on the crown of my head when i comb my hair',
  'how do bridge loans work when buying a house',
  'car body filler for a dent in the door, which brand',
  'how to fill potholes in a gravel driveway',
  'best crown molding for a living room ceiling',
  'what is the plot of the novel the bridges of madison county',
  'how many bones are in the human hand',
  'my stomach hurts after eating dairy',
  'how do i clean grout between bathroom tiles',
  'what is the tallest mountain in africa',
  'is a roth ira better than a 401k',
  'how to brush a long haired cat without it scratching me',
  'my toddler has a fever of 39, when to see a doctor',
  'what pillow is best for neck pain',
  'how to remove plaque from arteries naturally',
  'recipe for apple pie with crumble topping',
  'how to paint a bedroom wall without streaks',
  'what does the crown jewels exhibition cost in london',
  'how to get rid of acne scars',
  'my dog keeps eating grass and then throwing up',
  'what time does the pharmacy close on sunday',
  'wood filler for a crack in a hardwood floor, which kind',
  'how to sharpen kitchen knives',
  'symptoms of a urinary tract infection',
  'how to learn guitar chords fast',
  'best sunscreen for sensitive skin',
  'what is the bite force of a crocodile',
  'how do i cancel my gym membership',
  'why do my ears pop on an airplane',
  'how to fix a leaking kitchen faucet',
  'my horse has a loose shoe, can i ride it',
  'whats the difference between a cold and covid',
  'how do you say thank you in japanese',
  'write a haiku about autumn leaves',
  'how to replace a bike chain',
  'what is the gold price today',
  'migraine with aura what does it mean',
  'how to make sourdough starter',
  'my laptop fan is loud',
  'sore throat and swollen glands for a week',
  'how to repot an orchid',
  'what is the root of a square number',
  'how long does a passport renewal take',
  'brace for a sprained wrist, how long to wear',
  'how to whiten white sneakers',
  'best game to play with friends online',
  'my toenail is ingrown and red',
  'how do vaccines work',
];

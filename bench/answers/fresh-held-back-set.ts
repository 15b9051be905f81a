/**
 * The held-back split: patients' questions written before the retrieval was tuned on the other
 * splits, and never looked at while tuning. They are phrased as patients write (typos, slang,
 * long stories, fragments, non-native English) and avoid the entries' titles and key terms.
 * Keyed by the topic (knowledge entry id) that should open the answer.
 */
export const FRESH_HELD_BACK_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  'tooth-sensitivity': [
    'ouch every time i eat ice cream my front teeth zing',
    'teeth hurting when i breathe in winter air outside',
  ],
  toothache: [
    'throbbing in my lower right back tooth since yesterday, painkillers barely help',
    'what can i do tonight, tooth is killing me and cant sleep',
  ],
  cavities: [
    'dentist said i have two small holes in my teeth, how did that happen i brush',
    'brown spot between my teeth is it rotting',
  ],
  'bad-breath': [
    'my girlfriend says my mouth stinks in the morning even after i brush',
    'coworker keeps offering me mints lol is my breath that bad',
  ],
  'dry-mouth': [
    'my mouth feels like sandpaper since starting antidepressants',
    'no spit, tongue sticks to the roof of my mouth at night',
  ],
  'tooth-erosion': [
    'i drink lemon water every morning, is it wearing my teeth down',
    'edges of my front teeth look see-through and thin',
  ],
  'tooth-discoloration': [
    'coffee and red wine turned my teeth brownish, can that come off',
    'one front tooth went grey after i fell off my bike years ago',
  ],
  'teeth-grinding': [
    'wife hears me gnashing my teeth in my sleep',
    'i wake up with my teeth clamped together and a headache',
  ],
  'tmj-jaw-pain': [
    'clicking and popping near my ear when i open wide to eat a burger',
    'my jaw gets stuck when i yawn and it hurts in front of the ear',
  ],
  'canker-sores': [
    'painful white round spot with red border inside my lip',
    'i keep getting little sores on the inside of my cheek when stressed',
  ],
  'cold-sores': [
    'tingly blister on the edge of my lip again, came after i was sick',
    'herpes on lip how to stop it spreading to my kid',
  ],
  'sinus-tooth-pain': [
    'stuffy nose for a week and now all my upper back teeth ache',
    'when i bend over my top teeth throb, i also have a head cold',
  ],
  'cracked-tooth-syndrome': [
    'sharp zap when i bite down on one side then it goes away when i let go',
    'hurts only when i release after chewing something hard',
  ],
  'chipped-broken-tooth': [
    'bit into an olive pit and a piece of my tooth came off',
    'corner of my front tooth snapped off playing hockey, no pain though',
  ],
  'oral-thrush': [
    'white stuff on my tongue that wipes off and leaves red spots, i use an inhaler',
    'my baby has white milky patches in his mouth that dont rub off',
  ],
  'loose-adult-tooth': [
    'im 45 and one of my bottom teeth wiggles a little',
    'grown up tooth feels wobbly when i push it with my tongue',
  ],
  'whitening-safety': [
    'are those strips from the drugstore going to ruin my enamel',
    'want a brighter smile for my wedding, is bleaching safe',
  ],
  'sensitivity-after-whitening': [
    'used whitening trays and now my teeth shoot pain with anything cold',
    'zingers after bleaching at the dentist, normal?',
  ],
  veneers: [
    'thinking of getting thin porcelain shells glued on my front teeth',
    'how long do those porcelain covers for front teeth last, like celebs have',
  ],
  bonding: [
    'can they fix a small gap between my front teeth with tooth colored resin same day',
    'dentist offered to patch my chipped tooth with composite stuff, is that permanent',
  ],
  'brushing-technique': [
    'whats the right way to brush, circles or back and forth',
    'how many minutes should i scrub my teeth for',
  ],
  'brushing-after-meals': [
    'should i wait after orange juice before i clean my teeth',
    'brush straight after breakfast or before it?',
  ],
  'brushing-too-hard': [
    'my toothbrush bristles get splayed after like 2 weeks, do i press too much',
    'i scrub really hard because i want them clean, is that damaging',
  ],
  'electric-vs-manual-toothbrush': [
    'is a sonicare worth the money or is a normal brush fine',
    'battery brush vs regular one which cleans better',
  ],
  'flossing-technique': [
    'string between teeth, how do i actually do it right',
    'my gums bleed when i use the thread, am i doing it wrong',
  ],
  'interdental-cleaners': [
    'is a waterpik as good as string',
    'those tiny bottle brush things for the gaps, which size do i get',
  ],
  'tongue-cleaning': [
    'should i scrape the white coating off my tongue',
    'is a tongue scraper better than using my toothbrush on it',
  ],
  mouthwash: [
    'do i need to rinse with listerine every day',
    'alcohol free rinse vs the burning one, does it even help',
  ],
  fluoride: [
    'my neighbor says the stuff in tap water is poison for teeth, true?',
    'is the varnish they paint on kids teeth safe',
  ],
  'choosing-toothpaste': [
    'which paste should i buy, there are like 50 kinds at the store',
    'is charcoal paste good or bad',
  ],
  'sugar-and-diet': [
    'my son sips soda all day long, how bad is it for his teeth',
    'are gummy candies worse than chocolate for teeth',
  ],
  'gum-disease-signs': [
    'my gums are puffy and dark red, is it gingivitis or something worse',
    'dentist mentioned pockets around my teeth getting deeper, what does it mean',
  ],
  'bleeding-gums': [
    'pink in the sink every time i spit',
    'blood when i brush, been happening for a month',
  ],
  'receding-gums': [
    'my teeth look longer than they used to and i can see the yellow part near the gum',
    'gum line going down on my bottom front teeth',
  ],
  'deep-cleaning': [
    'they want to do scaling under the gums with numbing in 4 sections, is it needed',
    'what is root planing and does it hurt',
  ],
  'diabetes-oral-health': [
    'my blood sugar is high a lot, does that affect my gums',
    'type 2 here, why does my dentist ask about my a1c',
  ],
  'smoking-vaping': [
    'does juuling stain teeth or hurt gums',
    'i smoke a pack a day, what is it doing to my mouth',
  ],
  'oral-piercings': [
    'want to get my tongue pierced, will it chip my teeth',
    'my lip ring keeps rubbing my gum',
  ],
  'oral-health-overall-health': [
    'is it true bad gums can cause heart problems',
    'can infection in mouth affect rest of body',
  ],
  'childrens-teeth': [
    'how much paste to put on my 3 year olds brush',
    'my toddler fights me every night when i try to clean his teeth',
  ],
  'first-dental-visit': [
    'when should i take my baby to the dentist the first time',
    'my daughter is 1, too early for a checkup?',
  ],
  teething: [
    'my 6 month old drools and chews everything and is cranky, are teeth coming',
    'what helps a baby cutting their first tooth',
  ],
  'losing-baby-teeth': [
    'my 6yo has a wiggly front tooth, should i pull it',
    'the new tooth is coming in behind the old one, shark teeth',
  ],
  'thumb-sucking-pacifiers': [
    'my 4 year old still sucks her fingers at night, will her teeth go crooked',
    'when to take away the binky',
  ],
  'pregnancy-oral-health': [
    'im expecting and my gums bleed much more than before',
    'is it ok to get a filling while pregnant 5 months',
  ],
  'seniors-dental-care': [
    'my 80 year old mom has arthritis and cant hold a brush well',
    'grandpa in nursing home, how to keep his mouth healthy',
  ],
  braces: [
    'my teeth are crooked at 30, am i too old for metal brackets',
    'how long do kids usually wear train tracks',
  ],
  'clear-aligners': [
    'invisalign vs the mail order ones, are they the same',
    'how many hours a day do i need to wear the see-through trays',
  ],
  retainers: [
    'lost the thing i wear at night after my braces came off, will my teeth move',
    'do i have to wear the plastic thing forever after ortho',
  ],
  'caring-for-braces': [
    'food gets stuck in my brackets all the time how do i clean them',
    'what cant i eat with brackets on',
  ],
  'braces-discomfort': [
    'a wire is poking my cheek and its bleeding, ortho closed till monday',
    'teeth super sore after they tightened my braces yesterday',
  ],
  'sports-mouthguards': [
    'does my son need something in his mouth for football',
    'boil and bite guard or custom one for boxing',
  ],
  'night-guards': [
    'dentist wants me to wear a plastic splint when i sleep, is it worth it',
    'my bite plate for sleeping smells, how do i clean it',
  ],
  fillings: [
    'silver or white stuff to fix a hole, which is better',
    'is mercury in my old metal fillings dangerous',
  ],
  'root-canal': [
    'dentist says the nerve is dying and i need the canal thing, how bad is it',
    'is endo treatment painful, very scared',
  ],
  crowns: [
    'they want to put a cap on my tooth after the big filling, why',
    'porcelain or gold cap for a back molar',
  ],
  bridges: [
    'missing one tooth, can they attach a fake one to the teeth beside it',
    'fixed false tooth held by neighbours vs screw in one',
  ],
  implants: [
    'titanium post in the jaw, how long does the whole thing take',
    'is a screw in tooth worth the price',
  ],
  dentures: [
    'my false teeth slip when i talk',
    'how do i clean my plate with the teeth on it at night',
  ],
  'tooth-extraction': [
    'dentist says the tooth cant be saved and must come out, what happens',
    'does getting a tooth yanked hurt',
  ],
  'extraction-aftercare': [
    'just had a tooth taken out, when can i eat normal food',
    'can i drink through a straw after they removed my tooth today',
  ],
  'dry-socket': [
    'three days after my pull the pain got way worse and goes to my ear',
    'i can see bone in the empty spot where my molar was and it smells',
  ],
  'wisdom-teeth': [
    'my back teeth at 19 are coming in sideways, do they need to go',
    'gum flap over my last tooth at the back is swollen',
  ],
  sealants: [
    'dentist wants to paint a coating on my kids back teeth, is it worth it',
    'plastic protective layer on chewing surfaces for children',
  ],
  'lost-filling-or-crown': [
    'my cap came off while eating toffee, what do i do till monday',
    'piece of white stuff fell out of my tooth and now theres a hole',
  ],
  'dental-emergencies': [
    'its 2am and my mouth is bleeding after a fall, do i go to the er',
    'what counts as urgent for teeth on a sunday',
  ],
  'knocked-out-tooth': [
    'my son got hit with a bat and his front tooth fell out completely',
    'whole tooth came out in a fight, put it in milk?',
  ],
  abscess: [
    'pimple on my gum above a tooth that leaks bad tasting stuff',
    'face swollen on one side and tooth throbbing, fever too',
  ],
  'cleaning-frequency': [
    'is going twice a year really needed if nothing hurts',
    'how often should i go get my teeth checked',
  ],
  'what-a-hygienist-does': [
    'who is the lady that scrapes my teeth before the dentist comes in',
    'difference between the dentist and the person who polishes',
  ],
  'dental-x-ray-safety': [
    'is the radiation from the bitewing pictures dangerous',
    'they want pictures of my teeth every year, is that too much radiation',
  ],
  'oral-cancer-screening': [
    'the dentist felt my neck and pulled my tongue, what was he checking',
    'sore under my tongue not healing for 3 weeks, im a smoker',
  ],
  'dental-numbing': [
    'half my face still numb 5 hours after the dentist, normal?',
    'the injection didnt work last time, i felt everything',
  ],
  'dental-anxiety': [
    'i have panic attacks just thinking about the drill',
    'havent been in 10 years cause im terrified, how do i go back',
  ],
  'costs-and-insurance': [
    'no insurance and cant afford the dentist, any options',
    'my plan only covers 50% of a cap, is that normal',
  ],
  'choosing-a-dental-office': [
    'just moved to a new city, how do i find a good dentist',
    'what should i ask a clinic before booking',
  ],
};

/** Questions that are clearly not about teeth, gums, the mouth or dental care. */
export const FRESH_HELD_BACK_OUT_OF_SCOPE: readonly string[] = [
  'what is the capital of australia',
  'how do i reset my iphone',
  'best pizza dough recipe',
  'can you write me a poem about the sea',
  'i have a cold with fever and body aches, what medicine',
  'how to get rid of a sinus infection without antibiotics',
  'my knee hurts when i run',
  'what time is it in tokyo',
  'how do i file my taxes',
  'is it going to rain tomorrow',
  'recommend a good book about history',
  'how do you play bridge the card game',
  'the crown tv show season 4 cast',
  'how to fix a crack in my windshield',
  'cheap hotels in paris',
  'what is the best filling for a chocolate cake',
  'i need a plaque engraved for my dad retirement',
  'my back hurts from sitting all day',
  'how many calories in a banana',
  'how to train my puppy to sit',
  'translate hello to spanish',
  'what is a good stock to buy',
  'how to grow tomatoes on a balcony',
  'who won the world cup in 2018',
  'my eye is red and itchy',
  'how to unclog a kitchen drain',
  'what are symptoms of the flu',
  'how to tie a tie',
  'best running shoes for flat feet',
  'why is the sky blue',
  'my headache wont go away since morning',
  'how to change a car tire',
  'cold brew coffee recipe',
  'how long to boil an egg',
  'convert 10 miles to km',
  'help me write a cover letter',
  'how to treat athletes foot',
  'the golden gate bridge opening hours for walking',
  'what is chewing gum made of, for a school project on polymers',
  'how to stop snoring husband keeps me awake',
  'my cat keeps throwing up',
  'how do i make my hair grow faster',
  'whats a good name for a boat',
  'how do planes stay in the air',
  'can you recommend a netflix series',
  'how to apologise to my friend',
  'my phone battery dies fast',
  'what should i pack for a ski trip',
  'how to remove a stripped screw',
  'is it safe to eat sushi when pregnant',
];

/**
 * Follow-up questions: conversations of two or three questions, each ending with one that cannot
 * be understood alone ("how long does it last?", "can kids have them", "what about diabetes"),
 * keyed by the topic (knowledge entry id) that should open its answer, and conversations whose
 * last question is about something else ("is it going to rain tomorrow", "how do i reset it, my
 * router keeps dropping"). Written for this bench, patients' wording and typos kept; no follow-up
 * is among the examples the assistant learns from. A quarter of the dental follow-ups move to a
 * neighbouring topic that their own words point to; a tenth are whole questions on a new topic
 * ("also my gums bleed when i floss, is that bad").
 *
 * The first set was used to choose how follow-ups are read; on the second, written apart from it,
 * only the wording bar for follow-ups that name no subject was chosen (see the README).
 */
export interface FollowUp {
  earlier: readonly string[];
  then: string;
  topic: string;
}
export interface OffTopicFollowUp {
  earlier: readonly string[];
  then: string;
}

export const FIRST_FOLLOW_UPS: readonly FollowUp[] = [
  {
    earlier: ['whats the right way to brush my teeth'],
    then: 'how long should i do it for',
    topic: 'brushing-technique',
  },
  {
    earlier: ['should i brush in circles or back and forth?'],
    then: 'what about the inside surfaces',
    topic: 'brushing-technique',
  },
  {
    earlier: ['how do I brush properly around my back molars'],
    then: 'does the same go for kids',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['what toothbrush should i get'],
    then: 'how long should i brush with it each time',
    topic: 'brushing-technique',
  },
  {
    earlier: ['is it better to brush before or after breakfast'],
    then: 'how long should i wait after',
    topic: 'brushing-after-meals',
  },
  {
    earlier: ['should i brush right after drinking orange juice'],
    then: 'why is that bad',
    topic: 'brushing-after-meals',
  },
  {
    earlier: ['can i brush straight after eating'],
    then: 'does that acid actually wear the enamel away over time',
    topic: 'tooth-erosion',
  },
  {
    earlier: ['can you brush your teeth too hard'],
    then: "how do i know if i'm doing it",
    topic: 'brushing-too-hard',
  },
  {
    earlier: ['my toothbrush bristles get splayed out after a couple weeks is that bad'],
    then: 'could that be why my gums are pulling back',
    topic: 'receding-gums',
  },
  {
    earlier: ['i think i scrub my teeth way too hard'],
    then: 'do soft bristles help with that',
    topic: 'brushing-too-hard',
  },
  {
    earlier: ['i have really bad sensitivity on my canines'],
    then: 'could i be brushing too hard',
    topic: 'brushing-too-hard',
  },
  {
    earlier: ['i have yellow hard stuff building up behind my bottom front teeth'],
    then: 'will brushing get rid of it',
    topic: 'plaque-and-tartar',
  },
  {
    earlier: ['i have a lot of tartar on my lower teeth'],
    then: 'do i need a deep cleaning for that',
    topic: 'deep-cleaning',
  },
  {
    earlier: ['are electric toothbrushes actually better than manual'],
    then: 'which kind, rotating or sonic',
    topic: 'electric-vs-manual-toothbrush',
  },
  {
    earlier: ['is an electric toothbrush worth the money'],
    then: 'how often do i change the head',
    topic: 'electric-vs-manual-toothbrush',
  },
  {
    earlier: ['how do i floss properly'],
    then: 'how often should i do it',
    topic: 'flossing-technique',
  },
  {
    earlier: ['whats the right way to floss between tight teeth'],
    then: 'what if it keeps shredding',
    topic: 'flossing-technique',
  },
  {
    earlier: ['do i really need to floss every day'],
    then: 'is it normal if they bleed when i do',
    topic: 'bleeding-gums',
  },
  {
    earlier: ['are water flossers as good as regular floss'],
    then: 'which one do you recommend',
    topic: 'interdental-cleaners',
  },
  {
    earlier: ['what are those little interdental brushes for'],
    then: 'how do i pick the right size',
    topic: 'interdental-cleaners',
  },
  {
    earlier: ['can i use a waterpik instead of flossing'],
    then: 'does it work with braces',
    topic: 'caring-for-braces',
  },
  {
    earlier: ['my gums bleed every time i use string floss'],
    then: 'would a water flosser be easier on them',
    topic: 'interdental-cleaners',
  },
  {
    earlier: ['my tongue has a white coating every morning'],
    then: 'will scraping it get rid of that',
    topic: 'tongue-cleaning',
  },
  { earlier: ['do i need to use mouthwash'], then: 'which kind is best', topic: 'mouthwash' },
  {
    earlier: ['is alcohol mouthwash bad for you'],
    then: 'what about the alcohol free ones',
    topic: 'mouthwash',
  },
  {
    earlier: ['our town water isnt fluoridated is that a problem'],
    then: 'should my kids take drops then',
    topic: 'fluoride',
  },
  {
    earlier: ['my toddler swallowed a bunch of toothpaste'],
    then: 'how much of it is dangerous',
    topic: 'fluoride',
  },
  {
    earlier: ['what toothpaste should i use'],
    then: 'does the whitening kind actually work',
    topic: 'choosing-toothpaste',
  },
  {
    earlier: ['is charcoal toothpaste good for you'],
    then: 'is it too abrasive',
    topic: 'choosing-toothpaste',
  },
  {
    earlier: ['whats a good toothpaste for a toddler'],
    then: 'how much should i put on the brush',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['how bad is sugar for your teeth really'],
    then: 'is it better to eat it all at once',
    topic: 'sugar-and-diet',
  },
  {
    earlier: ['are sugar free drinks ok for my teeth'],
    then: 'what about sparkling water',
    topic: 'tooth-erosion',
  },
  {
    earlier: ['what snacks are best for my kids teeth'],
    then: 'is fruit juice ok',
    topic: 'sugar-and-diet',
  },
  {
    earlier: ['how often should i get a dental cleaning'],
    then: 'is once a year enough',
    topic: 'cleaning-frequency',
  },
  {
    earlier: ['do i really need a checkup every 6 months'],
    then: 'how much does one cost without insurance',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['its been 5 years since my last cleaning'],
    then: 'should i go more often for a while to catch up',
    topic: 'cleaning-frequency',
  },
  {
    earlier: ['im diabetic, does that make gum disease worse'],
    then: 'how often should i get cleanings then',
    topic: 'cleaning-frequency',
  },
  {
    earlier: ['what does a dental hygienist actually do'],
    then: 'are they the same as a dentist',
    topic: 'what-a-hygienist-does',
  },
  {
    earlier: ['do i see the hygienist or the dentist for a cleaning'],
    then: 'what happens during it',
    topic: 'what-a-hygienist-does',
  },
  {
    earlier: ['why does the hygienist poke my gums and call out numbers'],
    then: 'what numbers are bad',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['are dental xrays safe'],
    then: 'how often do i need them',
    topic: 'dental-x-ray-safety',
  },
  {
    earlier: ['can i get dental x-rays while pregnant'],
    then: 'what if its an emergency',
    topic: 'dental-x-ray-safety',
  },
  {
    earlier: ['is it safe to get my teeth cleaned while pregnant'],
    then: 'and the x-rays?',
    topic: 'dental-x-ray-safety',
  },
  {
    earlier: ['what is an oral cancer screening'],
    then: 'does it hurt',
    topic: 'oral-cancer-screening',
  },
  {
    earlier: ['i have a sore on the side of my tongue that wont go away'],
    then: 'how long before i should worry',
    topic: 'oral-cancer-screening',
  },
  {
    earlier: ['what are the early signs of oral cancer'],
    then: 'does vaping raise the risk',
    topic: 'smoking-vaping',
  },
  {
    earlier: ['how long does the numbness last after a filling'],
    then: "can i eat while it's still numb",
    topic: 'dental-numbing',
  },
  {
    earlier: ["why doesn't the numbing shot work on me sometimes"],
    then: 'is that common',
    topic: 'dental-numbing',
  },
  {
    earlier: ['im really scared of needles'],
    then: 'does the numbing shot hurt a lot',
    topic: 'dental-numbing',
  },
  {
    earlier: ['im terrified of the dentist'],
    then: 'can they put me to sleep',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['do you have anything for nervous patients'],
    then: 'can i bring someone with me',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['how much is a cleaning without insurance'],
    then: 'do you do payment plans',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['are you accepting new patients'],
    then: 'what should i bring',
    topic: 'choosing-a-dental-office',
  },
  {
    earlier: ['how do i pick a good dentist'],
    then: 'should i just go by reviews',
    topic: 'choosing-a-dental-office',
  },
  {
    earlier: ['do you see kids at your office'],
    then: 'how old do they have to be',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['why are my teeth so sensitive to cold'],
    then: 'will it go away on its own',
    topic: 'tooth-sensitivity',
  },
  { earlier: ['sudden sensitivity in one tooth'], then: 'could it be a cavity', topic: 'cavities' },
  {
    earlier: ['my tooth is really sensitive to hot and cold lately'],
    then: 'could it need a root canal',
    topic: 'root-canal',
  },
  { earlier: ['i have a bad toothache'], then: 'what can i take for it', topic: 'toothache' },
  { earlier: ['my tooth throbs at night'], then: 'why is it worse lying down', topic: 'toothache' },
  {
    earlier: ['tooth pain that comes and goes'],
    then: 'what if my face starts swelling',
    topic: 'abscess',
  },
  { earlier: ['i have a dark spot on my molar'], then: 'is that decay', topic: 'cavities' },
  {
    earlier: ['i have a big cavity on my back tooth'],
    then: 'will it need a root canal',
    topic: 'root-canal',
  },
  {
    earlier: ['my breath stinks even after brushing'],
    then: 'could it be my stomach',
    topic: 'bad-breath',
  },
  {
    earlier: ['what causes chronic halitosis'],
    then: 'does scraping my tongue help with it',
    topic: 'tongue-cleaning',
  },
  {
    earlier: ['i have a swollen spot on my gum and a bad taste'],
    then: 'could that be why my breath smells',
    topic: 'bad-breath',
  },
  { earlier: ['why is my mouth always dry'], then: 'could my meds cause it', topic: 'dry-mouth' },
  {
    earlier: ['i wake up with a super dry mouth'],
    then: 'is that bad for my teeth',
    topic: 'dry-mouth',
  },
  {
    earlier: ['my teeth look kind of see-through at the edges'],
    then: 'what causes that',
    topic: 'tooth-erosion',
  },
  {
    earlier: ['does acid reflux damage teeth'],
    then: 'what about throwing up a lot when pregnant',
    topic: 'pregnancy-oral-health',
  },
  {
    earlier: ['why are my teeth turning yellow'],
    then: 'can i fix it at home',
    topic: 'tooth-discoloration',
  },
  {
    earlier: ['coffee stains on my teeth'],
    then: 'will a cleaning take them off',
    topic: 'tooth-discoloration',
  },
  {
    earlier: ['what causes brown stains between teeth'],
    then: 'is whitening safe for that',
    topic: 'whitening-safety',
  },
  {
    earlier: ['my wife says i grind my teeth in my sleep'],
    then: 'what does it do long term',
    topic: 'teeth-grinding',
  },
  {
    earlier: ['i clench my jaw all day at work'],
    then: 'do those guards help',
    topic: 'night-guards',
  },
  {
    earlier: ['i grind my teeth a lot'],
    then: 'is that why my jaw hurts in the morning',
    topic: 'tmj-jaw-pain',
  },
  {
    earlier: ['my jaw hurts near my ear when i chew'],
    then: 'should i see a dentist or a doctor for that',
    topic: 'tmj-jaw-pain',
  },
  {
    earlier: ['my jaw muscles are sore every morning'],
    then: 'could i be grinding at night',
    topic: 'teeth-grinding',
  },
  {
    earlier: ['how do i get rid of a canker sore'],
    then: 'how long do they usually last',
    topic: 'canker-sores',
  },
  {
    earlier: ['i keep getting mouth ulcers'],
    then: 'could it be my toothpaste',
    topic: 'canker-sores',
  },
  {
    earlier: ['can canker sores be from stress'],
    then: 'what about from braces rubbing',
    topic: 'braces-discomfort',
  },
  {
    earlier: ['i have a cold sore coming'],
    then: 'can i still go to my cleaning',
    topic: 'cold-sores',
  },
  {
    earlier: ['how do i stop cold sores from spreading'],
    then: 'is it safe to kiss my baby',
    topic: 'cold-sores',
  },
  {
    earlier: ['can a sinus infection make your teeth hurt'],
    then: 'how do i tell if its the sinus or the tooth',
    topic: 'sinus-tooth-pain',
  },
  {
    earlier: ['my upper back teeth ache when i have a cold'],
    then: 'will it stop when the cold clears',
    topic: 'sinus-tooth-pain',
  },
  {
    earlier: ['sharp pain when i bite down but only sometimes'],
    then: 'could it be cracked',
    topic: 'cracked-tooth-syndrome',
  },
  {
    earlier: ['how do you know if a tooth is cracked'],
    then: 'can it be fixed',
    topic: 'cracked-tooth-syndrome',
  },
  {
    earlier: ['my dentist says i have a cracked tooth'],
    then: 'will i need a crown',
    topic: 'crowns',
  },
  {
    earlier: ['i chipped my front tooth on a fork'],
    then: 'can it be fixed same day',
    topic: 'chipped-broken-tooth',
  },
  {
    earlier: ['a piece of my molar broke off'],
    then: 'is it an emergency',
    topic: 'chipped-broken-tooth',
  },
  {
    earlier: ['small chip on my front tooth'],
    then: 'would bonding work for that',
    topic: 'bonding',
  },
  {
    earlier: ['white patches on my tongue that wipe off'],
    then: 'is that thrush',
    topic: 'oral-thrush',
  },
  {
    earlier: ['my baby has white stuff in his mouth'],
    then: 'is it milk or something else',
    topic: 'oral-thrush',
  },
  {
    earlier: ['one of my adult teeth feels loose'],
    then: 'can it tighten back up',
    topic: 'loose-adult-tooth',
  },
  {
    earlier: ['my front tooth wiggles a little'],
    then: 'could it be gum disease',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['tooth got loose after i got hit'],
    then: 'should i go in today',
    topic: 'loose-adult-tooth',
  },
  {
    earlier: ['my gums are red and puffy'],
    then: 'is that gingivitis',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['why do my gums bleed'],
    then: 'how long till it stops if i floss daily',
    topic: 'bleeding-gums',
  },
  {
    earlier: ['my gums started bleeding while pregnant'],
    then: 'do a lot of pregnant women get that',
    topic: 'pregnancy-oral-health',
  },
  {
    earlier: ['what causes gum recession'],
    then: 'is there surgery for it',
    topic: 'receding-gums',
  },
  {
    earlier: ['receding gums on my lower front teeth'],
    then: "is that why they're sensitive",
    topic: 'tooth-sensitivity',
  },
  {
    earlier: ['my dentist said i need a deep cleaning'],
    then: 'is it really necessary',
    topic: 'deep-cleaning',
  },
  {
    earlier: ['what is scaling and root planing'],
    then: 'will they numb me for it',
    topic: 'deep-cleaning',
  },
  {
    earlier: ['whats better, white or silver fillings'],
    then: 'which one lasts longer',
    topic: 'fillings',
  },
  {
    earlier: ['are mercury fillings dangerous'],
    then: 'should i get them replaced',
    topic: 'fillings',
  },
  { earlier: ['do root canals hurt'], then: 'how long does it take', topic: 'root-canal' },
  {
    earlier: ['had a root canal last week'],
    then: 'still sore, is that normal',
    topic: 'root-canal',
  },
  {
    earlier: ['does a root canal kill the tooth'],
    then: 'do i need a crown after',
    topic: 'crowns',
  },
  { earlier: ['how long does a crown last'], then: 'what are they made of', topic: 'crowns' },
  {
    earlier: ["what's the process for getting a crown"],
    then: 'do i need a temporary one',
    topic: 'crowns',
  },
  {
    earlier: ['my temporary crown feels weird'],
    then: 'what if it falls off',
    topic: 'lost-filling-or-crown',
  },
  {
    earlier: ['can i get a crown on my front tooth'],
    then: 'would a veneer look better',
    topic: 'veneers',
  },
  {
    earlier: ['what is a dental bridge'],
    then: 'how is it different from an implant',
    topic: 'bridges',
  },
  {
    earlier: ['how do i clean under a bridge'],
    then: 'what are those threader things',
    topic: 'bridges',
  },
  {
    earlier: ['how long do dental implants take'],
    then: 'is it painful afterwards',
    topic: 'implants',
  },
  { earlier: ['am i too old for implants'], then: 'what if i have bone loss', topic: 'implants' },
  { earlier: ['my dentures keep slipping'], then: 'would implants stop that', topic: 'implants' },
  {
    earlier: ['how long does it take to get used to dentures'],
    then: 'will i be able to eat steak',
    topic: 'dentures',
  },
  { earlier: ['my dentures are loose'], then: 'can they be relined', topic: 'dentures' },
  {
    earlier: ['does getting a tooth pulled hurt'],
    then: 'how long is the appointment',
    topic: 'tooth-extraction',
  },
  {
    earlier: ['my tooth needs to come out'],
    then: 'how long till i can eat normally after',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ["can you pull a tooth if it's infected"],
    then: 'will i need antibiotics first',
    topic: 'tooth-extraction',
  },
  {
    earlier: ['what should i eat after a tooth extraction'],
    then: 'when can i have coffee',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ['had a tooth pulled today'],
    then: "and if it's still bleeding tomorrow?",
    topic: 'extraction-aftercare',
  },
  {
    earlier: ['what does dry socket feel like'],
    then: 'how do i know if i have it',
    topic: 'dry-socket',
  },
  {
    earlier: ['how do you prevent dry socket'],
    then: 'is using a straw really that bad',
    topic: 'dry-socket',
  },
  {
    earlier: ['pain got worse 3 days after my extraction'],
    then: 'could that be dry socket',
    topic: 'dry-socket',
  },
  {
    earlier: ['can i vape after getting my wisdom teeth out'],
    then: 'what would happen if i did',
    topic: 'dry-socket',
  },
  {
    earlier: ['do i have to get my wisdom teeth out'],
    then: "what if they're not hurting",
    topic: 'wisdom-teeth',
  },
  {
    earlier: ['my wisdom tooth is coming in and hurts'],
    then: 'how long does that go on for',
    topic: 'wisdom-teeth',
  },
  {
    earlier: ['getting all 4 wisdom teeth out friday'],
    then: 'how long will my face be swollen',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ["my gum around my wisdom tooth is swollen and there's pus"],
    then: 'is that an abscess',
    topic: 'abscess',
  },
  { earlier: ['what are dental sealants'], then: 'do adults get them', topic: 'sealants' },
  {
    earlier: ['my 7 year old keeps getting cavities'],
    then: 'would sealants help',
    topic: 'sealants',
  },
  {
    earlier: ['my filling fell out'],
    then: 'does that need seeing today',
    topic: 'lost-filling-or-crown',
  },
  {
    earlier: ['my crown came off while eating'],
    then: 'can i glue it back myself',
    topic: 'lost-filling-or-crown',
  },
  {
    earlier: ['do whitening strips damage enamel'],
    then: 'what about the led light kits',
    topic: 'whitening-safety',
  },
  {
    earlier: ['my teeth hurt after whitening'],
    then: 'when will it stop',
    topic: 'sensitivity-after-whitening',
  },
  {
    earlier: ['whitening strips made my teeth super sensitive'],
    then: 'should i stop using them',
    topic: 'sensitivity-after-whitening',
  },
  {
    earlier: ['im whitening my teeth next week'],
    then: 'how do i avoid it hurting',
    topic: 'sensitivity-after-whitening',
  },
  { earlier: ['how long do veneers last'], then: 'do they stain', topic: 'veneers' },
  {
    earlier: ['do they have to shave your teeth for veneers'],
    then: 'is that permanent',
    topic: 'veneers',
  },
  {
    earlier: ['thinking about veneers'],
    then: 'how much per tooth roughly',
    topic: 'costs-and-insurance',
  },
  { earlier: ['what is cosmetic bonding'], then: 'how long does it last', topic: 'bonding' },
  {
    earlier: ['can bonding close a gap between my front teeth'],
    then: 'does it stain',
    topic: 'bonding',
  },
  { earlier: ['how long do people usually wear braces'], then: 'why so long', topic: 'braces' },
  {
    earlier: ['am i too old for braces at 35'],
    then: 'do they work the same as for teens',
    topic: 'braces',
  },
  {
    earlier: ['my son needs braces'],
    then: 'how much do they cost roughly',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['will thumb sucking cause buck teeth'],
    then: 'can braces fix that later',
    topic: 'braces',
  },
  {
    earlier: ['are invisalign as good as braces'],
    then: 'how many hours a day do i wear them',
    topic: 'clear-aligners',
  },
  {
    earlier: ['can i drink coffee with my aligners in'],
    then: 'what about just water',
    topic: 'clear-aligners',
  },
  {
    earlier: ['do i have to wear my retainer forever'],
    then: 'what if i stop',
    topic: 'retainers',
  },
  {
    earlier: ['how do i clean my retainer'],
    then: 'can i soak it in mouthwash',
    topic: 'retainers',
  },
  {
    earlier: ['just got my braces off'],
    then: 'how long do i wear it at night',
    topic: 'retainers',
  },
  {
    earlier: ['i just started invisalign'],
    then: 'will i need a retainer after',
    topic: 'retainers',
  },
  {
    earlier: ['how do i brush with braces'],
    then: 'is an electric brush ok',
    topic: 'caring-for-braces',
  },
  {
    earlier: ['what foods cant you eat with braces'],
    then: 'what about popcorn',
    topic: 'caring-for-braces',
  },
  {
    earlier: ['im getting braces next month'],
    then: 'how do i keep them clean',
    topic: 'caring-for-braces',
  },
  {
    earlier: ['my braces hurt after tightening'],
    then: 'how long does that last',
    topic: 'braces-discomfort',
  },
  {
    earlier: ['a wire is poking my cheek'],
    then: 'can i cut it myself',
    topic: 'braces-discomfort',
  },
  {
    earlier: ['got my braces on today'],
    then: "what can i eat that won't hurt",
    topic: 'braces-discomfort',
  },
  {
    earlier: ['does my kid need a mouthguard for soccer'],
    then: 'are the store bought ones ok',
    topic: 'sports-mouthguards',
  },
  {
    earlier: ['custom mouthguard vs boil and bite'],
    then: 'is the custom one worth it',
    topic: 'sports-mouthguards',
  },
  {
    earlier: ['do i need a mouthguard for rugby'],
    then: 'what if i knock one out during a game',
    topic: 'knocked-out-tooth',
  },
  {
    earlier: ['do night guards really help grinding'],
    then: 'can i just buy one at the store',
    topic: 'night-guards',
  },
  { earlier: ['my night guard smells'], then: 'how do i clean it', topic: 'night-guards' },
  {
    earlier: ['how much toothpaste for a 3 year old'],
    then: 'what if she swallows it',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['when should my baby first see a dentist'],
    then: 'what happens there',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['my son is 2 and never been to the dentist'],
    then: 'is that too late',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['when should my kid start seeing a dentist'],
    then: 'do they put fluoride varnish on at that age',
    topic: 'fluoride',
  },
  { earlier: ['my baby is teething and miserable'], then: 'what helps', topic: 'teething' },
  { earlier: ['can teething cause a fever'], then: 'what about diarrhea', topic: 'teething' },
  {
    earlier: ["my baby's first teeth are poking through"],
    then: 'when should i start brushing them',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['when do kids start losing baby teeth'],
    then: 'what order do they fall out',
    topic: 'losing-baby-teeth',
  },
  {
    earlier: ["my son's adult tooth is coming in behind the baby one"],
    then: 'will it move forward',
    topic: 'losing-baby-teeth',
  },
  {
    earlier: ['is thumb sucking bad for teeth'],
    then: 'at what age should it stop',
    topic: 'thumb-sucking-pacifiers',
  },
  {
    earlier: ['my 4 year old still uses a pacifier'],
    then: 'how do i get her to quit',
    topic: 'thumb-sucking-pacifiers',
  },
  {
    earlier: ['does pregnancy hurt your teeth'],
    then: 'is it true you lose a tooth per baby',
    topic: 'pregnancy-oral-health',
  },
  {
    earlier: ['my dad has arthritis and cant hold a toothbrush well'],
    then: 'any tools that help',
    topic: 'seniors-dental-care',
  },
  {
    earlier: ['do older people need to see the dentist as often'],
    then: 'what if they have no teeth left',
    topic: 'seniors-dental-care',
  },
  {
    earlier: ['does diabetes affect your teeth'],
    then: 'what should i watch for',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['im diabetic and my gums bleed'],
    then: 'could it be my sugar levels',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['is vaping bad for your teeth'],
    then: 'what about nicotine pouches',
    topic: 'smoking-vaping',
  },
  {
    earlier: ['how does smoking affect gums'],
    then: 'will it improve if i quit',
    topic: 'smoking-vaping',
  },
  {
    earlier: ['is a tongue piercing bad for your teeth'],
    then: 'what about lip rings',
    topic: 'oral-piercings',
  },
  {
    earlier: ['just got my tongue pierced'],
    then: 'how long does the swelling last',
    topic: 'oral-piercings',
  },
  {
    earlier: ['can gum disease affect your heart'],
    then: 'what about diabetes',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['is there a link between teeth and dementia'],
    then: 'how strong is the evidence',
    topic: 'oral-health-overall-health',
  },
  {
    earlier: ['can a bad tooth make you sick'],
    then: 'like your whole body?',
    topic: 'oral-health-overall-health',
  },
  {
    earlier: ['what counts as a dental emergency'],
    then: 'do you take walk ins',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['what do i do if i have a dental emergency at night'],
    then: 'should i go to the er',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['what do you do if a tooth gets knocked out'],
    then: 'what if its a baby tooth',
    topic: 'knocked-out-tooth',
  },
  {
    earlier: ['i bit my tongue really hard'],
    then: 'will it need stitches',
    topic: 'mouth-injuries',
  },
  {
    earlier: ['my toddler fell and cut his lip'],
    then: 'when should i worry',
    topic: 'mouth-injuries',
  },
  {
    earlier: ['my tooth got knocked loose in a fight'],
    then: 'and i split the inside of my lip too',
    topic: 'mouth-injuries',
  },
  {
    earlier: ['what does a tooth abscess look like'],
    then: 'can it go away with antibiotics',
    topic: 'abscess',
  },
  { earlier: ['i have a pimple on my gum'], then: 'should i pop it', topic: 'abscess' },
  {
    earlier: ['how often should i get a cleaning'],
    then: 'also my gums bleed when i floss, is that bad',
    topic: 'bleeding-gums',
  },
  {
    earlier: ['do you take new patients'],
    then: 'also i think i have a cavity, it hurts when i eat sweets',
    topic: 'cavities',
  },
  {
    earlier: ['is whitening safe'],
    then: 'oh and my jaw clicks when i chew, why',
    topic: 'tmj-jaw-pain',
  },
  {
    earlier: ['how long do fillings last'],
    then: 'separate question, my breath smells bad even after brushing',
    topic: 'bad-breath',
  },
  {
    earlier: ['what does a hygienist do'],
    then: 'also my kid is teething, what helps with the pain',
    topic: 'teething',
  },
  {
    earlier: ['are electric toothbrushes better'],
    then: 'also should i be using a tongue scraper',
    topic: 'tongue-cleaning',
  },
  {
    earlier: ['how do i floss with a bridge'],
    then: 'unrelated but i have a canker sore, how do i treat it',
    topic: 'canker-sores',
  },
  {
    earlier: ['do you do implants'],
    then: 'and do you accept cigna insurance',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['how long does orthodontic treatment usually take'],
    then: 'also my wisdom teeth are coming in, do they need to come out',
    topic: 'wisdom-teeth',
  },
  {
    earlier: ['what are sealants'],
    then: 'also when will my son start losing his baby teeth',
    topic: 'losing-baby-teeth',
  },
  {
    earlier: ['is fluoride safe'],
    then: 'one more thing, i grind my teeth at night, what should i do',
    topic: 'teeth-grinding',
  },
  {
    earlier: ['whats the price for a regular cleaning'],
    then: 'also im pregnant, is it safe to come in',
    topic: 'pregnancy-oral-health',
  },
  {
    earlier: ['why do teeth go yellow with age'],
    then: 'btw my mouth is always dry lately, why',
    topic: 'dry-mouth',
  },
  {
    earlier: ['is a root canal a big procedure'],
    then: 'also im really nervous, can you sedate me',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['should i wear my retainer every night'],
    then: 'also i chipped a tooth yesterday, is that urgent',
    topic: 'chipped-broken-tooth',
  },
  {
    earlier: ['what age for the first dentist visit'],
    then: 'also my baby has white patches in her mouth that dont wipe off',
    topic: 'oral-thrush',
  },
  {
    earlier: ['can i brush right after eating'],
    then: "also my gums look like they're pulling back, what causes that",
    topic: 'receding-gums',
  },
  {
    earlier: ['how often do you take xrays'],
    then: 'also i have diabetes, does that affect my gums',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['how do you whiten teeth'],
    then: 'also i have a sharp pain when i bite on one tooth',
    topic: 'cracked-tooth-syndrome',
  },
  {
    earlier: ['do you do veneers'],
    then: 'also my filling fell out last night, can you see me',
    topic: 'lost-filling-or-crown',
  },
];

export const FIRST_OFF_TOPIC_FOLLOW_UPS: readonly OffTopicFollowUp[] = [
  { earlier: ['how long does a filling take'], then: 'is it going to rain tomorrow' },
  {
    earlier: ['where is your office located'],
    then: 'how long does it take to drive there from chicago',
  },
  {
    earlier: ['what are your hours on saturday'],
    then: 'can you recommend a good pizza place near there',
  },
  {
    earlier: ['how much is an exam without insurance'],
    then: 'what does that cost at the vet for a cat',
  },
  {
    earlier: ['how long is a cleaning appointment'],
    then: 'how do i reset it, my router keeps dropping',
  },
  {
    earlier: ['is fluoride in tap water safe'],
    then: 'is it also safe to use chlorine in a hot tub',
  },
  {
    earlier: ['can i eat right after a filling'],
    then: 'how long do i roast it, i have a 5 pound chicken',
  },
  { earlier: ['do veneers stain from red wine'], then: 'how do i get it out of a white shirt' },
  {
    earlier: ['how long do implants last'],
    then: 'how long does it last, my phone battery dies by noon',
  },
  { earlier: ['does whitening hurt'], then: 'does it hurt to get a tattoo on the wrist' },
  {
    earlier: ['what is a root canal exactly'],
    then: 'which canal connects the atlantic and pacific',
  },
  { earlier: ['does vaping stain teeth like cigarettes'], then: 'is it legal to vape on a plane' },
  {
    earlier: ['do floss picks work as well as regular floss'],
    then: 'how do i fix it, my kitchen sink is clogged',
  },
  { earlier: ['are dental x-rays safe'], then: 'are they safe at airport security too' },
  {
    earlier: ['my jaw clicks when i chew'],
    then: 'my knee does that too when i squat, is that arthritis',
  },
  { earlier: ['can i get braces at 40'], then: 'can i get a mortgage at that age too' },
  { earlier: ['what toothpaste do you recommend'], then: 'what about a shampoo for dandruff' },
  { earlier: ['do you take delta dental'], then: 'do you know if they cover glasses too' },
  { earlier: ['how long does numbing last'], then: 'how long is the flight to denver from here' },
  { earlier: ['my kid is teething'], then: 'when do they usually start walking' },
  { earlier: ['what helps a toothache'], then: "what helps a headache that won't go away" },
  { earlier: ['can sugar cause cavities'], then: 'can it cause diabetes too' },
  {
    earlier: ['how much does invisalign cost'],
    then: 'how much does it cost to ship a package to canada',
  },
  { earlier: ["what's a night guard"], then: "what's a good night cream for wrinkles" },
  { earlier: ['my gums bleed when i brush'], then: 'why does my nose bleed when the air is dry' },
  { earlier: ['can my medication cause dry mouth'], then: 'can that same med make me gain weight' },
  { earlier: ['can stress make me grind my teeth'], then: 'can it also cause hair loss' },
  {
    earlier: ['how do i store a knocked out tooth'],
    then: 'how do i store fresh basil so it lasts',
  },
  { earlier: ['are electric toothbrushes worth it'], then: 'are electric cars worth it' },
  { earlier: ['are cold sores contagious'], then: 'is the flu spread the same way' },
  {
    earlier: ['can i go to the dentist while pregnant'],
    then: 'is it ok to fly in my third trimester',
  },
  {
    earlier: ['how do i clean my dentures'],
    then: 'how do i clean it, my oven is covered in grease',
  },
  {
    earlier: ['is charcoal toothpaste ok to use'],
    then: 'is it good for grilling, lump or briquettes',
  },
  { earlier: ['what do implants cost'], then: 'what does it cost to replace a car windshield' },
  { earlier: ['my wisdom teeth hurt'], then: 'what time does the pharmacy on main close tonight' },
  { earlier: ['what can i eat after an extraction'], then: "what's the weather this weekend" },
  { earlier: ['how long would i need braces for'], then: 'how long does it take to learn spanish' },
  {
    earlier: ['how much do you charge for a checkup'],
    then: 'how much is a ticket to the aquarium',
  },
  { earlier: ['do you have evening appointments'], then: 'what time does the sun set tonight' },
  { earlier: ['what causes bad breath'], then: 'what causes smelly feet' },
  { earlier: ['my crown fell off'], then: "my car's check engine light is on, is that serious" },
  { earlier: ['do you see kids'], then: "what's a good birthday party idea for a 6 year old" },
  { earlier: ['what is tmj'], then: "what's the capital of australia" },
  {
    earlier: ['can i drink milk after a filling'],
    then: 'the milk in my fridge expired yesterday, can i still drink it',
  },
  { earlier: ['are sealants worth it'], then: 'are solar panels worth it in seattle' },
  {
    earlier: ['should i floss before or after brushing'],
    then: 'should i shower before or after a workout',
  },
  {
    earlier: ['how long does a root canal take'],
    then: 'how long does it take to hard boil an egg',
  },
  {
    earlier: ['how old do kids need to be for braces'],
    then: 'how old do they need to be to sit in the front seat',
  },
  {
    earlier: ['is a water flosser worth getting'],
    then: "what's a good water filter for my fridge",
  },
  { earlier: ['what is dry socket'], then: 'what is a socket wrench used for' },
  { earlier: ['does insurance cover veneers'], then: 'does it cover my car if a tree falls on it' },
  {
    earlier: ['do you offer sedation'],
    then: "any tips for insomnia, i can't fall asleep at night",
  },
  { earlier: ['how do i stop grinding at night'], then: 'how do i stop my dog barking at night' },
  { earlier: ['is sparkling water bad for enamel'], then: 'is a sodastream worth buying' },
  {
    earlier: ['my tooth is sensitive to cold'],
    then: 'my fingers go numb in the cold too, why is that',
  },
  {
    earlier: ["what's a good toothpaste for kids"],
    then: "what's a good bedtime book for a 5 year old",
  },
  {
    earlier: ['can i get a cleaning while i have a cold'],
    then: 'how long is a cold contagious for',
  },
  { earlier: ['do you accept medicaid'], then: 'how do i renew my passport online' },
  { earlier: ['how long does whitening last'], then: 'how long does a flu shot last' },
  { earlier: ['is bonding permanent'], then: 'are eyelash extensions permanent' },
  { earlier: ['do retainers need replacing'], then: 'how often should i replace my running shoes' },
  {
    earlier: ['can a sinus infection cause tooth pain'],
    then: 'can it cause ringing in my ears too',
  },
  {
    earlier: ['are you open on christmas eve'],
    then: 'where can i buy a christmas tree near there',
  },
  { earlier: ['my lip piercing looks infected'], then: 'how do i take care of a new ear piercing' },
  {
    earlier: ['when do babies start teething'],
    then: 'when do they start sleeping through the night',
  },
  { earlier: ['my toddler sucks his thumb'], then: 'how do i potty train him faster' },
  {
    earlier: ['is mouthwash with alcohol bad for you'],
    then: 'how many drinks a week is considered safe',
  },
  {
    earlier: ['do implants set off metal detectors'],
    then: 'what can i bring through airport security in a carry on',
  },
  { earlier: ['do you do emergency visits'], then: 'what number do i call for a noise complaint' },
  { earlier: ['how do i treat a canker sore'], then: 'how do i treat a sunburn on my shoulders' },
  { earlier: ['are amalgam fillings toxic'], then: 'is the mercury in canned tuna a problem' },
  {
    earlier: ["what's the best electric toothbrush"],
    then: "what's the best laptop for college under 800",
  },
  {
    earlier: ['can my kid chew gum with braces'],
    then: 'how do i help him with his math homework',
  },
  { earlier: ['how long do dentures last'], then: 'how long does a water heater usually last' },
  {
    earlier: ['should i see a dentist for jaw pain'],
    then: 'should i see a doctor for a rash on my arm',
  },
  {
    earlier: ['why are my teeth yellowish'],
    then: 'what causes yellow leaves on my tomato plants',
  },
  {
    earlier: ['how do i whiten my teeth at home'],
    then: 'how do i get my white sneakers clean again',
  },
  { earlier: ['does my insurance cover fillings'], then: 'can you help me file my taxes' },
  { earlier: ['my gums are swollen'], then: 'my ankles swell up after flying, is that normal' },
  {
    earlier: ['is it bad to brush right after coffee'],
    then: 'how much caffeine is too much for my heart',
  },
  {
    earlier: ['can i get a cleaning while on antibiotics'],
    then: "can i drink beer while i'm on them",
  },
  {
    earlier: ['my filling hurts when i chew'],
    then: 'my wrist hurts when i type, is that carpal tunnel',
  },
  { earlier: ['how do i know if i need a root canal'], then: 'how do i know if i need new tires' },
  { earlier: ['are clear aligners noticeable'], then: 'are hearing aids noticeable these days' },
  { earlier: ['does teething cause a rash'], then: "what's the best cream for diaper rash" },
  { earlier: ['do you do cosmetic work'], then: 'do you know a good surgeon for a nose job' },
  { earlier: ['my kid knocked out a tooth at the park'], then: 'is the park open after dark' },
  { earlier: ['can i brush with baking soda'], then: 'can i use it to clean my fridge too' },
  {
    earlier: ['how often should i replace my toothbrush'],
    then: 'how often should i change my furnace filter',
  },
  { earlier: ['do you recommend sonicare'], then: 'do you recommend any good podcasts' },
  {
    earlier: ['can i take ibuprofen for a toothache'],
    then: 'can i give it to my dog for his limp',
  },
  {
    earlier: ['how long after an extraction can i exercise'],
    then: "what's a good couch to 5k plan",
  },
  { earlier: ['do you need my old x-rays'], then: 'how do i get my records from my eye doctor' },
  {
    earlier: ['i have a crown fitting downtown tomorrow'],
    then: "what's the best way to get there by train",
  },
  {
    earlier: ['how long does a deep cleaning take'],
    then: 'how long do they keep it open, the post office i mean',
  },
  { earlier: ['how much do braces cost'], then: 'how much is a decent used car these days' },
  {
    earlier: ['how long does a crown appointment take'],
    then: 'is it safe to leave my bike there overnight',
  },
];

export const SECOND_FOLLOW_UPS: readonly FollowUp[] = [
  {
    earlier: ['whats the right way to brush my teeth', 'like what angle do i hold it'],
    then: 'how long should i be doing it for',
    topic: 'brushing-technique',
  },
  {
    earlier: [
      'should i brush in circles or side to side?',
      'my old dentist said something different',
    ],
    then: 'does that go for the tongue too',
    topic: 'tongue-cleaning',
  },
  {
    earlier: ['how do i brush properly, i always miss the back teeth'],
    then: 'would an electric one make that easier',
    topic: 'electric-vs-manual-toothbrush',
  },
  {
    earlier: ['is it bad to brush right after eating', 'why tho'],
    then: 'how long do i wait then',
    topic: 'brushing-after-meals',
  },
  {
    earlier: ['Should I brush before or after breakfast?'],
    then: 'what if i had orange juice with it',
    topic: 'brushing-after-meals',
  },
  {
    earlier: ['can you actually brush your teeth too hard', 'i press pretty hard tbh'],
    then: 'how would i know if im overdoing it',
    topic: 'brushing-too-hard',
  },
  {
    earlier: ['my toothbrush bristles splay out after like 3 weeks', 'is that bad'],
    then: 'is that why my gums are pulling back',
    topic: 'receding-gums',
  },
  {
    earlier: ['i scrub really hard cause i want them properly clean', 'my gums look a bit raw tho'],
    then: 'so should i get a softer one',
    topic: 'brushing-too-hard',
  },
  {
    earlier: ['does tartar control toothpaste actually do anything'],
    then: 'which one would you recomend then',
    topic: 'choosing-toothpaste',
  },
  {
    earlier: [
      'is an electric toothbrush really better than a normal one',
      'ive used manual my whole life',
    ],
    then: 'worth the money tho?',
    topic: 'electric-vs-manual-toothbrush',
  },
  {
    earlier: ['can my 3 year old use an electric toothbrush'],
    then: 'and how much paste should she use',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['how do i floss properly', 'i always end up cutting into my gums'],
    then: 'every day or is every other day ok',
    topic: 'flossing-technique',
  },
  {
    earlier: ['my gums bleed every time i floss', 'is that normal?'],
    then: 'should i stop till it settles',
    topic: 'bleeding-gums',
  },
  {
    earlier: ['floss before or after brushing?', 'does the order actually matter'],
    then: 'i can never get it between the back two',
    topic: 'flossing-technique',
  },
  {
    earlier: ['are water flossers as good as string floss'],
    then: 'are they ok with braces',
    topic: 'caring-for-braces',
  },
  {
    earlier: ['my hygienist told me to use tepe brushes', 'they dont fit in some gaps'],
    then: 'do i just push it through',
    topic: 'interdental-cleaners',
  },
  {
    earlier: ['should i be cleaning my tongue'],
    then: 'scraper or just the toothbrush?',
    topic: 'tongue-cleaning',
  },
  {
    earlier: ['my tongue has a white coating every morning', 'doesnt hurt or anything'],
    then: 'will scraping get it off',
    topic: 'tongue-cleaning',
  },
  {
    earlier: ['does tongue scraping help with bad breath'],
    then: 'what else could be causing mine',
    topic: 'bad-breath',
  },
  {
    earlier: ['do i actually need mouthwash'],
    then: 'before or after brushing',
    topic: 'mouthwash',
  },
  {
    earlier: ['can mouthwash replace flossing'],
    then: 'so whats the point of it then',
    topic: 'mouthwash',
  },
  {
    earlier: ['is fluoride safe', 'theres a lot of stuff online saying its not'],
    then: 'even for toddlers?',
    topic: 'fluoride',
  },
  {
    earlier: ['why do they paint fluoride varnish on kids teeth'],
    then: 'are sealants the same thing',
    topic: 'sealants',
  },
  {
    earlier: ['is fluoride free toothpaste ok', 'my friend reckons fluoride is toxic'],
    then: 'is she right or is that rubbish',
    topic: 'fluoride',
  },
  {
    earlier: ['what toothpaste should i buy'],
    then: 'does the brand matter or just the fluoride',
    topic: 'choosing-toothpaste',
  },
  {
    earlier: ['is charcoal toothpaste any good'],
    then: 'and the whitening ones?',
    topic: 'choosing-toothpaste',
  },
  {
    earlier: ['are fizzy drinks really that bad for your teeth', 'i have like 3 cans a day'],
    then: 'even the diet ones with no sugar?',
    topic: 'tooth-erosion',
  },
  {
    earlier: ['my kid sips juice all day long', 'its the no added sugar kind'],
    then: 'how much is too much',
    topic: 'sugar-and-diet',
  },
  {
    earlier: ['how often should i get my teeth cleaned', 'is once a year enough'],
    then: 'even if nothing hurts?',
    topic: 'cleaning-frequency',
  },
  {
    earlier: ['do i really need a check up every 6 months'],
    then: 'last one was 3 years ago, how bad is that',
    topic: 'cleaning-frequency',
  },
  {
    earlier: ['how often do i need a checkup', 'my teeth are pretty good'],
    then: 'and x rays, every time?',
    topic: 'dental-x-ray-safety',
  },
  {
    earlier: ['whats the difference between a hygienist and a dentist'],
    then: 'do i need to see both',
    topic: 'what-a-hygienist-does',
  },
  {
    earlier: ['what happens at a hygienist appointment'],
    then: 'and if they find tartar under the gums?',
    topic: 'deep-cleaning',
  },
  {
    earlier: ['can i just book a hygiene visit without a check up', 'for a clean only'],
    then: 'how much would that be',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['are dental x rays safe'],
    then: 'how much radiation compared to a flight',
    topic: 'dental-x-ray-safety',
  },
  {
    earlier: ['does my 7yo need dental xrays', 'he had some last year'],
    then: 'isnt that a lot for a kid',
    topic: 'dental-x-ray-safety',
  },
  {
    earlier: ['what is an oral cancer screening', 'is it painful'],
    then: 'is that part of every check up',
    topic: 'oral-cancer-screening',
  },
  {
    earlier: ['white patch on the side of my tongue thats been there a month'],
    then: 'could it be something serious',
    topic: 'oral-cancer-screening',
  },
  {
    earlier: ['how long does the numbness last after a filling', 'mine was at 2pm'],
    then: 'can i eat before it wears off',
    topic: 'dental-numbing',
  },
  {
    earlier: ['my lip is still numb 5 hours later', 'is that normal'],
    then: 'when should i start worrying',
    topic: 'dental-numbing',
  },
  {
    earlier: ['im terrified of the dentist', 'like actually shaking just thinking about it'],
    then: 'do you do sedation',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['havent been in 10 years cos im scared', 'my teeth are probably a mess'],
    then: 'will i get a lecture',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['can i bring someone in with me, i get panicky'],
    then: 'can i have my headphones in as well',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['do you accept delta dental'],
    then: 'what about medicaid',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['how much is a check up without insurance'],
    then: 'do you do payment plans',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['are you an nhs practice'],
    then: 'how much is band 2 then',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['do you take hcf or medibank', 'ive got extras cover'],
    then: 'is there a gap to pay',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['do ye take the medical card'],
    then: 'what does it cover',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['what is the charges for consultation'],
    then: 'is cashless available with my mediclaim',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['what are your opening hours'],
    then: 'and if i have an emergency at the weekend?',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['are you taking new patients'],
    then: 'how soon could i get in',
    topic: 'choosing-a-dental-office',
  },
  {
    earlier: ['how do i book an appointment'],
    then: 'can i do it online or do i have to ring',
    topic: 'choosing-a-dental-office',
  },
  {
    earlier: ['can i get appointment tomorrow evening'],
    then: 'which doctor will be there',
    topic: 'choosing-a-dental-office',
  },
  {
    earlier: ['is there parking at the clinic'],
    then: 'wheelchair access too?',
    topic: 'choosing-a-dental-office',
  },
  {
    earlier: ['why do my teeth hurt when i drink cold water'],
    then: 'will it go away by itself',
    topic: 'tooth-sensitivity',
  },
  {
    earlier: ['sensitive to cold only on one side'],
    then: 'could it be a cavity',
    topic: 'cavities',
  },
  {
    earlier: ['my front teeth zing when i eat ice cream', 'been like this about a month'],
    then: 'could it be from the whitening strips i used',
    topic: 'sensitivity-after-whitening',
  },
  {
    earlier: ['bad toothache what can i take'],
    then: 'can i take both together',
    topic: 'toothache',
  },
  {
    earlier: ['toothache that comes and goes', 'mostly upper left side'],
    then: 'could it be my sinuses, ive had a cold',
    topic: 'sinus-tooth-pain',
  },
  {
    earlier: ['my tooth hurts when i bite down'],
    then: 'could it be cracked',
    topic: 'cracked-tooth-syndrome',
  },
  {
    earlier: ['throbbing toothache kept me up all night', 'painkillers barely touching it'],
    then: 'does this count as an emergency',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['dentist found 3 cavities but none of them hurt'],
    then: 'do i need to get them done straight away',
    topic: 'cavities',
  },
  {
    earlier: ['theres a brown spot on my back molar', 'doesnt hurt'],
    then: 'would it need a filling',
    topic: 'fillings',
  },
  {
    earlier: ['how do i get rid of bad breath'],
    then: 'would a tongue scraper help',
    topic: 'tongue-cleaning',
  },
  {
    earlier: ['my partner says my breath is bad', 'i brush and floss every day'],
    then: 'could it be coming from my stomach',
    topic: 'bad-breath',
  },
  {
    earlier: ['why is my mouth always dry'],
    then: 'could my meds be doing it',
    topic: 'dry-mouth',
  },
  {
    earlier: ['is a dry mouth a sign of diabetes'],
    then: 'what other signs would i get',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['the edges of my front teeth look see through'],
    then: 'would veneers cover it',
    topic: 'veneers',
  },
  {
    earlier: ['i have acid reflux, can it damage my teeth'],
    then: 'how do i protect them',
    topic: 'tooth-erosion',
  },
  {
    earlier: ['why are my teeth going yellow', 'i brush twice a day'],
    then: 'is it the coffee',
    topic: 'tooth-discoloration',
  },
  {
    earlier: ['my teeth look a bit yellow in photos'],
    then: 'would whitening strips be safe',
    topic: 'whitening-safety',
  },
  {
    earlier: ['one front tooth has gone grey'],
    then: 'does it mean it needs a root canal',
    topic: 'root-canal',
  },
  { earlier: ['i grind my teeth at night'], then: 'how do i stop', topic: 'teeth-grinding' },
  { earlier: ['how do i know if i clench'], then: 'can stress cause it', topic: 'teeth-grinding' },
  {
    earlier: ['my husband grinds his teeth so loud at night', 'it wakes me up'],
    then: 'would a guard from the chemist do',
    topic: 'night-guards',
  },
  {
    earlier: ['my jaw clicks when i open wide', 'no pain tho'],
    then: 'should i be worried',
    topic: 'tmj-jaw-pain',
  },
  {
    earlier: ['jaw pain near my ear when chewing'],
    then: 'dentist or docter for that?',
    topic: 'tmj-jaw-pain',
  },
  {
    earlier: ['how do i get rid of a mouth ulcer'],
    then: 'how long do they normally last',
    topic: 'canker-sores',
  },
  {
    earlier: ['painful white sore inside my lower lip', 'had it about a week'],
    then: 'is it catching',
    topic: 'canker-sores',
  },
  {
    earlier: ['i have a cold sore, can i still come to my appointment'],
    then: 'should i move it then',
    topic: 'cold-sores',
  },
  {
    earlier: ['whats the best treatment for cold sores'],
    then: 'how do i stop getting them',
    topic: 'cold-sores',
  },
  {
    earlier: ['can a sinus infection make your teeth hurt', 'top ones mainly'],
    then: 'how do i tell which it is',
    topic: 'sinus-tooth-pain',
  },
  {
    earlier: ['my upper back teeth ache since i got this cold'],
    then: 'will it stop when the cold clears',
    topic: 'sinus-tooth-pain',
  },
  {
    earlier: ['sharp pain when i bite something but it stops when i let go'],
    then: 'what could that be',
    topic: 'cracked-tooth-syndrome',
  },
  {
    earlier: ['can a cracked tooth heal on its own'],
    then: 'would a crown fix it',
    topic: 'crowns',
  },
  {
    earlier: ['chipped my front tooth on a fork', 'only a small bit'],
    then: 'can it be fixed same day',
    topic: 'chipped-broken-tooth',
  },
  {
    earlier: ['a bit of my back tooth broke off eating toast', 'it doesnt hurt though'],
    then: 'do i still need to come in',
    topic: 'chipped-broken-tooth',
  },
  {
    earlier: ['chipped tooth, what are my options'],
    then: 'how long would bonding last on it',
    topic: 'bonding',
  },
  {
    earlier: ['white patches in my mouth that wipe off'],
    then: 'is it thrush?',
    topic: 'oral-thrush',
  },
  {
    earlier: ['my baby has white stuff on her tongue'],
    then: 'is it just milk or something else',
    topic: 'oral-thrush',
  },
  {
    earlier: ['one of my adult teeth feels loose', 'bottom front one'],
    then: 'could it be gum disease',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['why would a grown up tooth go wobbly'],
    then: 'can you save it',
    topic: 'loose-adult-tooth',
  },
  {
    earlier: ['what are the signs of gum disease'],
    then: 'is it reversible',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['my gums are red and puffy'],
    then: 'does that mean disease',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['i think i might have periodontitis'],
    then: 'is that what a deep clean is for',
    topic: 'deep-cleaning',
  },
  {
    earlier: ['my gums bleed when i brush'],
    then: 'how long till it stops if i keep flossing',
    topic: 'bleeding-gums',
  },
  {
    earlier: ['why do my gums bleed', 'only sometimes when i brush'],
    then: 'does that mean i have gum disease',
    topic: 'gum-disease-signs',
  },
  {
    earlier: ['my gums have been bleeding loads', 'im 5 months pregnant'],
    then: 'can it harm the baby',
    topic: 'pregnancy-oral-health',
  },
  { earlier: ['my gums are receding'], then: 'will they grow back', topic: 'receding-gums' },
  {
    earlier: ['i can see the roots of my teeth now', 'they look longer than before'],
    then: 'how do i stop it getting worse',
    topic: 'receding-gums',
  },
  {
    earlier: ['my dentist says i need a deep clean', 'never needed one before'],
    then: 'will i be numbed for it',
    topic: 'dental-numbing',
  },
  {
    earlier: ['does scaling and root planing hurt'],
    then: 'how many visits is it',
    topic: 'deep-cleaning',
  },
  {
    earlier: ['what is root planing'],
    then: 'does insurance usually cover it',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['silver fillings or white, which is better'],
    then: 'are the silver ones safe',
    topic: 'fillings',
  },
  { earlier: ['my new filling feels high when i bite'], then: 'will it settle', topic: 'fillings' },
  {
    earlier: ['had a filling yesterday now its sensitive to cold', 'is that normal'],
    then: 'how long should that go on for',
    topic: 'fillings',
  },
  {
    earlier: ['does a root canal hurt', 'ive heard horror stories'],
    then: 'and will i need a crown after',
    topic: 'crowns',
  },
  {
    earlier: ['had a root canal last week, still sore'],
    then: 'how long will it be tender',
    topic: 'root-canal',
  },
  { earlier: ['how long do crowns last'], then: 'what are they made of', topic: 'crowns' },
  {
    earlier: ['my crown is sensitive to hot drinks'],
    then: 'is it the tooth under it',
    topic: 'crowns',
  },
  {
    earlier: ['whats better, a bridge or an implant'],
    then: 'doesnt one of them mean filing down the teeth next to it',
    topic: 'bridges',
  },
  { earlier: ['how do i clean under my bridge'], then: 'will normal floss work', topic: 'bridges' },
  {
    earlier: ['how much are dental implants', 'just for one tooth'],
    then: 'does insurance help with it',
    topic: 'costs-and-insurance',
  },
  {
    earlier: ['how long does the implant process take', 'start to finish i mean'],
    then: 'can i have a temporary tooth in the meantime',
    topic: 'implants',
  },
  {
    earlier: ['my dentures keep slipping'],
    then: 'is the adhesive ok to use every day',
    topic: 'dentures',
  },
  {
    earlier: ['how long does it take to get used to dentures'],
    then: 'will i be able to eat steak',
    topic: 'dentures',
  },
  {
    earlier: ['does having a tooth pulled hurt', 'its a back one'],
    then: 'do you do it under sedation? im nervous',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['getting a tooth out on friday', 'first time ever'],
    then: 'can i drive home after',
    topic: 'tooth-extraction',
  },
  {
    earlier: ['should i have the tooth out or try to save it'],
    then: 'how long is the appointment',
    topic: 'tooth-extraction',
  },
  {
    earlier: ['what can i eat after a tooth exstraction'],
    then: 'when can i go back to normal food',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ['can i have coffee after getting a tooth out'],
    then: 'what about a pint',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ['is smoking after an extraction really that bad', 'had one out this morning'],
    then: 'how long do i have to hold off',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ['how do i know if i have dry socket'],
    then: 'how long to heal',
    topic: 'dry-socket',
  },
  {
    earlier: ['pain got worse 3 days after my tooth was pulled', 'and theres a horrible taste'],
    then: 'could that be dry socket',
    topic: 'dry-socket',
  },
  {
    earlier: ['do wisdom teeth always have to come out'],
    then: 'what if they dont hurt',
    topic: 'wisdom-teeth',
  },
  {
    earlier: ['whats the recovery like after wisdom teeth removal'],
    then: 'what can i eat after',
    topic: 'extraction-aftercare',
  },
  {
    earlier: ['my wisdon tooth is half through the gum'],
    then: 'should it come out or wait',
    topic: 'wisdom-teeth',
  },
  { earlier: ['what are sealants'], then: 'worth it for my 8 yr old?', topic: 'sealants' },
  { earlier: ['do sealants contain bpa'], then: 'how long do they last anyway', topic: 'sealants' },
  {
    earlier: ['my filling just fell out', 'no pain yet'],
    then: 'what do i do until i can get in',
    topic: 'lost-filling-or-crown',
  },
  {
    earlier: ['my crown came off while eating'],
    then: 'can i glue it back myself',
    topic: 'lost-filling-or-crown',
  },
  {
    earlier: ['crown feels loose, wiggles a bit'],
    then: 'is it urgent',
    topic: 'lost-filling-or-crown',
  },
  {
    earlier: ['is teeth whitening safe'],
    then: 'what about kits off amazon',
    topic: 'whitening-safety',
  },
  {
    earlier: ['how long does professional whitening last'],
    then: 'will my teeth be sensitive after',
    topic: 'sensitivity-after-whitening',
  },
  {
    earlier: ['my teeth are super sensitive after whitening', 'did it at home with a kit'],
    then: 'how long will it last',
    topic: 'sensitivity-after-whitening',
  },
  {
    earlier: ['used whitening strips and now my teeth ache'],
    then: 'should i keep going with them',
    topic: 'sensitivity-after-whitening',
  },
  { earlier: ['how much do veneers cost'], then: 'is bonding cheaper', topic: 'bonding' },
  {
    earlier: ['do they shave your teeth down for veneers'],
    then: 'does that hurt',
    topic: 'veneers',
  },
  {
    earlier: ['can you get a veneer on just one tooth'],
    then: 'will it match the others',
    topic: 'veneers',
  },
  { earlier: ['what is composite bonding'], then: 'does it stain', topic: 'bonding' },
  {
    earlier: ['can bonding close the gap between my front teeth'],
    then: 'how long would it last',
    topic: 'bonding',
  },
  {
    earlier: ['how long do braces take', 'roughly'],
    then: 'would the clear ones work for me',
    topic: 'clear-aligners',
  },
  {
    earlier: ['how much are braces for a teenager'],
    then: 'what age should they start',
    topic: 'braces',
  },
  {
    earlier: ['is invisalign as good as braces'],
    then: 'how many hours a day do you wear them',
    topic: 'clear-aligners',
  },
  { earlier: ['can i eat with my aligners in'], then: 'what about tea', topic: 'clear-aligners' },
  {
    earlier: ['do i have to wear my retainer forever'],
    then: 'what if i stop',
    topic: 'retainers',
  },
  {
    earlier: ['my retainer feels tight after skipping a few nights'],
    then: 'will my teeth move back',
    topic: 'retainers',
  },
  { earlier: ['how do i brush with braces'], then: 'and flossing?', topic: 'caring-for-braces' },
  {
    earlier: ['best toothbrush for braces?'],
    then: 'is a water flosser worth it with them',
    topic: 'caring-for-braces',
  },
  {
    earlier: ['my braces hurt after getting them tightened', 'cant even chew'],
    then: 'how long does the pain last',
    topic: 'braces-discomfort',
  },
  {
    earlier: ['a wire is poking my cheek'],
    then: 'can i cut it myself',
    topic: 'braces-discomfort',
  },
  {
    earlier: ['a bracket came off'],
    then: 'do i need to come in straight away',
    topic: 'braces-discomfort',
  },
  {
    earlier: ['does my son need a mouthguard for rugby'],
    then: 'are the boil and bite ones ok',
    topic: 'sports-mouthguards',
  },
  {
    earlier: ['can you wear a mouthguard with braces'],
    then: 'which kind',
    topic: 'sports-mouthguards',
  },
  {
    earlier: ['do i need a night guard'],
    then: 'could botox do the same job',
    topic: 'teeth-grinding',
  },
  { earlier: ['my night guard smells'], then: 'how should i clean it', topic: 'night-guards' },
  {
    earlier: ['when should i start brushing my babys teeth', 'she has 2 coming through'],
    then: 'how much toothpaste',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['my 4 year old hates brushing'],
    then: 'when should she have her first checkup',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['can kids get cavities in baby teeth'],
    then: 'would sealants help him',
    topic: 'sealants',
  },
  {
    earlier: ['when should my baby first see a dentist'],
    then: 'what happens at that visit',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['my son is 2 and hasnt been to the dentist yet'],
    then: 'is that too late',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['my baby is teething and wont sleep', 'shes 7 months'],
    then: 'can i give her calpol',
    topic: 'teething',
  },
  { earlier: ['are teething gels safe'], then: 'what about amber necklaces', topic: 'teething' },
  {
    earlier: ['what age do kids lose their first tooth'],
    then: 'my daughters 7 and none are wobbly yet',
    topic: 'losing-baby-teeth',
  },
  {
    earlier: ['adult tooth coming in behind the baby tooth'],
    then: 'should we pull the baby one',
    topic: 'losing-baby-teeth',
  },
  {
    earlier: ['is thumb sucking bad for teeth'],
    then: 'at what age should he stop',
    topic: 'thumb-sucking-pacifiers',
  },
  {
    earlier: ['my toddler still uses a dummy'],
    then: 'how do i wean her off it',
    topic: 'thumb-sucking-pacifiers',
  },
  {
    earlier: ['is it safe to see the dentist while pregnant', 'im 12 weeks'],
    then: 'which trimester is best',
    topic: 'pregnancy-oral-health',
  },
  {
    earlier: ['can i have a filling when im pregnant'],
    then: 'and the numbing injection?',
    topic: 'pregnancy-oral-health',
  },
  {
    earlier: ['my mum is 85 and cant brush properly anymore'],
    then: 'any tips for helping her',
    topic: 'seniors-dental-care',
  },
  {
    earlier: ['do older people need to see the dentist as often'],
    then: 'even at 80?',
    topic: 'seniors-dental-care',
  },
  {
    earlier: ['does diabetes affect your teeth'],
    then: 'what should i watch out for',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['im type 2 diabetic and my gums bleed'],
    then: 'are the two related',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['is vaping bad for your teeth'],
    then: 'worse than cigarettes?',
    topic: 'smoking-vaping',
  },
  {
    earlier: ['i smoke, will it stain my teeth'],
    then: 'what else does it do',
    topic: 'smoking-vaping',
  },
  {
    earlier: ['is a tongue piercing bad for your teeth'],
    then: 'what about lip ones',
    topic: 'oral-piercings',
  },
  {
    earlier: ['just got my tongue pierced and its swollen'],
    then: 'how long will it stay like that',
    topic: 'oral-piercings',
  },
  {
    earlier: ['is gum disease linked to heart disease'],
    then: 'how exactly',
    topic: 'oral-health-overall-health',
  },
  {
    earlier: ['can bad teeth make you ill'],
    then: 'could it make my diabetes worse',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['what counts as a dental emergency', 'like a broken tooth?'],
    then: 'are you open out of hours',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['face swelling up near a bad tooth'],
    then: 'should i go to a&e',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['what do i do if a tooth gets knocked out'],
    then: 'what if its a baby tooth',
    topic: 'knocked-out-tooth',
  },
  {
    earlier: ['bit my cheek really hard and its swollen'],
    then: 'how long till it heals',
    topic: 'mouth-injuries',
  },
  {
    earlier: ['my toddler fell and split his lip'],
    then: 'does it need stitches',
    topic: 'mouth-injuries',
  },
  {
    earlier: ['how do i know if i have an abscess'],
    then: 'can antibiotics clear it',
    topic: 'abscess',
  },
  {
    earlier: ['theres a pimple on my gum above a tooth'],
    then: 'what happens if i pop it',
    topic: 'abscess',
  },
  {
    earlier: ['do you take cigna'],
    then: 'also do you do emergency appointments on weekends',
    topic: 'dental-emergencies',
  },
  {
    earlier: ['how much is teeth whitening'],
    then: 'btw do you do invisalign',
    topic: 'clear-aligners',
  },
  {
    earlier: ['what are your hours on friday'],
    then: 'also does my daughter need to see a dentist before she turns one',
    topic: 'first-dental-visit',
  },
  {
    earlier: ['how long does a crown take'],
    then: 'oh and can you recommend a good electric toothbrush',
    topic: 'electric-vs-manual-toothbrush',
  },
  {
    earlier: ['my wisdom tooth hurts', 'comes and goes'],
    then: 'also my gums bleed when i floss, should i worry',
    topic: 'bleeding-gums',
  },
  {
    earlier: ['is fluoride safe for kids'],
    then: 'btw when do kids usually start losing their baby teeth',
    topic: 'losing-baby-teeth',
  },
  {
    earlier: ['do you do root canals'],
    then: 'and do you offer sedation for nervous patients',
    topic: 'dental-anxiety',
  },
  {
    earlier: ['how often should i floss'],
    then: 'also is mouthwash with alcohol bad for you',
    topic: 'mouthwash',
  },
  {
    earlier: ['are dental x-rays safe', 'im a bit worried'],
    then: 'oh and can i get a night guard made here for grinding',
    topic: 'night-guards',
  },
  {
    earlier: ['how long do fillings last'],
    then: 'btw whats the best way to stop coffee stains on teeth',
    topic: 'tooth-discoloration',
  },
  {
    earlier: ['can i book a checkup for next week'],
    then: 'also my 10 yr old plays hockey, do you make mouthguards',
    topic: 'sports-mouthguards',
  },
  {
    earlier: ['what should i eat after an extraction'],
    then: 'and is vaping as bad as smoking for your teeth',
    topic: 'smoking-vaping',
  },
  {
    earlier: ['my teeth feel sensitive after whitening'],
    then: 'also how long should i keep wearing my retainer at night',
    topic: 'retainers',
  },
  {
    earlier: ['do you treat children'],
    then: 'oh and is a bottle at bedtime ok for my 3 yo',
    topic: 'childrens-teeth',
  },
  {
    earlier: ['how much is a scale and polish'],
    then: 'btw i keep getting ulcers on my tongue, what causes that',
    topic: 'canker-sores',
  },
  {
    earlier: ['do implants hurt', 'like afterwards'],
    then: 'also my dad has diabetes, does that make gum problems more likely',
    topic: 'diabetes-oral-health',
  },
  {
    earlier: ['is it ok to brush with baking soda'],
    then: 'and whats a dry socket exactly',
    topic: 'dry-socket',
  },
  {
    earlier: ['what do you charge for a new patient exam'],
    then: 'oh and is it true gum disease can affect your heart',
    topic: 'oral-health-overall-health',
  },
  {
    earlier: ['how do i clean my dentures'],
    then: 'also my mouth feels really dry at night, anything that helps',
    topic: 'dry-mouth',
  },
  {
    earlier: ['are amalgam fillings safe'],
    then: 'btw my jaw clicks when i yawn, is that a tmj thing',
    topic: 'tmj-jaw-pain',
  },
  {
    earlier: ['does grinding damage your teeth'],
    then: 'and do u do bonding for chipped front teeth',
    topic: 'bonding',
  },
  {
    earlier: ['what is the cost of scaling sir'],
    then: 'also kindly tell if braces can be done at age 30',
    topic: 'braces',
  },
];

export const SECOND_OFF_TOPIC_FOLLOW_UPS: readonly OffTopicFollowUp[] = [
  { earlier: ['where is your clinic located'], then: 'how long does it take to get there by car' },
  {
    earlier: ['do you have parking'],
    then: 'is there a bus that goes near it from the train station',
  },
  {
    earlier: ['does insurance cover a broken tooth'],
    then: 'is that the same for car insurance? i dented the door',
  },
  {
    earlier: ['what time do you close on thursdays'],
    then: 'what time do they close, the library i mean',
  },
  {
    earlier: ['my kid knocked a tooth out on the trampoline'],
    then: 'is it safe to leave that up over winter',
  },
  { earlier: ['can i eat after a filling'], then: 'where can i get a good curry around there' },
  {
    earlier: ['i grind my teeth when im stressed', 'its work stress mostly'],
    then: 'any tips for dealing with that at work, like with my manager',
  },
  {
    earlier: ['can i bring my dog to my appointment'],
    then: 'whats the best food for one thats 12 years old',
  },
  {
    earlier: ['i need a check up before my trip to bali'],
    then: 'do i need a visa to go there from australia',
  },
  {
    earlier: ['how long does whitening take, its for my wedding'],
    then: 'any tips for keeping it under budget, the wedding i mean',
  },
  {
    earlier: ['my son needs braces'],
    then: "his school shoes are falling apart, where's good for those",
  },
  { earlier: ['do you take visa cards'], then: 'can i use it abroad without fees' },
  {
    earlier: ['my tooth broke on a popcorn kernel at the cinema'],
    then: 'is that new marvel film any good',
  },
  { earlier: ['do you have evening appointments'], then: 'is it going to rain this evening' },
  {
    earlier: ['can i get my teeth cleaned on my lunch break'],
    then: 'is there a decent cafe near there for after',
  },
  {
    earlier: ['my daughter chipped her tooth at netball'],
    then: 'what time does it start on saturday, the netball final',
  },
  {
    earlier: ['i have a filling appointment at 3'],
    then: 'will the traffic be bad then on the m50',
  },
  { earlier: ['do you do whitening'], then: 'does it work on white sneakers too, mine are filthy' },
  { earlier: ['how do i clean my retainer'], then: 'can i use the same stuff on my glasses' },
  { earlier: ['is the clinic near the shopping centre'], then: 'does it have a kmart in it' },
  {
    earlier: ['can i come straight from the gym'],
    then: 'whats a good one in the cbd, gym i mean',
  },
  {
    earlier: ['my cheek is swollen after an extraction', 'should i put ice on it'],
    then: 'can i use the same ice pack on my sprained ankle',
  },
  {
    earlier: ['are you open on bank holidays'],
    then: 'when is the next one, i need to plan a trip',
  },
  { earlier: ['can i pay with afterpay'], then: 'can i use it at jb hi fi too' },
  {
    earlier: ['i chipped my tooth falling off my bike'],
    then: 'how much does it cost to fix the gears on one',
  },
  {
    earlier: ['my invisalign case got chewed by the dog'],
    then: 'how do i stop him chewing the sofa as well',
  },
  { earlier: ['my son got a mouthguard for hurling'], then: 'where can i buy a helmet for that' },
  {
    earlier: ['can i get botox at your clinic for grinding'],
    then: 'does it work on forehead wrinkles too',
  },
  {
    earlier: ['i need a dental certificate for my visa medical'],
    then: 'how long does it usually take to process, the visa',
  },
  { earlier: ['should i come in if i have covid'], then: 'how long am i contagious with it' },
  { earlier: ['my teeth stain from red wine'], then: 'which one goes best with lamb' },
  { earlier: ['does coffee stain teeth'], then: 'how do i get it out of a white shirt' },
  {
    earlier: ['is sparkling water bad for enamel'],
    then: 'is it cheaper to make it at home with a sodastream',
  },
  {
    earlier: ['are braces ok for playing the trumpet'],
    then: 'how do i clean one, the valves keep sticking',
  },
  {
    earlier: ['the dentist said soft food after my extraction'],
    then: 'can soup be frozen, like a big batch of it',
  },
  {
    earlier: ['can i fly after a tooth extraction'],
    then: 'how early should i get there, dublin airport on a friday',
  },
  {
    earlier: ['i have a root canal booked next week'],
    then: 'whats the weather supposed to be like then',
  },
  {
    earlier: ['do you do whitening for men'],
    then: 'where does he get a decent haircut round here, my husband i mean',
  },
  {
    earlier: ['my cold sore is back'],
    then: 'does this cold weather make the eczema on my hands worse too',
  },
  { earlier: ['my baby is teething'], then: 'when do they usually start crawling' },
  { earlier: ['my teenager needs braces'], then: 'how do i get him off his phone at night' },
  { earlier: ['i need a mouthguard for boxing'], then: 'what size gloves for it as a beginner' },
  {
    earlier: ['do you treat people with dementia', 'my dad has it'],
    then: 'are there any day centres near here for him',
  },
  {
    earlier: ['im pregnant, can i get a clean'],
    then: 'is it safe to dye my hair while im like this',
  },
  {
    earlier: ['my diabetes is affecting my gums'],
    then: 'how often should i check my sugar levels then',
  },
  {
    earlier: ['can i get an appointment after school pick up'],
    then: 'what time does it finish on wednesdays, school i mean',
  },
  {
    earlier: ['im travelling to india, can i get my teeth done there cheaper'],
    then: 'do i need any jabs before going there',
  },
  { earlier: ['does the hygienist work on sundays'], then: 'are the shops open then too' },
  {
    earlier: ['my jaw hurts from clenching'],
    then: 'my neck is the same, should i see a physio for it',
  },
  { earlier: ['do you do a discount for students'], then: 'does the cinema do one too' },
  {
    earlier: ['can i come in with my newborn'],
    then: 'is she meant to sleep this much, shes 3 weeks',
  },
  { earlier: ['i lost a filling'], then: 'i also lost my car keys, any tips for finding them' },
  {
    earlier: ['my toddler wont let me brush her teeth'],
    then: 'how do i get her to eat vegetables',
  },
  {
    earlier: ['do you fix dentures same day'],
    then: 'my hearing aid keeps whistling, who fixes those',
  },
  { earlier: ['how often should i floss'], then: 'whats the weather like tomorrow in manchester' },
  { earlier: ['do you do invisalign'], then: 'who won the cricket last night' },
  { earlier: ['my gums bleed'], then: 'my back hurts when i sit long, what helps' },
  { earlier: ['is whitening safe'], then: 'how do i reset my wifi router' },
  { earlier: ['do you take medicare'], then: 'how do i renew my drivers license online' },
  {
    earlier: ['should i get an implant or a bridge'],
    then: 'any recommendations for cheap flights to london',
  },
  { earlier: ['is charcoal toothpaste safe'], then: 'my iphone wont charge past 80 percent' },
  {
    earlier: ['does fluoride help sensitive teeth'],
    then: 'my eyes are dry and itchy all day, any drops you recommend',
  },
  { earlier: ['i have a dental appointment monday'], then: 'whats the score in the gaa match' },
  { earlier: ['do you treat kids'], then: 'best family friendly restaurants nearby?' },
  {
    earlier: ['my tooth hurts when i eat sweets'],
    then: 'can you help me write an email to my landlord',
  },
  {
    earlier: ['when should my child get sealants'],
    then: 'how do i help my son with his maths homework',
  },
  { earlier: ['is dental work tax deductible'], then: 'when is the deadline for self assessment' },
  { earlier: ['how do i stop grinding my teeth'], then: 'tips for falling asleep faster?' },
  {
    earlier: ['is it normal for gums to itch'],
    then: 'my scalp itches like crazy, what shampoo should i use',
  },
  {
    earlier: ['my wisdom teeth need to come out', 'all four'],
    then: 'how many days annual leave am i entitled to',
  },
  { earlier: ['are electric toothbrushes worth it'], then: 'which air fryer should i buy' },
  { earlier: ['can i get a same day crown'], then: 'wheres the nearest petrol station' },
  { earlier: ['how much is a scale and polish'], then: 'how do i bleed a radiator' },
  { earlier: ['does your clinic do bulk billing'], then: 'can you recommend a good gp nearby' },
  {
    earlier: ['sir my tooth is paining since 2 days'],
    then: 'what is the train timing for chennai express',
  },
  {
    earlier: ['is it safe to get braces at 40'],
    then: 'how do i start running at my age, total beginner',
  },
  { earlier: ['my breath smells bad'], then: 'my feet smell too, any tips' },
  { earlier: ['can i eat before a cleaning'], then: 'how many calories in a banana' },
  { earlier: ['how do i use an interdental brush'], then: 'how do i unblock a kitchen sink' },
  {
    earlier: ['do you do emergency appointments'],
    then: 'my cat keeps vomiting, is there an emergency vet open',
  },
  { earlier: ['is vaping bad for teeth'], then: 'can i take a vape on a plane in hand luggage' },
  { earlier: ['how long does whitening last'], then: 'how long does a car battery usually last' },
  {
    earlier: ['my teeth are sensitive to cold'],
    then: 'my fingers go white in the cold, is that raynauds',
  },
  {
    earlier: ['i need my teeth cleaned urgently kindly give appointment'],
    then: 'also what is the process for pan card correction',
  },
  { earlier: ['my son broke his tooth at school'], then: 'how do i apply for a school transfer' },
  {
    earlier: ['can i get whitening while breastfeeding'],
    then: 'how long can expressed breast milk stay in the fridge',
  },
  {
    earlier: ['how much does invisalign cost in australia'],
    then: 'whats the exchange rate aud to usd today',
  },
  {
    earlier: ['do you have a hygienist', 'a good one'],
    then: 'does anyone know a good cleaner for my house',
  },
  {
    earlier: ['can a tooth infection spread'],
    then: 'how do i know if a cut on my leg is infected',
  },
  { earlier: ['do you accept cash'], then: 'wheres the nearest atm' },
  {
    earlier: ['do you have availability on tuesday'],
    then: 'whats a good birthday present for a 10 year old boy',
  },
  {
    earlier: ['my dentures are loose', 'since i lost weight'],
    then: 'how do i stop my trousers falling down now lol',
  },
  {
    earlier: ['how much is an extraction'],
    then: 'my heels are cracked and sore, what cream works',
  },
];

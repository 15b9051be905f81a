import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './compose-answer';
import { scopeVocabulary } from './scope';

const dental = (question: string) => analyzeQuestion(question).dental;

describe('scope: no dental question is refused', () => {
  it.each([
    'What is a dry socket?',
    'Should I brush right after eating?',
    'Is it bad to brush too hard?',
    'Why do my teeth hurt when I drink something cold?',
    'gums pulling back',
    'the hole after my tooth was pulled hurts',
    'how do I clean my plate at night',
    'can I glue my crown back on myself',
    'my bristles go flat in a month',
    'is every 6 months really necessary',
    '4 year old still sucks thumb',
    'the clot came out of the hole',
    'do i need the lead apron',
    'a sore on my lip after a cold',
    'autism and tooth brushing, any tips',
  ])('"%s" is dental', (question) => expect(dental(question)).toBe(true));

  it.each([
    'is a sonicare worth it',
    'how do i keep my pearly whites white',
    'my son needs train tracks, at what age',
    'is nitrous safe for kids',
    'scared of the drill',
    'whitening strips from the drugstore ok?',
    'my bite feels off after the new cap',
    'is a gumshield needed for rugby',
    'the whitened one looks too bright',
  ])('knows the lay words of the mouth and dental care: "%s"', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'is endo treatment worth it',
    'what does SRP involve',
    'are the bitewing scans safe',
    'can kids get a cavity from juice',
    'is my enamel wearing thin',
    'how long do porcelain covers last',
    'a pimple on my gum that drains',
    'my daughter needs train tracks, is 11 too young',
  ])('knows the words patients and dentists use for care and appliances: "%s"', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'is 80 too old for an implant',
    'my nan wants whitening at 82, is that ok',
    'is it bad that my 3 yo only wants juice in a sippy cup',
  ])(
    'ages and the people a question is about do not count against it: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'can you whiten excessively',
    'do i brush wrongly',
    'my retainer is gross',
    'my breath is yucky',
    'leave the plate in overnight',
    'does a diet soda still hurt my enamel',
    'do i need a radiograph every year',
  ])(
    'adverbs, judgements, times of day and diet say nothing against a dental word: "%s"',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'grazing on snacks all day long',
    'reviews, location and opening hours of a practice',
    'the gap looks like an empty crater',
    'wiped the white stuff off and it bled',
  ])(
    'without a dental word, says most of what a patient example says: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'the silver stuff or the white stuff for a hole, which lasts longer',
    'what guard to wear for hockey',
  ])(
    'without a dental word, worded like patients\' questions through and through: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'how long till the swelling goes down',
    'can i pay in installments, cant afford it all at once',
    'how do i stop bleeding',
    'is it cheaper if i pay cash for my treatment',
  ])(
    'without any word of dentistry or of anything else, worded like patients\' questions: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each(['is it normal for it to ache a week later', 'will it hurt', 'can you just pull it'])(
    'speaking to the practice, or of the teeth only as "it": "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'type 2 diabetic, do you want to see me more often',
    'does high blood sugar make them worse',
  ])(
    'an illness spoken of next to the mouth, asked of the practice or of "them": "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'is there parking',
    'what time do you close on fridays',
    'can i pay in instalments',
    'What is your phone number?',
    'Do you take walk-ins?',
    'are you open on bank holidays',
    'is there a car park',
    'walk in or appointment only',
    'cleaning price no insurance',
  ])('asking about a visit with no other place named: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it('a word of two senses asked of the practice needs no more than none would', () => {
    expect(dental('my 12 year old is scared of the needle, how do you handle that')).toBe(true);
    expect(dental('crown on my watch fell off can you fix it')).toBe(false);
  });

  it.each([
    'do you have a ramp for wheelchairs',
    'is there a loo i can use',
    'is there room for a pram in the waiting room',
    'is there a hearing loop',
  ])('asking about the practice\'s facilities: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'any student discounts',
    'any discount for pensioners',
    'can i get a receipt for my insurer',
  ])('asking how to pay the practice: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'how do i fix a running toilet',
    'best pram for a newborn',
    'can i take a pram on the bus',
    'how do i get a refund from amazon',
    'student discount for spotify',
  ])('the same things elsewhere: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it("reads a phone as a thing, not as a visit's phone number", () => {
    expect(dental("what's the best phone to buy right now")).toBe(false);
  });

  it.each([
    'what time does the pharmacy close',
    'is there parking at the stadium',
    'what time does the post office close on saturday',
    'can i book a driving lesson for my daughter',
    'does the salon send appointment reminders by text or email',
    'what should i bring to my first appointment with the physio',
    'is there a cancellation fee if i miss my nail appointment',
    'can i pay my tuition in installments',
  ])('a visit to another place: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'worth paying £100 for a powered brush or will a £2 one from tesco do the job',
    'do you do after school appointments for kids',
    'got charged for a missed appointment but i was in hospital, can i appeal that',
  ])(
    'another place beside a sign of dental care, or where the patient is: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'what time does the office open',
    'is the surgery closed on bank holidays',
    'bright lights and loud noises upset me, can the visit be adjusted',
    'do you do home visits for housebound patients',
    "what's your refund policy on deposits",
    'do you accept cheques',
    'do u take paypal',
    'can i pay you by bank transfer',
    'can i pay by phone',
    'is there a fee for the first consultation',
    'is there parking near the clinic, im driving over from the next town',
    'can i bring my hearing dog to my appointment',
    'do you have someone who does sign language',
  ])('a visit to the practice: "%s" is dental', (question) => expect(dental(question)).toBe(true));

  it.each([
    'best places to visit in portugal in may',
    'what are the opening hours of the council office',
    'which museums are worth a visit in london',
    'do you do oil changes without an appointment?',
    'are you open sunday, i need a key cut',
    'does ebay take paypal',
    'how long does a bank transfer take',
    'how do i stop scam phone calls on my landline',
    'does medicare cover hearing aids',
    'how do i get my driving licence renewed',
  ])('a visit somewhere else: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it('reads an implant as contraception where it is named as one', () => {
    expect(dental('how do i get my contraceptive implant taken out')).toBe(false);
    expect(dental('can i have dental treatment with a contraceptive implant')).toBe(true);
  });

  it('does not read the "it" of "is it bad to" as the teeth', () => {
    expect(dental('is it bad to pop pimples')).toBe(false);
  });

  it("a word with two senses next to a word of another domain, worded like patients' questions, is dental", () => {
    expect(
      dental('after pizza and a coke on game night is it bad to brush straight away before bed'),
    ).toBe(true);
  });

  it('understands misspelled dental words', () => {
    expect(dental('is flosing necessary')).toBe(true);
    expect(dental('gingivitus')).toBe(true);
    expect(dental('how long do venners last')).toBe(true);
  });
});

describe('scope: questions clearly about something else are refused', () => {
  it.each([
    "what's the capital of France",
    'how much does a car cost',
    'how do i get rid of a head cold',
    'what is a bridge loan',
    'the crown royal whisky price',
    'best filling for apple pie',
    'cholesterol plaque in blood vessels',
    'my knee hurts when I run',
    'cold with a fever',
    'i have a cold and a fever, what should i take',
    'the crown of my head hurts',
    'what year did world war 2 end',
    'what is a good loan',
    'my car needs a new filling',
    'the bridge on our street is closed for repairs',
    'crown royal whisky',
    'how to bleach the jeans i bought',
    'which brush is best for painting a fence',
    'how do i fill the cavity in a brick wall',
    'enamel paint for a radiator',
    'teach me the floss dance',
    'which braces are best for a weak knee',
    'how heavy are the freight cars on train tracks',
    'i pulled a muscle in my shoulder at the gym',
    'which card games use a bridge hand',
    'what is an optical cavity',
    'is a chest radiograph safe',
    'how many hours of sleep does a teenager need',
    'my back hurts after sitting all day',
    'how do i get my toddler to sleep',
    'how do i stop a cut on my finger bleeding',
    'an old crown coin from my grandad, what is it worth in british money today',
    'tongue and groove cladding for a shed',
    'the dog bit me and it is bleeding',
    'how much does a monopoly cost without insurance',
  ])('"%s" is not dental', (question) => expect(dental(question)).toBe(false));

  it.each([
    'what helps a sinus infection clear faster',
    'can a sinus infection go away without antibiotics',
    'what is a normal a1c for someone with diabetes',
    'quitting smoking with nicotine patches, how long',
    'is sleep apnea dangerous',
    'how to stop snoring so my wife can sleep',
    // "Quit smoking" is a phrase of the knowledge base, but nothing else here is worded like
    // patients' questions.
    'how can i quit smoking for good',
    'is it hard to quit smoking cigarettes',
    'morning sickness all day long at 10 weeks',
  ])('illnesses the knowledge base only meets next to the mouth: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'my upper teeth ache when my sinuses are blocked',
    'does diabetes make gum disease worse',
    'will nicotine gum stain my teeth',
    'do i need antibiotics for a tooth abscess',
    'do i need antibiotics for an abscess',
    'do i need antibiotics after an extraction',
    'is it safe to get a filling while diabetic',
    'can a sinus infection make my crown ache',
    'pregnant and my mouth tastes of metal',
    'pregnant with my second, can i still get a filling done',
  ])('the same illnesses next to the mouth: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'crown molding for the living room, worth it',
    'a paper crown for a birthday party',
    'which drill bit for bathroom tiles',
  ])(
    'a dual-sense word worded like everyday questions, not like patients\' ones: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    'the wisdom of solomon story for a school assembly',
    'getting a quick bite before the film',
  ])(
    'a dual-sense word in a question worded somewhat like everyday ones: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    'how do i bring my blood sugar down after a big meal',
    'my blood sugar keeps dropping at night',
    'sugar levels high every morning, should i see my gp',
  ])('blood sugar is not the sugar of a diet: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'does high blood sugar slow healing after an extraction',
    'does high blood sugar cause bad breath',
  ])('blood sugar next to the mouth: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'used my front ones to open a beer bottle and a corner snapped off',
    'opened a beer bottle with a front one and a bit chipped off',
  ])(
    'a word of another domain or of the body in a question worded like patients\' ones through and through: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each(['best beer to pair with a curry', 'my neck is stiff after sleeping on a plane'])(
    'the same words in everyday questions: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    'the teeth on my jacket zip are bent and it keeps splitting open',
    'The jaws of my bench vice no longer close evenly. Can they be realigned?',
    'how do i sharpen the teeth of an old hand saw',
    'what happens at the mouth of a river where the fresh water meets the ocean',
    'the tongue of my new trainers rubs my ankle raw',
  ])('the teeth, jaws, mouth or tongue of a thing: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'my teeth on the plane ached the whole flight',
    'the jaws of my vice slipped and chipped my front tooth',
    'night shift at the warehouse, teeth getting thin and shiny at the edges, is that the acid',
  ])('a person\'s teeth near a thing: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each(['does vaping cause stains', 'cigarettes and yellow stains'])(
    'a stain is a dual-sense word: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each(['best wood stain for a garden bench', 'tea stains in my mug'])(
    'a stain in another domain: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    'when is the best age for a brace for my son',
    'how would i know if i have decay when nothing hurts',
  ])('"brace" and "decay" are dental words too: "%s" is dental', (question) =>
    expect(dental(question)).toBe(true),
  );

  it.each([
    'knee brace for running',
    'does a back brace for posture help',
    'radioactive decay half life explained',
    'what does the king wear for the coronation',
  ])('the same words in another domain: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'nicotine patches or nicotine gum, which helps me quit',
    'gum arabic in sweets, is it vegan',
    'hot water bottle for period pain',
    'how to wear a flat cap properly',
    'can koalas eat anything besides gum leaves',
    // "How long" and "take" keep every word's company, not the bridge's.
    'how long does it take to walk across the golden gate bridge',
  ])(
    'a dual-sense word in a fixed compound or next to another domain: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    // The hands are never dental company for an implant, though the knowledge base uses both.
    'microchip implants in hands, are they legal in the uk',
    'cochlear implant for adults, how does it work',
    'filling out a w-4 form for my second job',
    'spider bite with a red circle spreading, should i see a doctor',
    'how do i repair peeling veneer on a table top',
  ])(
    'words of another domain or the body decide a dual-sense word: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    'where can we grab a bite before the show',
    'that new teacher is a breath of fresh air',
    'my manager chewed me out in the meeting',
    'abscess on my buttock, do i need antibiotics',
    'nose piercing bump, how do i get rid of it',
  ])('idioms, and the rest of the body: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'we won by the skin of our teeth, where does that saying come from',
    'is it rude to call my uncle long in the tooth',
    'my husband has a real sweet tooth for cake',
    'how do i work out the molar mass of salt',
    'easy tartar sauce for fish fingers',
  ])('idioms and other things with teeth: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it('still reads the teeth of an idiom question that is about teeth', () => {
    expect(dental('my sweet tooth is rotting my teeth, how do i cut down')).toBe(true);
  });

  it('reads a cold as the illness only where it is named as one', () => {
    expect(dental('cold water hurts')).toBe(true);
    expect(dental('i have a cold and a fever, what should i take')).toBe(false);
  });

  it('does not let wording alone answer a question about a habit spoken of only next to the mouth', () => {
    expect(dental('how to quit vaping, im hooked on my elf bar')).toBe(false);
    expect(dental('will nicotine gum stain my teeth')).toBe(true);
    // ...unless it is worded like patients' questions more strongly still.
    expect(dental('how long no smoking after getting it took out yesterday')).toBe(true);
  });

  it.each([
    'the top back ones ache when i have a head cold',
    'my front one went grey after i knocked it',
    'is pericoronitis a reason to take them out',
    'can my 6 year old use corsodyl',
  ])(
    'teeth pointed at without naming them, and dental brands and terms: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each(['back one of my fridge is leaking'])(
    'the same pointing words in another domain: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it('does not count a question as dental for saying a small part of one example', () => {
    expect(dental('how much water should i drink a day')).toBe(false);
    expect(dental('how much water should i drink after a filling')).toBe(true);
    expect(dental('can i drink water after a filling')).toBe(true);
  });

  it.each(['is my crown loose', 'my cap came off when i bit into a toffee'])(
    'the same words worded like patients\' questions: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'how do you restore enamel on a vintage cast iron pot',
    'are braces smarter than a belt with suit trousers',
    'should i prune the canker on my plum tree',
  ])('a mostly-dental word next to a word of another domain: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'is invisalign or braces better for an overbite',
    'my enamel feels thin near the gumline',
    'a canker sore that keeps coming back',
    'cavity hurts after eating skittles and starbursts',
  ])('a mostly-dental word with dental company stays dental: "%s"', (question) =>
    expect(dental(question)).toBe(true),
  );
});

describe('scope: words of the rest of the body and other domains keep their own sense', () => {
  it.each([
    'eye floaters suddenly increased, is that an emergency',
    'i have a pain in my lower back when i bend over what could it be',
    'when is season 7 of the crown coming out',
    'what does it mean to be pulled over for a broken number plate light',
  ])('"%s" is not dental', (question) => expect(dental(question)).toBe(false));

  it.each([
    'my ear hurts when i touch the outside of it',
    'pain in my ear when i fly, how do i stop it popping',
    'my throat hurts when i eat',
  ])('the ear and the throat: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'my son wears a brace for his scoliosis, how tight should it be',
    'new earrings and the piercing looks red',
    'does xanthan gum go off',
  ])('a condition, a piece of jewellery or a food additive: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'my jaw dropped at the price of petrol today',
    'is word of mouth the best marketing for a small bakery',
    'the tongue of my shoe keeps slipping',
    'she cut her teeth in retail, what jobs suit her now',
    'i bit off more than i can chew with three courses',
  ])('an idiom: "%s" is not dental', (question) => expect(dental(question)).toBe(false));

  it('still reads the mouth of a question that only sounds like an idiom', () => {
    expect(dental('my baby has a big mouth ulcer')).toBe(true);
    expect(dental('i keep biting my tongue when i eat')).toBe(true);
  });

  it.each([
    'can i use an old toothbrush to clean grout in my shower',
    'does toothpaste fix scratches on my phone screen',
  ])('a dental product put to a household use: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );

  it.each([
    'clean a stained thermos flask with denture tablets',
    'polish my brass door knocker with toothpaste',
  ])(
    'a dental product beside words the knowledge base never uses, worded far from patients: "%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );

  it.each([
    'can i drink prosecco with my aligners in at a hen party or do i have to take them out',
    'my grandad’s dentures keep clicking when he eats crumpets',
    'gave my retainer a soak in steradent, it looks cloudy',
  ])(
    'a dental word beside words the knowledge base never uses, worded as patients write: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it.each([
    'my toothbrush fell in the toilet, should i replace it',
    'my toothbrush fell in the toilet on my trip to marrakesh, should i replace it',
    'i hit my mouth on the car door',
    'can i take toothpaste on a plane',
  ])(
    'a dental word beside a thing of another domain, worded as patients write: "%s" is dental',
    (question) => expect(dental(question)).toBe(true),
  );

  it('reads a word of another domain in another clause as circumstance beside a mostly-dental word', () => {
    expect(
      dental('I drink energy drinks all night while gaming, how do i know if i have a cavity'),
    ).toBe(true);
    expect(dental('cavity wall insulation for an old brick house, is it worth it')).toBe(false);
  });

  it('reads a compound ending in a word of another domain as that domain', () => {
    expect(dental('the crown on my smartwatch is stuck')).toBe(false);
  });

  it('keeps a condition or a household word beside a dental one as context', () => {
    expect(dental('i have fibromyalgia, will a filling hurt more')).toBe(true);
    expect(dental('my toothbrush fell in the toilet, should i replace it')).toBe(true);
  });

  it('reads pain by the ear while eating as possibly the jaw', () => {
    expect(dental('popping noise by my ear when i eat')).toBe(true);
  });

  it('still reads a lower back tooth as dental', () => {
    expect(dental('pain in lower back left side when chewing')).toBe(true);
  });
});

describe('scope: a sentence about the asker does not take the dental sense away', () => {
  it.each([
    'am i too old for braces at 45? im a lawyer',
    'can i eat right after a filling? im a delivery driver and eat in the van',
  ])('"%s" is dental', (question) => expect(dental(question)).toBe(true));

  it.each([
    'which braces are best for a weak knee. i run a lot',
    'my bridge loan got approved. what happens next?',
  ])('but a sentence that shows the other sense keeps it: "%s" is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );
});

describe("scope: a visit asked beside the asker's own circumstance", () => {
  it.each([
    'can i get a home visit? my wife had a stroke and cannot get out of bed',
    'is there a lift to the first floor? i had a hip replacement in may',
    'is there a lift? my knees are bad after two operations',
    'can i pay monthly, i lost my job last month',
  ])('"%s" is dental', (question) => expect(dental(question)).toBe(true));

  it.each([
    // Another place, service or thing is named...
    'i booked a table at the restaurant, can i cancel it? i have the flu',
    'what time does the bank open tomorrow, i need to pay a bill',
    'my car insurance renewal is due, can i pay monthly? i had a crash last year',
    // ...or a word of two senses is read in its other one...
    'my daughter wears braces on her legs, will my insurance cover a new pair',
    'my son needs a back brace for his spine, how many hours a day does he wear it',
    // ...or the visit's words are the circumstance, not the ask.
    'i took two paracetamol 3 hours ago, can i take more for my knee',
  ])('"%s" is not dental', (question) => expect(dental(question)).toBe(false));
});

describe('scope: getting to the practice', () => {
  it.each([
    'can i get there by train',
    'is the office near a train station',
    'which bus stops closest to your clinic',
    'is there a bike rack outside',
  ])('"%s" is a visit, and dental', (question) => expect(dental(question)).toBe(true));

  it.each([
    'when is the next bus into town',
    'which train goes to the airport',
    'my bike chain keeps slipping',
  ])('"%s" does not point at the practice, and is not dental', (question) =>
    expect(dental(question)).toBe(false),
  );
});

describe('scope: an illness named by a compound is context beside a dental word', () => {
  it('"my blood sugar is high, does that cause cavities" is dental', () => {
    expect(dental('my blood sugar is high, does that cause cavities')).toBe(true);
  });
});

describe('scope: everyday wording outweighs a word with two senses', () => {
  it.each(['bottle cap wont come off', 'who invented bubble gum'])(
    '"%s" is not dental',
    (question) => expect(dental(question)).toBe(false),
  );
});

describe('scopeVocabulary', () => {
  it('tells words that are always dental from words with an everyday sense too', () => {
    expect(scopeVocabulary('my gums bleed').kind).toBe('dental');
    expect(scopeVocabulary('is my crown loose').kind).toBe('dual-sense');
    expect(scopeVocabulary('is my enamel thin').kind).toBe('mostly-dental');
    expect(scopeVocabulary('how much does a car cost').kind).toBe('none');
  });

  it('counts brands, professions and slang of dental care as dental words', () => {
    expect(scopeVocabulary('sensodyne or colgate').kind).toBe('dental');
    expect(scopeVocabulary('the prosthodontist said so').kind).toBe('dental');
    expect(scopeVocabulary('chipped my chompers').kind).toBe('dental');
  });

  it('does not take a real word for a misspelled dental one', () => {
    // "months" is one letter from "mouths".
    expect(scopeVocabulary('every six months').kind).toBe('none');
    // An everyday word a typo away from a dental one: "salivary", "flossers".
    expect(scopeVocabulary('what is a good salary for a nurse').kind).toBe('none');
    expect(scopeVocabulary('how to keep cut flowers fresh').kind).toBe('none');
  });
});

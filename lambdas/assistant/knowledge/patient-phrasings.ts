/**
 * How patients ask about each topic, in their own everyday words: short example questions that
 * give retrieval the lay vocabulary the answers themselves do not use. Keyed by entry id; they
 * are never shown.
 */
export const PATIENT_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  'tooth-sensitivity': [
    'sharp quick jolt in my teeth from ice cream or a cold drink',
    'teeth twinge with hot coffee or sweet things then stops',
    'winter air makes my teeth ache when i breathe through my mouth',
  ],
  toothache: [
    'constant throbbing pain in a back tooth keeping me up at night',
    'my tooth really hurts, what painkiller can i take until i see someone',
    'dull ache in one tooth that comes and goes',
  ],
  cavities: [
    'little black spot or pit in my tooth that catches food',
    'how do teeth get holes and rot',
    'does a small hole in a tooth heal on its own',
  ],
  'bad-breath': [
    'my mouth smells bad and people notice',
    'breath stinks even after brushing, what causes it',
    'morning breath that stays all day',
  ],
  'dry-mouth': [
    'mouth feels parched and sticky all the time',
    'my medicine leaves me with no spit',
    'wake up with my tongue stuck to the roof of my mouth',
  ],
  'tooth-erosion': [
    'soda, lemon and sour drinks wearing my teeth thin',
    'heartburn and throwing up damaging teeth',
    'edges of my teeth look glassy and worn away',
  ],
  'tooth-discoloration': [
    'teeth going yellow or brown from coffee, tea, wine or smoking',
    'one dark grey tooth after a knock',
    'white chalky spots and marks on my teeth',
  ],
  'teeth-grinding': [
    'i gnash and clench my teeth in my sleep and wake up sore',
    'teeth worn flat from grinding when stressed',
  ],
  'tmj-jaw-pain': [
    'jaw clicks, pops or locks when i open wide',
    'aching in front of my ear when i chew or yawn',
    'cannot open my mouth all the way without pain',
  ],
  'canker-sores': [
    'painful little white or yellow ulcer with a red rim inside my cheek or lip',
    'sore spot under my tongue that stings with spicy or salty food',
  ],
  'cold-sores': [
    'tingling then a crop of blisters on the edge of my lip',
    'the lip virus that comes back when i am run down or in the sun',
  ],
  'sinus-tooth-pain': [
    'upper teeth ache when my nose is blocked or i have a head cold',
    'top back teeth hurt more when i bend forward with congestion',
  ],
  'cracked-tooth-syndrome': [
    'sharp pain when i bite down or let go on one tooth but nothing shows',
    'tiny split line in a back tooth that hurts on chewing',
  ],
  'chipped-broken-tooth': [
    'a bit of my tooth came off and the edge is sharp',
    'broke a corner off my front tooth on something hard',
  ],
  'oral-thrush': [
    'white creamy coating in the mouth that wipes off leaving red',
    'yeast infection in the mouth after antibiotics or a steroid inhaler',
  ],
  'loose-adult-tooth': [
    'grown up tooth feels wobbly and moves when i touch it',
    'can a wiggly permanent tooth tighten up again',
  ],
  'whitening-safety': [
    'is it safe to bleach teeth at home with strips, trays or kits',
    'does making teeth whiter damage the enamel',
  ],
  'sensitivity-after-whitening': [
    'teeth zing and ache after using whitening strips or gel',
    'pain with cold since the bleaching treatment',
  ],
  veneers: [
    'thin porcelain covers glued on the front of teeth for a nicer smile',
    'do they file down your teeth for shells',
  ],
  bonding: [
    'tooth coloured resin to patch a chip or close a gap in one visit',
    'can the dentist build up a small tooth with composite instead of a shell',
  ],
  'brushing-technique': [
    'the right way to brush, for how many minutes and at what angle',
    'small circles or back and forth, how do i clean my teeth properly',
  ],
  'brushing-after-meals': [
    'should i clean my teeth right after eating or wait a while',
    'brush before or after breakfast',
  ],
  'brushing-too-hard': [
    'scrubbing too hard, bristles splayed and gums worn',
    'pressing hard with a hard brush is that damaging',
  ],
  'plaque-and-tartar': [
    'sticky film and hard yellow crust building up near the gums',
    'can i scrape off the hard deposits myself',
  ],
  'electric-vs-manual-toothbrush': [
    'is a powered or battery brush better than an ordinary one',
    'are rotating or sonic brushes worth the money',
  ],
  'flossing-technique': [
    'how to use string between my teeth without hurting my gums',
    'do i really need to floss every day and how',
  ],
  'interdental-cleaners': [
    'tiny brushes or a water jet for the gaps between teeth',
    'are floss picks or an irrigator as good as string',
  ],
  'tongue-cleaning': [
    'white furry coating on my tongue, should i scrape or brush it',
    'is a tongue scraper worth using',
  ],
  mouthwash: [
    'do i need to swish with a rinse every day',
    'alcohol free or antiseptic rinse, which one and when',
  ],
  fluoride: [
    'is the mineral in tap water and toothpaste safe or harmful',
    'varnish painted on children to protect teeth',
  ],
  'choosing-toothpaste': [
    'which paste should i buy, whitening, charcoal, natural or for sensitive teeth',
    'does the brand or price of toothpaste matter',
  ],
  'sugar-and-diet': [
    'sweets, juice and sipping sugary drinks all day and teeth',
    'healthy snacks and foods that are kind to teeth',
  ],
  'gum-disease-signs': [
    'red, puffy, tender gums and bad taste, is it an infection of the gums',
    'how do i know if my gums are unhealthy or i have periodontitis',
  ],
  'bleeding-gums': [
    'blood when i brush or floss and pink when i spit',
    'gums bleed easily when eating something hard',
  ],
  'receding-gums': [
    'gums shrinking and teeth looking longer with roots showing',
    'can gum that has gone down grow back',
  ],
  'deep-cleaning': [
    'cleaning under the gums with numbing for pockets',
    'why do i need the gums scraped below the line in sections',
  ],
  'diabetes-oral-health': [
    'high blood sugar and gum infections, are they linked',
    'i am diabetic, what should i watch for in my mouth',
  ],
  'smoking-vaping': [
    'what cigarettes, vapes, chewing tobacco or pouches do to teeth and gums',
    'will quitting smoking help my gums',
  ],
  'oral-piercings': [
    'tongue stud or lip ring hitting and chipping teeth',
    'risks of getting my tongue or lip pierced',
  ],
  'oral-health-overall-health': [
    'can gum infection affect the heart, diabetes or pregnancy',
    'is the mouth linked to the health of the rest of the body',
  ],
  'childrens-teeth': [
    'how to brush my little one and how much paste',
    'keeping my toddler and young kids teeth healthy',
  ],
  'first-dental-visit': [
    'when should a baby or toddler first see a dentist',
    'what happens at a small child first check up',
  ],
  teething: [
    'baby drooling, chewing everything and fussy as a new tooth comes through',
    'what helps sore gums when baby teeth are coming in',
  ],
  'losing-baby-teeth': [
    'my child has a wobbly milk tooth, should i pull it',
    'grown up tooth coming in behind a baby tooth that has not fallen out',
  ],
  'thumb-sucking-pacifiers': [
    'when should my child stop sucking a thumb or using a dummy',
    'can a pacifier push teeth out of line',
  ],
  'pregnancy-oral-health': [
    'bleeding gums while expecting a baby',
    'is it safe to have dental treatment when pregnant',
  ],
  'seniors-dental-care': [
    'looking after teeth of an elderly parent or someone in a care home',
    'brushing is hard with arthritis in old age',
  ],
  braces: [
    'metal brackets and wires to straighten crooked teeth, at what age',
    'is it too late as an adult to get teeth straightened',
  ],
  'clear-aligners': [
    'invisible plastic trays to straighten teeth, how many hours a day',
    'see-through aligners compared with metal brackets',
  ],
  retainers: [
    'do i have to wear the plastic or wire holder after braces come off',
    'teeth moving back after losing my retainer',
  ],
  'caring-for-braces': [
    'food stuck in brackets, how to brush and floss around the wires',
    'keeping teeth clean with braces on',
  ],
  'braces-discomfort': [
    'wire poking my cheek or a bracket came loose',
    'teeth sore and aching after braces are tightened',
  ],
  'sports-mouthguards': [
    'what guard to wear for contact sports like rugby, hockey or boxing',
    'boil and bite or custom made gum shield for my kid',
  ],
  'night-guards': [
    'plastic splint to wear while sleeping to protect teeth from clenching',
    'is a store bought guard for sleeping as good as one from the dentist',
  ],
  fillings: [
    'white or silver material to fix a hole in a tooth',
    'is mercury in old metal fillings safe and should they be replaced',
  ],
  'root-canal': [
    'treatment to clean out an infected or dying nerve inside a tooth',
    'does having the nerve removed hurt and how many visits',
  ],
  crowns: [
    'a cap that covers the whole tooth after a big filling or nerve treatment',
    'porcelain, metal or gold cap for a back tooth',
  ],
  bridges: [
    'a fake tooth held in place by the teeth on either side of a gap',
    'fixed replacement for a missing tooth that does not come out',
  ],
  implants: [
    'metal post screwed into the jawbone to replace a missing tooth',
    'titanium tooth replacement, the steps and who can have one',
  ],
  dentures: [
    'false teeth or a plate that slips, clicks or rubs',
    'cleaning and caring for removable teeth at night',
  ],
  'tooth-extraction': [
    'getting a tooth taken out, what happens and does it hurt',
    'the dentist wants to remove a tooth that cannot be saved',
  ],
  'extraction-aftercare': [
    'what to eat and do after having a tooth taken out',
    'bleeding, swelling and rinsing after a tooth removal',
  ],
  'dry-socket': [
    'pain getting worse a few days after a tooth was pulled and the hole looks empty',
    'the blood clot came out of the empty spot where the tooth was',
  ],
  'wisdom-teeth': [
    'the last teeth at the very back coming in sideways or stuck',
    'do the back teeth that grow in late need to come out',
  ],
  sealants: [
    'protective plastic coating painted on the chewing surfaces of back teeth',
    'should my child have the grooves of the molars sealed',
  ],
  'lost-filling-or-crown': [
    'a filling fell out or a cap came off while eating',
    'can i stick a loose cap back on until i see the dentist',
  ],
  'dental-emergencies': [
    'what counts as urgent for teeth and when to go to the emergency room',
    'tooth problem at the weekend or at night, where do i go',
  ],
  'knocked-out-tooth': [
    'a whole adult tooth came out in an accident, how to save it',
    'can a tooth that fell out after a hit be put back in',
  ],
  abscess: [
    'pus filled bump or pimple on the gum with a bad taste',
    'swollen face and throbbing tooth from an infection',
  ],
  'cleaning-frequency': [
    'how often should i go for a check up and cleaning',
    'is every six months really needed if nothing hurts',
  ],
  'what-a-hygienist-does': [
    'who is the person that cleans and polishes my teeth and what do they do',
    'what happens at a scale and polish visit',
  ],
  'dental-x-ray-safety': [
    'how much radiation from pictures of my teeth and is it safe',
    'why does the dentist take images so often',
  ],
  'oral-cancer-screening': [
    'a lump, patch or sore in the mouth that does not heal',
    'why the dentist checks my tongue, cheeks and neck',
  ],
  'dental-numbing': [
    'numbness from the shot wearing off',
    'the injection did not work, can they give more numbing',
  ],
  'dental-anxiety': [
    'so afraid of the dentist that i avoid going',
    'sedation or gas for nervous patients who panic in the chair',
  ],
  'costs-and-insurance': [
    'how much does dental work cost and what does my plan pay for',
    'cannot afford the dentist, cheaper options like schools or payment plans',
  ],
  'choosing-a-dental-office': [
    'how to find and pick a good dentist near me',
    'what to ask a practice before booking as a new patient',
  ],
};

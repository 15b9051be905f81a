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
    'jaw muscles tired and teeth chipping from nighttime gritting',
  ],
  'tmj-jaw-pain': [
    'jaw clicks, pops or locks when i open wide',
    'aching in front of my ear when i chew or yawn',
    'cannot open my mouth all the way without pain',
  ],
  'canker-sores': [
    'painful little white or yellow ulcer with a red rim inside my cheek or lip',
    'sore spot under my tongue that stings with spicy or salty food',
    'why do i keep getting these mouth ulcers and how to heal them faster',
  ],
  'cold-sores': [
    'tingling then a crop of blisters on the edge of my lip',
    'the lip virus that comes back when i am run down or in the sun',
    'cream for the crusty sore on my lip and is it contagious',
  ],
  'sinus-tooth-pain': [
    'upper teeth ache when my nose is blocked or i have a head cold',
    'top back teeth hurt more when i bend forward with congestion',
    'is my tooth pain from a sinus infection or from the tooth',
  ],
  'cracked-tooth-syndrome': [
    'sharp pain when i bite down or let go on one tooth but nothing shows',
    'tiny split line in a back tooth that hurts on chewing',
    'pain on release after chewing, is the tooth fractured',
  ],
  'chipped-broken-tooth': [
    'a bit of my tooth came off and the edge is sharp',
    'broke a corner off my front tooth on something hard',
    'half my tooth cracked off, can it be fixed',
  ],
  'oral-thrush': [
    'white creamy coating in the mouth that wipes off leaving red',
    'yeast infection in the mouth after antibiotics or a steroid inhaler',
    'cottage cheese like white spots on tongue and cheeks',
  ],
  'loose-adult-tooth': [
    'grown up tooth feels wobbly and moves when i touch it',
    'can a wiggly permanent tooth tighten up again',
    'tooth getting loose from gum disease or an injury',
  ],
  'whitening-safety': [
    'is it safe to bleach teeth at home with strips, trays or kits',
    'does making teeth whiter damage the enamel',
    'peroxide gel, led kits and salon bleaching, what is safe',
  ],
  'sensitivity-after-whitening': [
    'teeth zing and ache after using whitening strips or gel',
    'pain with cold since the bleaching treatment',
    'the ache from bleaching, what helps it settle',
  ],
  veneers: [
    'thin porcelain covers glued on the front of teeth for a nicer smile',
    'do they file down your teeth for shells',
    'cost and downsides of porcelain facings versus bonding',
  ],
  bonding: [
    'tooth coloured resin to patch a chip or close a gap in one visit',
    'can the dentist build up a small tooth with composite instead of a shell',
    'resin repair on a front tooth, does it stain or chip',
  ],
  'brushing-technique': [
    'the right way to brush, for how many minutes and at what angle',
    'small circles or back and forth, how do i clean my teeth properly',
    'am i brushing properly, the gums and the backs of teeth too',
  ],
  'brushing-after-meals': [
    'should i clean my teeth right after eating or wait a while',
    'brush before or after breakfast',
    'wait a while before brushing after acidic food or drink',
  ],
  'brushing-too-hard': [
    'scrubbing too hard, bristles splayed and gums worn',
    'pressing hard with a hard brush is that damaging',
    'worn notches near the gumline from heavy brushing',
  ],
  'plaque-and-tartar': [
    'sticky film and hard yellow crust building up near the gums',
    'can i scrape off the hard deposits myself',
    'brown hard buildup behind lower front teeth that will not brush off',
  ],
  'electric-vs-manual-toothbrush': [
    'is a powered or battery brush better than an ordinary one',
    'are rotating or sonic brushes worth the money',
    'do rechargeable brushes clean better and which head to choose',
  ],
  'flossing-technique': [
    'how to use string between my teeth without hurting my gums',
    'do i really need to floss every day and how',
    'the string keeps shredding and snapping between tight teeth',
  ],
  'interdental-cleaners': [
    'tiny brushes or a water jet for the gaps between teeth',
    'are floss picks or an irrigator as good as string',
    'what size of little brush for the gaps and how to use it',
  ],
  'tongue-cleaning': [
    'white furry coating on my tongue, should i scrape or brush it',
    'is a tongue scraper worth using',
    'coated tongue causing bad taste, how to clean it',
  ],
  mouthwash: [
    'do i need to swish with a rinse every day',
    'alcohol free or antiseptic rinse, which one and when',
    'does gargling kill germs and should i rinse after brushing',
  ],
  fluoride: [
    'is the mineral in tap water and toothpaste safe or harmful',
    'varnish painted on children to protect teeth',
    'should i give my kid drops or use paste with the mineral',
  ],
  'choosing-toothpaste': [
    'which paste should i buy, whitening, charcoal, natural or for sensitive teeth',
    'does the brand or price of toothpaste matter',
    'what to look for on the tube, strength and ingredients',
  ],
  'sugar-and-diet': [
    'sweets, juice and sipping sugary drinks all day and teeth',
    'healthy snacks and foods that are kind to teeth',
    'how often snacking and sweet drinks cause decay',
  ],
  'gum-disease-signs': [
    'red, puffy, tender gums and bad taste, is it an infection of the gums',
    'how do i know if my gums are unhealthy or i have periodontitis',
    'early warning signs that gums are infected and pockets forming',
  ],
  'bleeding-gums': [
    'blood when i brush or floss and pink when i spit',
    'gums bleed easily when eating something hard',
    'why do my gums bleed and will it stop if i keep flossing',
  ],
  'receding-gums': [
    'gums shrinking and teeth looking longer with roots showing',
    'can gum that has gone down grow back',
    'notch at the gum line and sensitive exposed roots',
  ],
  'deep-cleaning': [
    'cleaning under the gums with numbing for pockets',
    'why do i need the gums scraped below the line in sections',
    'periodontal treatment, pockets measured and cleaned below the gum line',
  ],
  'diabetes-oral-health': [
    'high blood sugar and gum infections, are they linked',
    'i am diabetic, what should i watch for in my mouth',
    'sugar levels, dry mouth and slow healing in the mouth',
  ],
  'smoking-vaping': [
    'what cigarettes, vapes, chewing tobacco or pouches do to teeth and gums',
    'will quitting smoking help my gums',
    'stained teeth and gum problems from tobacco or vape',
  ],
  'oral-piercings': [
    'tongue stud or lip ring hitting and chipping teeth',
    'risks of getting my tongue or lip pierced',
    'swollen tongue after a new stud, infection or normal',
  ],
  'oral-health-overall-health': [
    'can gum infection affect the heart, diabetes or pregnancy',
    'is the mouth linked to the health of the rest of the body',
    'links between the mouth and heart disease, stroke or dementia',
  ],
  'childrens-teeth': [
    'how to brush my little one and how much paste',
    'keeping my toddler and young kids teeth healthy',
    'how to keep my kid from getting decay in the little teeth',
  ],
  'first-dental-visit': [
    'when should a baby or toddler first see a dentist',
    'what happens at a small child first check up',
    'at what age should a child have the first appointment',
  ],
  teething: [
    'baby drooling, chewing everything and fussy as a new tooth comes through',
    'what helps sore gums when baby teeth are coming in',
    'teething rings, gels and fever in babies',
  ],
  'losing-baby-teeth': [
    'my child has a wobbly milk tooth, should i pull it',
    'grown up tooth coming in behind a baby tooth that has not fallen out',
    'at what age do kids start to lose teeth and in what order',
  ],
  'thumb-sucking-pacifiers': [
    'when should my child stop sucking a thumb or using a dummy',
    'can a pacifier push teeth out of line',
    'how to help a child give up the dummy or finger habit',
  ],
  'pregnancy-oral-health': [
    'bleeding gums while expecting a baby',
    'is it safe to have dental treatment when pregnant',
    'morning sickness, cravings and teeth while expecting',
  ],
  'seniors-dental-care': [
    'looking after teeth of an elderly parent or someone in a care home',
    'brushing is hard with arthritis in old age',
    'older adults, medicines, dry mouth and care for grandparents',
  ],
  braces: [
    'metal brackets and wires to straighten crooked teeth, at what age',
    'is it too late as an adult to get teeth straightened',
    'at what age for an orthodontist and how much do brackets cost',
  ],
  'clear-aligners': [
    'invisible plastic trays to straighten teeth, how many hours a day',
    'see-through aligners compared with metal brackets',
    'can i eat or drink with the trays in',
  ],
  retainers: [
    'do i have to wear the plastic or wire holder after braces come off',
    'teeth moving back after losing my retainer',
    'fixed wire or removable retainer and how to clean it',
  ],
  'caring-for-braces': [
    'food stuck in brackets, how to brush and floss around the wires',
    'keeping teeth clean with braces on',
    'which brushes and floss threaders for wires and brackets',
  ],
  'braces-discomfort': [
    'wire poking my cheek or a bracket came loose',
    'teeth sore and aching after braces are tightened',
    'relief for ulcers and rubbing from brackets, wax for sharp wires',
  ],
  'sports-mouthguards': [
    'what guard to wear for contact sports like rugby, hockey or boxing',
    'boil and bite or custom made gum shield for my kid',
    'protecting teeth in contact sports and martial arts',
  ],
  'night-guards': [
    'plastic splint to wear while sleeping to protect teeth from clenching',
    'is a store bought guard for sleeping as good as one from the dentist',
    'custom guard for clenching at night versus a drugstore one',
  ],
  fillings: [
    'white or silver material to fix a hole in a tooth',
    'is mercury in old metal fillings safe and should they be replaced',
    'getting a cavity filled, what material and does it hurt',
  ],
  'root-canal': [
    'treatment to clean out an infected or dying nerve inside a tooth',
    'does having the nerve removed hurt and how many visits',
    'is it better to save a dying tooth or pull it',
  ],
  crowns: [
    'a cap that covers the whole tooth after a big filling or nerve treatment',
    'porcelain, metal or gold cap for a back tooth',
    'why a crown instead of a filling on a weak cracked tooth',
  ],
  bridges: [
    'a fake tooth held in place by the teeth on either side of a gap',
    'fixed replacement for a missing tooth that does not come out',
    'bridge or implant for a gap, which is better',
  ],
  implants: [
    'metal post screwed into the jawbone to replace a missing tooth',
    'titanium tooth replacement, the steps and who can have one',
    'implant failure, bone grafts and care of an artificial root',
  ],
  dentures: [
    'false teeth or a plate that slips, clicks or rubs',
    'cleaning and caring for removable teeth at night',
    'new partial or full plate sore spots, fixative and relining',
  ],
  'tooth-extraction': [
    'getting a tooth taken out, what happens and does it hurt',
    'the dentist wants to remove a tooth that cannot be saved',
    'pulling a tooth versus saving it and what it involves',
  ],
  'extraction-aftercare': [
    'what to eat and do after having a tooth taken out',
    'bleeding, swelling and rinsing after a tooth removal',
    'can i smoke or use a straw after a tooth removal',
  ],
  'dry-socket': [
    'pain getting worse a few days after a tooth was pulled and the hole looks empty',
    'the blood clot came out of the empty spot where the tooth was',
    'throbbing into the ear days after extraction, white bone in the hole',
  ],
  'wisdom-teeth': [
    'the last teeth at the very back coming in sideways or stuck',
    'do the back teeth that grow in late need to come out',
    'impacted third molars, pain at the back of the jaw and removal',
  ],
  sealants: [
    'protective plastic coating painted on the chewing surfaces of back teeth',
    'should my child have the grooves of the molars sealed',
    'do kids need molar coatings to stop decay in the grooves',
  ],
  'lost-filling-or-crown': [
    'a filling fell out or a cap came off while eating',
    'can i stick a loose cap back on until i see the dentist',
    'part of my filling came out, is it an emergency',
  ],
  'dental-emergencies': [
    'what counts as urgent for teeth and when to go to the emergency room',
    'tooth problem at the weekend or at night, where do i go',
    'severe tooth pain with swelling or bleeding that will not stop',
  ],
  'knocked-out-tooth': [
    'a whole adult tooth came out in an accident, how to save it',
    'can a tooth that fell out after a hit be put back in',
    'tooth fell out after a fall, keep it in milk and get to a dentist fast',
  ],
  abscess: [
    'pus filled bump or pimple on the gum with a bad taste',
    'swollen face and throbbing tooth from an infection',
    'gum boil or infected tooth, do i need antibiotics',
  ],
  'cleaning-frequency': [
    'how often should i go for a check up and cleaning',
    'is every six months really needed if nothing hurts',
    'how many times a year should adults and kids have teeth cleaned',
  ],
  'what-a-hygienist-does': [
    'who is the person that cleans and polishes my teeth and what do they do',
    'what happens at a scale and polish visit',
    'what does the cleaning appointment involve and who does it',
  ],
  'dental-x-ray-safety': [
    'how much radiation from pictures of my teeth and is it safe',
    'why does the dentist take images so often',
    'are bitewing images safe in pregnancy or for kids',
  ],
  'oral-cancer-screening': [
    'a lump, patch or sore in the mouth that does not heal',
    'why the dentist checks my tongue, cheeks and neck',
    'mouth cancer check, signs like red or white patches and lumps',
  ],
  'dental-numbing': [
    'numbness from the shot wearing off',
    'the injection did not work, can they give more numbing',
    'why does the numbing not work and when can i eat after it',
  ],
  'dental-anxiety': [
    'so afraid of the dentist that i avoid going',
    'sedation or gas for nervous patients who panic in the chair',
    'phobia of the dentist, how to cope and calm nerves',
  ],
  'costs-and-insurance': [
    'how much does dental work cost and what does my plan pay for',
    'cannot afford the dentist, cheaper options like schools or payment plans',
    'is it covered, deductibles, waiting periods and payment plans',
  ],
  'choosing-a-dental-office': [
    'how to find and pick a good dentist near me',
    'what to ask a practice before booking as a new patient',
    'reviews, location, hours and which insurance a practice takes',
  ],
};

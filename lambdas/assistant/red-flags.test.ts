import { describe, expect, it } from 'vitest';
import { detectRedFlag, type RedFlagId } from './red-flags';

function flagOf(question: string): RedFlagId | null {
  return detectRedFlag(question)?.id ?? null;
}

const POSITIVE: Record<RedFlagId, readonly string[]> = {
  'swelling-fever': [
    'my jaw is swollen and I have a fever',
    'Face swelling on one side and a temperature of 101',
    'my cheek swelled up overnight and I feel feverish with chills',
    "I'm not sure if I have a fever but my face is swollen",
    'my gum is swollen near a bad tooth and I have a high temperature',
  ],
  'swelling-breathing': [
    'my face is swollen and it is hard to swallow',
    'swollen jaw and I am having trouble breathing',
    "my tongue is swelling and I can't swallow properly",
    'after the extraction my neck is swollen and I feel short of breath',
    "I can't breathe well and my throat feels like it's closing",
    'my tongue piercing is swollen and I can barely breathe',
  ],
  'spreading-swelling': [
    'abscess swelling spreading to my eye, is it dangerous',
    'the swelling from my bad one is going down into my neck',
    'cheek swollen from my wisdom tooth and now my eye is closing',
  ],
  'uncontrolled-bleeding': [
    "bleeding won't stop after extraction",
    "my tooth was pulled 5 hours ago and it's still bleeding after hours of pressure",
    "I can't stop the bleeding from my gum",
    'blood is pouring out of the socket',
    "I'm on blood thinners and the bleeding hasn't stopped since this morning",
    'soaking through the gauze every 10 minutes',
  ],
  'knocked-out-tooth': [
    "my son's adult tooth got knocked out playing hockey",
    'I knocked my front tooth out on the edge of the pool',
    'my daughter fell off her bike and her permanent tooth came out',
    'the tooth was avulsed in a fall',
    'my 3 year old knocked out a baby tooth',
    'a tooth fell out after I got hit',
  ],
  'facial-trauma': [
    'I got hit in the face with a baseball',
    'I think my jaw is broken',
    'I was punched in the jaw and now my teeth do not line up',
    'took an elbow to the mouth playing basketball',
    'I got knocked out in a fight and my jaw hurts',
    'fell face first onto the pavement and my mouth is cut',
    'my jaw hurts after getting punched',
    'my front tooth got knocked loose',
  ],
  'severe-pain-swelling': [
    'severe toothache and my cheek is swollen',
    'the pain is unbearable and my gum is swollen',
    'throbbing pain and swelling around my back tooth',
    'my tooth hurts so bad and the gum is puffy',
  ],
};

const NEGATIVE: readonly string[] = [
  'I have a fever but no swelling',
  'swelling went down, no fever',
  'no fever or swelling, just a dull ache',
  'my gums bleed a little when I floss',
  'my gums bleed a lot when I brush, is that normal?',
  'my gums keep bleeding when I floss',
  'the bleeding stopped after I bit on gauze',
  'a small amount of pink in my saliva the day after extraction',
  'how do I whiten my teeth safely',
  'my teeth are sensitive to temperature',
  'I have a fever blister and a swollen lip',
  "my 6 year old's baby tooth fell out on its own",
  'the tooth was almost knocked out but it is still in place',
  'I fell asleep with my mouth open and woke up with a dry mouth',
  'no difficulty breathing, just a small swollen gum',
  "I can't breathe through my nose because of my sinuses and my upper teeth ache",
  'the anesthesia knocked me out during my wisdom tooth surgery',
  'my jaw clicks when I chew',
  'I wasn’t hit, my jaw just feels tired from clenching',
  'what should I do about a chipped tooth?',
  'my crown fell out when I bit into an apple',
  'I have trouble swallowing pills',
  'my eye is swollen and itchy from hay fever',
  'will i be awake when they take the tooth out or can they knock me out',
  'my eye is swollen shut from an allergy',
  'swelling went down from my neck after the tooth was pulled',
  '',
];

describe('detectRedFlag', () => {
  for (const [id, questions] of Object.entries(POSITIVE)) {
    describe(id, () => {
      for (const question of questions) {
        it(`flags "${question}"`, () => {
          expect(flagOf(question)).toBe(id);
        });
      }
    });
  }

  describe('does not flag everyday or negated questions', () => {
    for (const question of NEGATIVE) {
      it(`"${question}" -> null`, () => {
        expect(detectRedFlag(question)).toBeNull();
      });
    }
  });

  it('puts emergency care first for swelling, breathing, bleeding and trauma', () => {
    const urgent = [
      'my jaw is swollen and I have a fever',
      'my face is swollen and it is hard to swallow',
      "bleeding won't stop after extraction",
      'I got hit in the face with a baseball',
      'I think my jaw is broken',
    ];
    for (const question of urgent) {
      const guidance = detectRedFlag(question)?.guidance ?? '';
      const firstParagraph = guidance.split('\n\n')[0] ?? '';
      expect(firstParagraph).toMatch(/call 911 or go to an emergency room now/i);
    }
  });

  it('tells how to save a knocked-out adult tooth within the hour', () => {
    const guidance = detectRedFlag("my son's adult tooth got knocked out playing hockey")?.guidance;
    expect(guidance).toMatch(/30 to 60 minutes/);
    expect(guidance).toMatch(/by the crown/);
    expect(guidance).toMatch(/don't scrub/i);
    expect(guidance).toMatch(/milk/);
    expect(guidance).toMatch(/back into its socket/);
  });

  it('tells parents not to reinsert a knocked-out baby tooth, but still to see a dentist today', () => {
    const guidance = detectRedFlag('my 3 year old knocked out a baby tooth')?.guidance ?? '';
    expect(guidance).toMatch(/don't put it back in/i);
    expect(guidance).toMatch(/dentist today/i);
    expect(guidance).not.toMatch(/try to push it gently back/i);
  });

  it('treats a knocked-out tooth of unknown type as an adult tooth', () => {
    const guidance = detectRedFlag('a tooth got knocked out at the game')?.guidance ?? '';
    expect(guidance).toMatch(/back into its socket/);
  });

  it('sends severe pain with swelling to a dentist today, with emergency signs spelled out', () => {
    const guidance = detectRedFlag('severe toothache and my cheek is swollen')?.guidance ?? '';
    expect(guidance.split('\n\n')[0]).toMatch(/dental care today/i);
    expect(guidance).toMatch(/call 911 or go to an emergency room now/i);
  });

  it('prefers the airway over other flags when several apply', () => {
    expect(flagOf('my face is swollen, I have a fever and it is hard to breathe')).toBe(
      'swelling-breathing',
    );
  });

  it('uses only the plain-text markup in guidance', () => {
    const questions = Object.values(POSITIVE).flat();
    for (const question of questions) {
      expect(detectRedFlag(question)?.guidance).not.toMatch(/<[a-z/!]/i);
    }
  });
});

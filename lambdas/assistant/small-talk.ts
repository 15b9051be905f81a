import { normalizeText } from './retrieval';

/**
 * Greetings, thanks and questions about the assistant itself ("hi", "good morning, how are you
 * today", "thanks so much", "who are you", "are you a real person"), which visitors type into a
 * chat box as they would to a person. Only a message made of nothing else is small talk: "hi, my
 * tooth hurts" is a dental question. Small talk gets a short reply of its own, neither an answer
 * from the knowledge base ("good morning" is no question about morning breath) nor a refusal.
 */
export type SmallTalk = 'greeting' | 'thanks';

const GREETINGS = [
  'hi',
  'hii',
  'hiya',
  'hey',
  'heya',
  'hello',
  'helo',
  'howdy',
  'yo',
  'greetings',
  'good morning',
  'good afternoon',
  'good evening',
  'good day',
  'good night',
  'morning',
  'afternoon',
  'evening',
  'how are you',
  'how are you doing',
  'how r u',
  'how are u',
  'how r you',
  'hows it going',
  'how it going',
  'how is it going',
  'how you doing',
  'how are things',
  'hows things',
  'how is life',
  'hows life',
  'how have you been',
  'how is your day',
  'hows your day',
  'how was your day',
  'how has your day been',
  'hows your day been',
  'how is your day going',
  'hows your day going',
  'how your day',
  'how your day been',
  'how your day going',
  'how things',
  'how life',
  'whats new',
  'whats up',
  'what up',
  'sup',
  'nice to meet you',
  'anyone there',
  'anyone home',
  'is anyone there',
  'is anybody there',
  'are you there',
  'you there',
  'who are you',
  'what are you',
  'who is this',
  'what is this',
  'who am i talking to',
  'whats your name',
  'what your name',
  'what is your name',
  'is this a bot',
  'is this a real person',
  'how does this work',
  'how do i use this',
  'what can you do',
  'what can you help with',
  'what can you help me with',
  'what can i ask',
  'what can i ask you',
  'what do you do',
  'are you a bot',
  'are you a robot',
  'are you real',
  'are you a real person',
  'are you human',
  'are you ai',
  'are you an ai',
  'can you help',
  'can you help me',
  'i have a question',
  'i have a quick question',
  'can i ask a question',
  'can i ask you something',
  'test',
  'testing',
];

const THANKS = [
  'thanks',
  'thank you',
  'thankyou',
  'thank u',
  'thx',
  'ty',
  'cheers',
  'thanks a lot',
  'many thanks',
  'that helps',
  'that helped',
  'that was helpful',
  'very helpful',
  'helpful',
  // Praise on leaving: "you've been very helpful", "you're a star", "much appreciated".
  'youve been',
  'you have been',
  'youre',
  'you are',
  'a great help',
  'a big help',
  'a huge help',
  'such a help',
  'a star',
  'the best',
  'kind',
  'much appreciated',
  'appreciate it',
  'appreciated',
  'great',
  'perfect',
  'brilliant',
  'awesome',
  'ok',
  'okay',
  'cool',
  'got it',
  'bye',
  'goodbye',
  'see you',
  'see ya',
  'cya',
  'take care',
  'talk later',
  'speak soon',
  // Wishes on leaving: "have a good weekend", "enjoy your evening".
  ...['good', 'nice', 'great', 'lovely', 'wonderful'].flatMap((kind) =>
    ['day', 'weekend', 'week', 'evening', 'night', 'one'].map((time) => `have a ${kind} ${time}`),
  ),
  ...['day', 'weekend', 'week', 'evening'].map((time) => `enjoy your ${time}`),
];

/** Words that may come with small talk without changing it ("hello there", "thanks so much"). */
const FILLERS = new Set(
  'there again so very really much all today please pls plz just then that thats oh ah um and a the for your help everyone guys team doc doctor dr dear love mate'.split(
    ' ',
  ),
);

function phrases(list: readonly string[]): string[][] {
  return list.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
}
const GREETING_PHRASES = phrases(GREETINGS);
const THANKS_PHRASES = phrases(THANKS);

/** What kind of small talk a message is, or null when it says anything else. */
export function smallTalk(question: string): SmallTalk | null {
  // Letters of any script count as words, so "hi, 我的牙很疼" is not a greeting alone.
  const words = normalizeText(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => DROPPED_G.get(word) ?? word);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  let greeting = false;
  let thanks = false;
  let i = 0;
  while (i < words.length) {
    const at = (list: string[][]) =>
      list.find((phrase) => phrase.every((word, k) => words[i + k] === word));
    const greetingPhrase = at(GREETING_PHRASES);
    const thanksPhrase = greetingPhrase ? undefined : at(THANKS_PHRASES);
    if (greetingPhrase) {
      greeting = true;
      i += greetingPhrase.length;
    } else if (thanksPhrase) {
      thanks = true;
      i += thanksPhrase.length;
    } else if (FILLERS.has(words[i] ?? '')) {
      i += 1;
    } else {
      return null;
    }
  }
  if (greeting) return 'greeting';
  return thanks ? 'thanks' : null;
}
const MAX_WORDS = 12;
/** Words typed without their last letter ("hows it goin"). */
const DROPPED_G = new Map([
  ['goin', 'going'],
  ['doin', 'doing'],
]);

/**
 * A question without the greeting it opens with ("good morning, my tooth hurts" asks about a
 * toothache, not about mornings); the question itself when it opens with none, or is nothing
 * but a greeting.
 */
export function withoutGreeting(question: string): string {
  const rest = question.replace(OPENING_GREETING, '');
  return rest.trim() === '' ? question : rest;
}
const OPENING_GREETING =
  /^\s*(?:(?:hi|hiya|hey|hello|good (?:morning|afternoon|evening|day))(?:\s+(?:there|all|everyone|doc|doctor|dr))?[\s,.!:;-]+)+/i;

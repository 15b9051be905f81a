import { describe, expect, it } from 'vitest';
import { analyzeQuestion, composeOfflineAnswer, groundingContext } from './compose-answer';
import { smallTalk, withoutGreeting } from './small-talk';

describe('smallTalk', () => {
  it.each([
    'hi',
    'Hello there!',
    'hi how are you today',
    'hey how r u',
    'Good morning',
    "what's up",
    'who are you?',
    'what can you do',
    'are you a real person',
    'hello there, anyone home?',
    'is this a bot',
    "what's your name?",
    'hi dr',
    'hey hows your day goin',
    "how's your day been?",
    'how you doin',
  ])('"%s" is a greeting', (message) => expect(smallTalk(message)).toBe('greeting'));

  it.each([
    'thanks',
    'Thank you so much!',
    'cheers, that helps',
    'ok thanks bye',
    'thanks, have a good weekend!',
    'take care',
    'great, enjoy your evening',
    "thank you dear, you've been very helpful",
    "you're a star, much appreciated",
  ])('"%s" is thanks', (message) => expect(smallTalk(message)).toBe('thanks'));

  it.each([
    'hi, my tooth hurts',
    'good morning, my gums bleed when i brush',
    'morning breath',
    'thanks doc, what about flossing',
    'how are your prices',
    'you have been so kind, are you open on saturday',
    'what kind of toothpaste',
    'what is a good morning routine',
    'how was your day at the dentist',
    'have a good weekend, is there an emergency dentist open on sunday',
    'hi, 我的牙很疼',
    'hello, у меня болит зуб',
    '',
  ])('"%s" says something else', (message) => expect(smallTalk(message)).toBeNull());
});

describe('replies to small talk', () => {
  it('greet and invite a dental question, neither answering from a topic nor refusing', () => {
    for (const message of ['good morning', 'hi how are you today']) {
      const answer = composeOfflineAnswer(message);
      expect(answer.dental, message).toBe(false);
      expect(answer.topics, message).toEqual([]);
      expect(answer.text, message).toMatch(/^Hello! I'm this site's dental assistant/);
      expect(answer.text, message).not.toMatch(/can't answer/);
    }
    expect(composeOfflineAnswer('thank you!').text).toMatch(/^Glad to help/);
  });

  it('tell the model it is small talk', () => {
    const { context, topics } = groundingContext(analyzeQuestion('hello, who are you?'));
    expect(context).toMatch(/small talk/);
    expect(topics).toEqual([]);
  });

  it('leave a greeting with a question to the question', () => {
    const answer = composeOfflineAnswer('hi, why do my gums bleed when i brush');
    expect(answer.dental).toBe(true);
    expect(answer.topics[0]).toBe('Bleeding gums');
  });
});

describe('withoutGreeting', () => {
  it('leaves out the greeting a question opens with', () => {
    expect(withoutGreeting('good morning, my tooth hurts')).toBe('my tooth hurts');
    expect(withoutGreeting('Hi there! is there parking')).toBe('is there parking');
    expect(withoutGreeting('hey doc, is whitening safe?')).toBe('is whitening safe?');
  });

  it('keeps a question without one, or a greeting on its own', () => {
    expect(withoutGreeting('morning breath')).toBe('morning breath');
    expect(withoutGreeting('high sugar and sore gums')).toBe('high sugar and sore gums');
    expect(withoutGreeting('hello')).toBe('hello');
  });

  it('lets the question decide the topic', () => {
    expect(composeOfflineAnswer('good morning, my tooth hurts').topics[0]).toBe('Toothache');
  });
});

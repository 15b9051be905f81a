import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordChunks } from './answer-text';
import { composeOfflineAnswer } from './compose-answer';

describe('wordChunks', () => {
  it('splits into words with their following space', () => {
    expect(wordChunks('Brush twice a day.\n\n- Floss')).toEqual([
      'Brush ',
      'twice ',
      'a ',
      'day.\n\n',
      '- ',
      'Floss',
    ]);
  });

  it('keeps leading space and gives back exactly the text when joined', () => {
    expect(wordChunks('  two  words ')).toEqual(['  ', 'two  ', 'words ']);
    fc.assert(fc.property(fc.string(), (text) => wordChunks(text).join('') === text));
    const answer = composeOfflineAnswer('Why are my teeth sensitive to cold?').text;
    expect(wordChunks(answer).join('')).toBe(answer);
  });

  it('has nothing to send for empty text', () => {
    expect(wordChunks('')).toEqual([]);
  });
});

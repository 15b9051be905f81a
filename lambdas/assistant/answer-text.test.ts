import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDisclaimer, wordChunks } from './answer-text';
import { composeOfflineAnswer, DISCLAIMER } from './compose-answer';

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

describe('hasDisclaimer', () => {
  it('recognises the fixed disclaimer anywhere', () => {
    expect(hasDisclaimer(`Some answer.\n\n${DISCLAIMER}`)).toBe(true);
  });

  it("recognises a model's own closing reminder", () => {
    expect(
      hasDisclaimer(
        'Rinse with salt water.\n\nThis is general information, not a diagnosis, so please see your dentist.',
      ),
    ).toBe(true);
    expect(
      hasDisclaimer(
        "Use a soft brush.\n\nRemember, this isn't a substitute for an exam by a dental professional.\n\nTake care!",
      ),
    ).toBe(true);
  });

  it('needs both the caveat and a pointer to a professional, near the end', () => {
    expect(hasDisclaimer('Use a soft brush and floss daily.')).toBe(false);
    expect(hasDisclaimer('See a dentist if it hurts.')).toBe(false);
    expect(hasDisclaimer('This is general information.')).toBe(false);
    expect(
      hasDisclaimer(
        'This is general information, not a diagnosis, so see a dentist.\n\nFloss.\n\nBrush.\n\nRinse.',
      ),
    ).toBe(false);
  });
});

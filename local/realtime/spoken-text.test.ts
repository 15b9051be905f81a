import { describe, expect, it } from 'vitest';
import { sentenceToSay, speechPieces, spokenText, transcriptDeltas } from './spoken-text';

describe('spoken answers', () => {
  it('drop markup and the topics line', () => {
    const answer =
      '**Sensitive teeth**\n\nWorn enamel exposes dentin.\n- Use a soft brush\n- See a dentist\n\nTopics: Sensitivity';
    expect(spokenText(answer)).toBe(
      'Sensitive teeth.\n\nWorn enamel exposes dentin. Use a soft brush. See a dentist.',
    );
  });

  it('start with a short piece, so the voice starts quickly', () => {
    const [first] = speechPieces(
      'Tooth sensitivity usually means the dentin under the enamel is exposed, often by receding gums.',
    );
    expect(first!.length).toBeLessThanOrEqual(48);
  });

  it('are cut into sentences no longer than the limit', () => {
    const pieces = speechPieces(`One. Two? ${'word '.repeat(60)}end.`, 80);
    expect(pieces[0]).toBe('One.');
    expect(pieces[1]).toBe('Two?');
    expect(pieces.every((piece) => piece.length <= 80)).toBe(true);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toContain('word word');
  });

  it('stream as word deltas that add up to the transcript', () => {
    const text = 'Brush twice a day.\n\nFloss daily.';
    expect(transcriptDeltas(text).join('')).toBe(text);
  });

  it('say the quoted sentence a response asks for', () => {
    expect(
      sentenceToSay('Say exactly this to the visitor, and nothing else: "What is your name?"'),
    ).toBe('What is your name?');
    expect(sentenceToSay('Greet the visitor')).toBeNull();
    expect(sentenceToSay(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { dentalWordingScore, nearestExamplesLean } from './dental-wording';

describe('dentalWordingScore', () => {
  it("leans dental for patients' wording and away for everyday questions", () => {
    expect(dentalWordingScore('my crown feels loose when i chew')).toBeGreaterThan(0);
    expect(dentalWordingScore('the filling fell out and it hurts')).toBeGreaterThan(0);
    expect(dentalWordingScore('pie filling that does not go runny')).toBeLessThan(0);
    expect(dentalWordingScore('which drill bit for bathroom tiles')).toBeLessThan(0);
  });

  it('reads a word by the words next to it', () => {
    expect(dentalWordingScore('crown molding')).toBeLessThan(dentalWordingScore('crown'));
    expect(dentalWordingScore('a paper crown for a party')).toBeLessThan(
      dentalWordingScore('a porcelain crown'),
    );
  });

  it('says nothing about words neither side uses', () => {
    expect(dentalWordingScore('zxqv wobbledyflob')).toBe(0);
    expect(dentalWordingScore('')).toBe(0);
  });
});

describe('nearestExamplesLean', () => {
  it('leans the way of the examples most like the question as a whole', () => {
    expect(nearestExamplesLean('is it covered on the nhs')).toBeGreaterThan(0);
    expect(nearestExamplesLean('can i drive home after the jab')).toBeGreaterThan(0);
    expect(nearestExamplesLean('how much water should i drink a day')).toBeLessThan(0);
    expect(nearestExamplesLean('what is the capital of france')).toBeLessThan(0);
  });

  it('stays within the number of examples that have a say, and is 0 without a known word', () => {
    for (const question of ['my gums bleed when i brush', 'best pizza in town']) {
      expect(Math.abs(nearestExamplesLean(question))).toBeLessThanOrEqual(5 + 1e-9);
    }
    expect(nearestExamplesLean('zxqv wobbledyflob')).toBe(0);
    expect(nearestExamplesLean('')).toBe(0);
  });
});

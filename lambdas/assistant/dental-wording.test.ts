import { describe, expect, it } from 'vitest';
import {
  dentalWordingScore,
  nearestExamplesLean,
  trainWordingOdds,
  wordingOdds,
} from './dental-wording';
import { textTerms } from './retrieval';

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

describe('wordingOdds', () => {
  it("leans dental for patients' wording and away for everyday questions", () => {
    expect(wordingOdds('my crown feels loose when i chew')).toBeGreaterThan(0);
    expect(wordingOdds('is there parking near the practice')).toBeGreaterThan(0);
    expect(wordingOdds('pie filling that does not go runny')).toBeLessThan(0);
    expect(wordingOdds('what is the capital of france')).toBeLessThan(0);
  });

  it('weighs words together: one that both sides use says little next to one that tells them apart', () => {
    expect(wordingOdds('crown molding')).toBeLessThan(0);
    expect(wordingOdds('crown molding')).toBeLessThan(wordingOdds('porcelain crown'));
  });

  it('leaves out the terms it is told say nothing, pairing the terms that are left', () => {
    const all = () => true;
    const notGross = (term: string) => term !== 'gross';
    expect(wordingOdds('my retainer is gross', notGross)).toBe(wordingOdds('my retainer is', all));
    expect(wordingOdds('my retainer is gross', notGross)).not.toBe(
      wordingOdds('my retainer is gross', all),
    );
    expect(wordingOdds('gums gross bleeding', notGross)).toBe(wordingOdds('gums bleeding', all));
  });

  it('is trained the same way on every run, from both sides, however many each has', () => {
    const dental = ['my gums bleed', 'gums sore after flossing', 'a loose tooth'].map(textTerms);
    const other = ['a flat tyre', 'bake a cake', 'sore knee after running', 'cake tins'].map(
      textTerms,
    );
    const first = trainWordingOdds(dental, other);
    expect(trainWordingOdds(dental, other)).toEqual(first);
    // With nothing to tell them apart, three times as many off-topic examples weigh as much as
    // the dental ones: no lean either way (counted one by one it would be log(1/3), about -1.1).
    const empty = (count: number) => Array.from({ length: count }, () => []);
    expect(Math.abs(trainWordingOdds(empty(2), empty(6)).bias)).toBeLessThan(0.1);
    // A term used once is too rare to learn from; "sore" is used by both sides.
    expect(first.weights.get(textTerms('tyre')[0] ?? '')).toBeUndefined();
    expect(first.weights.get(textTerms('gums')[0] ?? '')).toBeGreaterThan(0);
    expect(first.weights.get(textTerms('cake')[0] ?? '')).toBeLessThan(0);
  });
});

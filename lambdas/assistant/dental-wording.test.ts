import { describe, expect, it } from 'vitest';
import { dentalWordingScore } from './dental-wording';

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

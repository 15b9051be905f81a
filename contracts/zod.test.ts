import { describe, expect, it } from 'vitest';
import { profileUpdate } from './accounts/profile';
import { searchOfficesQuery } from './offices';

describe("the contracts' zod", () => {
  it("words a check that has no message of its own in zod's English", () => {
    const tooLong = profileUpdate.safeParse({ first_name: 'x'.repeat(61) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'Too big: expected string to have <=60 characters',
    ]);
    const wrongType = profileUpdate.safeParse({ address: 42 });
    expect(wrongType.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected string, received number',
    ]);
  });

  it('keeps the messages the contracts give', () => {
    const result = searchOfficesQuery.safeParse({ zip: '10001', radius: '2.5' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Radius must be a whole number of miles',
    ]);
  });
});

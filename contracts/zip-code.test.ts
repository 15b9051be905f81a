import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zipField } from './fields';
import { checkZipCode, ZIP_CODE_FORMAT } from './zip-code';

describe('checkZipCode', () => {
  it('takes five digits, trimmed', () => {
    expect(checkZipCode(' 10001 ')).toEqual({ ok: true, zip: '10001' });
  });

  it.each(['', '1000', '100011', '1000a', '10 001'])('refuses %j as not five digits', (value) => {
    expect(checkZipCode(value)).toEqual({ ok: false, error: ZIP_CODE_FORMAT });
  });

  it('gives the same verdict and message as the zipField schema', () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\s*\d{3,6}\s*$/),
      fc.stringMatching(/^\d{5}$/),
    );
    fc.assert(
      fc.property(candidates, (value) => {
        const parsed = zipField.safeParse(value);
        const checked = checkZipCode(value);
        expect(checked.ok).toBe(parsed.success);
        if (parsed.success && checked.ok) expect(checked.zip).toBe(parsed.data);
        if (!parsed.success && !checked.ok) {
          expect(checked.error).toBe(parsed.error.issues[0]?.message);
        }
      }),
      { numRuns: 500 },
    );
  });
});

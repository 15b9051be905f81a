import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from '@contracts/zod';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { dismissToast, getCurrentToast } from './toast/toast-store';
import { lazyZodResolver } from './use-zod-form';

const schema = z.object({
  zip: z.string().check(z.trim(), z.regex(/^\d{5}$/, 'Five digits')),
});
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

afterEach(() => dismissToast());

describe('lazyZodResolver', () => {
  it('checks values with a schema it loads on the first check', async () => {
    let loads = 0;
    const resolve = lazyZodResolver(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);
    expect(await resolve({ zip: ' 10001 ' }, undefined, options)).toEqual({
      values: { zip: '10001' },
      errors: {},
    });
    const refused = await resolve({ zip: '1' }, undefined, options);
    expect(refused.errors.zip?.message).toBe('Five digits');
    expect(loads).toBe(1);
  });

  it('takes a schema given as is', async () => {
    const resolve = lazyZodResolver(schema);
    expect((await resolve({ zip: 'abc' }, undefined, options)).errors.zip?.message).toBe(
      'Five digits',
    );
  });

  it('refuses the submit with a toast when the schema cannot be fetched, and tries again next time', async () => {
    let attempts = 0;
    const resolve = lazyZodResolver(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });
    const failed = await resolve({ zip: '10001' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root?.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(getCurrentToast()).toMatchObject({
      title: NETWORK_ERROR_MESSAGE,
      variant: 'destructive',
    });
    expect(await resolve({ zip: '10001' }, undefined, options)).toEqual({
      values: { zip: '10001' },
      errors: {},
    });
    expect(attempts).toBe(2);
  });
});

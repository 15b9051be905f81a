import { describe, expect, it } from 'vitest';
import { assertAccess, claimSeconds, parseGroups } from './identity';

describe('parseGroups', () => {
  it.each([
    [['admin'], ['admin']],
    ['admin,professional', ['admin', 'professional']],
    ['[admin professional]', ['admin', 'professional']],
    ['', []],
    [undefined, []],
  ])('%j → %j', (raw, groups) => {
    expect(parseGroups(raw)).toEqual(groups);
  });
});

describe('assertAccess', () => {
  const user = (groups: string[]) => ({ userId: 'u', email: 'e', groups, sessionStartedAt: 0 });
  it('lets anyone call public routes', () => {
    expect(() => assertAccess('public', null)).not.toThrow();
  });
  it('needs an identity for user routes', () => {
    expect(() => assertAccess('user', null)).toThrow(/Sign in/);
    expect(() => assertAccess('user', user([]))).not.toThrow();
  });
  it('needs the group for admin and professional routes', () => {
    expect(() => assertAccess('admin', user(['professional']))).toThrow(/administrator/);
    expect(() => assertAccess('professional', user(['admin']))).toThrow(/professional/);
    expect(() => assertAccess('professional', user(['professional']))).not.toThrow();
  });
});

describe('claimSeconds', () => {
  it.each([
    ['1583528850', 1583528850],
    [1583528850, 1583528850],
    ['Fri Mar 06 21:07:30 UTC 2020', 1583528850],
    ['', undefined],
    ['not a date', undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, seconds) => {
    expect(claimSeconds(raw)).toBe(seconds);
  });
});

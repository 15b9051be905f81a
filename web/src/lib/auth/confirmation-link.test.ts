import { describe, expect, it, vi } from 'vitest';
import { parseConfirmationLink, takeConfirmationLink } from './confirmation-link';

describe('parseConfirmationLink', () => {
  it('reads the email and code of the emailed link', () => {
    expect(parseConfirmationLink('?confirm=1&email=maria%2Bx%40example.com&code=012345')).toEqual({
      email: 'maria+x@example.com',
      code: '012345',
    });
  });

  it.each([
    ['', 'no parameters'],
    ['?email=a%40b.com&code=123456', 'no confirm flag'],
    ['?confirm=1&code=123456', 'no email'],
    ['?confirm=1&email=a%40b.com', 'no code'],
    ['?confirm=1&email=a%40b.com&code=12ab56', 'a code that is not 6 digits'],
  ])('ignores %s (%s)', (search) => {
    expect(parseConfirmationLink(search)).toBeNull();
  });
});

describe('takeConfirmationLink', () => {
  it('points the address at the sign-in page, so the code leaves the history', () => {
    const history = { state: { idx: 0 }, replaceState: vi.fn() };
    const link = takeConfirmationLink(
      { search: '?confirm=1&email=a%40b.com&code=123456' },
      history,
    );
    expect(link).toEqual({ email: 'a@b.com', code: '123456' });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/auth?mode=signin');
  });

  it('leaves any other address alone', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(takeConfirmationLink({ search: '?zip=10001' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

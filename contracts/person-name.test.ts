import { describe, expect, it } from 'vitest';
import { splitContactName } from './accounts/sign-up';
import { greetingName } from './person-name';

describe('names with a title in front', () => {
  it('greets by the first name, never by the title', () => {
    expect(greetingName('Dr.', 'Elena Rivera')).toBe('Elena');
    expect(greetingName('Dr', 'Elena Rivera')).toBe('Elena');
    expect(greetingName('Mrs.', 'Ana Ruiz')).toBe('Ana');
    expect(greetingName('ms.', 'Lee')).toBe('Lee');
    expect(greetingName('Elena', 'Rivera')).toBe('Elena');
    expect(greetingName('Drew', 'Barry')).toBe('Drew');
    expect(greetingName('Mr.', '')).toBe('');
    expect(greetingName(undefined)).toBe('');
  });

  it('splits a contact name after its title', () => {
    expect(splitContactName('Dr. Elena Rivera')).toEqual({
      firstName: 'Elena',
      lastName: 'Rivera',
    });
    expect(splitContactName('  Ana  María Ruiz ')).toEqual({
      firstName: 'Ana',
      lastName: 'María Ruiz',
    });
    expect(splitContactName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
    expect(splitContactName('Dr.')).toEqual({ firstName: 'Dr.', lastName: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { SubmitKeys } from './use-submit-key';

describe('submit keys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key when the same values are submitted again after a failure', () => {
    const keys = new SubmitKeys(counter());
    expect(keys.keyFor({ name: 'Ann', message: 'Hi' })).toBe('key-1');
    expect(keys.keyFor({ name: 'Ann', message: 'Hi' })).toBe('key-1');
  });

  it('takes a new key for different values', () => {
    const keys = new SubmitKeys(counter());
    keys.keyFor({ name: 'Ann' });
    expect(keys.keyFor({ name: 'Anne' })).toBe('key-2');
  });

  it('takes a new key after a success, even for the same values', () => {
    const keys = new SubmitKeys(counter());
    keys.keyFor({ name: 'Ann' });
    keys.succeeded();
    expect(keys.keyFor({ name: 'Ann' })).toBe('key-2');
  });

  it('makes random keys the server accepts', () => {
    const key = new SubmitKeys().keyFor({});
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(new SubmitKeys().keyFor({})).not.toBe(key);
  });
});

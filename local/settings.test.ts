import { describe, expect, it } from 'vitest';
import { localSettings } from './settings';

describe('local settings', () => {
  it('never trusts X-Forwarded-For just because fault control is on', () => {
    const settings = localSettings({ LOCAL_FAULTS: '1' }, []);
    expect(settings.faultControl).toBe(true);
    expect(settings.trustForwardedFor).toBe(false);
  });

  it('trusts X-Forwarded-For only when asked to', () => {
    expect(localSettings({}, []).trustForwardedFor).toBe(false);
    expect(localSettings({ LOCAL_TRUST_FORWARDED_FOR: '1' }, []).trustForwardedFor).toBe(true);
  });
});

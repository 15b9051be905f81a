import { describe, expect, it } from 'vitest';
import { describeAuditRecord, formatCalendarDay, fullName, tierLabel } from './format';
import { makeAuditRecord } from './testing';

describe('admin formats', () => {
  it('shows a subscription end day as written, or a dash when there is none', () => {
    expect(formatCalendarDay('2026-08-06')).toBe('Aug 6, 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDay(null)).toBe('—');
    expect(formatCalendarDay('soon')).toBe('soon');
  });

  it('names the tier and the user', () => {
    expect(tierLabel('professional_monthly')).toBe('Professional monthly');
    expect(fullName({ first_name: 'Jane', last_name: 'Doe' })).toBe('Jane Doe');
    expect(fullName({ first_name: '', last_name: '' })).toBe('—');
  });

  it('describes an audit record by the name admins know its target by', () => {
    expect(
      describeAuditRecord(
        makeAuditRecord({
          action: 'prompt.delete',
          target_type: 'prompt',
          target_id: 'prm_9',
          target_label: 'Old tone',
          before: { name: 'Old tone' },
          after: null,
        }),
      ),
    ).toEqual({ action: 'deleted prompt', target: '“Old tone”' });
    expect(
      describeAuditRecord(
        makeAuditRecord({
          action: 'subscription.cancel',
          target_type: 'subscriber',
          target_id: 'ofc_1',
          target_label: 'Bright Smiles Dental',
        }),
      ),
    ).toEqual({ action: 'cancelled subscription', target: 'Bright Smiles Dental' });
  });
});

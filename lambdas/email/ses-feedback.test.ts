import { describe, expect, it } from 'vitest';
import { bounceEvent, complaintEvent } from '../../test/support/ses-events';
import { normalizeAddress, readSesFeedback } from './ses-feedback';

const at = new Date('2026-11-20T10:00:00.000Z');

describe('reading SES feedback events', () => {
  it('suppresses every recipient of a permanent bounce, with what SES said', () => {
    const outcome = readSesFeedback(
      bounceEvent(['Gone@Example.com', 'also-gone@example.com'], 'Permanent', {
        at,
        feedbackId: 'fb-1',
      }),
    );
    expect(outcome).toEqual({
      kind: 'suppress',
      event: 'bounce',
      suppressions: [
        {
          address: 'gone@example.com',
          reason: 'bounce',
          detail: 'Permanent/General 5.1.1',
          at: at.toISOString(),
          feedbackId: 'fb-1',
        },
        {
          address: 'also-gone@example.com',
          reason: 'bounce',
          detail: 'Permanent/General 5.1.1',
          at: at.toISOString(),
          feedbackId: 'fb-1',
        },
      ],
    });
  });

  it('suppresses nobody for a transient or undetermined bounce', () => {
    expect(readSesFeedback(bounceEvent(['full@example.com'], 'Transient'))).toEqual({
      kind: 'ignore',
      event: 'bounce',
      why: 'Transient bounce',
    });
    expect(readSesFeedback(bounceEvent(['odd@example.com'], 'Undetermined'))).toMatchObject({
      kind: 'ignore',
      why: 'Undetermined bounce',
    });
  });

  it('suppresses the recipients of a complaint, with its feedback type', () => {
    const outcome = readSesFeedback(
      complaintEvent(['annoyed@example.com'], { at, feedbackId: 'fb-2' }),
    );
    expect(outcome).toEqual({
      kind: 'suppress',
      event: 'complaint',
      suppressions: [
        {
          address: 'annoyed@example.com',
          reason: 'complaint',
          detail: 'abuse',
          at: at.toISOString(),
          feedbackId: 'fb-2',
        },
      ],
    });
  });

  it('names an address only once when SES lists it twice', () => {
    const outcome = readSesFeedback(bounceEvent(['a@example.com', ' A@example.com '], 'Permanent'));
    expect(outcome.kind === 'suppress' && outcome.suppressions.map((s) => s.address)).toEqual([
      'a@example.com',
    ]);
  });

  it('reads the identity-notification form (notificationType) as well', () => {
    const event = bounceEvent(['gone@example.com'], 'Permanent');
    const { eventType: _eventType, ...rest } = event.detail;
    const outcome = readSesFeedback({
      ...event,
      detail: { ...rest, notificationType: 'Bounce' },
    });
    expect(outcome).toMatchObject({ kind: 'suppress', event: 'bounce' });
  });

  it('ignores other SES events, and says what is wrong with what is not one', () => {
    const delivered = {
      ...bounceEvent(['x@example.com'], 'Permanent'),
      'detail-type': 'Email Delivered',
    };
    delivered.detail = { ...delivered.detail, eventType: 'Delivery' };
    expect(readSesFeedback(delivered)).toEqual({
      kind: 'ignore',
      event: 'Delivery',
      why: 'not a bounce or complaint',
    });
    expect(readSesFeedback({ source: 'aws.s3', 'detail-type': 'x', detail: {} })).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('source'),
    });
    expect(readSesFeedback('nonsense')).toMatchObject({ kind: 'invalid' });
    const noRecipients = bounceEvent(['x@example.com'], 'Permanent');
    expect(
      readSesFeedback({
        ...noRecipients,
        detail: { ...noRecipients.detail, bounce: { bounceType: 'Permanent' } },
      }),
    ).toMatchObject({ kind: 'invalid', problem: expect.stringContaining('detail.bounce') });
  });

  it('compares addresses trimmed and lower-cased', () => {
    expect(normalizeAddress('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
});

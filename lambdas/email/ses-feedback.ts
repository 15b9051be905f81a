import * as z from '../../contracts/zod';

/**
 * What SES tells us about mail after it left: the configuration set publishes bounce and
 * complaint events to EventBridge (lib/email-feedback.ts), and the feedback function turns each
 * into the addresses never to mail again. Only what says the address will not take our mail
 * suppresses it: a permanent bounce (no such mailbox, or on a suppression list) or a complaint
 * (the recipient marked the email as spam). A transient bounce (mailbox full, message too large,
 * a server busy) or an undetermined one suppresses nothing; the next email may well arrive.
 */

/** The SES sending events that suppress an address, and the EventBridge detail-type of each. */
export const SES_FEEDBACK_DETAIL_TYPES = {
  bounce: 'Email Bounced',
  complaint: 'Email Complaint Received',
} as const;
export type SesFeedbackEvent = keyof typeof SES_FEEDBACK_DETAIL_TYPES;

/** EventBridge's `source` for SES events. */
export const SES_EVENT_SOURCE = 'aws.ses';

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  /** The address as the outbox compares it (see `normalizeAddress`). */
  address: string;
  reason: SuppressionReason;
  /** What SES said, for the operator: `Permanent/General 5.1.1`, `abuse`. */
  detail: string;
  /** When the bounce or complaint happened (ISO 8601). */
  at: string;
  /** SES's id of this bounce or complaint report: the same report recorded twice counts once. */
  feedbackId: string;
}

/**
 * The outbox and the suppression list compare addresses trimmed and lower-cased. Mailbox names
 * are case-sensitive in theory, but no provider treats them so, and a bounced `Ann@` must not be
 * mailed again as `ann@`.
 */
export const normalizeAddress = (address: string): string => address.trim().toLowerCase();

const recipient = z.looseObject({ emailAddress: z.string().check(z.minLength(3)) });

const bounce = z.looseObject({
  bounceType: z.string(),
  bounceSubType: z.optional(z.string()),
  bouncedRecipients: z.array(
    z.extend(recipient, { status: z.optional(z.string()), action: z.optional(z.string()) }),
  ),
  timestamp: z.string(),
  feedbackId: z.string(),
});

const complaint = z.looseObject({
  complainedRecipients: z.array(recipient),
  complaintFeedbackType: z.optional(z.string()),
  complaintSubType: z.nullish(z.string()),
  timestamp: z.string(),
  feedbackId: z.string(),
});

/**
 * The SES event record: `eventType` when published by a configuration set (as ours is),
 * `notificationType` in an identity's own feedback notifications.
 */
const sesRecord = z.looseObject({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
  bounce: z.optional(bounce),
  complaint: z.optional(complaint),
});

/** One SES event as EventBridge delivers it to a rule's target. */
const eventBridgeEvent = z.looseObject({
  source: z.literal(SES_EVENT_SOURCE),
  'detail-type': z.string(),
  detail: sesRecord,
});

export type SesEventBridgeEvent = z.input<typeof eventBridgeEvent>;

export type FeedbackOutcome =
  | { kind: 'suppress'; event: SesFeedbackEvent; suppressions: Suppression[] }
  /** A bounce that does not suppress (transient, undetermined), or an event of another kind. */
  | { kind: 'ignore'; event: string; why: string }
  | { kind: 'invalid'; problem: string };

/** Reads one EventBridge event from SES and says which addresses it suppresses. */
export function readSesFeedback(input: unknown): FeedbackOutcome {
  const parsed = eventBridgeEvent.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: 'invalid',
      problem: `${issue?.path.join('.') || '(event)'}: ${issue?.message ?? 'not an SES event'}`,
    };
  }
  const record = parsed.data.detail;
  const type = record.eventType ?? record.notificationType ?? parsed.data['detail-type'];

  if (type === 'Bounce') {
    if (!record.bounce) return { kind: 'invalid', problem: 'detail.bounce: missing' };
    const { bounceType, bounceSubType, bouncedRecipients, timestamp, feedbackId } = record.bounce;
    if (bounceType !== 'Permanent') {
      return { kind: 'ignore', event: 'bounce', why: `${bounceType} bounce` };
    }
    return {
      kind: 'suppress',
      event: 'bounce',
      suppressions: unique(
        bouncedRecipients.map((to) => ({
          address: normalizeAddress(to.emailAddress),
          reason: 'bounce',
          detail: [`Permanent/${bounceSubType ?? 'General'}`, to.status].filter(Boolean).join(' '),
          at: timestamp,
          feedbackId,
        })),
      ),
    };
  }

  if (type === 'Complaint') {
    if (!record.complaint) return { kind: 'invalid', problem: 'detail.complaint: missing' };
    const { complainedRecipients, complaintFeedbackType, complaintSubType, timestamp, feedbackId } =
      record.complaint;
    return {
      kind: 'suppress',
      event: 'complaint',
      suppressions: unique(
        complainedRecipients.map((to) => ({
          address: normalizeAddress(to.emailAddress),
          reason: 'complaint',
          detail: complaintFeedbackType ?? complaintSubType ?? 'complaint',
          at: timestamp,
          feedbackId,
        })),
      ),
    };
  }

  return { kind: 'ignore', event: type, why: 'not a bounce or complaint' };
}

function unique(suppressions: Suppression[]): Suppression[] {
  const byAddress = new Map(suppressions.map((entry) => [entry.address, entry]));
  return [...byAddress.values()];
}

/**
 * SES bounce and complaint events in the shape EventBridge delivers them to a rule's target (the
 * envelope, and SES's event record as `detail`), for tests and for posting to the local stack.
 */

import { randomUUID } from 'node:crypto';

export interface FeedbackEventOptions {
  /** The configuration set the mail went through (SES tags each event with it). */
  configurationSet?: string;
  /** When the bounce or complaint happened. */
  at?: Date;
  feedbackId?: string;
}

function envelope(
  detailType: string,
  detail: Record<string, unknown>,
  recipients: string[],
  { configurationSet = 'smileguide-local', at = new Date() }: FeedbackEventOptions,
) {
  const sent = new Date(at.getTime() - 2_000).toISOString();
  const messageId = `0100019${at.getTime().toString(16)}-local-000000`;
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source: 'aws.ses',
    account: '123456789012',
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [`arn:aws:ses:us-east-1:123456789012:configuration-set/${configurationSet}`],
    detail: {
      ...detail,
      mail: {
        timestamp: sent,
        source: 'SmileGuide <no-reply@smileguide.example>',
        sourceArn: 'arn:aws:ses:us-east-1:123456789012:identity/smileguide.example',
        sendingAccountId: '123456789012',
        messageId,
        destination: recipients,
        headersTruncated: false,
        headers: [
          { name: 'From', value: 'SmileGuide <no-reply@smileguide.example>' },
          { name: 'To', value: recipients.join(', ') },
          { name: 'Subject', value: 'Your discount request' },
        ],
        commonHeaders: {
          from: ['SmileGuide <no-reply@smileguide.example>'],
          to: recipients,
          messageId,
          subject: 'Your discount request',
        },
        tags: {
          'ses:configuration-set': [configurationSet],
          'ses:source-ip': ['192.0.2.10'],
          'ses:from-domain': ['smileguide.example'],
          'ses:caller-identity': ['dental-api'],
        },
      },
    } as Record<string, unknown>,
  };
}

/** An "Email Bounced" event: Permanent (no such mailbox) or Transient (mailbox full). */
export function bounceEvent(
  recipients: string[],
  bounceType: 'Permanent' | 'Transient' | 'Undetermined',
  options: FeedbackEventOptions = {},
) {
  const at = options.at ?? new Date();
  const permanent = bounceType === 'Permanent';
  return envelope(
    'Email Bounced',
    {
      eventType: 'Bounce',
      bounce: {
        bounceType,
        bounceSubType: permanent
          ? 'General'
          : bounceType === 'Transient'
            ? 'MailboxFull'
            : 'Undetermined',
        bouncedRecipients: recipients.map((emailAddress) => ({
          emailAddress,
          action: 'failed',
          status: permanent ? '5.1.1' : '4.2.2',
          diagnosticCode: permanent
            ? 'smtp; 550 5.1.1 user unknown'
            : 'smtp; 452 4.2.2 mailbox full',
        })),
        timestamp: at.toISOString(),
        feedbackId: options.feedbackId ?? `0100019-bounce-${randomUUID()}-000000`,
        reportingMTA: 'dsn; a8-30.smtp-out.amazonses.com',
      },
    },
    recipients,
    { ...options, at },
  );
}

/** An "Email Complaint Received" event: the recipient marked the email as spam. */
export function complaintEvent(recipients: string[], options: FeedbackEventOptions = {}) {
  const at = options.at ?? new Date();
  return envelope(
    'Email Complaint Received',
    {
      eventType: 'Complaint',
      complaint: {
        feedbackId: options.feedbackId ?? `0100019-complaint-${randomUUID()}-000000`,
        complaintSubType: null,
        complainedRecipients: recipients.map((emailAddress) => ({ emailAddress })),
        timestamp: at.toISOString(),
        userAgent: 'Mozilla/5.0',
        complaintFeedbackType: 'abuse',
        arrivalDate: at.toISOString(),
      },
    },
    recipients,
    { ...options, at },
  );
}

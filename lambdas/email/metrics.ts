/**
 * The metrics the outbox writes (embedded metric format, from any function that sends email):
 * the dashboard shows them, and the stack's dead-email alarm watches the dead count.
 */
const NAMESPACE = 'DentalGuide/Email';

export const EMAIL_METRICS = {
  /** An email that failed its last allowed attempt. */
  dead: { namespace: NAMESPACE, name: 'EmailsDead' },
  /** An email not sent because its address is suppressed (bounced for good, or complained). */
  suppressed: { namespace: NAMESPACE, name: 'EmailsSuppressed' },
  /** Emails the retry pass left pending, written once per pass. */
  pending: { namespace: NAMESPACE, name: 'EmailsPending' },
} as const;
export type EmailMetric = keyof typeof EMAIL_METRICS;

export const DEAD_EMAIL_METRIC = EMAIL_METRICS.dead;

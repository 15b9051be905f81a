/**
 * The metric a dead email (one that failed its last allowed attempt) is counted in; the outbox
 * writes it, the stack's alarm watches it.
 */
export const DEAD_EMAIL_METRIC = { namespace: 'DentalGuide/Email', name: 'EmailsDead' } as const;

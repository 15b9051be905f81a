/**
 * The outbox's timing in the test stack: much shorter than the cloud's (5 s send deadline, 60 s
 * lease), so outage tests run in seconds, yet long enough that a mail service answering slowly
 * on a machine whose cores are all busy is not taken for one that hangs.
 */
/** A send to the mail service is given up on after this long. */
export const SES_TIMEOUT_MS = 2500;
/** A send's claim on an email lasts this long: four send deadlines. */
export const OUTBOX_LEASE_SECONDS = 10;

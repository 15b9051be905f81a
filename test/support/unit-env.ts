import { vi } from 'vitest';

/** The configuration every handler needs at cold start, with values for unit tests. */
export const baseTestEnv = {
  STAGE: 'local',
  TABLE_NAME: 'test-table',
  USER_POOL_ID: 'pool',
  USER_POOL_CLIENT_ID: 'client',
  EMAIL_FROM: 'from@example.com',
  SUPPORT_EMAIL: 'support@example.com',
} as const;

/** Sets the configuration before the module under test is imported (it is parsed at import). */
export function setTestEnv(overrides: Record<string, string> = {}) {
  Object.assign(process.env, baseTestEnv, overrides);
}

/** The table client's `send`, for tests to program and inspect. */
export const dbSend = vi.fn();

/** A stand-in for lambdas/core/db: `vi.mock('<path to>/core/db', () => fakeDb)`. */
export const fakeDb = {
  db: () => ({ send: dbSend }),
  tableName: () => 'test-table',
  isConditionFailure: (error: unknown) =>
    (error as Error)?.name === 'ConditionalCheckFailedException',
};

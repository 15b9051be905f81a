import { defineConfig } from 'vitest/config';

/**
 * Four suites: `unit` (pure code, next to it), `infra` (CDK template and cdk-nag), `bundles`
 * (the function bundles of the last `cdk synth`, in cdk.out) and `api` (real HTTP against a
 * booted local stack; run by test/run.ts, which boots it).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@contracts': new URL('./contracts', import.meta.url).pathname,
      '@': new URL('./web/src', import.meta.url).pathname,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{bin,contracts,lambdas,lib,local,web,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'web/dist/**'],
          environment: 'node',
          // A page test renders a whole route in jsdom: about a second idle, several when other
          // processes keep both cores busy. The time limit is for hung tests, not slow machines.
          testTimeout: 20_000,
          setupFiles: ['web/src/testing/async-timeout.ts'],
          globalSetup: ['test/support/unit-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bundles',
          include: ['test/bundles/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          setupFiles: ['test/support/api-file-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One stack is shared; files run one at a time so rate limits and outages don't interleave.
          fileParallelism: false,
        },
      },
    ],
  },
});

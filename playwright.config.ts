import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The stack booted by test/run.ts (or a running `npm start`) says where the site is. */
const stackFile = process.env.STACK_FILE ?? '.local/test-e2e/stack.json';
const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as { site: string };

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Generous waits: the suite runs beside the other checks, and on a busy machine a page's
  // scripts or a first API call can take several seconds. No test measures speed (the
  // benchmarks do), so a longer wait only slows a failure.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: stack.site,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});

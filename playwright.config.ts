import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { SCREENS_PROJECT } from './e2e/page-helpers';
import { E2E } from './e2e/ports';
import { CHROME_FLAGS, E2E_CHROME_PATH } from './scripts/chromium';
import { CONFIG_PATH } from './shared/config';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: E2E_CHROME_PATH, args: [...CHROME_FLAGS] },
};

/**
 * End-to-end journeys in Debian's Chromium against the production build, served by the local CDN
 * with the whole local stack behind it (started here on ports of its own, from empty data).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // Files can run side by side: each spec makes its own client and data (e2e/clients.ts) and reads back
  // only its own. The tests of one file run in order, sharing their client. One core is left for the
  // local stack the browser talks to: on 2 cores (2026-11-27, headless shell) one file at a time ran the
  // suite in 804 s with its longest test at 21 s; two at a time took 1058 s and 56 s of the minute.
  fullyParallel: false,
  workers: Math.max(1, availableParallelism() - 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E.site,
    // A trace is recorded for every test and kept only for a failure, so its cost falls on the passing
    // ones. On e2e/portal.spec.ts (2 cores, headless shell): full traces 213 s and 322 core-seconds;
    // without the screencast 184 s and 248; none 162 s and 214. CI's machine keeps nothing anyone can
    // open (its log is what is read: the error, the failure screenshot's path, the page's aria
    // snapshot), so CI records none; a developer's run keeps the DOM snapshots of a failure.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // The admin signs in once through /auth (with the app code) and the specs reuse the session.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...chromium } },
    { name: 'chromium', dependencies: ['setup'], use: { ...chromium } },
    // `npm run screens`: the same journeys, writing each screen at a phone's width and a laptop's to
    // test-results/screens/ for people to look at (e2e/page-helpers.ts `screens`). Never part of `npm test`.
    { name: SCREENS_PROJECT, dependencies: ['setup'], use: { ...chromium } },
  ],
  webServer: {
    command:
      'node node_modules/tsx/dist/cli.mjs local/start.ts --no-build --reset --quiet --no-edge-limits --standby-team 24 --payments-every-ms 2000 --data-dir .local/e2e',
    url: `${E2E.site}${CONFIG_PATH}`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: E2E.env,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

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
  // Files run side by side, one per core: each spec makes its own client and data (e2e/clients.ts) and
  // reads back only its own; the tests of one file run in order, sharing their client. On 2 cores
  // (2026-12-07, headless shell, no traces) the 75 journeys took 460 s one file at a time with the
  // machine half idle (waiting on the stack and the browser in turn), 309 s two at a time, and 263 s two
  // at a time once axe ran without its builder (e2e/support.ts), the longest test 24 s of its minute.
  // (Two at a time measured worse in 2026-11, with full traces and the full browser: 1058 s against 804 s.)
  fullyParallel: false,
  workers: availableParallelism(),
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
      'node node_modules/tsx/dist/cli.mjs local/start.ts --no-build --reset --quiet --no-edge-limits --realtime-connections 100 --standby-team 24 --payments-every-ms 2000 --data-dir .local/e2e',
    url: `${E2E.site}${CONFIG_PATH}`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: E2E.env,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/ports';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium';
import { CONFIG_PATH } from './shared/config';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROME_PATH, args: [...CHROME_FLAGS] },
};

/**
 * End-to-end journeys in Debian's Chromium against the production build, served by the local CDN
 * with the whole local stack behind it (started here on ports of its own, from empty data).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // Two files at a time: each spec makes its own client and data (e2e/clients.ts) and reads back only
  // its own, so files do not meet. The tests of one file run in order, sharing their client.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E.site,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The admin signs in once through /auth (with the app code) and the specs reuse the session.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...chromium } },
    { name: 'chromium', dependencies: ['setup'], use: { ...chromium } },
  ],
  webServer: {
    command:
      'node node_modules/tsx/dist/cli.mjs local/start.ts --no-build --reset --quiet --no-edge-limits --standby-team 24 --data-dir .local/e2e',
    url: `${E2E.site}${CONFIG_PATH}`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: E2E.env,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

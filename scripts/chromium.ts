import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, for e2e, Lighthouse and the mail previews; never a downloaded browser.
 * CHROMIUM_PATH (as scripts/install-system.sh reads it) or CHROME_PATH overrides it.
 */
const chosen = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
export const CHROME_PATH = chosen ?? '/usr/bin/chromium';

/**
 * The e2e tests' browser: Debian's chromium-headless-shell, the same engine and version without the full
 * browser's window machinery (a tab strip rendered in a WebUI renderer, a heavier browser process). On
 * e2e/portal.spec.ts alone it cut Chromium's CPU from 295 to 204 core-seconds and the run from 262 to
 * 212 s. Lighthouse keeps the full browser (CHROME_PATH), which is what it measures with. Falls back to
 * CHROME_PATH where the shell is not installed; E2E_CHROME_PATH overrides it.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const E2E_CHROME_PATH =
  process.env.E2E_CHROME_PATH ?? chosen ?? (existsSync(headlessShell) ? headlessShell : CHROME_PATH);

/** The team's flags for Chromium on these machines, minus --headless, which each launcher adds its own way. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export const assertChromium = (): void => {
  if (!existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH}: run bash scripts/install-system.sh or set CHROME_PATH.`);
};

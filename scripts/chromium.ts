import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, for e2e, Lighthouse and the mail previews; never a downloaded browser (TOOLCHAIN.md).
 * CHROMIUM_PATH (as scripts/install-system.sh reads it) or CHROME_PATH overrides it.
 */
export const CHROME_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so entries and the site build resolve the same from the CLI and from tests. */
const root = fileURLToPath(new URL('..', import.meta.url));

export const repoPath = (relative: string): string => path.resolve(root, relative);

/**
 * Where `npm run build` records the company identity it built into the site at `siteDir`: beside it, not
 * in it, so it is not uploaded. A prod synthesis compares it with the stage's own.
 */
export const builtIdentityFile = (siteDir: string): string =>
  `${siteDir.replace(/[\\/]+$/, '')}.identity.json`;

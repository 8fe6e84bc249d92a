import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whichever directory the bench is started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where reports and bundles go; git-ignored. */
export const benchDir = path.join(repoRoot, '.bench');

export const siteRoot = path.join(repoRoot, 'dist', 'web');

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so entries and the site build resolve the same from the CLI and from tests. */
const root = fileURLToPath(new URL('..', import.meta.url));

export const repoPath = (relative: string): string => path.resolve(root, relative);

import { createHash } from 'node:crypto';
import { PARTITION_PREFIXES } from '../../shared/table';

/**
 * Where a sign-up waiting for its code lives (decision 015): a partition named by the hash of the exact
 * address (lower case), so its keys hold no address. Apart from sign-up.ts, as the notices' keys need it
 * too (notice.ts) and sign-up.ts writes notices.
 */
export const signUpId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export const signUpPartition = (id: string) => `${PARTITION_PREFIXES.signUp}${id}`;

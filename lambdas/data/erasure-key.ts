import { PARTITION_PREFIXES } from '../../shared/table';

/**
 * Where a deleted account's erasure record lives (lambdas/accounts/erasure.ts): the one partition named
 * by the account's id that outlives it. Apart from the record's writer, as the notices' keys need it too
 * (notice.ts) and the writer writes a notice.
 */
export const erasurePartition = (userId: string) => `${PARTITION_PREFIXES.erasure}${userId}`;

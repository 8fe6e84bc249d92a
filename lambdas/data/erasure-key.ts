import { PARTITION_PREFIXES } from '../../shared/table';

/**
 * Where a deleted account's erasure record lives (erasure.ts): the one partition named by the account's
 * id that outlives it. Apart from the record's module, as the notices' keys need it too (notice.ts) and
 * that module writes a notice.
 */
export const erasurePartition = (userId: string) => `${PARTITION_PREFIXES.erasure}${userId}`;

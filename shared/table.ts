/**
 * The single DynamoDB table (DESIGN.md §4): keys, indexes and TTL. The data stack and the local
 * stack's table creation both read this, so they cannot drift apart.
 */
export const table = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Named by what they serve, so code picks an index by purpose rather than by position. */
  indexes: {
    /** Per-user lists, and sparse work queues such as unsent mail. */
    byUser: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Admin lists by date. */
    byDate: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  },
  ttlAttribute: 'expiresAt',
} as const;

export type TableIndex = (typeof table.indexes)[keyof typeof table.indexes];

/** Every index, for whatever creates the table (CDK, the local stack) or grants access to it. */
export const tableIndexes: readonly TableIndex[] = Object.values(table.indexes);

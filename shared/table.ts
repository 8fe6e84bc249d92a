/**
 * The single DynamoDB table (DESIGN.md §4): keys, indexes and TTL. The data stack and the local
 * stack's table creation both read this, so they cannot drift apart.
 */
export const table = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: [
    /** Per-user lists, and sparse work queues such as unsent mail. */
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Admin lists by date. */
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
  ttlAttribute: 'expiresAt',
} as const;

export type IndexName = (typeof table.indexes)[number]['name'];

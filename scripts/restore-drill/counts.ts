import { type DynamoDBClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import { PARTITION_PREFIXES, type PartitionKind, table } from '../../shared/table';

/** Items per partition prefix: `USER#` for `USER#123`, the whole key for a fixed one (`COUNTER`). */
export type PrefixCounts = Map<string, number>;

export const prefixOf = (partitionKey: string): string => {
  const hash = partitionKey.indexOf('#');
  return hash === -1 ? partitionKey : partitionKey.slice(0, hash + 1);
};

/**
 * Reads every item's partition key, and nothing else of it, page by page. Only Scan and only reads: the
 * live table is never written. (`Select: 'COUNT'` cannot count per prefix.)
 */
export const countByPrefix = async (dynamo: DynamoDBClient, tableName: string): Promise<PrefixCounts> => {
  const counts: PrefixCounts = new Map();
  let start: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName,
        ProjectionExpression: '#pk',
        ExpressionAttributeNames: { '#pk': table.partitionKey },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const key = item[table.partitionKey]?.S ?? '(no partition key)';
      counts.set(prefixOf(key), (counts.get(prefixOf(key)) ?? 0) + 1);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return counts;
};

/**
 * Kinds whose items expire within a day (TTL), or live only while a browser is connected. A recovery
 * point hours old may hold none of them while the live table does, and nothing is wrong.
 */
const SHORT_LIVED: readonly PartitionKind[] = [
  'rate',
  'mailLimit',
  'mailCount',
  'idempotency',
  'signUp',
  'connection',
  'topic',
  'connectionSlot',
];
const SHORT_LIVED_PREFIXES = new Set<string>(SHORT_LIVED.map((kind) => PARTITION_PREFIXES[kind]));

export const RULE = `The drill fails if the restored table is empty, or if a kind of record that is kept has items in the live table and none in the restored one. Other differences come from writes and expiries after the recovery point, and are reported only. Short-lived kinds, exempt: ${[...SHORT_LIVED_PREFIXES].join(' ')}`;

export interface Comparison {
  rows: { prefix: string; live: number; restored: number; difference: number }[];
  /** Why the drill fails; empty when it passes. */
  failures: string[];
}

export const compareCounts = (live: PrefixCounts, restored: PrefixCounts): Comparison => {
  const prefixes = [...new Set([...live.keys(), ...restored.keys()])].sort();
  const rows = prefixes.map((prefix) => {
    const [liveCount, restoredCount] = [live.get(prefix) ?? 0, restored.get(prefix) ?? 0];
    return { prefix, live: liveCount, restored: restoredCount, difference: restoredCount - liveCount };
  });
  const failures: string[] = [];
  if (restored.size === 0) failures.push('the restored table holds no items');
  else
    for (const row of rows)
      if (row.restored === 0 && !SHORT_LIVED_PREFIXES.has(row.prefix))
        failures.push(`${row.prefix}: ${row.live} in the live table, none restored`);
  return { rows, failures };
};

/** A plain-text table, aligned, with totals; a difference is restored minus live. */
export const formatComparison = ({ rows }: Comparison): string[] => {
  const total = rows.reduce(
    (sum, row) => ({
      prefix: 'total',
      live: sum.live + row.live,
      restored: sum.restored + row.restored,
      difference: sum.difference + row.difference,
    }),
    { prefix: 'total', live: 0, restored: 0, difference: 0 },
  );
  const cells = [...rows, total].map((row) => [
    row.prefix,
    String(row.live),
    String(row.restored),
    row.difference > 0 ? `+${row.difference}` : String(row.difference),
  ]);
  const header = ['prefix', 'live', 'restored', 'difference'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]!.length)),
  );
  const line = (cell: string[]) =>
    cell.map((text, column) => (column === 0 ? text.padEnd(widths[0]!) : text.padStart(widths[column]!)));
  return [header, ...cells].map((cell) => line(cell).join('  '));
};

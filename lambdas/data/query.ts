import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { BadRequestError } from '../lib/errors';
import { projectionOf } from './batch';
import { byDate, byUser } from './table';
import { userPartition } from './user';

type Item = Record<string, unknown>;

type QueryInput = ConstructorParameters<typeof QueryCommand>[0];

/** Every item a query matches, following pages to the end. */
export const queryAll = async (
  query: Omit<QueryInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Item[]> => {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...query, TableName: env().TABLE_NAME, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** Every item of one kind a user owns (GSI1); only the named attributes of each when given. */
export const queryUserItems = (
  userId: string,
  prefix: string,
  ascending: boolean,
  attributes?: readonly string[],
): Promise<Item[]> => {
  const only = attributes && projectionOf(attributes);
  return queryAll({
    IndexName: byUser.name,
    KeyConditionExpression: '#pk = :user AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': byUser.partitionKey, '#sk': byUser.sortKey, ...only?.names },
    ExpressionAttributeValues: { ':user': userPartition(userId), ':prefix': prefix },
    ScanIndexForward: ascending,
    ...(only ? { ProjectionExpression: only.expression } : {}),
  });
};

/** One page of an admin list (GSI2), newest first. */
export const queryListPage = async (list: string, limit: number, startKey: Item | undefined) => {
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      IndexName: byDate.name,
      KeyConditionExpression: '#pk = :list',
      ExpressionAttributeNames: { '#pk': byDate.partitionKey },
      ExpressionAttributeValues: { ':list': list },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: Items, lastKey: LastEvaluatedKey };
};

/**
 * How many items an admin list holds, optionally only those with a given status; counted by query.
 * `unsetToo` counts items without a status as that status too (enquiries stored before statuses are new).
 */
export const countList = async (list: string, status?: string, unsetToo = false): Promise<number> => {
  const filter = status
    ? unsetToo
      ? 'attribute_not_exists(#status) OR #status = :status'
      : '#status = :status'
    : undefined;
  let total = 0;
  let startKey: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        IndexName: byDate.name,
        Select: 'COUNT',
        KeyConditionExpression: '#pk = :list',
        ...(filter ? { FilterExpression: filter } : {}),
        ExpressionAttributeNames: { '#pk': byDate.partitionKey, ...(status ? { '#status': 'status' } : {}) },
        ExpressionAttributeValues: { ':list': list, ...(status ? { ':status': status } : {}) },
        ExclusiveStartKey: startKey,
      }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
};

/** A FilterExpression assembled from the filters a caller set; every name and value by placeholder. */
export class ListFilter {
  readonly names: Record<string, string> = {};
  readonly values: Item = {};
  private readonly parts: string[] = [];

  /** `attribute = value`, when a value is given. */
  equal(attribute: string, value: string | undefined): this {
    if (value === undefined) return this;
    this.names[`#${attribute}`] = attribute;
    this.values[`:${attribute}`] = value;
    this.parts.push(`#${attribute} = :${attribute}`);
    return this;
  }

  /** `contains(attribute, lower-cased text)` for any of the attributes, which hold lower-cased text. */
  search(attributes: string | readonly string[], text: string | undefined): this {
    if (!text) return this;
    const names = typeof attributes === 'string' ? [attributes] : attributes;
    this.values[':search'] = text.toLowerCase();
    const tests = names.map((attribute, index) => {
      this.names[`#search${index}`] = attribute;
      return `contains(#search${index}, :search)`;
    });
    this.parts.push(tests.length > 1 ? `(${tests.join(' OR ')})` : (tests[0] ?? ''));
    return this;
  }

  /** Any other condition, with its own placeholders. */
  where(expression: string, names: Record<string, string>, values: Item): this {
    Object.assign(this.names, names);
    Object.assign(this.values, values);
    this.parts.push(expression);
    return this;
  }

  get expression(): string | undefined {
    return this.parts.length ? this.parts.join(' AND ') : undefined;
  }
}

/** How many reads one page of a list may take when filters leave most of what is read out. */
const MAX_ROUNDS = 20;

export interface FilteredListQuery {
  /** The admin list (a partition of the by-date index). */
  list: string;
  /** Sort-key bounds, both inclusive: a key that starts with `upper` is inside it. */
  lower?: string;
  upper?: string;
  filter: ListFilter;
  ascending: boolean;
  limit: number;
  startKey: Item | undefined;
  /** @default 20 (a page); an export reads to the end of what it may hold */
  maxRounds?: number;
  /** Only these attributes: for a read that needs no cursor (a summary over the whole list). */
  projection?: readonly string[];
}

/** Items one filtered read evaluates (DynamoDB stops earlier at 1 MB): a search covers ground fast. */
const FILTERED_READ = 1000;

/** The most one read asks for, however many a caller wants in all (an export, a summary). */
const MAX_READ = 10_000;

/** The by-date index key of an item (the table's keys and the index's): where a page that ends on it resumes. */
const indexKeyOf = (item: Item): Item => ({
  [table.partitionKey]: item[table.partitionKey],
  [table.sortKey]: item[table.sortKey],
  [byDate.partitionKey]: item[byDate.partitionKey],
  [byDate.sortKey]: item[byDate.sortKey],
});

/**
 * One page of an admin list from the by-date index: a key range for the dates, a FilterExpression for
 * the rest. DynamoDB filters after it reads (Limit counts items read, not kept), so a filtered page
 * reads in large batches over several rounds and keeps the first `limit` matches; when it keeps fewer
 * than it found, the cursor is the last kept item's own key, so the next page starts right after it.
 * Unfiltered, each read asks for exactly what is still wanted.
 */
export const queryFilteredPage = async ({
  list,
  lower,
  upper,
  filter,
  ascending,
  limit,
  startKey,
  maxRounds = MAX_ROUNDS,
  projection = [],
}: FilteredListQuery): Promise<{ items: Item[]; lastKey: Item | undefined }> => {
  if (lower && upper && lower > upper) return { items: [], lastKey: undefined };
  // A cursor from a page of other dates (a "Load more" kept after a filter changed, or a crafted one)
  // would make DynamoDB refuse the query (its start key is outside the key range): the caller's
  // mistake, 400, never a 500.
  const resumeAt = startKey?.[byDate.sortKey];
  if (typeof resumeAt === 'string' && ((lower && resumeAt < lower) || (upper && resumeAt > `${upper}~`)))
    throw new BadRequestError(
      'This page does not belong to these filters: start again from the first page',
      'invalid_cursor',
    );
  // `~` sorts after every character a key uses, so `upper` takes in keys that start with it.
  const range =
    lower && upper
      ? {
          condition: ' AND #sk BETWEEN :lower AND :upper',
          values: { ':lower': lower, ':upper': `${upper}~` },
        }
      : lower
        ? { condition: ' AND #sk >= :lower', values: { ':lower': lower } }
        : upper
          ? { condition: ' AND #sk <= :upper', values: { ':upper': `${upper}~` } }
          : { condition: '', values: {} };
  const projected = projectionOf(projection);
  const items: Item[] = [];
  let lastKey = startKey;
  for (let round = 0; round < maxRounds && items.length < limit; round += 1) {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        IndexName: byDate.name,
        KeyConditionExpression: `#pk = :list${range.condition}`,
        FilterExpression: filter.expression,
        ExpressionAttributeNames: {
          '#pk': byDate.partitionKey,
          ...(range.condition ? { '#sk': byDate.sortKey } : {}),
          ...filter.names,
          ...projected.names,
        },
        ...(projection.length ? { ProjectionExpression: projected.expression } : {}),
        ExpressionAttributeValues: { ':list': list, ...range.values, ...filter.values },
        ScanIndexForward: ascending,
        Limit: Math.min(
          filter.expression ? Math.max(limit - items.length, FILTERED_READ) : limit - items.length,
          MAX_READ,
        ),
        ExclusiveStartKey: lastKey,
      }),
    );
    items.push(...(page.Items ?? []));
    lastKey = page.LastEvaluatedKey;
    if (items.length > limit) {
      const kept = items.slice(0, limit);
      return { items: kept, lastKey: indexKeyOf(kept[kept.length - 1] as Item) };
    }
    if (!lastKey) break;
  }
  return { items, lastKey };
};

/**
 * Every item of a filtered list for an export, up to `max`: more than that is the caller's to narrow
 * (answered with 422 by the caller), never a file silently cut short.
 */
export const queryFilteredAll = async (
  query: Omit<FilteredListQuery, 'limit' | 'startKey' | 'maxRounds'>,
  max: number,
): Promise<{ items: Item[]; more: boolean }> => {
  const { items } = await queryFilteredPage({
    ...query,
    limit: max + 1,
    startKey: undefined,
    maxRounds: Number.POSITIVE_INFINITY,
  });
  return { items: items.slice(0, max), more: items.length > max };
};

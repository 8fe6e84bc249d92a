import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './aws';
import { env } from './env';
import { byDate, byUser, userPartition } from './keys';

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

/** Every item of one kind a user owns (GSI1). */
export const queryUserItems = (userId: string, prefix: string, ascending: boolean): Promise<Item[]> =>
  queryAll({
    IndexName: byUser.name,
    KeyConditionExpression: '#pk = :user AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': byUser.partitionKey, '#sk': byUser.sortKey },
    ExpressionAttributeValues: { ':user': userPartition(userId), ':prefix': prefix },
    ScanIndexForward: ascending,
  });

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

/** How many items an admin list holds, optionally only those with a given status; counted by query. */
export const countList = async (list: string, status?: string): Promise<number> => {
  let total = 0;
  let startKey: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        IndexName: byDate.name,
        Select: 'COUNT',
        KeyConditionExpression: '#pk = :list',
        ...(status ? { FilterExpression: '#status = :status' } : {}),
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

/** A filter on an admin list's items: DynamoDB applies it after reading, within the list's partition. */
export interface ListFilter {
  expression?: string;
  names: Record<string, string>;
  values: Item;
}

/** How many reads one page may take when filters leave most of what is read out. */
const MAX_FILTERED_ROUNDS = 20;

const listQuery = (list: string, filter: ListFilter, ascending: boolean) => ({
  TableName: env().TABLE_NAME,
  IndexName: byDate.name,
  KeyConditionExpression: '#listPk = :list',
  FilterExpression: filter.expression,
  ExpressionAttributeNames: { '#listPk': byDate.partitionKey, ...filter.names },
  ExpressionAttributeValues: { ':list': list, ...filter.values },
  ScanIndexForward: ascending,
});

/**
 * One page of a filtered admin list (GSI2), gathered over several reads when the filter leaves most of
 * what is read out; each read asks for no more than is still wanted, so the cursor stops exactly after
 * the last item returned.
 */
export const queryFilteredPage = async (
  list: string,
  filter: ListFilter,
  options: { ascending: boolean; limit: number; startKey: Item | undefined },
): Promise<{ items: Item[]; lastKey: Item | undefined }> => {
  const items: Item[] = [];
  let lastKey = options.startKey;
  for (let round = 0; round < MAX_FILTERED_ROUNDS && items.length < options.limit; round += 1) {
    const page = await documentClient().send(
      new QueryCommand({
        ...listQuery(list, filter, options.ascending),
        Limit: options.limit - items.length,
        ExclusiveStartKey: lastKey,
      }),
    );
    items.push(...(page.Items ?? []));
    lastKey = page.LastEvaluatedKey;
    if (!lastKey) break;
  }
  return { items, lastKey };
};

/** Every item of a filtered admin list, up to `max` (one more tells the caller there were more). */
export const queryFilteredAll = async (
  list: string,
  filter: ListFilter,
  options: { ascending: boolean; max: number; projection?: string[] },
): Promise<Item[]> => {
  const items: Item[] = [];
  const projection = options.projection?.map((name, index) => [`#proj${index}`, name] as const) ?? [];
  let startKey: Item | undefined;
  do {
    const base = listQuery(list, filter, options.ascending);
    const page = await documentClient().send(
      new QueryCommand({
        ...base,
        ...(projection.length
          ? {
              ProjectionExpression: projection.map(([alias]) => alias).join(', '),
              ExpressionAttributeNames: {
                ...base.ExpressionAttributeNames,
                ...Object.fromEntries(projection),
              },
            }
          : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length <= options.max);
  return items.slice(0, options.max + 1);
};

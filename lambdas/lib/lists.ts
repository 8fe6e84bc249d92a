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

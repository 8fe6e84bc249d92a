import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Child, ChildSchema } from '../../shared/schemas/children';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key, PK, SK } from './table';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/**
 * A child's profile (issue 28): one item in the family's own partition (`USER#<sub>`, `CHILD#<id>`),
 * so erasing the account's partition erases the children with it, and one Query reads a family's.
 */
export const CHILD_PREFIX = 'CHILD#';
export const childKey = (userId: string, childId: string) =>
  key(userPartition(userId), `${CHILD_PREFIX}${childId}`);

const pick = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in ChildSchema.shape));

export const toChild = (item: Item): Child => ChildSchema.parse(pick(item));

/** A family's children, oldest first (by date of birth). */
export const listChildren = async (userId: string, consistent = false): Promise<Child[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': CHILD_PREFIX },
      ConsistentRead: consistent,
    }),
  );
  return Items.map(toChild).sort((a, b) => a.dateOfBirth.localeCompare(b.dateOfBirth));
};

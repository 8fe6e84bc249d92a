import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type Key, KeySchema } from '../../shared/schemas/keys';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key } from './table';

type Item = Record<string, unknown>;

/**
 * A key in the register (issue 28): `KEY#<id>`, `KEY`, holding who has it now and each hand-over
 * (`history`, oldest first), at a version every hand-over moves on.
 */
export const keyPartition = (id: string) => `${PARTITION_PREFIXES.key}${id}`;
export const keyItemKey = (id: string) => key(keyPartition(id), 'KEY');

const pick = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in KeySchema.shape));

export const toKey = (item: Item): Key => KeySchema.parse({ history: [], version: 0, ...pick(item) });

export const getKey = async (id: string, consistent = false): Promise<Key | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: keyItemKey(id), ConsistentRead: consistent }),
  );
  return Item ? toKey(Item) : undefined;
};

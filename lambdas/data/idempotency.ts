import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { AppError } from '../lib/errors';
import { lostRace } from './transaction';

/** A retried request within a day replays the first answer; after that the key may be reused. */
const KEEP_SECONDS = 24 * 60 * 60;

export const requestHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The id of what a request with an idempotency key creates: the same on every try of that request, and
 * different for any other key or request. A retry after a failure part-way (visits claimed, then the
 * table went away) recognises the first try's half-done work as its own and finishes it, instead of
 * meeting it as someone else's. Shaped as a UUID (version 8, RFC 9562: derived, not random).
 */
export const idFor = ({ scope, key, hash }: Idempotency): string => {
  const hex = createHash('sha256').update(`${scope}\n${key}\n${hash}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const keyOf = (scope: string, key: string) => ({
  [table.partitionKey]: `${PARTITION_PREFIXES.idempotency}${scope}#${key}`,
  [table.sortKey]: 'IDEMPOTENCY',
});

/**
 * The record to write in the same transaction as the item it protects: if the transaction's condition
 * on this record fails, the request was seen before.
 */
export const idempotencyPut = (scope: string, key: string, hash: string, response: unknown) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...keyOf(scope, key),
      requestHash: hash,
      response,
      [table.ttlAttribute]: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(#pk)',
    ExpressionAttributeNames: { '#pk': table.partitionKey },
  },
});

/**
 * The first answer to a repeated request, when a concurrent twin is still in flight a 409, and a 422
 * when the key was used for a different request.
 */
export const replay = async <T>(scope: string, key: string, hash: string): Promise<T> => {
  const first = await findReplay<T>(scope, key, hash);
  if (first === undefined)
    throw new AppError(409, 'idempotency_conflict', 'This request is already being processed');
  return first;
};

/**
 * True when a TransactWrite failed because of the record at `index`: it already existed, or a
 * concurrent request with the same key was writing it at that moment.
 */
export const seenBefore = (error: unknown, index: number): boolean => {
  return lostRace(error, index);
};

/** The first answer to a request already seen with this key, or undefined if the key is new. */
export const findReplay = async <T>(scope: string, key: string, hash: string): Promise<T | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: keyOf(scope, key), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  if (Item.requestHash !== hash) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return Item.response as T;
};

export interface Idempotency {
  scope: string;
  key: string;
  hash: string;
}

/**
 * Runs a transaction once. With an idempotency key the key's record (holding `response`) joins the
 * transaction, so a retried request writes nothing and gets the first response back. Other failures
 * (a condition of the caller's own items) are rethrown for the caller to read.
 */
export const transactOnce = async <T>(
  items: Record<string, unknown>[],
  response: T,
  idempotency: Idempotency | undefined,
): Promise<{ response: T; created: boolean }> => {
  const all = idempotency
    ? [...items, idempotencyPut(idempotency.scope, idempotency.key, idempotency.hash, response)]
    : items;
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: all as never }));
    return { response, created: true };
  } catch (error) {
    if (!idempotency || !seenBefore(error, items.length)) throw error;
    return {
      response: await replay<T>(idempotency.scope, idempotency.key, idempotency.hash),
      created: false,
    };
  }
};

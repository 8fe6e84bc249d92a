import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  type GetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';

type Item = Record<string, unknown>;

/**
 * The item of this key, if there is one: each entity's own read (getBookingItem, getStaffItem...) goes
 * through here, so only this module and write.ts hold the SDK's commands for single items. Consistent
 * unless asked otherwise: most reads are the check before a conditional write.
 */
export const getItem = async (Key: Item, consistent = true): Promise<GetCommandOutput['Item']> =>
  (
    await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key, ConsistentRead: consistent }),
    )
  ).Item;

/** BatchGetItem's limit of keys per request. */
const KEYS_PER_READ = 100;

/** Only some attributes of each item (a ProjectionExpression with its names). */
export interface Projection {
  expression: string;
  names: Record<string, string>;
}

/** The projection of these attributes, each named through a placeholder (some, like status, are reserved words). */
export const projectionOf = (attributes: readonly string[]): Projection => ({
  expression: attributes.map((_, index) => `#projected${index}`).join(', '),
  names: Object.fromEntries(attributes.map((name, index) => [`#projected${index}`, name])),
});

/**
 * Every item of these keys that exists, read 100 keys at a time; keys DynamoDB leaves unread under load
 * are asked for again until none are left. Consistent when asked: a check before a conditional write.
 */
export const getItems = async (
  keys: readonly Item[],
  consistent = false,
  projection?: Projection,
): Promise<Item[]> => {
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_READ) {
    let pending: Item[] | undefined = keys.slice(start, start + KEYS_PER_READ);
    while (pending?.length) {
      const answer: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [env().TABLE_NAME]: {
              Keys: pending,
              ConsistentRead: consistent,
              ...(projection
                ? {
                    ProjectionExpression: projection.expression,
                    ExpressionAttributeNames: projection.names,
                  }
                : {}),
            },
          },
        }),
      );
      found.push(...(answer.Responses?.[env().TABLE_NAME] ?? []));
      pending = answer.UnprocessedKeys?.[env().TABLE_NAME]?.Keys;
    }
  }
  return found;
};

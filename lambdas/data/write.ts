import {
  TransactWriteCommand,
  UpdateCommand,
  type UpdateCommandInput,
  type UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';

/** One item of a transaction: a Put, Update, Delete or ConditionCheck, as an entity's module builds it. */
export type TransactItem = Record<string, unknown>;

/**
 * Writes these items, each built (with its condition) by its entity's module, in one transaction: all or
 * none. A refusal is DynamoDB's TransactionCanceledException, read with transaction.ts.
 */
export const writeTransaction = async (items: readonly TransactItem[]): Promise<void> => {
  await documentClient().send(new TransactWriteCommand({ TransactItems: [...items] as never }));
};

/**
 * One item's update made on its own, as its entity's module builds it (with its condition): the item's
 * attributes as the update's ReturnValues asked, if it asked. Here, so that the keys' modules (which
 * every function reaches) need no SDK command of their own: each module that imports the SDK adds its
 * own `require` to every bundle that reaches it.
 */
export const updateItem = async (update: UpdateCommandInput): Promise<UpdateCommandOutput['Attributes']> =>
  (await documentClient().send(new UpdateCommand(update))).Attributes;

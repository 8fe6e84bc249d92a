import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/aws';
import type { TransactItem } from './records';

/** One transaction of the given items; a refused condition is thrown for the caller to read. */
export const commitItems = async (items: TransactItem[]): Promise<void> => {
  await documentClient().send(new TransactWriteCommand({ TransactItems: items as never }));
};

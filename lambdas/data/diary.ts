import { env } from '../lib/env';
import { getItem } from './batch';
import { key, mustBeNew } from './table';
import { userPartition } from './user';

/**
 * One item per client whose version every booking write of theirs moves on, in the same transaction:
 * two requests that each checked the client's diary for overlaps cannot both write (bookings/book.ts).
 */
export const diaryKey = (userId: string) => key(userPartition(userId), 'DIARY');

/** The version of a client's diary, which their next booking write must find unchanged. */
export const diaryVersion = async (userId: string): Promise<number> =>
  Number((await getItem(diaryKey(userId)))?.version ?? 0);

/** The transaction item that moves a client's diary on from the version read. */
export const diaryUpdate = (userId: string, version: number) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: diaryKey(userId),
    UpdateExpression: 'SET version = :next',
    ...(version === 0 ? mustBeNew : { ConditionExpression: 'version = :version' }),
    ExpressionAttributeValues: { ':next': version + 1, ...(version === 0 ? {} : { ':version': version }) },
  },
});

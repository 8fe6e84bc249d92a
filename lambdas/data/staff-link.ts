import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key } from './table';
import { userPartition } from './user';

/**
 * A staff account's link to its record (issue 26): one item in the account's partition, since an
 * access token carries the account's id (`sub`) and nothing of the team's. It names the record and the
 * member's name, so "who am I" greets them without reading the team's partitions. Apart from
 * staff-account.ts, which writes it with the record, so a reader needs no rights on the team's items.
 */
export const staffLinkKey = (sub: string) => key(userPartition(sub), 'STAFF');

export interface StaffLink {
  staffId: string;
  fullName: string;
}

export const staffLinkOf = async (sub: string): Promise<StaffLink | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: staffLinkKey(sub), ConsistentRead: true }),
  );
  return typeof Item?.staffId === 'string'
    ? { staffId: Item.staffId, fullName: typeof Item.fullName === 'string' ? Item.fullName : '' }
    : undefined;
};

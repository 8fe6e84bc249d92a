import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key, PK } from './table';
import { userPartition } from './user';

/**
 * The links from a mobile number to the profiles that hold it: one item per profile under
 * the number's partition, so two people sharing a phone can both hold it, and a STOP from it reaches
 * both. Written in the same transaction as the profile's change of number; the old number's link is
 * released then (marked, and left to the table's TTL to remove), not deleted: only an account's
 * erasure deletes items (security review), as the staff's address claims are released.
 */
export const mobilePartition = (e164: string) => `${PARTITION_PREFIXES.mobile}${e164}`;

export const mobileLinkKey = (e164: string, sub: string) => key(mobilePartition(e164), userPartition(sub));

/** The link item of a profile's number. */
export const mobileLinkItem = (e164: string, sub: string) => ({
  ...mobileLinkKey(e164, sub),
  entity: 'mobile-link',
  userId: sub,
  mobile: e164,
});

/** The update that releases a profile's link to a number it no longer holds. */
export const mobileLinkRelease = (e164: string, sub: string, now = new Date()) => ({
  TableName: env().TABLE_NAME,
  Key: mobileLinkKey(e164, sub),
  UpdateExpression: 'SET released = :yes, #ttl = :now',
  ExpressionAttributeNames: { '#ttl': table.ttlAttribute },
  ExpressionAttributeValues: { ':yes': true, ':now': Math.floor(now.getTime() / 1000) },
});

/** Whose profiles hold this number (a Query of its partition; none when nobody does). */
export const usersWithMobile = async (e164: string): Promise<string[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :pk',
      // A released link waits for the TTL; the profile no longer holds the number.
      FilterExpression: 'attribute_not_exists(released)',
      ExpressionAttributeNames: { '#pk': PK },
      ExpressionAttributeValues: { ':pk': mobilePartition(e164) },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => String(item.userId));
};

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key, PK } from './table';
import { userPartition } from './user';

/**
 * The links from a mobile number to the profiles that hold it (issue 27): one item per profile under
 * the number's partition, so two people sharing a phone can both hold it, and a STOP from it reaches
 * both. Written and removed in the same transaction as the profile's change of number.
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

/** Whose profiles hold this number (a Query of its partition; none when nobody does). */
export const usersWithMobile = async (e164: string): Promise<string[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': PK },
      ExpressionAttributeValues: { ':pk': mobilePartition(e164) },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => String(item.userId));
};

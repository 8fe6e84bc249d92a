import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAIL_TO_VISITOR_LIMITS } from '../../shared/limits';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key, PK } from './table';

/** Whether a mail to an address a visitor typed may go, and if not, which limit holds it back. */
export type MailAllowance = 'allowed' | 'recent' | 'daily-cap';

/** The count of mails to visitors on one day (UTC, `YYYY-MM-DD`), which the daily cap holds. */
export const dailyMailCountKey = (day: string) => key(`${PARTITION_PREFIXES.mailCount}${day}`, 'VISITOR');

/**
 * The address as the per-address limit counts it: lower case, without a `+tag` (the same mailbox), hashed
 * so the limit records hold no address.
 */
export const addressKey = (address: string): string => {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  return createHash('sha256')
    .update(`${local.split('+')[0]}@${domain}`)
    .digest('base64url');
};

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Claims the right to mail `address` for `claimant` (an enquiry id): at most one mail per address per
 * hour, and at most the daily cap in all. A claimant that already holds the address's claim (a retry
 * after a failed send) keeps it and is not counted again.
 */
export const claimMailToVisitor = async (
  address: string,
  claimant: string,
  now: Date = new Date(),
): Promise<MailAllowance> => {
  const until = new Date(now.getTime() + MAIL_TO_VISITOR_LIMITS.perAddressSeconds * 1000);
  let previous: Record<string, unknown> | undefined;
  try {
    ({ Attributes: previous } = await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...key(`${PARTITION_PREFIXES.mailLimit}${addressKey(address)}`, 'ADDRESS'),
          claimant,
          until: until.toISOString(),
          expiresAt: epochSeconds(until),
        },
        ConditionExpression: 'attribute_not_exists(#pk) OR #until <= :now OR claimant = :claimant',
        ExpressionAttributeNames: { '#pk': PK, '#until': 'until' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':claimant': claimant },
        ReturnValues: 'ALL_OLD',
      }),
    ));
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'recent';
    throw error;
  }
  if (previous?.claimant === claimant) return 'allowed';
  return claimDailyMail(now);
};

/**
 * Counts one mail to an address a visitor typed against the day's cap, every address together: answers
 * whether it may go. Sign-up codes count here with their own per-address limit (data/sign-up.ts).
 */
export const claimDailyMail = async (now: Date = new Date()): Promise<'allowed' | 'daily-cap'> => {
  const day = now.toISOString().slice(0, 10);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: dailyMailCountKey(day),
        UpdateExpression: 'ADD sent :one SET expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :cap',
        ExpressionAttributeValues: {
          ':one': 1,
          ':cap': MAIL_TO_VISITOR_LIMITS.dailyCap,
          ':expires': epochSeconds(now) + 2 * 86_400,
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'daily-cap';
    throw error;
  }
  return 'allowed';
};

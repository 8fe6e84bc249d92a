import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountActionLimit } from '../../shared/limits';
import { PARTITION_PREFIXES, table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { AppError } from '../lib/errors';
import { key, PK } from './table';

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'rate_limited', message);
  }
}

/**
 * At most `limit` of one action per subject in a fixed window: a counter item per window, counted by a
 * conditional update (so concurrent requests cannot slip past) and removed by the table's TTL.
 */
export const limitRate = async (
  subject: string,
  action: string,
  { limit, windowSeconds }: AccountActionLimit,
  now = Date.now(),
): Promise<void> => {
  const window = Math.floor(now / 1000 / windowSeconds);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: key(`${PARTITION_PREFIXES.rate}${subject}`, `${action}#${window}`),
        UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
        ConditionExpression: 'attribute_not_exists(#pk) OR #count < :limit',
        ExpressionAttributeNames: { '#pk': PK, '#count': 'count', '#ttl': table.ttlAttribute },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': (window + 2) * windowSeconds,
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const minutes = Math.max(1, Math.ceil(((window + 1) * windowSeconds - now / 1000) / 60));
    throw new TooManyRequestsError(
      `Too many requests of this kind. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
};

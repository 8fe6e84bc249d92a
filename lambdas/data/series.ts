import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key, mustBeNew } from './table';
import { isConditionFailure } from './transaction';

/** A series of regular visits; its bookings carry its id. */
export const seriesKey = (id: string) => key(`${PARTITION_PREFIXES.series}${id}`, 'SERIES');

export interface SeriesRecord {
  id: string;
  userId: string;
  frequency: 'weekly' | 'fortnightly';
  status: 'active' | 'ended';
  createdAt: string;
  endedAt?: string;
}

/** The transaction item that creates a series beside its visits. */
export const seriesPut = (series: Omit<SeriesRecord, 'endedAt'>) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: { ...seriesKey(series.id), entity: 'series', ...series },
    ...mustBeNew,
  },
});

export const getSeries = async (id: string): Promise<SeriesRecord | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: seriesKey(id), ConsistentRead: true }),
  );
  return Item as SeriesRecord | undefined;
};

/** Marks a series ended, once: false when it had already ended (a concurrent request got there first). */
export const endSeriesRecord = async (id: string, at: string): Promise<boolean> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: seriesKey(id),
        UpdateExpression: 'SET #status = :ended, endedAt = :at',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':ended': 'ended', ':active': 'active', ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

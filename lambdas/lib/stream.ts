import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from './logger';

type Image = Record<string, AttributeValue>;

/**
 * A stream record's new image as plain values (the mappings send NEW_IMAGE), or undefined for a
 * removal or a record without one. `only` cuts the image first, for a consumer that reads a few
 * attributes and must not fail on the rest.
 */
export const newImageOf = (
  record: DynamoDBRecord,
  only: (image: Image) => Image = (image) => image,
): Record<string, unknown> | undefined => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName === 'REMOVE' || !image) return undefined;
  // aws-lambda types the stream's JSON with an AttributeValue of its own; the SDK's reads the same JSON.
  return unmarshall(only(image as unknown as Image));
};

/**
 * A batch of the table's stream, one record at a time: a record that throws is reported back in
 * `batchItemFailures` (the mappings set ReportBatchItemFailures), so Lambda retries from the first failed
 * record on, not the batch's earlier records again. A batch whose every record failed throws, as before,
 * for the mapping's retries and bisection. `inParallel` for records that need no order among themselves.
 */
export const eachStreamRecord = (
  event: DynamoDBStreamEvent,
  handle: (record: DynamoDBRecord) => Promise<void>,
  options: { inParallel: boolean; context?: Context },
): Promise<DynamoDBBatchResponse> =>
  processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      try {
        await handle(record);
      } catch (error) {
        logger.warn('stream record failed', {
          sequenceNumber: record.dynamodb?.SequenceNumber,
          error: (error as Error).name,
        });
        throw error;
      }
    },
    // One per batch: a processor holds its batch's records and outcomes.
    new BatchProcessor(EventType.DynamoDBStreams),
    { context: options.context, processInParallel: options.inParallel },
  );

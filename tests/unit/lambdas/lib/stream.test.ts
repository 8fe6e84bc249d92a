import { FullBatchFailureError } from '@aws-lambda-powertools/batch';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { eachStreamRecord, newImageOf } from '../../../../lambdas/lib/stream';

/** A stream record as the event source mapping sends it (NEW_IMAGE), by its sequence number. */
const streamRecord = (
  sequenceNumber: string,
  image: Record<string, unknown> | undefined,
  eventName: DynamoDBRecord['eventName'] = 'INSERT',
): DynamoDBRecord => ({
  eventID: `event-${sequenceNumber}`,
  eventName,
  eventSource: 'aws:dynamodb',
  awsRegion: 'eu-west-2',
  dynamodb: {
    SequenceNumber: sequenceNumber,
    StreamViewType: 'NEW_IMAGE',
    ...(image ? { NewImage: marshall(image) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'] } : {}),
  },
});

const batch = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** A record handler that fails the records whose image says so, and notes what it was handed. */
const failing = () => {
  const handled: string[] = [];
  const handle = async (record: DynamoDBRecord) => {
    const image = newImageOf(record);
    handled.push(String(image?.id));
    if (image?.fail) throw new Error(`record ${image.id} failed`);
  };
  return { handled, handle };
};

describe('eachStreamRecord', () => {
  it.each([true, false])(
    'reports only the record that failed, and handles every other once (in parallel: %s)',
    async (inParallel) => {
      const { handled, handle } = failing();
      const response = await eachStreamRecord(
        batch(
          streamRecord('100', { id: 'a' }),
          streamRecord('200', { id: 'b', fail: true }),
          streamRecord('300', { id: 'c' }),
        ),
        handle,
        { inParallel },
      );
      expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
      expect([...handled].sort()).toEqual(['a', 'b', 'c']);
    },
  );

  it('reports nothing when every record went through', async () => {
    const { handle } = failing();
    const response = await eachStreamRecord(
      batch(streamRecord('1', { id: 'a' }), streamRecord('2', { id: 'b' })),
      handle,
      { inParallel: false },
    );
    expect(response).toEqual({ batchItemFailures: [] });
  });

  it('throws when every record failed, so the mapping retries (and bisects) the batch as a whole', async () => {
    const { handle } = failing();
    await expect(
      eachStreamRecord(
        batch(streamRecord('1', { id: 'a', fail: true }), streamRecord('2', { id: 'b', fail: true })),
        handle,
        { inParallel: false },
      ),
    ).rejects.toBeInstanceOf(FullBatchFailureError);
  });

  it('handles records one after another, in the stream’s order, when asked to', async () => {
    const order: string[] = [];
    // The first record is held until the event loop has turned once: handled side by side, the second
    // would start meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await eachStreamRecord(
      batch(streamRecord('1', { id: 'a' }), streamRecord('2', { id: 'b' })),
      async (record) => {
        const image = newImageOf(record);
        order.push(`start ${image?.id}`);
        if (image?.id === 'a') {
          setImmediate(release);
          await held;
        }
        order.push(`end ${image?.id}`);
      },
      { inParallel: false },
    );
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('fails a record whose image cannot be read, and only that one', async () => {
    const unreadable: DynamoDBRecord = {
      ...streamRecord('2', undefined),
      dynamodb: { SequenceNumber: '2', NewImage: { entity: { X: 'unknown' } as never } },
    };
    const response = await eachStreamRecord(
      batch(streamRecord('1', { id: 'a' }), unreadable),
      async (record) => {
        newImageOf(record);
      },
      { inParallel: true },
    );
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
  });
});

describe('newImageOf', () => {
  it('reads the new image as plain values', () => {
    const image = newImageOf(streamRecord('1', { entity: 'notice', attempts: 2, subject: { id: 's' } }));
    expect(image).toEqual({ entity: 'notice', attempts: 2, subject: { id: 's' } });
  });

  it('has nothing for a removal or a record without an image', () => {
    expect(newImageOf(streamRecord('1', { id: 'a' }, 'REMOVE'))).toBeUndefined();
    expect(newImageOf(streamRecord('2', undefined))).toBeUndefined();
  });

  it('reads only what `only` keeps, so an attribute it cuts cannot fail the record', () => {
    const record: DynamoDBRecord = {
      ...streamRecord('1', undefined),
      dynamodb: {
        SequenceNumber: '1',
        NewImage: { id: { S: 'a' }, odd: { X: 'unknown' } as never },
      },
    };
    const onlyId = <V>(image: Record<string, V>): Record<string, V> =>
      Object.fromEntries(Object.entries(image).filter(([name]) => name === 'id'));
    expect(newImageOf(record, onlyId)).toEqual({ id: 'a' });
    expect(() => newImageOf(record)).toThrow();
  });
});

import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { matchesFilter, NOTICE_STREAM } from '../../shared/notice-stream';
import { REGION } from '../../shared/region';
import { LOCAL_CREDENTIALS } from '../emulators/provision';
import type { FunctionPool } from './pool';

export interface TableStreamOptions {
  /** DynamoDB Local; the same address across its restarts. */
  endpoint: string;
  tableName: string;
  /** The function the records go to, as Lambda's event source mapping sends them. */
  target: FunctionPool;
  /** @default 500 */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface TableStream {
  stop(): Promise<void>;
}

/** How often the poller lists the stream's shards even while it has open ones to read. */
const DISCOVER_EVERY_MS = 5_000;

interface ShardState {
  iterator?: string;
  /** The last record handed on (or dropped): a new iterator starts after it. */
  lastSequence?: string;
  /** Tries of the batch at the head of the shard that failed. */
  failures: number;
  closed: boolean;
}

/** Lambda's DynamoDB event: what the event source mapping would invoke the function with. */
const lambdaEvent = (records: _Record[], streamArn: string) => ({
  Records: records.map((record) => ({
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: REGION,
    eventSourceARN: streamArn,
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
        ? Math.floor(record.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
    },
  })),
});

/**
 * The event source mapping of the local stack: reads the table's stream from DynamoDB Local (every shard,
 * children included), keeps the records the filter matches, and invokes the function with them in
 * batches. A failing batch is tried again NOTICE_STREAM.retryAttempts times, then dropped with a log line
 * (AWS would put it on the dead-letter queue; the notice stays on the due queue either way). When
 * DynamoDB Local stops it waits and starts again after the last record it handed on, or from the start of
 * a new stream (an in-memory table is made again on restart).
 */
export const startTableStream = (options: TableStreamOptions): TableStream => {
  const local = {
    endpoint: options.endpoint,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  };
  const dynamo = new DynamoDBClient(local);
  const streams = new DynamoDBStreamsClient(local);
  const pollMs = options.pollMs ?? 500;
  const log = options.log ?? (() => {});
  const shards = new Map<string, ShardState>();
  let streamArn: string | undefined;
  let stopped = false;
  let down = false;
  /** When the shards were last listed: new ones (children of closed ones) appear every so often. */
  let discoveredAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const discover = async () => {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
    const arn = Table?.LatestStreamArn;
    if (!arn) throw new Error(`The table ${options.tableName} has no stream`);
    if (arn !== streamArn) {
      streamArn = arn;
      shards.clear();
    }
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        if (shard.ShardId && !shards.has(shard.ShardId))
          shards.set(shard.ShardId, { failures: 0, closed: false });
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  };

  const poll = async (shardId: string, state: ShardState, arn: string) => {
    state.iterator ??= (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: shardId,
          ShardIteratorType: state.lastSequence ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON',
          SequenceNumber: state.lastSequence,
        }),
      )
    ).ShardIterator;
    if (!state.iterator) {
      state.closed = true;
      return;
    }
    const { Records = [], NextShardIterator } = await streams.send(
      new GetRecordsCommand({ ShardIterator: state.iterator, Limit: NOTICE_STREAM.batchSize }),
    );
    const wanted = Records.filter((record) => matchesFilter(record));
    if (wanted.length > 0) {
      const outcome = await options.target.invoke(lambdaEvent(wanted, arn));
      if (outcome.status !== 'ok') {
        state.failures += 1;
        if (state.failures <= NOTICE_STREAM.retryAttempts) {
          // Read the same batch again on the next poll.
          state.iterator = undefined;
          return;
        }
        log(`[stream] dropped a batch of ${wanted.length} after ${state.failures} tries (${outcome.status})`);
      }
    }
    state.failures = 0;
    const last = Records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) state.lastSequence = last;
    state.iterator = NextShardIterator;
    if (!NextShardIterator) state.closed = true;
  };

  const tick = async () => {
    try {
      const open = [...shards.values()].some((state) => !state.closed);
      if (down || !open || Date.now() - discoveredAt > DISCOVER_EVERY_MS) {
        await discover();
        discoveredAt = Date.now();
      }
      const arn = streamArn as string;
      for (const [shardId, state] of shards) {
        if (!state.closed) await poll(shardId, state, arn);
      }
      if (down) log('[stream] reading the table stream again');
      down = false;
    } catch (error) {
      if (!down) log(`[stream] cannot read the table stream: ${(error as Error).name}`);
      down = true;
      // Iterators do not survive a restart of DynamoDB Local; positions do.
      for (const state of shards.values()) state.iterator = undefined;
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = tick().finally(schedule);
      },
      down ? pollMs * 4 : pollMs,
    );
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      dynamo.destroy();
      streams.destroy();
    },
  };
};

import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import {
  matchesFilter,
  NOTICE_STREAM,
  NOTICE_STREAM_FILTER,
  type StreamFilter,
} from '../../shared/notice-stream';
import { REGION } from '../../shared/region';
import { LOCAL_CREDENTIALS } from '../emulators/provision';
import type { FunctionPool } from './pool';

export interface TableStreamOptions {
  /** DynamoDB Local; the same address across its restarts. */
  endpoint: string;
  tableName: string;
  /** The function the records go to, as Lambda's event source mapping sends them. */
  target: FunctionPool;
  /**
   * Which records it is invoked with, and the mapping's batch and retries: the notice sender's by
   * default. Each mapping is a poller of its own, as each event source mapping reads the stream itself.
   */
  filter?: StreamFilter;
  mapping?: { batchSize: number; retryAttempts: number };
  /**
   * How long the poller waits between reads of a shard that had nothing new. Lambda's event source
   * mapping reads each shard four times a second; so does this, so a notice leaves as soon after its
   * write as it would in AWS (and a test waiting on one waits no longer).
   * @default 250
   */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface TableStream {
  /**
   * Settles once the poller has read every record written before the call and the function has finished
   * with every batch it was handed: a read of every shard, started after the call, found nothing new.
   * Polls at once rather than at the next interval. Rejects when the stream cannot be read (DynamoDB
   * Local stopped), as nothing could then be said about what is in it.
   */
  idle(): Promise<void>;
  /** Stream records read so far (kept or filtered out): a number that moves while there is work. */
  recordsRead(): number;
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
 * Where a batch failed, as Lambda reads the function's answer with ReportBatchItemFailures: the index
 * (in the records read) of the first record `batchItemFailures` names, or -1 when none failed. An
 * identifier that is not in the batch fails it whole, as in AWS.
 */
const firstFailure = (result: unknown, records: _Record[]): number => {
  const failures = (result as { batchItemFailures?: { itemIdentifier?: string }[] } | null)
    ?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return -1;
  const failed = new Set(failures.map((failure) => failure.itemIdentifier));
  const index = records.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber));
  return Math.max(index, 0);
};

/**
 * The event source mapping of the local stack: reads the table's stream from DynamoDB Local (every shard,
 * children included), keeps the records the filter matches, and invokes the function with them in
 * batches. A batch answered with `batchItemFailures` is read again from its first failed record on, as
 * Lambda does. A failing batch is tried again NOTICE_STREAM.retryAttempts times, then dropped with a log line
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
  const pollMs = options.pollMs ?? 250;
  const filter = options.filter ?? NOTICE_STREAM_FILTER;
  const mapping = options.mapping ?? NOTICE_STREAM;
  const log = options.log ?? (() => {});
  const shards = new Map<string, ShardState>();
  let streamArn: string | undefined;
  let stopped = false;
  let down = false;
  /** When the shards were last listed: new ones (children of closed ones) appear every so often. */
  let discoveredAt = 0;
  let timer: NodeJS.Timeout | undefined;
  /** Ticks run one after another: the schedule's and those `idle` asks for. */
  let running: Promise<unknown> = Promise.resolve();
  let recordsRead = 0;
  /** Whether the last pass moved past records: there may be more, so the next pass runs at once. */
  let movedOn = false;

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

  /** Reads one batch of a shard and hands it on; answers how many records the read returned. */
  const poll = async (shardId: string, state: ShardState, arn: string): Promise<number> => {
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
      return 0;
    }
    const { Records = [], NextShardIterator } = await streams.send(
      new GetRecordsCommand({ ShardIterator: state.iterator, Limit: mapping.batchSize }),
    );
    recordsRead += Records.length;
    const wanted = Records.filter((record) => matchesFilter(record, filter));
    if (wanted.length > 0) {
      const outcome = await options.target.invoke(lambdaEvent(wanted, arn));
      const failedAt = outcome.status === 'ok' ? firstFailure(outcome.result, Records) : 0;
      if (failedAt >= 0) {
        // A batch that got further than last time starts its tries again.
        state.failures = failedAt > 0 ? 1 : state.failures + 1;
        if (state.failures <= mapping.retryAttempts) {
          // Read again on the next poll, from the first failed record: the ones before it are done.
          const done = Records[failedAt - 1]?.dynamodb?.SequenceNumber;
          if (done) state.lastSequence = done;
          state.iterator = undefined;
          return Records.length;
        }
        const why =
          outcome.status === 'error'
            ? `${outcome.error.errorType}: ${outcome.error.errorMessage}`
            : outcome.status === 'ok'
              ? 'records reported failed'
              : outcome.status;
        log(`[stream] dropped a batch of ${wanted.length} after ${state.failures} tries (${why})`);
      }
    }
    state.failures = 0;
    if (Records.length > 0) movedOn = true;
    const last = Records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) state.lastSequence = last;
    state.iterator = NextShardIterator;
    if (!NextShardIterator) state.closed = true;
    return Records.length;
  };

  /**
   * One pass over every open shard; `discoverFirst` lists the shards first whatever the interval (a new
   * shard may hold what was just written). Answers how many records the pass read, or `undefined` when
   * the stream could not be read.
   */
  const tick = async (discoverFirst = false): Promise<number | undefined> => {
    movedOn = false;
    try {
      const open = [...shards.values()].some((state) => !state.closed);
      if (discoverFirst || down || !open || Date.now() - discoveredAt > DISCOVER_EVERY_MS) {
        await discover();
        discoveredAt = Date.now();
      }
      const arn = streamArn as string;
      let read = 0;
      for (const [shardId, state] of shards) {
        if (!state.closed) read += await poll(shardId, state, arn);
      }
      if (down) log('[stream] reading the table stream again');
      down = false;
      return read;
    } catch (error) {
      if (!down) log(`[stream] cannot read the table stream: ${(error as Error).name}`);
      down = true;
      // Iterators do not survive a restart of DynamoDB Local; positions do.
      for (const state of shards.values()) state.iterator = undefined;
      return undefined;
    }
  };

  /** Runs a pass after any pass under way, then schedules the next one an interval later. */
  const runTick = (discoverFirst = false): Promise<number | undefined> => {
    clearTimeout(timer);
    const pass = running.then(() => tick(discoverFirst));
    running = pass;
    void pass.then(() => {
      if (running === pass) schedule();
    });
    return pass;
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    // Behind (a burst of writes): read on at once, as the event source mapping does, rather than a
    // batch per interval.
    timer = setTimeout(() => void runTick(), down ? pollMs * 4 : movedOn ? 0 : pollMs);
    timer.unref();
  };
  schedule();

  return {
    idle: async () => {
      for (;;) {
        if (stopped) return;
        const read = await runTick(true);
        if (read === undefined) throw new Error('the table stream cannot be read');
        if (read === 0) return;
      }
    },
    recordsRead: () => recordsRead,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      dynamo.destroy();
      streams.destroy();
    },
  };
};

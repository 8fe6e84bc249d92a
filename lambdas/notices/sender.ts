import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { eachStreamRecord, newImageOf } from '../lib/stream';
import { tracedHandler, tracer } from '../lib/tracer';
import { handleReplies, isSnsEvent } from './inbound';
import {
  SCHEDULED_REACTIONS,
  type ScheduledReaction,
  STREAM_REACTIONS,
  type StreamReaction,
} from './reactions';

/**
 * The notice sender (decision 011): the one function that runs the reactions of reactions.ts. Three
 * kinds of event:
 * - the table's stream (an event source mapping in AWS, local/gateway/table-stream.ts locally): each
 *   record, read once, goes to every stream reaction in turn (a pending notice is delivered at once, a
 *   payment's notice earns a referral credit);
 * - the schedule (`{}`, every five minutes): every scheduled reaction (the due queue, the reminder,
 *   credentials and keys sweeps);
 * - replies to texts, from the stage's SNS topic: a STOP turns the client's texts off.
 * A failure of the table fails the stream record it met: Lambda retries from that record on (then its
 * dead-letter queue), and the schedule's next run picks up what is left.
 */

const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  Array.isArray((event as DynamoDBStreamEvent | undefined)?.Records) && !isSnsEvent(event);

/** How many records each reaction acted on, by what it did: `{ notice: { sent: 2 }, referral: { earned: 1 } }`. */
type Counts = Record<string, Record<string, number>>;

/**
 * A batch of the stream, record by record and in order (one send after another, as SES's rate is per
 * second); each record's new image read once for every reaction.
 */
export const reactToStream = async (
  event: DynamoDBStreamEvent,
  context: Context | undefined,
  reactions: readonly StreamReaction[],
) => {
  const counts: Counts = {};
  const handleRecord = async (record: DynamoDBRecord) => {
    const image = newImageOf(record);
    for (const reaction of reactions) {
      const outcome = await reaction.onRecord(record, image);
      if (outcome === undefined) continue;
      const mine = counts[reaction.name] ?? {};
      mine[outcome] = (mine[outcome] ?? 0) + 1;
      counts[reaction.name] = mine;
    }
  };
  const response = await eachStreamRecord(event, handleRecord, { inParallel: false, context });
  // A batch that went as it should is Lambda's REPORT line; one that did not (a notice to retry or
  // given up on), or that earned a credit, is worth a log line.
  const notices = counts.notice ?? {};
  if ((notices.retry ?? 0) > 0 || (notices.failed ?? 0) > 0 || counts.referral)
    logger.info('reactions to the stream', counts);
  return response;
};

/**
 * Every scheduled reaction, side by side; the run fails afterwards if any did, so the failure reaches
 * the dead-letter queue and its alarm. Answers each one's outcome by name.
 */
export const runScheduled = async (reactions: readonly ScheduledReaction[]) => {
  const now = new Date();
  const settled = await Promise.allSettled(reactions.map((reaction) => reaction.run(now)));
  const outcomes = Object.fromEntries(
    reactions.map((reaction, index) => {
      const part = settled[index] as PromiseSettledResult<unknown>;
      return [reaction.name, part.status === 'fulfilled' ? part.value : 'failed'];
    }),
  );
  logger.info('scheduled notice run', outcomes);
  for (const part of settled) if (part.status === 'rejected') throw part.reason;
  return outcomes;
};

const run = async (event: unknown, context?: Context) => {
  if (isSnsEvent(event)) {
    tracer.putAnnotation('event', 'replies');
    return handleReplies(event);
  }
  if (isStreamEvent(event)) {
    tracer.putAnnotation('event', 'stream');
    return reactToStream(event, context, STREAM_REACTIONS);
  }
  tracer.putAnnotation('event', 'schedule');
  return runScheduled(SCHEDULED_REACTIONS);
};

export const handler = tracedHandler('notice-sender', run);

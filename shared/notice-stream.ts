/**
 * Which of the table's stream records the notice sender is invoked with (decision 011): notices written
 * `pending`, new or put back by the office's resend. The event source mapping's filter in AWS and the
 * local stream poller both read this; the sender checks the same again.
 */
export const NOTICE_STREAM_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { entity: { S: ['notice'] }, status: { S: ['pending'] } } },
} as const;

/** The mapping's settings, shared by infra and the local poller. */
export const NOTICE_STREAM = {
  /** Records per invocation. */
  batchSize: 10,
  /** Tries of a failing batch after the first, before it goes to the dead-letter queue. */
  retryAttempts: 3,
  /** A record older than this goes to the dead-letter queue unsent; the due queue still holds it. */
  maxRecordAgeHours: 6,
} as const;

/** One accepted value: exactly this string, or (Lambda's `prefix` filter) any string beginning so. */
type Accepted = string | { readonly prefix: string };
type Pattern = { readonly [name: string]: Pattern | readonly Accepted[] };

const accepts = (value: string, accepted: Accepted) =>
  typeof accepted === 'string' ? value === accepted : value.startsWith(accepted.prefix);

/**
 * Whether a record matches a filter made only of "one of these values (or prefixes)" lists, the subset
 * of Lambda's filter syntax that NOTICE_STREAM_FILTER and the realtime filter use. Hand-written: the
 * local poller needs just this.
 */
export const matchesFilter = (record: unknown, pattern: Pattern = NOTICE_STREAM_FILTER): boolean =>
  Object.entries(pattern).every(([name, expected]) => {
    const value = (record as Record<string, unknown> | undefined)?.[name];
    return Array.isArray(expected)
      ? typeof value === 'string' && (expected as readonly Accepted[]).some((one) => accepts(value, one))
      : matchesFilter(value, expected as Pattern);
  });

export type StreamFilter = Pattern;

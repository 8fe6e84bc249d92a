import { NOTICE_DELIVERY } from '../../shared/notices';
import { NOTICE_QUEUE, type NoticeRecord, queueSortKey } from '../data/notice';
import { finishNotice } from '../data/notice-store';
import { byUser } from '../data/table';
import { logger } from '../lib/logger';
import { countEvent } from '../lib/metrics';

/**
 * How a claimed notice ends (decision 011), for mails and texts alike: sent, back on the due queue for
 * a retry, or failed. Only the run holding the claim may finish it.
 */

/** The wait before the next attempt after `failures` failed ones: doubling from the first, capped. */
export const retryDelayMs = (failures: number): number =>
  Math.min(NOTICE_DELIVERY.firstRetryMs * 2 ** Math.max(0, failures - 1), NOTICE_DELIVERY.maxRetryMs);

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

export const QUEUE_NAMES = { '#qpk': byUser.partitionKey, '#qsk': byUser.sortKey };

/**
 * Marks the notice failed with why. `alarm: false` for a text the client does not want (opted out):
 * recorded for the office to see, but nothing is wrong, so NoticeFailed (which alarms) is not counted.
 */
export const markFailed = async (
  notice: NoticeRecord,
  reason: string,
  attempts: number,
  options: { alarm?: boolean } = {},
) => {
  await finishNotice(
    notice,
    'SET #status = :failed, lastError = :reason, attempts = :attempts REMOVE #qpk, #qsk, claimedUntil, nextAttemptAt',
    QUEUE_NAMES,
    { ':failed': 'failed', ':reason': reason, ':attempts': attempts },
  );
  if (options.alarm !== false) countEvent('NoticeFailed');
  logger.warn('notice failed', { noticeId: notice.id, kind: notice.kind, reason });
  return 'failed' as const;
};

/** Puts the notice back on the due queue after a failure the service may get over; the last attempt fails it. */
export const retryLater = async (
  notice: NoticeRecord,
  reason: string,
  now: Date,
  permanent: boolean,
): Promise<DeliveryOutcome> => {
  const attempts = notice.attempts + 1;
  if (permanent || attempts >= NOTICE_DELIVERY.maxAttempts) return markFailed(notice, reason, attempts);
  const next = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  await finishNotice(
    notice,
    'SET #status = :pending, attempts = :attempts, nextAttemptAt = :next, lastError = :reason, #qpk = :queue, #qsk = :due REMOVE claimedUntil',
    QUEUE_NAMES,
    {
      ':pending': 'pending',
      ':attempts': attempts,
      ':next': next,
      ':reason': reason,
      ':queue': NOTICE_QUEUE,
      ':due': queueSortKey(next, notice.id),
    },
  );
  logger.info('notice send failed; will retry', { noticeId: notice.id, attempts, next, reason });
  return 'retry';
};

export const errorName = (error: unknown) => (error as Error | undefined)?.name || 'Error';

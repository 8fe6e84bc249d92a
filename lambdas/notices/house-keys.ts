import type { Key } from '../../shared/schemas/house-keys';
import { keyUnchanged, overdueKeys } from '../data/house-keys';
import { noticePut } from '../data/notice';
import { cancellationReasons } from '../data/transaction';
import { writeTransaction } from '../data/write';

/**
 * The keys sweep: every run of the sender's schedule reads the keys members still hold past
 * the time they were due back in the safe (the due queue, data/house-keys.ts) and writes the office one
 * notice for each hand-over. Its id is fixed per key and hand-over, so however often the sweep runs a
 * hand-over is told once; the next hand-over to a member is a new one, told again if it too runs late.
 */
export const keyNoticeId = (entry: Pick<Key, 'id' | 'since'>): string =>
  `key-not-returned-${entry.id}-${entry.since}`;

export interface KeySweepOutcome {
  /** Keys out past their time. */
  overdue: number;
  /** Notices this run wrote (the rest were written before, or the key moved meanwhile). */
  written: number;
}

/**
 * Overdue keys are few (each one the office has not chased yet), so each run reads them all. The
 * notice goes in the holder's partition, as the team's credential notices do, with a check that the key
 * is still as read: one handed back since the query gets no notice.
 */
export const sweepKeys = async (now: Date = new Date()): Promise<KeySweepOutcome> => {
  const overdue = await overdueKeys(now);
  let written = 0;
  for (const entry of overdue) {
    if (entry.holder.type !== 'staff' || !entry.dueBackAt) continue;
    const notice = noticePut(
      {
        kind: 'key-not-returned',
        id: keyNoticeId(entry),
        userId: entry.clientId,
        subject: { type: 'staff', id: entry.holder.staffId },
        facts: {
          key: {
            id: entry.id,
            tag: entry.tag,
            kind: entry.kind,
            label: entry.label,
            since: entry.since,
            ...(entry.clientName ? { clientName: entry.clientName } : {}),
            holderName: entry.holder.staffName ?? entry.holder.staffId,
            dueBackAt: entry.dueBackAt,
          },
        },
      },
      now,
    );
    try {
      await writeTransaction([keyUnchanged(entry), notice]);
      written += 1;
    } catch (error) {
      // Told before, or handed on since the query: nothing to do either way.
      if (cancellationReasons(error)) continue;
      throw error;
    }
  }
  return { overdue: overdue.length, written };
};

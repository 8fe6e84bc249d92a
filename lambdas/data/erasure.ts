import { table } from '../../shared/table';
import { env } from '../lib/env';
import { erasurePartition } from './erasure-key';
import { type NewNotice, noticePut } from './notice';
import { key, mustBeNew } from './table';

/** The record that an account was erased: one item in the erasure's own partition. */
export const erasureKey = (userId: string) => key(erasurePartition(userId), 'RECORD');

/**
 * The transaction item that writes an erasure's record, only if there is none yet (a retried deletion
 * finds it there), kept until `keptUntil` (seconds since the epoch, the table's TTL).
 */
export const erasurePut = (userId: string, record: Record<string, unknown>, at: Date, keptUntil: number) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...erasureKey(userId),
      entity: 'erasure',
      userId,
      at: at.toISOString(),
      ...record,
      [table.ttlAttribute]: keptUntil,
    },
    ...mustBeNew,
  },
});

/** The transaction item of the erasure's notice to the client (it names them), kept until `keptUntil`. */
export const erasureNoticePut = (notice: NewNotice, now: Date, keptUntil: number) => {
  const { Put } = noticePut(notice, now);
  return { Put: { ...Put, Item: { ...Put.Item, [table.ttlAttribute]: keptUntil } } };
};

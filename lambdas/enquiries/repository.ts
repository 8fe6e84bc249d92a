import type { EnquiryReceipt, EnquiryStatus } from '../../shared/schemas/enquiry';
import {
  enquiryIndexKeys,
  enquiryInviteUpdate,
  enquiryKey,
  enquirySenderIndexKeys,
  getEnquiryItem,
  writeEnquiryStatus,
} from '../data/enquiry';
import { type Idempotency, transactOnce } from '../data/idempotency';
import { mustBeNew } from '../data/table';
import { isConditionFailure, lostRace } from '../data/transaction';
import { writeTransaction } from '../data/write';
import { env } from '../lib/env';
import type { EnquiryRecord } from './record';

/**
 * Stores a new enquiry with its mails (decision 012): the enquiry (listed under its sender when they
 * were signed in), and its notices (the office's copy; the acknowledgement unless a limit withheld it) in one
 * transaction, so an enquiry is never stored without its mail, nor mail sent for one that was not
 * stored. With an idempotency key the key's record joins the transaction, so a retried request stores
 * nothing new and replays the first receipt.
 */
export const storeEnquiry = async (
  record: EnquiryRecord,
  notices: Record<string, unknown>[],
  idempotency: Idempotency | undefined,
): Promise<{ receipt: EnquiryReceipt; created: boolean }> => {
  const put = (item: Record<string, unknown>) => ({
    Put: { TableName: env().TABLE_NAME, Item: item, ...mustBeNew },
  });
  const { response, created } = await transactOnce<EnquiryReceipt>(
    [
      put({
        ...enquiryKey(record.id),
        ...enquiryIndexKeys(record.id, record.receivedAt),
        // The sender's data export finds their enquiries here (lambdas/accounts/account.ts).
        ...(record.senderId ? enquirySenderIndexKeys(record.id, record.receivedAt, record.senderId) : {}),
        entity: 'enquiry',
        ...record,
      }),
      ...notices,
    ],
    { id: record.id, receivedAt: record.receivedAt },
    idempotency,
  );
  return { receipt: response, created };
};

/** One enquiry as stored, read consistently: it was written a moment before it is handed over. */
export const getEnquiry = async (id: string): Promise<EnquiryRecord | undefined> => {
  return (await getEnquiryItem(id)) as EnquiryRecord | undefined;
};

/** Why a conditional change to an enquiry was refused: it is gone, or it no longer is as the admin saw it. */
const refusedBecause = isConditionFailure;

/**
 * Moves an enquiry from the status the admin saw to the next, recording who and when and keeping the
 * history; answers the enquiry as saved, or undefined when it was not as seen (or is gone).
 */
export const changeStatus = async (
  id: string,
  change: { from: EnquiryStatus; to: EnquiryStatus; by: string; byId: string; at: string },
): Promise<EnquiryRecord | undefined> => {
  try {
    return (await writeEnquiryStatus(id, change)) as EnquiryRecord;
  } catch (error) {
    if (refusedBecause(error)) return undefined;
    throw error;
  }
};

/**
 * Records the office's invitation and writes its notice in the same transaction (decisions 010, 012):
 * once per enquiry. Undefined when an invitation was already asked for (or the enquiry is gone).
 */
export const requestInvite = async (
  id: string,
  invite: { by: string; byId: string; at: string },
  notice: Record<string, unknown>,
): Promise<EnquiryRecord | undefined> => {
  try {
    await writeTransaction([enquiryInviteUpdate(id, invite), notice]);
  } catch (error) {
    if (lostRace(error, 0)) return undefined;
    throw error;
  }
  return getEnquiry(id);
};

import { retention } from '../../shared/retention';
import type { AccountDeletion } from '../../shared/schemas/account';
import { erasureNoticePut, erasurePut } from '../data/erasure';
import { failedCondition } from '../data/transaction';
import { writeTransaction } from '../data/write';

/** Who deleted an account: the client themself, or an admin at their request, with the reason given. */
export type ErasedBy = { by: 'client' } | { by: 'office'; adminId: string; reason: string };

/** How long the deletion's notice (which names the client, to mail them) stays once sent. */
const NOTICE_KEPT_DAYS = 30;

const secondsFrom = (now: Date, days: number) => Math.floor(now.getTime() / 1000) + days * 86_400;

/**
 * The record that an account was erased: who asked, which admin did it and why, when, and what the
 * deletion did. It holds no name, email or address, and is kept as long as the invoices it explains
 * (shared/retention.ts). Written with the client's notice that their account is gone, in one
 * transaction; a deletion retried after a failure finds the record there and writes neither again.
 */
export const recordErasure = async (
  client: { id: string; fullName: string; email: string },
  erasedBy: ErasedBy,
  deletion: AccountDeletion,
  now = new Date(),
): Promise<void> => {
  const notice = erasureNoticePut(
    {
      kind: 'account-deleted',
      id: `account-deleted-${client.id}`,
      userId: client.id,
      subject: { type: 'erasure', id: client.id },
      // The profile is deleted next: the address is fixed now.
      recipient: { name: client.fullName, email: client.email },
      facts: {
        erasure: {
          by: erasedBy.by,
          cancelledVisits: deletion.cancelledVisits,
          invoicesKept: deletion.invoicesKept,
        },
      },
    },
    now,
    secondsFrom(now, NOTICE_KEPT_DAYS),
  );
  try {
    await writeTransaction([
      erasurePut(
        client.id,
        { ...erasedBy, ...deletion },
        now,
        secondsFrom(now, retention.customerRecordsYears * 366),
      ),
      notice,
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) return;
    throw error;
  }
};

import { referralPath } from '../../shared/referrals';
import type {
  AdminReferral,
  ClientReferrals,
  GrantReferral,
  MyReferrals,
  ReverseReferral,
} from '../../shared/schemas/referral';
import { actorName, getProfile } from '../data/profile';
import {
  codeOf,
  findCode,
  grantReferral,
  listReferrals,
  reverseReferral,
  toAdminReferral,
} from '../data/referral';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError } from '../lib/errors';

/** The client's Refer & Earn card: the friends by first name only, and the credit in three sums. */
export const getMyReferrals = async (caller: Caller): Promise<MyReferrals> => {
  const [code, records] = await Promise.all([codeOf(caller.sub), listReferrals(caller.sub)]);
  const referrals = records
    // A credit the office granted on its own has no friend to show; its sums still count.
    .filter((record) => record.friendId)
    .map((record) => {
      const { firstName, status, signedUpAt, earnedAt, creditPence, appliedPence } = toAdminReferral(record);
      return { firstName, status, signedUpAt, ...(earnedAt ? { earnedAt } : {}), creditPence, appliedPence };
    });
  const counted = records.filter((record) => record.status === 'earned');
  const earnedPence = counted.reduce((sum, record) => sum + record.creditPence, 0);
  const availablePence = counted.reduce((sum, record) => sum + record.remainingPence, 0);
  return {
    code,
    path: referralPath(code),
    referrals,
    earnedPence,
    appliedPence: earnedPence - availablePence,
    availablePence,
  };
};

const clientOrNotFound = async (id: string) => {
  const profile = await getProfile(id);
  if (!profile) throw new NotFoundError('Client not found');
  return profile;
};

/** The office's view: never makes a code (a client's own first look does). */
export const listClientReferrals = async (id: string): Promise<ClientReferrals> => {
  await clientOrNotFound(id);
  const [code, records] = await Promise.all([findCode(id), listReferrals(id)]);
  return { ...(code ? { code } : {}), items: records.map(toAdminReferral) };
};

export const grantClientReferral = async (
  caller: Caller,
  id: string,
  { referralId, reason }: GrantReferral,
): Promise<AdminReferral> => {
  await clientOrNotFound(id);
  const result = await grantReferral(id, referralId, await actorName(caller), reason);
  if (result === 'not-found') throw new NotFoundError('Referral not found');
  if (result === 'already')
    throw new ConflictError(
      'This referral has earned its credit already, or was reversed.',
      'invalid_transition',
    );
  return toAdminReferral(result);
};

export const reverseClientReferral = async (
  caller: Caller,
  { id, referralId }: { id: string; referralId: string },
  { reason }: ReverseReferral,
): Promise<AdminReferral> => {
  await clientOrNotFound(id);
  const result = await reverseReferral(id, referralId, await actorName(caller), reason);
  if (result === 'not-found') throw new NotFoundError('Referral not found');
  if (result === 'not-earned')
    throw new ConflictError('Only an earned credit can be reversed.', 'invalid_transition');
  if (result === 'applied')
    throw new ConflictError(
      'An invoice has taken this credit already. Void that invoice first: the credit comes back, and can then be reversed.',
      'credit_applied',
    );
  return toAdminReferral(result);
};

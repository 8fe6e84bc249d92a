import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { REFERRAL_CREDITS_PER_QUARTER } from '../../shared/limits';
import { londonParts } from '../../shared/london-time';
import {
  householdOf,
  newReferralCode,
  paymentShared,
  quarterOf,
  REFERRAL_CREDIT_PENCE,
  type ReferralRefusal,
  signUpRefusal,
  visitRefusal,
} from '../../shared/referrals';
import type { Address } from '../../shared/schemas/address';
import type { AdminReferral, ReferralStatus } from '../../shared/schemas/referral';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { BOOKINGS_OF_USER, bookingKey } from './booking';
import { invoiceKey } from './invoice';
import { noticePut } from './notice';
import { getPaymentMethods } from './payment-methods';
import { getProfile } from './profile';
import { queryUserItems } from './query';
import { key, mustBeNew, PK, SK } from './table';
import { cancellationReasons, isConditionFailure } from './transaction';
import { userPartition } from './user';

/**
 * Referrals (decision 034). Items:
 * - `USER#<client>` `REFCODE`: the client's code, made the first time anyone reads it;
 * - `REFCODE#<code>` `CLAIM`: whose the code is, written with it, so no two clients share one;
 * - `USER#<referrer>` `REFERRAL#<friend>`: a friend who signed up with the code, and what it earned
 *   (`REFERRAL#office-<uuid>` for a credit the office granted by hand); the credit's `remainingPence`
 *   is what invoices have not yet taken;
 * - `USER#<friend>` `REFERREDBY`: whose code the friend signed up with, so their first completed visit
 *   finds the referral;
 * - `REFHOME#<hash>` `CLAIM`: the household (postcode and premise) that earned a credit, so it earns
 *   one only, whoever referred it;
 * - `USER#<referrer>` `REFQUARTER#<yyyy-Qn>`: how many credits the referrer earned that quarter.
 */

type Item = Record<string, unknown>;

const CODE_SK = 'REFCODE';
const REFERRED_BY_SK = 'REFERREDBY';
const CLAIM_SK = 'CLAIM';
/** The sort-key prefix of a referrer's referrals. */
export const REFERRALS_SK = 'REFERRAL#';

const codeKey = (userId: string) => key(userPartition(userId), CODE_SK);
const codeClaimKey = (code: string) => key(`${PARTITION_PREFIXES.referralCode}${code}`, CLAIM_SK);
const referralKey = (referrerId: string, referralId: string) =>
  key(userPartition(referrerId), `${REFERRALS_SK}${referralId}`);
const referredByKey = (friendId: string) => key(userPartition(friendId), REFERRED_BY_SK);
/** Hashed: the key names no address. */
const householdKey = (address: { line1: string; postcode: string }) =>
  key(
    `${PARTITION_PREFIXES.referralHousehold}${createHash('sha256').update(householdOf(address)).digest('hex')}`,
    CLAIM_SK,
  );

/** A referral as stored. */
export interface ReferralRecord {
  id: string;
  referrerId: string;
  friendId?: string;
  firstName: string;
  status: ReferralStatus;
  refusal?: string;
  signedUpAt: string;
  earnedAt?: string;
  bookingId?: string;
  creditPence: number;
  remainingPence: number;
  applied: { invoiceId: string; pence: number; at: string }[];
  grantedBy?: string;
  reversal?: { reason: string; by: string; at: string };
}

const toRecord = (item: Item): ReferralRecord => ({
  id: String(item.id),
  referrerId: String(item.referrerId),
  ...(typeof item.friendId === 'string' ? { friendId: item.friendId } : {}),
  firstName: String(item.firstName ?? ''),
  status: item.status as ReferralStatus,
  ...(typeof item.refusal === 'string' ? { refusal: item.refusal } : {}),
  signedUpAt: String(item.signedUpAt),
  ...(typeof item.earnedAt === 'string' ? { earnedAt: item.earnedAt } : {}),
  ...(typeof item.bookingId === 'string' ? { bookingId: item.bookingId } : {}),
  creditPence: Number(item.creditPence ?? 0),
  remainingPence: Number(item.remainingPence ?? 0),
  applied: (item.applied as ReferralRecord['applied'] | undefined) ?? [],
  ...(typeof item.grantedBy === 'string' ? { grantedBy: item.grantedBy } : {}),
  ...(item.reversal ? { reversal: item.reversal as ReferralRecord['reversal'] } : {}),
});

export const toAdminReferral = (record: ReferralRecord): AdminReferral => ({
  id: record.id,
  ...(record.friendId ? { friendId: record.friendId } : {}),
  firstName: record.firstName,
  status: record.status,
  ...(record.refusal ? { refusal: record.refusal } : {}),
  signedUpAt: record.signedUpAt,
  ...(record.earnedAt ? { earnedAt: record.earnedAt } : {}),
  creditPence: record.creditPence,
  appliedPence: record.creditPence - record.remainingPence,
  remainingPence: record.remainingPence,
  applied: record.applied,
  ...(record.grantedBy ? { grantedBy: record.grantedBy } : {}),
  ...(record.reversal ? { reversal: record.reversal } : {}),
});

/** The first word of a name: all a referrer is shown of the friend. */
const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** The client's code, if one was made. */
export const findCode = async (userId: string): Promise<string | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: codeKey(userId), ConsistentRead: true }),
  );
  return typeof Item?.code === 'string' ? Item.code : undefined;
};

/**
 * The client's code, made now if they have none: the code and its claim in one transaction, each only
 * if new, so a code taken by someone else (a 1 in 32^8 chance) is drawn again, and two first reads at
 * once leave one code.
 */
export const codeOf = async (userId: string, now = new Date()): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findCode(userId);
    if (existing) return existing;
    const code = newReferralCode(randomBytes);
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: env().TABLE_NAME,
                Item: { ...codeKey(userId), entity: 'referral-code', code, createdAt: now.toISOString() },
                ...mustBeNew,
              },
            },
            {
              Put: {
                TableName: env().TABLE_NAME,
                Item: { ...codeClaimKey(code), entity: 'referral-code-claim', userId, code },
                ...mustBeNew,
              },
            },
          ],
        }),
      );
      return code;
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
    }
  }
  throw new Error('No referral code could be made');
};

/** Whose code this is (already normalised), if anyone's. */
export const ownerOfCode = async (code: string): Promise<string | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: codeClaimKey(code) }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
};

/**
 * A new client who signed up with `code`: their referral, pending until their first visit is
 * completed, and the mark on their account that finds it. Refused at once (kept, for the office to
 * see) when the friend is the referrer by id or by address. Nothing when the code is no one's (it was
 * checked at the first step; its owner may have gone since).
 */
export const recordReferral = async (
  code: string,
  friend: { id: string; email: string; fullName: string },
  now = new Date(),
): Promise<ReferralStatus | undefined> => {
  const referrerId = await ownerOfCode(code);
  const referrer = referrerId ? await getProfile(referrerId) : undefined;
  if (!referrerId || !referrer) return undefined;
  const refusal = signUpRefusal({ id: referrerId, email: referrer.email }, friend);
  const status: ReferralStatus = refusal ? 'refused' : 'pending';
  const at = now.toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: {
                ...referralKey(referrerId, friend.id),
                entity: 'referral',
                id: friend.id,
                referrerId,
                friendId: friend.id,
                firstName: firstNameOf(friend.fullName),
                status,
                ...(refusal ? { refusal } : {}),
                signedUpAt: at,
                creditPence: 0,
                remainingPence: 0,
                applied: [],
              },
              ...mustBeNew,
            },
          },
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: { ...referredByKey(friend.id), entity: 'referred-by', referrerId, code, status },
              ...mustBeNew,
            },
          },
        ],
      }),
    );
  } catch (error) {
    // Recorded already (a retry of the same finish).
    if (!cancellationReasons(error)) throw error;
  }
  return status;
};

export const getReferral = async (referrerId: string, referralId: string) => {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: referralKey(referrerId, referralId),
      ConsistentRead: true,
    }),
  );
  return Item ? toRecord(Item) : undefined;
};

/** Every referral of a referrer, oldest first (the order credits are taken in). */
export const listReferrals = async (referrerId: string): Promise<ReferralRecord[]> => {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
        ExpressionAttributeValues: { ':pk': userPartition(referrerId), ':prefix': REFERRALS_SK },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items
    .map(toRecord)
    .sort((a, b) => (a.earnedAt ?? a.signedUpAt).localeCompare(b.earnedAt ?? b.signedUpAt));
};

/** The referrer's notice: their friend's first visit earned them the credit. */
const earnedNotice = (record: { referrerId: string; id: string; firstName: string }, now: Date) =>
  noticePut(
    {
      kind: 'referral-earned',
      userId: record.referrerId,
      subject: { type: 'user', id: record.referrerId },
      facts: { referral: { firstName: record.firstName, creditPence: REFERRAL_CREDIT_PENCE } },
      // One notice per referral, however often the completion is seen.
      id: `referral-${record.id}`,
    },
    now,
  );

const refuse = async (referrerId: string, friendId: string, refusal: ReferralRefusal) => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: referralKey(referrerId, friendId),
              UpdateExpression: 'SET #status = :refused, refusal = :refusal',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':refused': 'refused',
                ':pending': 'pending',
                ':refusal': refusal,
              },
            },
          },
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: referredByKey(friendId),
              UpdateExpression: 'SET #status = :refused',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':refused': 'refused' },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!cancellationReasons(error)) throw error;
  }
  return 'refused' as const;
};

/** Where the referrer has a home on record: their profile's address and every address they booked at. */
const addressesOf = async (referrerId: string, profileAddress: Address | undefined): Promise<Address[]> => {
  const bookings = await queryUserItems(referrerId, BOOKINGS_OF_USER, true, ['address']);
  return [
    ...(profileAddress ? [profileAddress] : []),
    ...bookings.flatMap((item) => (item.address ? [item.address as Address] : [])),
  ];
};

/** The referrer's count of credits earned in a quarter (`quarterOf`), in their own partition. */
export const referralQuarterKey = (referrerId: string, quarter: string) =>
  key(userPartition(referrerId), `REFQUARTER#${quarter}`);

/** The visit an invoice is for: the booking of its first visit line, if it is the friend's and completed. */
const paidVisitOf = async (friendId: string, invoiceId: string) => {
  const { Item: invoice } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: invoiceKey(invoiceId), ConsistentRead: true }),
  );
  if (!invoice || invoice.userId !== friendId || invoice.status !== 'paid') return undefined;
  const line = ((invoice.lines ?? []) as { kind?: string; bookingId?: string }[]).find(
    (candidate) => candidate.kind === 'visit' && candidate.bookingId,
  );
  if (!line?.bookingId) return undefined;
  const { Item: booking } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: bookingKey(line.bookingId), ConsistentRead: true }),
  );
  if (!booking || booking.userId !== friendId || booking.status !== 'completed') return undefined;
  // A visit checked out before its start or well short of it earns nothing until the office confirms
  // the work was done; paid before that, the office grants the credit by hand.
  const early = booking.earlyCheckOut as { confirmed?: unknown } | undefined;
  if (early && !early.confirmed) return undefined;
  return { bookingId: line.bookingId, address: booking.address as Address };
};

/**
 * A client's invoice was paid: when it is for a completed visit of a friend who signed up with a code,
 * and the referral is still pending, the referrer earns the credit (on the first paid
 * invoice, not the first completion, so work never paid for earns nothing). Refused, for the office to
 * see and grant by hand if it agrees, when the visit is at any address the referrer has on record (in
 * any spelling: shared/referrals.ts householdOf), when the referrer has no address on record, when the
 * household earned a credit before, or past the referrer's credits for the quarter. Once per referral
 * and once per household, whichever payment is seen first (the stream may bring one twice): the
 * referral moves from pending only once, the household's claim is written only if new and the
 * quarter's count only below the cap, all in the credit's transaction.
 */
export const creditReferral = async (
  friendId: string,
  invoiceId: string,
  now = new Date(),
): Promise<'earned' | 'refused' | 'none'> => {
  const { Item: mark } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: referredByKey(friendId), ConsistentRead: true }),
  );
  if (mark?.status !== 'pending') return 'none';
  const referrerId = String(mark.referrerId);
  const [visit, referral, referrer] = await Promise.all([
    paidVisitOf(friendId, invoiceId),
    getReferral(referrerId, friendId),
    getProfile(referrerId),
  ]);
  if (!visit || referral?.status !== 'pending') return 'none';
  // The referrer's account was deleted since: nobody to credit.
  if (!referrer) return 'none';
  const refusal = visitRefusal(await addressesOf(referrerId, referrer.address), visit.address);
  if (refusal) return refuse(referrerId, friendId, refusal);
  // The friend's saved card or bank account is the referrer's: the office decides.
  const [referrerPays, friendPays] = await Promise.all([
    getPaymentMethods(referrerId),
    getPaymentMethods(friendId),
  ]);
  if (paymentShared(referrerPays, friendPays)) return refuse(referrerId, friendId, 'shared-payment');
  const at = now.toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: referralKey(referrerId, friendId),
              UpdateExpression:
                'SET #status = :earned, earnedAt = :at, bookingId = :booking, invoiceId = :invoice, creditPence = :credit, remainingPence = :credit',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':earned': 'earned',
                ':pending': 'pending',
                ':at': at,
                ':booking': visit.bookingId,
                ':invoice': invoiceId,
                ':credit': REFERRAL_CREDIT_PENCE,
              },
            },
          },
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: {
                ...householdKey(visit.address),
                entity: 'referral-household',
                referrerId,
                friendId,
                at,
              },
              ...mustBeNew,
            },
          },
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: referralQuarterKey(referrerId, quarterOf(londonParts(now).date)),
              UpdateExpression: 'ADD #count :one',
              ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':cap': REFERRAL_CREDITS_PER_QUARTER },
            },
          },
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: referredByKey(friendId),
              UpdateExpression: 'SET #status = :earned',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':earned': 'earned' },
            },
          },
          earnedNotice({ referrerId, id: friendId, firstName: referral.firstName }, now),
        ],
      }),
    );
    return 'earned';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    // Another payment earned it first.
    if (reasons[0] !== 'None') return 'none';
    // The household earned a credit before (another friend there, or another referrer's).
    if (reasons[1] === 'ConditionalCheckFailed') return refuse(referrerId, friendId, 'household');
    // The referrer has had this quarter's credits: the office decides.
    if (reasons[2] === 'ConditionalCheckFailed') return refuse(referrerId, friendId, 'quarter-cap');
    return 'none';
  }
};

/**
 * The office grants a credit: a friend's pending or refused referral becomes earned (no household
 * claim: the office has decided), or, with no referral named, a credit of its own.
 */
export const grantReferral = async (
  referrerId: string,
  referralId: string | undefined,
  by: string,
  reason: string,
  now = new Date(),
): Promise<ReferralRecord | 'not-found' | 'already'> => {
  const at = now.toISOString();
  if (!referralId) {
    const id = `office-${randomUUID()}`;
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...referralKey(referrerId, id),
          entity: 'referral',
          id,
          referrerId,
          firstName: '',
          status: 'earned',
          signedUpAt: at,
          earnedAt: at,
          grantedBy: by,
          grantReason: reason,
          creditPence: REFERRAL_CREDIT_PENCE,
          remainingPence: REFERRAL_CREDIT_PENCE,
          applied: [],
        },
        ...mustBeNew,
      }),
    );
    return (await getReferral(referrerId, id)) ?? 'not-found';
  }
  const current = await getReferral(referrerId, referralId);
  if (!current) return 'not-found';
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: referralKey(referrerId, referralId),
        UpdateExpression:
          'SET #status = :earned, earnedAt = :at, grantedBy = :by, grantReason = :reason, creditPence = :credit, remainingPence = :credit REMOVE refusal',
        ConditionExpression: '#status IN (:pending, :refused)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':earned': 'earned',
          ':pending': 'pending',
          ':refused': 'refused',
          ':at': at,
          ':by': by,
          ':reason': reason,
          ':credit': REFERRAL_CREDIT_PENCE,
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return 'already';
    throw error;
  }
  if (current.friendId)
    await documentClient()
      .send(
        new UpdateCommand({
          TableName: env().TABLE_NAME,
          Key: referredByKey(current.friendId),
          UpdateExpression: 'SET #status = :earned',
          ConditionExpression: `attribute_exists(${PK})`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':earned': 'earned' },
        }),
      )
      .catch((error: Error) => {
        if (!isConditionFailure(error)) throw error;
      });
  return (await getReferral(referrerId, referralId)) ?? 'not-found';
};

/**
 * The office reverses an earned credit, with its reason: only while no invoice has taken any of it
 * (an issued invoice's credit line stands; the office voids that invoice first, which gives the
 * credit back).
 */
export const reverseReferral = async (
  referrerId: string,
  referralId: string,
  by: string,
  reason: string,
  now = new Date(),
): Promise<ReferralRecord | 'not-found' | 'not-earned' | 'applied'> => {
  const current = await getReferral(referrerId, referralId);
  if (!current) return 'not-found';
  if (current.status !== 'earned') return 'not-earned';
  if (current.remainingPence !== current.creditPence) return 'applied';
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: referralKey(referrerId, referralId),
        UpdateExpression: 'SET #status = :reversed, reversal = :reversal, remainingPence = :zero',
        ConditionExpression: '#status = :earned AND remainingPence = creditPence',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':reversed': 'reversed',
          ':earned': 'earned',
          ':zero': 0,
          ':reversal': { reason, by, at: now.toISOString() },
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const after = await getReferral(referrerId, referralId);
    return after?.status === 'earned' ? 'applied' : 'not-earned';
  }
  return (await getReferral(referrerId, referralId)) ?? 'not-found';
};

/** The referrer's credits with something left, oldest first: what their next invoice may take. */
export const availableCredits = async (referrerId: string): Promise<ReferralRecord[]> =>
  (await listReferrals(referrerId)).filter(
    (record) => record.status === 'earned' && record.remainingPence > 0,
  );

/**
 * The write that takes `pence` of a credit for an invoice, for the invoice's own transaction: only
 * while the credit holds what was read, so two invoices at once cannot both take it.
 */
export const takeCredit = (
  credit: ReferralRecord,
  pence: number,
  invoiceId: string,
  at: string,
): Record<string, unknown> => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: referralKey(credit.referrerId, credit.id),
    UpdateExpression: 'SET remainingPence = :left, applied = list_append(applied, :entry)',
    ConditionExpression: '#status = :earned AND remainingPence = :seen',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':left': credit.remainingPence - pence,
      ':seen': credit.remainingPence,
      ':earned': 'earned',
      ':entry': [{ invoiceId, pence, at }],
    },
  },
});

/**
 * The writes that give back what a voided invoice took of the client's credits, for the void's own
 * transaction: each credit as it was read, so a credit taken meanwhile by another invoice is not
 * double counted (the void is then refused as changed, and tried again).
 */
export const returnCredits = async (userId: string, invoiceId: string): Promise<Record<string, unknown>[]> =>
  (await listReferrals(userId)).flatMap((credit) => {
    const taken = credit.applied.filter((entry) => entry.invoiceId === invoiceId);
    if (taken.length === 0) return [];
    const pence = taken.reduce((sum, entry) => sum + entry.pence, 0);
    return [
      {
        Update: {
          TableName: env().TABLE_NAME,
          Key: referralKey(credit.referrerId, credit.id),
          UpdateExpression: 'SET remainingPence = :left, applied = :applied',
          ConditionExpression: 'remainingPence = :seen AND size(applied) = :count',
          ExpressionAttributeValues: {
            ':left': credit.remainingPence + pence,
            ':seen': credit.remainingPence,
            ':count': credit.applied.length,
            ':applied': credit.applied.filter((entry) => entry.invoiceId !== invoiceId),
          },
        },
      },
    ];
  });

import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SIGN_UP_LIMITS } from '../../shared/limits';
import { SIGN_UP_CODE_LENGTH } from '../../shared/schemas/sign-up';
import { table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { noticePut } from './notice';
import { codeMatches, newCode } from './one-time-code';
import { signUpId, signUpPartition } from './sign-up-key';
import { key, PK } from './table';
import { failedCondition } from './transaction';

/**
 * A sign-up waiting for its code (decision 015): one item per address, in its partition
 * (sign-up-key.ts), holding the name typed, the code's hash and when it runs out. A newer first step for
 * the address replaces it (the older code stops working); finishing consumes it; the table's TTL
 * removes one nobody finished. The code mail is a notice in the same partition, written in the same
 * transaction.
 */
const requestKey = (email: string) => key(signUpPartition(signUpId(email)), 'REQUEST');

/** The sign-up a notice is about: the address's hash, so the notice's keys hold no address. */
export const signUpSubject = (email: string) => ({ type: 'sign-up' as const, id: signUpId(email) });

interface StoredRequest {
  email: string;
  fullName: string;
  codeHash: string;
  salt: string;
  codeExpiresAt: string;
  wrongCodes: number;
  /** The staff member the office invited: finishing makes a team account, not a client's. */
  staffId?: string;
  /** A friend's referral code, checked at the first step: recorded once the account is made. */
  referralCode?: string;
  /** Set while one finish is creating the account, so a second cannot start another. */
  finishingUntil?: string;
}

/** A request's item and its code (only in the mail), lasting `lifetimeMs` from `now`. */
const newRequest = (
  request: { email: string; fullName: string; staffId?: string; referralCode?: string },
  lifetimeMs: number,
  now: Date,
) => {
  const { code, codeHash, salt } = newCode(SIGN_UP_CODE_LENGTH);
  const expires = new Date(now.getTime() + lifetimeMs);
  const item: StoredRequest & Record<string, unknown> = {
    ...requestKey(request.email),
    entity: 'sign-up',
    email: request.email,
    fullName: request.fullName,
    ...(request.staffId ? { staffId: request.staffId } : {}),
    ...(request.referralCode ? { referralCode: request.referralCode } : {}),
    codeHash,
    salt,
    codeExpiresAt: expires.toISOString(),
    wrongCodes: 0,
    createdAt: now.toISOString(),
    // Removed by the table a day after it stopped working.
    [table.ttlAttribute]: Math.floor(expires.getTime() / 1000) + 86_400,
  };
  return { code, item };
};

/**
 * Starts (or restarts) a sign-up for `email`: the request and its code mail's notice, in one
 * transaction. An invitation of the office's to a staff member is not replaced while its code
 * works: 'invited' then, and nothing is written (its holder finishes with the invitation's code).
 */
export const startSignUp = async (
  request: { email: string; fullName: string; referralCode?: string },
  now: Date = new Date(),
): Promise<'started' | 'invited'> => {
  const { code, item } = newRequest(request, SIGN_UP_LIMITS.codeLifetimeMinutes * 60_000, now);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: item,
              ConditionExpression: 'attribute_not_exists(staffId) OR codeExpiresAt <= :now',
              ExpressionAttributeValues: { ':now': now.toISOString() },
            },
          },
          noticePut(
            {
              kind: 'sign-up-code',
              userId: signUpSubject(request.email).id,
              subject: signUpSubject(request.email),
              // The code goes only in the mail; the notice keeps it until the request is gone.
              facts: { signUpCode: { code, validMinutes: SIGN_UP_LIMITS.codeLifetimeMinutes } },
              // No name: the greeting carries nothing the person signing up typed.
              recipient: { name: '', email: request.email },
            },
            now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (failedCondition(error, 0)) return 'invited';
    throw error;
  }
  return 'started';
};

/**
 * The writes of the office's invitation to a staff member, for the caller's transaction: a
 * request carrying the member's id, whose code works for SIGN_UP_LIMITS.invitationLifetimeDays, and
 * the invitation's notice to their address. It replaces any request for the address (a newer
 * invitation's code is the only one that works).
 */
export const invitationWrites = (
  member: { id: string; email: string; name: string },
  now: Date = new Date(),
) => {
  const days = SIGN_UP_LIMITS.invitationLifetimeDays;
  const { code, item } = newRequest(
    { email: member.email, fullName: member.name, staffId: member.id },
    days * 86_400_000,
    now,
  );
  return [
    { Put: { TableName: env().TABLE_NAME, Item: item } },
    noticePut(
      {
        kind: 'staff-invitation',
        userId: signUpSubject(member.email).id,
        subject: signUpSubject(member.email),
        facts: { staffInvitation: { code, validDays: days, email: member.email } },
        recipient: { name: member.name, email: member.email },
      },
      now,
    ),
  ];
};

/** What finishing a request with a code found. */
export type CodeCheck =
  | { outcome: 'matched'; fullName: string; email: string; staffId?: string; referralCode?: string }
  | { outcome: 'refused' };

/**
 * Checks `code` against the address's request and, when it matches, marks the request as being
 * finished (for two minutes), so two finishes with the right code cannot both create an account. A
 * wrong code counts against the request; past SIGN_UP_LIMITS.wrongCodes it stops working.
 */
export const checkSignUpCode = async (
  email: string,
  code: string,
  now: Date = new Date(),
): Promise<CodeCheck> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: requestKey(email), ConsistentRead: true }),
  );
  const request = Item as StoredRequest | undefined;
  if (
    !request ||
    request.codeExpiresAt <= now.toISOString() ||
    request.wrongCodes >= SIGN_UP_LIMITS.wrongCodes
  )
    return { outcome: 'refused' };
  if (!codeMatches(code, request)) {
    await documentClient()
      .send(
        new UpdateCommand({
          TableName: env().TABLE_NAME,
          Key: requestKey(email),
          UpdateExpression: 'ADD wrongCodes :one',
          ConditionExpression: 'codeHash = :hash',
          ExpressionAttributeValues: { ':one': 1, ':hash': request.codeHash },
        }),
      )
      .catch((error: Error) => {
        // Replaced by a newer request meanwhile: its own count starts afresh.
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
    return { outcome: 'refused' };
  }
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: requestKey(email),
        UpdateExpression: 'SET finishingUntil = :until',
        ConditionExpression:
          'codeHash = :hash AND (attribute_not_exists(finishingUntil) OR finishingUntil < :now)',
        ExpressionAttributeValues: {
          ':hash': request.codeHash,
          ':now': now.toISOString(),
          ':until': new Date(now.getTime() + 2 * 60_000).toISOString(),
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return { outcome: 'refused' };
    throw error;
  }
  return {
    outcome: 'matched',
    fullName: request.fullName,
    email: request.email,
    ...(request.staffId ? { staffId: request.staffId } : {}),
    ...(request.referralCode ? { referralCode: request.referralCode } : {}),
  };
};

/** Lets the request be finished again (the account could not be made: the password was refused). */
export const releaseSignUp = (email: string) =>
  documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: requestKey(email),
      UpdateExpression: 'REMOVE finishingUntil',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK },
    }),
  );

/** The request is done with: its code never works again. */
export const endSignUp = (email: string) =>
  documentClient().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key: requestKey(email) }));

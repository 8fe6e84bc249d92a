import { randomUUID } from 'node:crypto';
import { type Child, type ChildDetails, MAX_CHILDREN } from '../../shared/schemas/children';
import { childCountChange, childPut, childRemoval, listChildren, writeChildDetails } from '../data/children';
import { type Idempotency, idFor, requestHash, transactOnce } from '../data/idempotency';
import { ACCOUNT_GONE, getProfile } from '../data/profile';
import { failedCondition, isConditionFailure, lostRace } from '../data/transaction';
import { writeTransaction } from '../data/write';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError } from '../lib/errors';

/**
 * A family's children. Every read and write is keyed by the caller's own id from the
 * verified token, so another family's child is simply not there (404), whoever asks for it.
 */
export const childMessages = {
  notFound: 'No child with this id on your account',
  tooMany: `An account holds at most ${MAX_CHILDREN} children's profiles`,
  busy: "Your children's profiles changed while this one was being saved. Please try again.",
} as const;

/** Tries of a write whose count met another write of the family's at the same moment. */
const WRITE_TRIES = 3;

export const listMyChildren = async (caller: Caller) => ({ items: await listChildren(caller.sub, true) });

/** Written with the family's count moved on (data/children.ts), once per Idempotency-Key. */
export const createChild = async (
  caller: Caller,
  details: ChildDetails,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Child> => {
  const idempotency: Idempotency | undefined = idempotencyKey
    ? { scope: `createChild#${caller.sub}`, key: idempotencyKey, hash: requestHash(details) }
    : undefined;
  const child: Child = {
    ...details,
    id: idempotency ? idFor(idempotency) : randomUUID(),
    createdAt: now.toISOString(),
  };
  const items = [childPut(caller.sub, child), childCountChange(caller.sub, 1)];
  for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
    try {
      return (await transactOnce(items, child, idempotency)).response;
    } catch (error) {
      if (failedCondition(error, 1)) {
        // The count refused it: at the cap, or the account was deleted since the token was issued.
        if (!(await getProfile(caller.sub))) throw new NotFoundError(ACCOUNT_GONE);
        throw new ConflictError(childMessages.tooMany, 'too_many_children');
      }
      // Another of the family's writes held the count at that moment: count again.
      if (!lostRace(error, 1)) throw error;
    }
  }
  throw new ConflictError(childMessages.busy, 'busy');
};

export const updateChild = async (
  caller: Caller,
  id: string,
  details: ChildDetails,
  now = new Date(),
): Promise<Child> => {
  try {
    return await writeChildDetails(caller.sub, id, details, now);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(childMessages.notFound);
    throw error;
  }
};

/** Removes a child's profile at once (its item waits for the TTL with nothing in it); answers those left. */
export const deleteChild = async (caller: Caller, id: string, now = new Date()) => {
  try {
    await writeTransaction([childRemoval(caller.sub, id, now), childCountChange(caller.sub, -1)]);
  } catch (error) {
    if (failedCondition(error, 0)) throw new NotFoundError(childMessages.notFound);
    // The profile is gone: the account was deleted, and its children with it.
    if (failedCondition(error, 1)) throw new NotFoundError(ACCOUNT_GONE);
    if (lostRace(error, 0) || lostRace(error, 1)) throw new ConflictError(childMessages.busy, 'busy');
    throw error;
  }
  return listMyChildren(caller);
};

/** The office's view of a family's children; an id with no client's profile is not found. */
export const listClientChildren = async (userId: string) => {
  if (!(await getProfile(userId))) throw new NotFoundError('No client with this id');
  return { items: await listChildren(userId, true) };
};

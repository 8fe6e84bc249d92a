import { randomUUID } from 'node:crypto';
import { todayInLondon } from '../../shared/dates';
import { londonInstant } from '../../shared/london-time';
import type { RouteInput } from '../../shared/routes';
import type { CreateKey, Key, KeyHolder, MoveKey } from '../../shared/schemas/house-keys';
import { VISIT_DAY } from '../../shared/visit-day';
import {
  getKey,
  keyHolderWrite,
  keysOfClient,
  keyWrites,
  listKeyItems,
  nextKeyTag,
  visitsNeedingKey,
} from '../data/house-keys';
import { findReplay, type Idempotency, idFor, requestHash, transactOnce } from '../data/idempotency';
import { getProfile } from '../data/profile';
import { getStaffItem, toStaff } from '../data/staff';
import { failedCondition, lostRace } from '../data/transaction';
import { writeTransaction } from '../data/write';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';

/**
 * The key register: the office records a client's key under a tag, hands it from the safe to
 * a member and back (each hand-over at the version the office read, so two people moving one key cannot
 * both succeed), gives it back to the client or marks it lost. A member who takes a key is due to bring
 * it back a set time after the visit they took it for (shared/visit-day.ts).
 */
export const keyMessages = {
  notFound: 'No key with this id',
  stale: 'Someone else changed this key since you opened it. Reload it and make your change again.',
  ended: 'This key is no longer with us: it was given back to the client or marked lost',
  alreadyThere: 'The key is already there',
  noClient: 'There is no client with this id',
  noMember: 'There is no staff member with this id',
  inactive: 'This staff member is no longer on the team',
} as const;

const HOUR_MS = 3_600_000;

export const getRegisteredKey = async (id: string): Promise<Key> => {
  const found = await getKey(id, true);
  if (!found) throw new NotFoundError(keyMessages.notFound);
  return found;
};

export const listKeys = async ({ query }: RouteInput<'listKeys'>) => ({ items: await listKeyItems(query) });

/** The caller's keys the company holds now, and where each is. */
export const listMyKeys = async (caller: Caller) => ({ items: await keysOfClient(caller.sub) });

/** A new key starts in the office safe, under the next tag; once per Idempotency-Key. */
export const createKey = async (
  body: CreateKey,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Key> => {
  const idempotency: Idempotency | undefined = idempotencyKey
    ? { scope: 'createKey', key: idempotencyKey, hash: requestHash(body) }
    : undefined;
  // A retry must not take a new tag: look for the first answer before counting.
  const earlier = idempotency
    ? await findReplay<Key>(idempotency.scope, idempotency.key, idempotency.hash)
    : undefined;
  if (earlier) return earlier;
  const client = await getProfile(body.clientId);
  if (!client) throw new ValidationError([{ path: 'clientId', message: keyMessages.noClient }]);
  const at = now.toISOString();
  const entry: Key = {
    id: idempotency ? idFor(idempotency) : randomUUID(),
    tag: await nextKeyTag(),
    clientId: client.id,
    clientName: client.fullName,
    kind: body.kind,
    label: body.label,
    status: 'held',
    holder: { type: 'office' },
    since: at,
    createdAt: at,
    history: [],
    version: 1,
  };
  return (await transactOnce(keyWrites(entry, 'new'), entry, idempotency)).response;
};

/** The member a key goes to: on the team now, else the office's choice is refused (422). */
const memberFor = async (staffId: string): Promise<KeyHolder> => {
  const Item = await getStaffItem(staffId);
  if (!Item) throw new ValidationError([{ path: 'to.staffId', message: keyMessages.noMember }]);
  const member = toStaff(Item);
  if (!member.active) throw new ValidationError([{ path: 'to.staffId', message: keyMessages.inactive }]);
  return { type: 'staff', staffId: member.id, staffName: member.name };
};

/**
 * By when a member must have the key back in the safe: the booked end of their next visit (today or
 * later) to this client that needs this key, plus the return time; with no such visit, the return time
 * from the hand-over.
 */
const dueBackAt = async (entry: Key, staffId: string, now: Date): Promise<string> => {
  const [next] = await visitsNeedingKey(entry.clientId, staffId, entry.id, todayInLondon(now));
  const from = next
    ? londonInstant(next.serviceDate, next.serviceTime).getTime() + next.durationHours * HOUR_MS
    : now.getTime();
  return new Date(from + VISIT_DAY.keyReturnHours * HOUR_MS).toISOString();
};

/** The key as read, if the office's change may go ahead: at the version they read, and still held. */
const changeable = async (id: string, version: number): Promise<Key> => {
  const current = await getRegisteredKey(id);
  if (current.version !== version) throw new ConflictError(keyMessages.stale, 'stale');
  if (current.status !== 'held') throw new ConflictError(keyMessages.ended, 'key_not_held');
  return current;
};

/** Saves the key as changed, at the version read; a change made meanwhile refuses it (409). */
const save = async (next: Key, readVersion: number, handedTo?: string): Promise<Key> => {
  try {
    await writeTransaction([
      ...keyWrites(next, { version: readVersion }),
      // Handed to a member: only while they are on the team (data/house-keys.ts keyHolderWrite).
      ...(handedTo ? [keyHolderWrite(handedTo)] : []),
    ]);
    return next;
  } catch (error) {
    // Moved since it was read, or being moved at this moment: either way, not at the version read.
    if (lostRace(error, 0)) throw new ConflictError(keyMessages.stale, 'stale');
    // The member was marked as left between the read and the write.
    if (handedTo && failedCondition(error, 2))
      throw new ValidationError([{ path: 'to.staffId', message: keyMessages.inactive }]);
    throw error;
  }
};

const sameHolder = (a: KeyHolder, b: KeyHolder) =>
  a.type === 'staff' && b.type === 'staff' ? a.staffId === b.staffId : a.type === b.type;

/** A hand-over: to the safe, to a member (due back), or back to the client (the key's last). */
export const moveKey = async (id: string, body: MoveKey, now = new Date()): Promise<Key> => {
  const current = await changeable(id, body.version);
  const to = body.to.type === 'staff' ? await memberFor(body.to.staffId) : body.to;
  if (sameHolder(current.holder, to)) throw new ConflictError(keyMessages.alreadyThere, 'key_already_there');
  const at = now.toISOString();
  const { dueBackAt: _previous, ...rest } = current;
  return save(
    {
      ...rest,
      status: to.type === 'client' ? 'returned' : 'held',
      holder: to,
      since: at,
      ...(to.type === 'staff' ? { dueBackAt: await dueBackAt(current, to.staffId, now) } : {}),
      history: [
        ...current.history,
        { at, from: current.holder, to, ...(body.reason ? { reason: body.reason } : {}) },
      ],
      version: current.version + 1,
    },
    current.version,
    to.type === 'staff' ? to.staffId : undefined,
  );
};

/** A key nobody can find: lost, with the reason; it leaves the client's list and the due queue. */
export const loseKey = async (
  id: string,
  body: { reason: string; version: number },
  now = new Date(),
): Promise<Key> => {
  const current = await changeable(id, body.version);
  const { dueBackAt: _previous, ...rest } = current;
  return save(
    {
      ...rest,
      status: 'lost',
      lost: { at: now.toISOString(), reason: body.reason },
      version: current.version + 1,
    },
    current.version,
  );
};

import { formatDate, todayInLondon } from '../../shared/dates';
import { ACTIVE_STATUSES, type Booking, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import type { ErrorIssue } from '../../shared/schemas/error';
import type { Staff, StaffVersion } from '../../shared/schemas/staff';
import { getItems } from '../data/batch';
import { bookingKey, toBooking } from '../data/booking';
import { KEYS_STAMP, keysHeldBy } from '../data/house-keys';
import { actorName } from '../data/profile';
import { getStaffItem, type StaffRecordChange, staffRecordUpdate, toStaff } from '../data/staff';
import { staffLinkUpdate } from '../data/staff-link';
import { DIARY_STAMP, staffMonthItemsFrom } from '../data/staff-month';
import { lostRace } from '../data/transaction';
import { writeTransaction } from '../data/write';
import type { Caller } from '../lib/caller';
import { AppError, ConflictError, NotFoundError } from '../lib/errors';
import { closeSignIn, deleteSignIn, reopenSignIn } from '../lib/user-pool';
import { staffMessages } from './service';

/**
 * A member leaving the team, and coming back. Leaving ends their access at once, in one
 * request: the record marked inactive with who did it and when, their account's link ended in the
 * same transaction (every staff route, "who am I" and the realtime topics read the link:
 * lambdas/data/staff-link.ts), an invitation not yet used withdrawn, and their sign-in disabled and
 * signed out everywhere. It is refused while they still have visits to come or hold a client's key:
 * the office gives those to someone else first, so no visit is left with nobody and no key with a
 * person who has gone.
 *
 * The check and the write cannot be raced: every write that gives a member a visit or a key moves a
 * stamp on their record and requires them active (staff-month.ts `diaryStamps`, data/house-keys.ts
 * `keyHolderWrite`), and the record is marked inactive only while both stamps are the ones read
 * before the visits and keys were looked at.
 */

export const leavingMessages = {
  stillOnTeam: (name: string) => `${name} is on the team: mark them as left before deleting their sign-in.`,
  noSignIn: 'This member has no sign-in to delete.',
  hasWork: (name: string) =>
    `${name} still has visits to come or keys to return. Give the visits to someone else and take the keys back first.`,
  notLeft: 'This member is on the team: there is nothing to undo.',
} as const;

/** The record as stored, with the stamps that say whether their visits or keys changed since. */
const readMember = async (id: string) => {
  const Item = await getStaffItem(id);
  if (!Item) throw new NotFoundError(staffMessages.notFound);
  return {
    member: toStaff(Item),
    stamps: { diary: Item[DIARY_STAMP] as string | undefined, keys: Item[KEYS_STAMP] as string | undefined },
  };
};

/**
 * The member's visits still to come (today's not yet finished among them): their months from this
 * one on (a superset, staff-month.ts), each visit read to check it is still theirs and still active.
 */
const visitsToCome = async (staffId: string, today: string): Promise<Booking[]> => {
  const months = await staffMonthItemsFrom(staffId, today);
  const ids = months.flatMap((month) =>
    Object.entries((month.visits ?? {}) as Record<string, string>)
      .filter(([, stored]) => String(stored).slice(0, 10) >= today)
      .map(([id]) => id),
  );
  return (await getItems(ids.map(bookingKey), true))
    .map(toBooking)
    .filter(
      (visit) =>
        visit.staffId === staffId && ACTIVE_STATUSES.includes(visit.status) && visit.serviceDate >= today,
    )
    .sort((a, b) => `${a.serviceDate}T${a.serviceTime}`.localeCompare(`${b.serviceDate}T${b.serviceTime}`));
};

/** What stands in the way of leaving, one issue per visit and per key, for the office's screen. */
const workLeft = async (staffId: string, today: string): Promise<ErrorIssue[]> => {
  const [visits, keys] = await Promise.all([visitsToCome(staffId, today), keysHeldBy(staffId)]);
  return [
    ...visits.map((visit) => ({
      path: `visits.${visit.id}`,
      message: `${SERVICE_TYPE_LABELS[visit.serviceType]} on ${formatDate(visit.serviceDate)} at ${visit.serviceTime}`,
    })),
    ...keys.map((entry) => ({ path: `keys.${entry.id}`, message: `Key ${entry.tag} (${entry.label})` })),
  ];
};

const stampUnchanged = (name: string, placeholder: string, value: string | undefined) =>
  value === undefined
    ? { expression: `attribute_not_exists(${name})`, values: {} }
    : { expression: `${name} = ${placeholder}`, values: { [placeholder]: value } };

/**
 * The one transaction of leaving and coming back: the record changed at the version the office read
 * (and whatever else `record.condition` holds), and the account's link with it when there is one. 409
 * `stale` when the record (or a visit or key of theirs) changed since, or is changing at this moment.
 */
const writeRecordAndLink = async (
  id: string,
  joined: string | undefined,
  record: StaffRecordChange,
  link: { expression: string; values?: Record<string, unknown> },
) => {
  try {
    await writeTransaction([
      staffRecordUpdate(id, record),
      ...(joined ? [staffLinkUpdate(joined, link)] : []),
    ]);
  } catch (error) {
    if (lostRace(error, 0)) throw new ConflictError(staffMessages.stale, 'stale');
    throw error;
  }
};

/**
 * Marks a member as left: 409 `staff_has_work` listing their visits to come and the keys they hold;
 * 409 `stale` when the record changed since the office read it. A member already marked as left has
 * their sign-in closed again and is answered as they are, so a retry after a failure finishes the job.
 */
export const deactivateStaff = async (
  caller: Caller,
  id: string,
  body: StaffVersion,
  now = new Date(),
): Promise<Staff> => {
  const { member, stamps } = await readMember(id);
  if (!member.active) {
    if (member.account?.accountId) await closeSignIn(member.account.accountId);
    return member;
  }
  if (member.version !== body.version) throw new ConflictError(staffMessages.stale, 'stale');
  const issues = await workLeft(id, todayInLondon(now));
  if (issues.length > 0)
    throw new AppError(409, 'staff_has_work', leavingMessages.hasWork(member.name), issues);

  const at = now.toISOString();
  const deactivated = { at, by: await actorName(caller) };
  const joined = member.account?.status === 'joined' ? member.account.accountId : undefined;
  const diary = stampUnchanged('#diary', ':diary', stamps.diary);
  const keys = stampUnchanged('#keys', ':keys', stamps.keys);
  // An invitation not yet used is withdrawn: its code no longer joins the record (staff-account.ts).
  const withdrawn = member.account?.status === 'invited';
  await writeRecordAndLink(
    id,
    joined,
    {
      set: `SET #active = :no, deactivated = :mark, updatedAt = :at, #version = :next${withdrawn ? ' REMOVE #account' : ''}`,
      condition: `#active = :yes AND ${diary.expression} AND ${keys.expression}`,
      names: { '#diary': DIARY_STAMP, '#keys': KEYS_STAMP, ...(withdrawn ? { '#account': 'account' } : {}) },
      values: {
        ':no': false,
        ':yes': true,
        ':mark': deactivated,
        ':at': at,
        ':version': body.version,
        ':next': body.version + 1,
        ...diary.values,
        ...keys.values,
      },
    },
    { expression: 'SET endedAt = :at', values: { ':at': at } },
  );
  if (joined) await closeSignIn(joined);
  const { account, ...rest } = member;
  return {
    ...rest,
    ...(account && !withdrawn ? { account } : {}),
    active: false,
    deactivated,
    updatedAt: at,
    version: body.version + 1,
  };
};

/**
 * Makes a member who left active again, deliberately: their record, their account's link and their
 * sign-in (they sign in again with their password; nothing of the old sessions comes back). 409
 * `not_left` for a member on the team, `stale` for a record changed since it was read.
 */
export const reactivateStaff = async (
  caller: Caller,
  id: string,
  body: StaffVersion,
  now = new Date(),
): Promise<Staff> => {
  const { member } = await readMember(id);
  if (member.active) throw new ConflictError(leavingMessages.notLeft, 'not_left');
  if (member.version !== body.version) throw new ConflictError(staffMessages.stale, 'stale');
  const at = now.toISOString();
  const reactivated = { at, by: await actorName(caller) };
  const joined = member.account?.status === 'joined' ? member.account.accountId : undefined;
  // The sign-in first: should the write below fail, a retry finds the member still left and opens it again.
  if (joined) await reopenSignIn(joined);
  await writeRecordAndLink(
    id,
    joined,
    {
      set: 'SET #active = :yes, reactivated = :mark, updatedAt = :at, #version = :next',
      condition: '#active = :no',
      values: {
        ':no': false,
        ':yes': true,
        ':mark': reactivated,
        ':at': at,
        ':version': body.version,
        ':next': body.version + 1,
      },
    },
    { expression: 'REMOVE endedAt' },
  );
  return { ...member, active: true, reactivated, updatedAt: at, version: body.version + 1 };
};

/**
 * Deletes a former member's sign-in for good, at their request (decision 044): the pool's
 * user (their address and password) and the name on their account's link, whose ended mark stays so a
 * token still in their hands answers 401. The record loses its account and says who deleted it and
 * when, at the version the office read. Their record, months and visits stay: an employee record,
 * kept `retention.employeeRecordsYears` after they left. Refused while they are on the team.
 */
export const deleteStaffSignIn = async (
  caller: Caller,
  id: string,
  body: StaffVersion,
  now = new Date(),
): Promise<Staff> => {
  const { member } = await readMember(id);
  if (member.active) throw new ConflictError(leavingMessages.stillOnTeam(member.name), 'staff_active');
  const accountId = member.account?.accountId;
  if (!accountId) throw new ConflictError(leavingMessages.noSignIn, 'no_sign_in');
  if (member.version !== body.version) throw new ConflictError(staffMessages.stale, 'stale');
  await deleteSignIn(accountId);
  const at = now.toISOString();
  const signInDeleted = { at, by: await actorName(caller) };
  await writeRecordAndLink(
    id,
    accountId,
    {
      set: 'SET signInDeleted = :mark, updatedAt = :at, #version = :next REMOVE #account',
      condition: '#active = :no',
      names: { '#account': 'account' },
      values: {
        ':no': false,
        ':mark': signInDeleted,
        ':at': at,
        ':version': body.version,
        ':next': body.version + 1,
      },
    },
    { expression: 'REMOVE fullName' },
  );
  const { account: _gone, ...rest } = member;
  return { ...rest, signInDeleted, updatedAt: at, version: body.version + 1 };
};

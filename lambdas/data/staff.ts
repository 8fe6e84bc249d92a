import { type Staff, StaffSchema } from '../../shared/schemas/staff';
import { PARTITION_PREFIXES } from '../../shared/table';
import { env } from '../lib/env';
import { getItem, getItems } from './batch';
import { queryAll } from './query';
import { staffKey } from './staff-key';
import { DIARY_STAMP } from './staff-month';
import { byDate, key, LISTS, PK } from './table';

/** The claim on an email address, written with the record, so two records never share one. */
export const staffEmailKey = (email: string) =>
  key(`${PARTITION_PREFIXES.staffEmail}${email.toLowerCase()}`, 'STAFF');

/** The office's team list: one partition of the by-date index, by lower-cased name. */
export const staffListKeys = (staff: Pick<Staff, 'name' | 'id'>) => ({
  [byDate.partitionKey]: LISTS.staff,
  [byDate.sortKey]: `${staff.name.toLowerCase()}#${staff.id}`,
});

/** The item as stored: the record, its list keys and what the office's search matches. */
export const staffItem = (staff: Staff) => ({
  ...staffKey(staff.id),
  ...staffListKeys(staff),
  ...staff,
  search: `${staff.name} ${staff.email}`.toLowerCase(),
});

/** A member's record as stored (with its stamps), read consistently; undefined when there is none. */
export const getStaffItem = (id: string) => getItem(staffKey(id));

export const toStaff = (item: Record<string, unknown>): Staff =>
  StaffSchema.parse(Object.fromEntries(Object.entries(item).filter(([name]) => name in StaffSchema.shape)));

/**
 * Records this execution environment has read and checked, by id, each at its version. Every change to
 * a record moves its version on, so a record whose listed version is the one kept here is the same
 * record: it is neither read nor checked against the schema again.
 */
const readBefore = new Map<string, Staff>();

/**
 * Every record of the team, by name, with each record's diary stamp (staff-month.ts `diaryStamps`): the
 * list (one partition of the by-date index) read for ids, versions and stamps only, then whole
 * (BatchGetItem) only the records this environment has not read at that version. The times offered to
 * clients read the team on every request; a team is tens of people.
 */
export const teamWithStamps = async (): Promise<{ team: Staff[]; stamps: Map<string, string> }> => {
  const listed = await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list',
    ProjectionExpression: '#id, #version, #stamp',
    ExpressionAttributeNames: {
      '#pk': byDate.partitionKey,
      '#id': 'id',
      '#version': 'version',
      '#stamp': DIARY_STAMP,
    },
    ExpressionAttributeValues: { ':list': LISTS.staff },
  });
  const stale = listed.filter((item) => readBefore.get(String(item.id))?.version !== item.version);
  for (const item of await getItems(stale.map((entry) => staffKey(String(entry.id))))) {
    const staff = toStaff(item);
    readBefore.set(staff.id, staff);
  }
  return {
    team: listed.flatMap((item) => readBefore.get(String(item.id)) ?? []),
    stamps: new Map(
      listed.flatMap((item) =>
        typeof item[DIARY_STAMP] === 'string' ? [[String(item.id), item[DIARY_STAMP]] as const] : [],
      ),
    ),
  };
};

/** Every record of the team, by name (teamWithStamps without the stamps). */
export const allStaff = async (): Promise<Staff[]> => (await teamWithStamps()).team;

/**
 * The transaction item that marks a member invited, at the version read: the address the code goes to
 * is the record's.
 */
export const staffInvitedUpdate = (
  id: string,
  account: Record<string, unknown>,
  at: string,
  version: number,
) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: staffKey(id),
    UpdateExpression: 'SET #account = :account, updatedAt = :at ADD #version :one',
    ConditionExpression: 'attribute_exists(#pk) AND #version = :version',
    ExpressionAttributeNames: { '#pk': PK, '#account': 'account', '#version': 'version' },
    ExpressionAttributeValues: { ':account': account, ':at': at, ':one': 1, ':version': version },
  },
});

/** A change to a member's record: its update, with the condition beyond "there, at the version read". */
export interface StaffRecordChange {
  set: string;
  condition: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * The transaction item that changes a member's record at the version read (`:version` among the
 * change's values) and whatever else its condition holds.
 */
export const staffRecordUpdate = (id: string, change: StaffRecordChange) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: staffKey(id),
    UpdateExpression: change.set,
    ConditionExpression: `attribute_exists(#pk) AND #version = :version AND ${change.condition}`,
    ExpressionAttributeNames: { '#pk': PK, '#active': 'active', '#version': 'version', ...change.names },
    ExpressionAttributeValues: change.values,
  },
});

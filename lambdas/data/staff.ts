import { type Staff, StaffSchema } from '../../shared/schemas/staff';
import { PARTITION_PREFIXES } from '../../shared/table';
import { queryAll } from './query';
import { staffKey } from './staff-key';
import { byDate, key, LISTS } from './table';

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

export const toStaff = (item: Record<string, unknown>): Staff =>
  StaffSchema.parse(Object.fromEntries(Object.entries(item).filter(([name]) => name in StaffSchema.shape)));

/** Every record of the team, by name (one partition of the by-date index). */
export const allStaff = async (): Promise<Staff[]> =>
  (
    await queryAll({
      IndexName: byDate.name,
      KeyConditionExpression: '#pk = :list',
      ExpressionAttributeNames: { '#pk': byDate.partitionKey },
      ExpressionAttributeValues: { ':list': LISTS.staff },
    })
  ).map(toStaff);

import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Visit } from '../../shared/staff-rules';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { getItems } from './batch';
import { staffKey, staffPartition } from './staff-key';
import { key, PK, SK } from './table';
import { failedCondition } from './transaction';

/**
 * A staff member's month: one item per person per calendar month, in their record's
 * partition, holding each visit given to them that month (`visits`: booking id -> date, time, length)
 * and a version that every assignment, move and hand-back touching that month moves on in the same
 * transaction as the booking. Two offices (or two clients on the last slot) giving one person two
 * visits at once each read the month at one version; only the first write finds it unchanged, and the
 * second reads again and sees the clash.
 *
 * A month and not a day so that a year's weekly series, given to one person, is one transaction: 53
 * visits touch 13 months (a day each would be 53 more items, past DynamoDB's 100 per transaction).
 *
 * What a month lists is a superset of the truth: every way a visit reaches a person writes it here in
 * the same transaction, while a cancellation takes it out afterwards (`releaseFromMonth`), so an entry
 * can outlive its visit for a moment, never the other way round. Offering slots reads the months alone
 * (at worst one time too few is offered); giving a visit reads the visits themselves
 * (bookings/staff-days.ts) and the write drops whatever no longer belongs.
 */
export const monthOf = (date: string) => date.slice(0, 7);
export const MONTH_PREFIX = 'MONTH#';
export const staffMonthKey = (staffId: string, month: string) =>
  key(staffPartition(staffId), `${MONTH_PREFIX}${month}`);

export type MonthVisit = Required<Pick<Visit, 'id'>> & Omit<Visit, 'id' | 'staffId'>;

export interface StaffMonth {
  staffId: string;
  month: string;
  /** 0 for a month nobody has written yet. */
  version: number;
  visits: MonthVisit[];
}

type Item = Record<string, unknown>;

/**
 * An entry as stored: `YYYY-MM-DD HH:MM hours`, one string rather than a map of three, so that a busy
 * member's month (70 visits) is a third of the bytes to read when times are offered.
 */
const entry = ({ serviceDate, serviceTime, durationHours }: MonthVisit) =>
  `${serviceDate} ${serviceTime} ${durationHours}`;

const fromEntry = (id: string, stored: string): MonthVisit => {
  const [serviceDate = '', serviceTime = '', hours = '0'] = stored.split(' ');
  return { id, serviceDate, serviceTime, durationHours: Number(hours) };
};

const toMonth = (staffId: string, month: string, item: Item | undefined): StaffMonth => ({
  staffId,
  month,
  version: Number(item?.version ?? 0),
  visits: Object.entries((item?.visits ?? {}) as Record<string, string>).map(([id, stored]) =>
    fromEntry(id, String(stored)),
  ),
});

/**
 * Months this execution environment has read whole, by key, each at the version it had. Offering times
 * reads the same months request after request; a month's version moves on with every write to it, so a
 * month whose stored version is still the one kept here is the same month, and is not read again.
 */
const readBefore = new Map<string, StaffMonth>();
/** Beyond this many months kept, the oldest are forgotten (a few hundred kB at 70 visits a month). */
const READ_BEFORE_LIMIT = 3_000;

const whereOf = (item: Item) => `${String(item[PK])}|${String(item[SK])}`;

const remember = (where: string, month: StaffMonth) => {
  readBefore.delete(where);
  readBefore.set(where, month);
  if (readBefore.size > READ_BEFORE_LIMIT) readBefore.delete(readBefore.keys().next().value as string);
};

/**
 * The months of these keys (by `PK|SK`): read whole when consistent (before a write); otherwise their
 * versions first (a small projection), then whole only those this environment has not read at that
 * version. Either way what is answered is what the table holds now.
 */
const monthsByKey = async (
  wanted: { staffId: string; month: string }[],
  consistent: boolean,
): Promise<Map<string, StaffMonth>> => {
  const keys = wanted.map(({ staffId, month }) => ({ staffId, month, key: staffMonthKey(staffId, month) }));
  if (consistent) {
    const found = new Map(
      (
        await getItems(
          keys.map((k) => k.key),
          true,
        )
      ).map((item) => [whereOf(item), item]),
    );
    return new Map(
      keys.map(({ staffId, month, key }) => [whereOf(key), toMonth(staffId, month, found.get(whereOf(key)))]),
    );
  }
  const versions = new Map(
    (
      await getItems(
        keys.map((k) => k.key),
        false,
        { expression: '#pk, #sk, #version', names: { '#pk': PK, '#sk': SK, '#version': 'version' } },
      )
    ).map((item) => [whereOf(item), Number(item.version ?? 0)]),
  );
  const result = new Map<string, StaffMonth>();
  const moved = keys.filter(({ key }) => {
    const known = readBefore.get(whereOf(key));
    if (known && known.version === (versions.get(whereOf(key)) ?? 0)) {
      result.set(whereOf(key), known);
      return false;
    }
    return true;
  });
  const read = new Map((await getItems(moved.map((k) => k.key))).map((item) => [whereOf(item), item]));
  for (const { staffId, month, key } of moved) {
    const fresh = toMonth(staffId, month, read.get(whereOf(key)));
    remember(whereOf(key), fresh);
    result.set(whereOf(key), fresh);
  }
  return result;
};

/** Per member: the stamp their record had and the months read under it (consistently, after it). */
const underStamp = new Map<string, { stamp: string; months: Map<string, StaffMonth> }>();

/**
 * The months of each member between two dates (inclusive): a map from member id to their months, each
 * present even when nobody has written it (version 0). Consistent when a write depends on it. Otherwise
 * (offering times) with `stamps`, the members' records' diary stamps as the team's list gave them: a
 * member whose stamp is the one this environment read their months under is answered from those, with
 * no read at all; the others' months are read consistently (so they are at least as new as the stamp)
 * and kept under it. Without stamps, months unchanged since this environment read them are not read
 * whole again.
 */
export const readStaffMonths = async (
  staffIds: readonly string[],
  from: string,
  to: string,
  consistent: boolean,
  stamps?: ReadonlyMap<string, string>,
): Promise<Map<string, StaffMonth[]>> => {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to); month = nextMonth(month)) months.push(month);
  const kept = new Map<string, StaffMonth[]>();
  if (!consistent && stamps)
    for (const id of staffIds) {
      const known = underStamp.get(id);
      const list = known && known.stamp === stamps.get(id) ? months.map((m) => known.months.get(m)) : [];
      if (list.length === months.length && list.every(Boolean)) kept.set(id, list as StaffMonth[]);
    }
  const toRead = staffIds.filter((id) => !kept.has(id));
  const wantedOf = (ids: readonly string[]) =>
    ids.flatMap((staffId) => months.map((month) => ({ staffId, month })));
  // Under a stamp, read consistently; a member with none (no month written since the office last
  // rewrote their record) is read as without stamps.
  const stamped = toRead.filter((id) => !consistent && stamps?.has(id));
  const unstamped = toRead.filter((id) => !stamped.includes(id));
  const [underNew, other] = await Promise.all([
    stamped.length > 0 ? monthsByKey(wantedOf(stamped), true) : new Map<string, StaffMonth>(),
    unstamped.length > 0 ? monthsByKey(wantedOf(unstamped), consistent) : new Map<string, StaffMonth>(),
  ]);
  const found = new Map([...underNew, ...other]);
  for (const id of toRead) {
    const list = months.map((month) => found.get(whereOf(staffMonthKey(id, month))) as StaffMonth);
    kept.set(id, list);
    const stamp = stamps?.get(id);
    if (consistent || !stamp) continue;
    const known = underStamp.get(id);
    const entry = known?.stamp === stamp && known.months.size < 24 ? known : { stamp, months: new Map() };
    for (const month of list) entry.months.set(month.month, month);
    underStamp.set(id, entry);
  }
  return new Map(staffIds.map((id) => [id, kept.get(id) as StaffMonth[]]));
};

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** A member's months from the month of `date` on, as stored, read consistently: where their visits to come are listed. */
export const staffMonthItemsFrom = async (
  staffId: string,
  date: string,
): Promise<Record<string, unknown>[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :pk AND #sk >= :from',
      ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
      ExpressionAttributeValues: {
        ':pk': staffPartition(staffId),
        ':from': `${MONTH_PREFIX}${monthOf(date)}`,
      },
      ConsistentRead: true,
    }),
  );
  return Items;
};

export const readStaffMonth = async (staffId: string, date: string): Promise<StaffMonth> =>
  (await readStaffMonths([staffId], date, date, true)).get(staffId)?.[0] as StaffMonth;

/**
 * The transaction item that adds visits to a month and takes ids out of it, only if the month is still
 * at the version read (a month nobody has written yet is created whole).
 */
export const staffMonthWrite = (
  month: StaffMonth,
  change: { add?: readonly MonthVisit[]; remove?: readonly string[] },
) => {
  const add = change.add ?? [];
  const remove = (change.remove ?? []).filter((id) => !add.some((visit) => visit.id === id));
  const names: Record<string, string> = { '#pk': PK, '#version': 'version', '#visits': 'visits' };
  const values: Record<string, unknown> = { ':next': month.version + 1 };
  if (month.version === 0) {
    values[':visits'] = Object.fromEntries(add.map((visit) => [visit.id, entry(visit)]));
    return {
      Update: {
        TableName: env().TABLE_NAME,
        Key: staffMonthKey(month.staffId, month.month),
        UpdateExpression: 'SET #version = :next, #visits = :visits',
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  }
  values[':version'] = month.version;
  const sets = ['#version = :next'];
  add.forEach((visit, index) => {
    names[`#a${index}`] = visit.id;
    values[`:a${index}`] = entry(visit);
    sets.push(`#visits.#a${index} = :a${index}`);
  });
  const removes = remove.map((id, index) => {
    names[`#r${index}`] = id;
    return `#visits.#r${index}`;
  });
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: staffMonthKey(month.staffId, month.month),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(#pk) AND #version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
};

/**
 * Takes a cancelled visit out of its member's month, after the cancellation is written: whatever the
 * version (the entry is wrong either way), moving the version on so a racing assignment reads again.
 * A month that is not there has nothing to take out.
 */
export const releaseFromMonth = async (staffId: string, serviceDate: string, id: string) => {
  const release = {
    Update: {
      TableName: env().TABLE_NAME,
      Key: staffMonthKey(staffId, monthOf(serviceDate)),
      UpdateExpression: 'SET #version = #version + :one REMOVE #visits.#id',
      ConditionExpression: 'attribute_exists(#visits)',
      ExpressionAttributeNames: { '#version': 'version', '#visits': 'visits', '#id': id },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
  try {
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: [release, ...diaryStamps([release])] as never }),
    );
  } catch (error) {
    if (!failedCondition(error, 0)) throw error;
  }
};

/** A transaction's items with the stamps of the members whose months they write (diaryStamps) after them. */
export const withDiaryStamps = <T>(items: readonly T[]) => [...items, ...diaryStamps(items)];

/** The attribute of a member's record that changes, to a new token, with every write to their months. */
export const DIARY_STAMP = 'diaryStamp';

/** Whether a month's write (staffMonthWrite) gives its member a visit, rather than only taking some out. */
const addsVisits = (update: { ExpressionAttributeValues?: Item } | undefined) => {
  const values = update?.ExpressionAttributeValues ?? {};
  const created = values[':visits'];
  return (
    ':a0' in values || (typeof created === 'object' && created !== null && Object.keys(created).length > 0)
  );
};

/**
 * What a transaction that writes members' months adds at its end: one Update per member whose months it
 * writes (a transaction may touch an item once), giving their record a new stamp. At the end, so the
 * positions of the transaction's own items (which say who lost a race) stay where they were. Offering
 * times trusts the months it read for a member while their record's stamp is the one it read them under
 * (readStaffMonths). A token rather than a count: a record the office rewrote loses its stamp, and no
 * later write gives it back a value seen before.
 *
 * A member given a visit must still be on the team when it is written: their stamp's update
 * requires the record active, and marking a member as left requires the stamp they had when their
 * visits were read (lambdas/staff/leaving.ts), so a visit and a leaving never both go through. Taking
 * visits away from a member who has left still works.
 */
export const diaryStamps = (items: readonly unknown[]) => {
  const members = new Map<string, boolean>();
  for (const item of items) {
    const update = (item as { Update?: { Key?: Item; ExpressionAttributeValues?: Item } } | undefined)
      ?.Update;
    const partition = update?.Key?.[PK];
    if (typeof partition === 'string' && String(update?.Key?.[SK]).startsWith(MONTH_PREFIX)) {
      const staffId = partition.slice(PARTITION_PREFIXES.staff.length);
      members.set(staffId, (members.get(staffId) ?? false) || addsVisits(update));
    }
  }
  return [...members].map(([staffId, receives]) => ({
    Update: {
      TableName: env().TABLE_NAME,
      Key: staffKey(staffId),
      UpdateExpression: 'SET #stamp = :stamp',
      ConditionExpression: receives ? 'attribute_exists(#pk) AND #active = :yes' : 'attribute_exists(#pk)',
      ExpressionAttributeNames: {
        '#stamp': DIARY_STAMP,
        '#pk': PK,
        ...(receives ? { '#active': 'active' } : {}),
      },
      ExpressionAttributeValues: { ':stamp': randomUUID(), ...(receives ? { ':yes': true } : {}) },
    },
  }));
};

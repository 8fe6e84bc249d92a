import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import { type ClientKey, ClientKeySchema, type Key, KeySchema } from '../../shared/schemas/house-keys';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { BOOKINGS_OF_USER, toBooking } from './booking';
import { keyTagCounterKey } from './counter';
import { ListFilter, queryAll } from './query';
import { staffKey } from './staff-key';
import { byDate, byUser, key, LISTS, mustBeNew, PK } from './table';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/**
 * A key in the register: `KEY#<id>`, `KEY`, holding who has it now and each hand-over
 * (`history`, oldest first), at a version every hand-over moves on. Beside it, `KEY#<id>`, `CLIENT`:
 * what the client may see of it (never the register's notes), on the client's by-user list, which
 * shows them the keys the company still holds, and finds every key of theirs for an erasure.
 */
export const keyPartition = (id: string) => `${PARTITION_PREFIXES.key}${id}`;
export const keyItemKey = (id: string) => key(keyPartition(id), 'KEY');
const clientEntryKey = (id: string) => key(keyPartition(id), 'CLIENT');

/** The prefix of a client's keys in the by-user index. */
export const KEYS_OF_USER = 'KEY#';

/**
 * The sparse queue (on the by-user index) of keys out with a member, by when each is due back in the
 * safe: the sweep reads what is overdue (lambdas/notices/house-keys.ts). Only a key a member holds is on it.
 */
const DUE_QUEUE = `${PARTITION_PREFIXES.key}DUE`;
const dueSortKey = (dueBackAt: string, id: string) => `${dueBackAt}#${id}`;

/** `K-007` as its number, padded, so the lists sort K-999 before K-1000. */
const tagOrder = (tag: string) => tag.replace(/\D/g, '').padStart(9, '0');

export const keyTag = (n: number) => `K-${String(n).padStart(3, '0')}`;

/** The next tag from an atomic counter: unique under any concurrency. */
export const nextKeyTag = async (): Promise<string> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: keyTagCounterKey(),
      UpdateExpression: 'ADD lastNumber :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return keyTag(Number(Attributes?.lastNumber ?? 0));
};

const pick = (item: Item, shape: object) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in shape));

export const toKey = (item: Item): Key =>
  KeySchema.parse({ history: [], version: 0, ...pick(item, KeySchema.shape) });

export const getKey = async (id: string, consistent = false): Promise<Key | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: keyItemKey(id), ConsistentRead: consistent }),
  );
  return Item ? toKey(Item) : undefined;
};

const outWithMember = (entry: Key) =>
  entry.status === 'held' && entry.holder.type === 'staff' && entry.dueBackAt !== undefined;

/** The key's item: the register's list by tag, and the due queue while a member has it. */
const keyItem = (entry: Key) => ({
  ...keyItemKey(entry.id),
  entity: 'key',
  [byDate.partitionKey]: LISTS.keys,
  [byDate.sortKey]: `${tagOrder(entry.tag)}#${entry.id}`,
  ...(outWithMember(entry)
    ? {
        [byUser.partitionKey]: DUE_QUEUE,
        [byUser.sortKey]: dueSortKey(entry.dueBackAt as string, entry.id),
      }
    : {}),
  ...entry,
});

/** Where the client is told their key is: the office, or a member by first name only. */
export const toClientKey = (entry: Key): ClientKey => ({
  id: entry.id,
  tag: entry.tag,
  kind: entry.kind,
  label: entry.label,
  since: entry.since,
  ...(entry.holder.type === 'staff'
    ? { where: 'staff' as const, holderFirstName: entry.holder.staffName?.trim().split(/\s+/)[0] }
    : { where: 'office' as const }),
});

/** The client's entry, with the key's status: the client's list shows those still held. */
const clientEntry = (entry: Key) => ({
  ...clientEntryKey(entry.id),
  entity: 'client-key',
  clientId: entry.clientId,
  status: entry.status,
  [byUser.partitionKey]: userPartition(entry.clientId),
  [byUser.sortKey]: `${KEYS_OF_USER}${tagOrder(entry.tag)}#${entry.id}`,
  ...toClientKey(entry),
});

/**
 * A key's two items, for one transaction: new (refused if its id is taken), or replacing the key at
 * the version it was read (refused if it moved since). The entry follows the key; its own write needs
 * no condition.
 */
export const keyWrites = (entry: Key, readAt: { version: number } | 'new') => [
  {
    Put: {
      TableName: env().TABLE_NAME,
      Item: keyItem(entry),
      ...(readAt === 'new'
        ? mustBeNew
        : {
            ConditionExpression: 'attribute_exists(#pk) AND #version = :version',
            ExpressionAttributeNames: { '#pk': PK, '#version': 'version' },
            ExpressionAttributeValues: { ':version': readAt.version },
          }),
    },
  },
  { Put: { TableName: env().TABLE_NAME, Item: clientEntry(entry) } },
];

/** The attribute of a member's record that changes, to a new token, whenever a key is handed to them. */
export const KEYS_STAMP = 'keysStamp';

/**
 * What a hand-over to a member adds beside the key's writes: their record's keys stamp moved
 * on, only while they are on the team. Marking a member as left requires the stamp they had when their
 * keys were looked at (lambdas/staff/leaving.ts), so a key never goes to someone who has just left.
 */
export const keyHolderWrite = (staffId: string) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: staffKey(staffId),
    UpdateExpression: 'SET #stamp = :stamp',
    ConditionExpression: 'attribute_exists(#pk) AND #active = :yes',
    ExpressionAttributeNames: { '#stamp': KEYS_STAMP, '#pk': PK, '#active': 'active' },
    ExpressionAttributeValues: { ':stamp': randomUUID(), ':yes': true },
  },
});

/** The check, beside another write, that a key is still as it was read (its version). */
export const keyUnchanged = (entry: Pick<Key, 'id' | 'version'>) => ({
  ConditionCheck: {
    TableName: env().TABLE_NAME,
    Key: keyItemKey(entry.id),
    ConditionExpression: '#version = :version',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':version': entry.version },
  },
});

/** The register by tag, narrowed to a client or a status (a register is hundreds of keys: one read). */
export const listKeyItems = async (filters: { clientId?: string; status?: string }): Promise<Key[]> => {
  const filter = new ListFilter().equal('clientId', filters.clientId).equal('status', filters.status);
  const items = await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list',
    FilterExpression: filter.expression,
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, ...filter.names },
    ExpressionAttributeValues: { ':list': LISTS.keys, ...filter.values },
  });
  return items.map(toKey);
};

/** The keys a member of the team holds now (leaving is refused while any; their data lists them). */
export const keysHeldBy = async (staffId: string): Promise<Key[]> =>
  (await listKeyItems({ status: 'held' })).filter(
    (entry) => entry.holder.type === 'staff' && entry.holder.staffId === staffId,
  );

const entriesOfClient = (clientId: string, heldOnly: boolean) =>
  queryAll({
    IndexName: byUser.name,
    KeyConditionExpression: '#pk = :user AND begins_with(#sk, :prefix)',
    ...(heldOnly ? { FilterExpression: '#status = :held' } : {}),
    ExpressionAttributeNames: {
      '#pk': byUser.partitionKey,
      '#sk': byUser.sortKey,
      ...(heldOnly ? { '#status': 'status' } : {}),
    },
    ExpressionAttributeValues: {
      ':user': userPartition(clientId),
      ':prefix': KEYS_OF_USER,
      ...(heldOnly ? { ':held': 'held' } : {}),
    },
  });

/** The keys the company holds for a client now, by tag. */
export const keysOfClient = async (clientId: string): Promise<ClientKey[]> =>
  (await entriesOfClient(clientId, true)).map((item) =>
    ClientKeySchema.parse(pick(item, ClientKeySchema.shape)),
  );

/** The ids of every key a client ever gave the company, held or not. */
export const keyIdsOfClient = async (clientId: string): Promise<string[]> =>
  (await entriesOfClient(clientId, false)).map((item) => String(item.id));

/**
 * A key's copy of its client's name removed (their account's erasure), its version moved on so that a
 * hand-over at the version read before cannot write the name back.
 */
export const removeClientNameFromKey = async (id: string): Promise<void> => {
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: keyItemKey(id),
      UpdateExpression: 'SET #version = #version + :one REMOVE #name',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK, '#version': 'version', '#name': 'clientName' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
};

/** Keys a member still held when they were due back before `now`, most overdue first. */
export const overdueKeys = async (now: Date): Promise<Key[]> =>
  (
    await queryAll({
      IndexName: byUser.name,
      KeyConditionExpression: '#pk = :queue AND #sk < :now',
      ExpressionAttributeNames: { '#pk': byUser.partitionKey, '#sk': byUser.sortKey },
      ExpressionAttributeValues: { ':queue': DUE_QUEUE, ':now': dueSortKey(now.toISOString(), '') },
    })
  ).map(toKey);

/**
 * A client's visits from `fromDate` (London) on, still to happen, given to `staffId` and needing this
 * key, soonest first: the visits a member takes the key for.
 */
export const visitsNeedingKey = async (
  clientId: string,
  staffId: string,
  keyId: string,
  fromDate: string,
): Promise<Booking[]> => {
  const statuses = Object.fromEntries(ACTIVE_STATUSES.map((status, index) => [`:status${index}`, status]));
  const items = await queryAll({
    IndexName: byUser.name,
    KeyConditionExpression: '#pk = :user AND #sk BETWEEN :from AND :to',
    FilterExpression: `#staffId = :staffId AND #keyId = :keyId AND #status IN (${Object.keys(statuses).join(', ')})`,
    ExpressionAttributeNames: {
      '#pk': byUser.partitionKey,
      '#sk': byUser.sortKey,
      '#staffId': 'staffId',
      '#keyId': 'keyId',
      '#status': 'status',
    },
    ExpressionAttributeValues: {
      ':user': userPartition(clientId),
      ':from': `${BOOKINGS_OF_USER}${fromDate}`,
      // Every booking's sort key of later dates sorts below the prefix followed by the top character.
      ':to': `${BOOKINGS_OF_USER}\uffff`,
      ':staffId': staffId,
      ':keyId': keyId,
      ...statuses,
    },
  });
  return items.map(toBooking);
};

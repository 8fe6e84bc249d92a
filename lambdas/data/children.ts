import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Child, type ChildDetails, ChildSchema, MAX_CHILDREN } from '../../shared/schemas/children';
import { table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { profileKey } from './profile';
import { key, mustBeNew, PK, SK } from './table';
import { updateExpression } from './update';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/**
 * A child's profile: one item in the family's own partition (`USER#<sub>`, `CHILD#<id>`),
 * so erasing the account's partition erases the children with it, and one Query reads a family's.
 */
export const CHILD_PREFIX = 'CHILD#';
export const childKey = (userId: string, childId: string) =>
  key(userPartition(userId), `${CHILD_PREFIX}${childId}`);

/**
 * A removed child's item: every detail gone at once, the keys left for the table's TTL to delete. Only
 * an account's erasure deletes items (security review), as a released mobile link waits for the TTL.
 */
const REMOVED = 'removedAt';

/** How many children the family's profile counts: kept in step by the writes below, so no race passes the cap. */
const CHILD_COUNT = 'childCount';

const pick = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in ChildSchema.shape));

export const toChild = (item: Item): Child => ChildSchema.parse(pick(item));

const query = (userId: string, consistent: boolean, removedToo: boolean) =>
  documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ...(removedToo ? {} : { FilterExpression: 'attribute_not_exists(#removed)' }),
      ExpressionAttributeNames: { '#pk': PK, '#sk': SK, ...(removedToo ? {} : { '#removed': REMOVED }) },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': CHILD_PREFIX },
      ConsistentRead: consistent,
    }),
  );

/** A family's children, oldest first (by date of birth). A family has at most MAX_CHILDREN: one page. */
export const listChildren = async (userId: string, consistent = false): Promise<Child[]> => {
  const { Items = [] } = await query(userId, consistent, false);
  return Items.map(toChild).sort((a, b) => a.dateOfBirth.localeCompare(b.dateOfBirth));
};

/** The keys of every child item of a family, removed ones too: what an erasure deletes. */
export const childItemKeys = async (userId: string) => {
  const { Items = [] } = await query(userId, true, true);
  return Items.map((item) => key(String(item[PK]), String(item[SK])));
};

/** Deletes every child item of a family, removed ones too: special-category data, not kept. */
export const deleteChildItems = async (userId: string): Promise<void> => {
  for (const Key of await childItemKeys(userId))
    await documentClient().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key }));
};

/** A new child, refused if the id is taken (a retried create with the same Idempotency-Key). */
export const childPut = (userId: string, child: Child) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: { ...childKey(userId, child.id), entity: 'child', userId, ...child },
    ...mustBeNew,
  },
});

/** The condition of every change to a child: there, and not removed (else it is not found). */
const present = {
  ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#removed)',
  ExpressionAttributeNames: { '#pk': PK, '#removed': REMOVED },
} as const;

/** A child's details replaced, the id and creation kept; answers the item as it now is (ALL_NEW). */
const childUpdate = (userId: string, id: string, details: ChildDetails, at: Date) => {
  const optional = ['allergies', 'medicalNotes', 'dietaryNeeds'] as const;
  const update = updateExpression({
    set: {
      ...Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)),
      updatedAt: at.toISOString(),
    },
    remove: optional.filter((name) => details[name] === undefined),
  });
  return {
    TableName: env().TABLE_NAME,
    Key: childKey(userId, id),
    UpdateExpression: update.expression,
    ConditionExpression: present.ConditionExpression,
    ExpressionAttributeNames: { ...present.ExpressionAttributeNames, ...update.names },
    ExpressionAttributeValues: update.values,
    ReturnValues: 'ALL_NEW' as const,
  };
};

/**
 * A child's details replaced: the child as it now is. Refused (ConditionalCheckFailedException) when
 * there is no such child, or it was removed.
 */
export const writeChildDetails = async (
  userId: string,
  id: string,
  details: ChildDetails,
  at: Date,
): Promise<Child> => {
  const { Attributes } = await documentClient().send(new UpdateCommand(childUpdate(userId, id, details, at)));
  return toChild(Attributes ?? {});
};

/** A child removed: the item replaced by its keys and when, for the TTL to delete. */
export const childRemoval = (userId: string, childId: string, now: Date) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...childKey(userId, childId),
      entity: 'child',
      [REMOVED]: now.toISOString(),
      [table.ttlAttribute]: Math.floor(now.getTime() / 1000),
    },
    ...present,
  },
});

/**
 * The family's count of children moved by one, on their profile: a new child only while the profile
 * exists and counts fewer than MAX_CHILDREN, so neither a deleted account nor two creates at once can
 * pass the cap. Profiles saved before children existed count none.
 */
export const childCountChange = (userId: string, by: 1 | -1) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: profileKey(userId),
    UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :by',
    ConditionExpression:
      by === 1
        ? 'attribute_exists(#pk) AND (attribute_not_exists(#count) OR #count < :max)'
        : 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PK, '#count': CHILD_COUNT },
    ExpressionAttributeValues: { ':zero': 0, ':by': by, ...(by === 1 ? { ':max': MAX_CHILDREN } : {}) },
  },
});

import { table } from '../../shared/table';
import { BadRequestError } from './errors';

/** DynamoDB's LastEvaluatedKey as an opaque URL-safe cursor, and back. */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

/** The attributes a page of an admin list (the by-date index) ends on: the table's keys and the index's. */
const LIST_KEY_ATTRIBUTES = [
  table.partitionKey,
  table.sortKey,
  table.indexes.byDate.partitionKey,
  table.indexes.byDate.sortKey,
].sort();

/**
 * The key a cursor names, only if it is one `list` could have returned: exactly the list's key
 * attributes, all strings, in the list's own partition. Anything else (a crafted cursor, another list's)
 * is the caller's mistake, 400, never a start key DynamoDB would refuse with a 500.
 */
export const decodeCursor = (
  cursor: string | undefined,
  list: string,
): Record<string, string> | undefined => {
  if (!cursor) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const key = value as Record<string, unknown> | undefined;
  const valid =
    key !== null &&
    typeof key === 'object' &&
    !Array.isArray(key) &&
    Object.keys(key).sort().join() === LIST_KEY_ATTRIBUTES.join() &&
    Object.values(key).every((part) => typeof part === 'string' && part.length > 0 && part.length <= 512) &&
    key[table.indexes.byDate.partitionKey] === list;
  if (!valid) throw new BadRequestError('The cursor is not valid', 'invalid_cursor');
  return key as Record<string, string>;
};

import { describe, expect, it } from 'vitest';
import { bookingKey } from '../../../../lambdas/data/booking';
import { LISTS } from '../../../../lambdas/data/table';
import { decodeCursor, encodeCursor } from '../../../../lambdas/lib/cursor';
import { BadRequestError } from '../../../../lambdas/lib/errors';

const key = { ...bookingKey('1'), GSI2PK: LISTS.bookings, GSI2SK: '2026-03-05T10:00#1' };
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('list cursors', () => {
  it('carry a LastEvaluatedKey through a URL-safe string and back', () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, LISTS.bookings)).toEqual(key);
  });

  it('mean the first page when absent', () => {
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined, LISTS.bookings)).toBeUndefined();
    expect(decodeCursor('', LISTS.bookings)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'bm90LWpzb24'],
    ['a JSON array', cursorOf([1, 2])],
    ['a JSON string', cursorOf('key')],
    ['JSON null', cursorOf(null)],
    ['an object without the keys', cursorOf({ a: 1 })],
    [
      'DynamoDB-typed values',
      cursorOf({ PK: { S: 'x' }, SK: { S: 'y' }, GSI2PK: LISTS.bookings, GSI2SK: 'z' }),
    ],
    ['a key of another list', cursorOf({ ...key, GSI2PK: LISTS.invoices })],
    ['a key with an extra attribute', cursorOf({ ...key, status: 'pending' })],
    ['a key with a missing attribute', cursorOf({ PK: 'a', SK: 'b', GSI2PK: LISTS.bookings })],
    ['an empty value', cursorOf({ ...key, GSI2SK: '' })],
  ])('refuse %s as a bad request', (_what, cursor) => {
    expect(() => decodeCursor(cursor, LISTS.bookings)).toThrow(BadRequestError);
    try {
      decodeCursor(cursor, LISTS.bookings);
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_cursor', status: 400 });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../../../lambdas/lib/cursor';
import { BadRequestError } from '../../../../lambdas/lib/errors';

describe('list cursors', () => {
  it('carry a LastEvaluatedKey through a URL-safe string and back', () => {
    const key = { PK: 'BOOKING#1', SK: 'BOOKING', GSI2PK: 'BOOKINGS', GSI2SK: '2026-03-05T10:00#1' };
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it('mean the first page when absent', () => {
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'bm90LWpzb24'],
    ['a JSON array', Buffer.from('[1,2]').toString('base64url')],
    ['a JSON string', Buffer.from('"key"').toString('base64url')],
    ['JSON null', Buffer.from('null').toString('base64url')],
  ])('refuse %s as a bad request', (_what, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(BadRequestError);
    try {
      decodeCursor(cursor);
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_cursor' });
    }
  });
});

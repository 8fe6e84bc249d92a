import { describe, expect, it } from 'vitest';
import { idFor, requestHash } from '../../../../lambdas/data/idempotency';
import { IdParamsSchema } from '../../../../shared/schemas/params';

const request = {
  scope: 'createInvoice',
  key: 'f3b1c2d4-0000-4000-8000-000000000001',
  hash: requestHash({ a: 1 }),
};

describe('ids derived from an idempotency key', () => {
  it('gives every try of one request the same id', () => {
    expect(idFor(request)).toBe(idFor({ ...request }));
  });

  it('gives another key, another request under the same key, or another route a different id', () => {
    const ids = new Set([
      idFor(request),
      idFor({ ...request, key: 'f3b1c2d4-0000-4000-8000-000000000002' }),
      idFor({ ...request, hash: requestHash({ a: 2 }) }),
      idFor({ ...request, scope: 'createBooking' }),
    ]);
    expect(ids.size).toBe(4);
  });

  it('is a version-8 UUID, which the routes accept as an id', () => {
    const id = idFor(request);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(IdParamsSchema.parse({ id })).toEqual({ id });
  });
});

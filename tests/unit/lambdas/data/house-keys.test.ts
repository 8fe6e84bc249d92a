import { describe, expect, it } from 'vitest';
import { keyTag, toClientKey } from '../../../../lambdas/data/house-keys';
import type { Key } from '../../../../shared/schemas/house-keys';

const key: Key = {
  id: 'key-1',
  tag: 'K-007',
  clientId: 'client-1',
  clientName: 'Jane Doe',
  kind: 'key',
  label: 'Front door',
  status: 'held',
  holder: { type: 'office' },
  since: '2027-03-28T08:30:00.000Z',
  createdAt: '2027-03-01T09:00:00.000Z',
  history: [
    { at: '2027-03-28T08:30:00.000Z', from: { type: 'staff', staffId: 's-1' }, to: { type: 'office' } },
  ],
  version: 3,
};

describe('the key register', () => {
  it('numbers tags from K-001, and past K-999 without a cap', () => {
    expect([1, 42, 999, 1000].map(keyTag)).toEqual(['K-001', 'K-042', 'K-999', 'K-1000']);
  });

  it("tells a client where their key is: the office, or a member by first name, and none of the register's notes", () => {
    expect(toClientKey(key)).toEqual({
      id: 'key-1',
      tag: 'K-007',
      kind: 'key',
      label: 'Front door',
      where: 'office',
      since: key.since,
    });
    const out = toClientKey({
      ...key,
      holder: { type: 'staff', staffId: 's-2', staffName: '  Maria  José Lopez ' },
      dueBackAt: '2027-03-29T01:00:00.000Z',
    });
    expect(out).toMatchObject({ where: 'staff', holderFirstName: 'Maria' });
    expect(JSON.stringify(out)).not.toMatch(/Lopez|José|s-2|dueBackAt|Jane/);
  });
});

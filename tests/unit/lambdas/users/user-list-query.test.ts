import { describe, expect, it } from 'vitest';
import { userListQuery } from '../../../../lambdas/users/service';

/** Ids `admin-0`…: as many admins as a test stage can gather. */
const admins = (count: number) => new Set(Array.from({ length: count }, (_, index) => `admin-${index}`));

describe('the users list by role', () => {
  it.each([1, 100, 101, 250])(
    'keeps every one of %i admins out of the clients, in IN lists of at most 100',
    (count) => {
      const { filter } = userListQuery({ role: 'client' } as never, admins(count));
      const lists = [...(filter.expression ?? '').matchAll(/NOT \(#id IN \(([^)]*)\)\)/g)].map(
        (match) => match[1]?.split(', ') ?? [],
      );
      expect(lists.every((list) => list.length <= 100)).toBe(true);
      expect(
        lists
          .flat()
          .map((name) => filter.values[name])
          .sort(),
      ).toEqual([...admins(count)].sort());
    },
  );

  it('lists only admins with role=admin, any of the lists matching', () => {
    const { filter } = userListQuery({ role: 'admin' } as never, admins(150));
    expect(filter.expression).toMatch(/^\(#id IN \([^)]*\) OR #id IN \([^)]*\)\)$/);
    expect(Object.keys(filter.values)).toHaveLength(150);
  });

  it('matches nobody with role=admin when there are no admins, and everybody with role=client', () => {
    expect(userListQuery({ role: 'admin' } as never, new Set()).filter.expression).toBe(
      'attribute_not_exists(#id)',
    );
    expect(userListQuery({ role: 'client' } as never, new Set()).filter.expression).toBeUndefined();
  });
});

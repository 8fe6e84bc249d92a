import type { Key } from '@shared/schemas/house-keys';

/** A member still has it after the time it was due back in the safe. */
export const isOverdue = (key: Key, now: Date): boolean =>
  key.status === 'held' &&
  key.holder.type === 'staff' &&
  key.dueBackAt !== undefined &&
  Date.parse(key.dueBackAt) < now.getTime();

const tagOrder = new Intl.Collator('en-GB', { numeric: true });

/** The register reads by tag: K-2 before K-10. */
export const byTag = (keys: readonly Key[]): Key[] =>
  [...keys].sort((a, b) => tagOrder.compare(a.tag, b.tag));

import { DATE_LISTS, table } from '../../shared/table';

/**
 * The table's attribute names and the lists of its by-date index, derived from the shared definition.
 * Every entity's keys are built in its own file here (lambdas/data/<entity>.ts); no key prefix is
 * written anywhere else (tests/unit/data-keys.test.ts).
 */
export const PK = table.partitionKey;
export const SK = table.sortKey;
export const { byUser, byDate } = table.indexes;

export const key = (pk: string, sk: string) => ({ [PK]: pk, [SK]: sk });

/** Partitions of the by-date index that hold each admin list. */
export const LISTS = DATE_LISTS;

/** The condition of a Put that must create its item, never replace one. */
export const mustBeNew = {
  ConditionExpression: 'attribute_not_exists(#pk)',
  ExpressionAttributeNames: { '#pk': PK },
} as const;

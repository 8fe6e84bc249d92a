/**
 * DynamoDB's TransactionCanceledException, read once: the reason code of each item of the transaction,
 * in the order the items were given ('None' for an item that was not at fault).
 */
export type CancellationCode =
  | 'None'
  | 'ConditionalCheckFailed'
  | 'TransactionConflict'
  | 'ItemCollectionSizeLimitExceeded'
  | 'ProvisionedThroughputExceeded'
  | 'ThrottlingError'
  | 'ValidationError'
  | (string & {});

/** The codes of a cancelled transaction, or undefined when `error` is anything else. */
export const cancellationReasons = (error: unknown): CancellationCode[] | undefined => {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
};

/** True when the transaction was cancelled because the item at `index` failed its condition. */
export const failedCondition = (error: unknown, index: number): boolean =>
  cancellationReasons(error)?.[index] === 'ConditionalCheckFailed';

/**
 * True when the item at `index` failed its condition or met a concurrent transaction on the same item:
 * either way, someone else's write got there first.
 */
export const lostRace = (error: unknown, index: number): boolean => {
  const code = cancellationReasons(error)?.[index];
  return code === 'ConditionalCheckFailed' || code === 'TransactionConflict';
};

/** The index of the first item at fault, or -1. */
export const failedIndex = (error: unknown): number =>
  (cancellationReasons(error) ?? []).findIndex((code) => code !== 'None');

/** A single conditional write (Put, Update, Delete) refused by its condition. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** Lambda rounds billed duration up to the next millisecond. */
const billed = (ms: number) => Math.ceil(ms);

/**
 * The line Lambda writes after every invocation (`REPORT RequestId: ... Duration: ... Init Duration:
 * ...`), so local logs read like CloudWatch's. Memory used is the environment's V8 heap.
 */
export const reportLine = (fields: {
  requestId: string;
  durationMs: number;
  memorySizeMb: number;
  memoryUsedMb?: number;
  /** Only on the first invocation of an environment: the cold start's module import. */
  initMs?: number;
  timedOut?: boolean;
}): string =>
  [
    `REPORT RequestId: ${fields.requestId}`,
    `Duration: ${fields.durationMs.toFixed(2)} ms`,
    `Billed Duration: ${billed(fields.durationMs)} ms`,
    `Memory Size: ${fields.memorySizeMb} MB`,
    ...(fields.memoryUsedMb === undefined ? [] : [`Max Memory Used: ${fields.memoryUsedMb} MB`]),
    ...(fields.initMs === undefined ? [] : [`Init Duration: ${fields.initMs.toFixed(2)} ms`]),
    ...(fields.timedOut ? ['Status: timeout'] : []),
  ].join('\t');

/** One check's outcome: ok, failed (with what was expected and what came) or skipped (with why). */
export interface SmokeResult {
  name: string;
  status: 'ok' | 'fail' | 'skip';
  detail?: string;
}

/**
 * A check's failure, in words for the person reading CI's log: thrown by a check, printed as its line,
 * never as a stack trace.
 */
export class CheckFailure extends Error {
  override name = 'CheckFailure';
}

/** Thrown by a check that has nothing to check here (no account given, no channel configured). */
export class CheckSkipped extends Error {
  override name = 'CheckSkipped';
}

/** Fails with every problem found, or passes when there are none. */
export const failOn = (problems: readonly string[]): void => {
  if (problems.length > 0) throw new CheckFailure(problems.join('; '));
};

/** `ok  <name>`, `FAIL <name>: <detail>` or `skip <name>: <why>`: one line each, as the CLI prints them. */
export const formatResult = (result: SmokeResult): string => {
  if (result.status === 'ok') return `ok  ${result.name}`;
  const label = result.status === 'fail' ? 'FAIL' : 'skip';
  return `${label} ${result.name}: ${result.detail ?? ''}`;
};

export const summary = (results: readonly SmokeResult[]): string => {
  const count = (status: SmokeResult['status']) =>
    results.filter((result) => result.status === status).length;
  const failed = count('fail');
  const skipped = count('skip');
  return `${failed === 0 ? 'smoke passed' : 'smoke FAILED'}: ${count('ok')} ok, ${failed} failed${
    skipped > 0 ? `, ${skipped} skipped` : ''
  }`;
};

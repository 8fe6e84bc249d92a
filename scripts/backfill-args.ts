import { parseArgs } from 'node:util';

/**
 * The one-off backfills' arguments (`--table <name> [--region r] [--endpoint url]`), or undefined after
 * printing the usage line when the table is missing.
 */
export const backfillArgs = (script: string) => {
  const { values } = parseArgs({
    options: { table: { type: 'string' }, region: { type: 'string' }, endpoint: { type: 'string' } },
  });
  if (values.table) return { ...values, table: values.table };
  console.error(`usage: npm run ${script} -- --table <name> [--region <region>] [--endpoint <url>]`);
  process.exitCode = 1;
  return undefined;
};

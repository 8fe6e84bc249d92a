import { parseSmokeArgs, SmokeUsageError, USAGE } from './smoke/args';
import { formatResult, runSmoke, summary } from './smoke/checks';

/**
 * `npm run smoke -- --url <site>`: checks a running stage (`npm start`'s, or one in AWS) from outside
 * and prints one line per check; exits 1 on any failure, 2 when it was asked for wrongly. CI runs it
 * after each deploy (`--stage <name>` reads the URL from the stack outputs). Nothing is changed unless
 * `--write` is given. The checks: scripts/smoke/checks.ts.
 */
const main = async () => {
  let args: ReturnType<typeof parseSmokeArgs>;
  try {
    args = parseSmokeArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SmokeUsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  console.log(`smoke ${args.url}${args.write ? ' (with the reversible write)' : ''}`);
  const results = await runSmoke({ ...args, onResult: (result) => console.log(formatResult(result)) });
  console.log(summary(results));
  return results.some((result) => result.status === 'fail') ? 1 : 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`smoke could not run: ${(error as Error).message}`);
    process.exit(2);
  },
);

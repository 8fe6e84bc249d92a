import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Failure, failures, readReport, tally } from './test-reports';

/**
 * `npm test` and `npm run validate`: every check, in the order a reviewer would want them, each
 * step's own output shown as it runs. Ends with one summary line of all tests passed and failed.
 */
const reportDir = path.resolve('test-results', 'validate');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const tsx = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
const bin = (name: string) => path.resolve('node_modules', '.bin', name);
const vitest = (project: string, extra: string[] = []) => [
  bin('vitest'),
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${project}.json`)}`,
];

interface Step {
  name: string;
  command: string[];
  /** Where the step writes its counts, if it runs tests. */
  report?: string;
}

const steps: Step[] = [
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json'] },
  { name: 'typecheck (web)', command: [bin('tsc'), '-p', 'web/tsconfig.json'] },
  { name: 'lint and format', command: [bin('biome'), 'check', '.'] },
  { name: 'npm audit', command: [process.execPath, tsx, 'scripts/audit.ts'] },
  { name: 'unit', command: vitest('unit', ['--project', 'unit', '--project', 'web']), report: 'unit.json' },
  {
    name: 'integration',
    command: vitest('integration', ['--project', 'integration']),
    report: 'integration.json',
  },
  { name: 'infra', command: vitest('infra', ['--project', 'infra']), report: 'infra.json' },
  { name: 'build', command: [process.execPath, tsx, 'scripts/build-web.ts'] },
  // Every byte budget of bench.budgets.json, so CI holds them: JavaScript per page (90 kB public,
  // 160 kB portal, gzip), no auth code on public pages, Lambda sizes. Needs the build above.
  { name: 'budgets', command: vitest('budgets', ['--project', 'budgets']), report: 'budgets.json' },
  { name: 'e2e', command: [bin('playwright'), 'test'], report: 'e2e.json' },
];

const results: {
  name: string;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  failedOutsideTests: boolean;
  failures: Failure[];
}[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const run = spawnSync(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json'),
      FORCE_COLOR: process.env.CI ? '0' : '1',
    },
  });
  const report = step.report ? readReport(path.join(reportDir, step.report)) : undefined;
  const counted = tally(report);
  const ok = run.status === 0;
  // Every test passed yet the run failed: a hook, a timeout or a crash outside them, counted as one.
  const failedOutsideTests = !ok && counted.failed === 0 && Boolean(step.report);
  if (failedOutsideTests) counted.failed = 1;
  results.push({
    name: step.name,
    ok,
    seconds: (Date.now() - started) / 1000,
    failedOutsideTests,
    failures: failures(report, process.cwd()),
    ...counted,
  });
}

console.log('\n━━ summary ━━');
for (const result of results) {
  const tests = result.passed + result.failed > 0 ? `  ${result.passed} passed, ${result.failed} failed` : '';
  const outside = result.failedOutsideTests ? ' (the failure is outside the tests: see its output)' : '';
  console.log(
    `${result.ok ? '✔' : '✖'} ${result.name.padEnd(18)} ${result.seconds.toFixed(1).padStart(6)}s${tests}${outside}`,
  );
}
for (const result of results.filter((result) => result.failures.length > 0)) {
  console.log(`\n✖ ${result.name}: what failed`);
  for (const failure of result.failures.slice(0, 10)) console.log(`  • ${failure.title}\n${failure.message}`);
  if (result.failures.length > 10) console.log(`  … and ${result.failures.length - 10} more`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed =
  results.reduce((sum, result) => sum + result.failed, 0) +
  results.filter((result) => !result.ok && result.passed + result.failed === 0).length;
const skipped = results.reduce((sum, result) => sum + result.skipped, 0);
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);

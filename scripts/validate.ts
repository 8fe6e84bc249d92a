import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type Failure, failures, readReport, tally } from './test-reports';

/**
 * `npm test` and `npm run validate`: every check, ending with one summary line of all tests passed and
 * failed. Integration and e2e each drive a whole local stack with their own workers and fill the machine's
 * cores by themselves, so each runs with no other foreground step beside it; the short steps before them
 * share the cores (`VALIDATE_JOBS` at a time, default one per core), and the compilers and linters run
 * niced in a lane of their own throughout. Each step's output goes to its own log under
 * test-results/validate/ and is printed whole when the step ends, so two steps' lines never interleave.
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
  /** Steps that must pass first. */
  after?: string[];
  /**
   * For a check that waits on nothing but the CPU: the nice value it runs at, so the steps that drive a
   * local stack over real connections (whose waits are bounded) get the CPU first; integration and e2e
   * ran 40 to 110 s faster so. Compilers and linters take 5 and run before integration (the end of `steps`). The unit and web
   * tests take 5: at 15, beside integration and e2e, a jsdom test got so little CPU that loading a page's
   * modules outlasted its 20 s (one clean-clone run). Infra takes none: its synthesis hooks ran past their
   * 60 s at 15.
   */
  niceness?: number;
  /** The most this step should take on the reference machine (2 cores), in seconds: over it, a warning. */
  budgetSeconds?: number;
  /**
   * Runs with no other foreground step beside it (decision 027). Measured on 2 cores (2026-11-27): e2e alone
   * took 1058 s; beside integration, infra and unit (3 at a time) it took 1388 s and 8 journeys ran out
   * of their minute, integration took 725 s instead of 235 s, and the whole run 1444 s against 1466 s for
   * every step one after another. Side by side bought nothing once the cores were full, and cost the
   * bounded waits.
   */
  alone?: boolean;
}

/**
 * Steps at this niceness or more run in a lane of their own, one at a time, beside the `jobs` slots: at
 * nice 15 the kernel gives them about 3 % of a core when anything else wants it, so they soak up the CPU
 * integration and e2e leave idle while they wait on the emulators and the browser. Queued behind those
 * slots instead, they ran one after another for a minute after integration ended (clean-clone runs).
 * No step runs there since the checks moved ahead of integration (2026-12-07); the lane stays for a check
 * that can soak up idle CPU without slowing what it runs beside.
 */
const backgroundNiceness = 15;
const inBackground = (step: Step) => (step.niceness ?? 0) >= backgroundNiceness;

/** In the order they are started when a slot is free: the short steps first, then the two that run alone. */
const steps: Step[] = [
  { name: 'build', command: [process.execPath, tsx, 'scripts/build-web.ts'] },
  // Every function bundled once, as infra bundles it (local/gateway/bundle.ts): infra deploys this set, the
  // budgets measure it and the integration and e2e stacks run it, where each used to bundle on its own.
  // Not niced: the four wait on it.
  { name: 'bundle', command: [process.execPath, tsx, 'scripts/bundle-functions.ts'] },
  // The unit and web tests before infra: they are the longest of the short steps (about 95 s against
  // infra's 55 s) and need nothing built, so they start once bundle frees its slot and infra follows the
  // build in the other. Infra first held them back until the build was done: the short phase ended 24 s
  // later (2026-12-07). Two workers, where Vitest's default on two cores is one: once the build and infra
  // are done the second core was left to the niced checks while integration waited for this step (alone,
  // 80 s with one worker, 53 s with two).
  {
    name: 'unit',
    command: vitest('unit', ['--project', 'unit', '--project', 'web', '--maxWorkers=2']),
    report: 'unit.json',
    niceness: 5,
  },
  {
    name: 'infra',
    command: vitest('infra', ['--project', 'infra']),
    report: 'infra.json',
    after: ['bundle'],
  },
  // The built site's static facts (tests/site): a few seconds, so it runs as soon as the build is done.
  { name: 'site', command: vitest('site', ['--project', 'site']), report: 'site.json', after: ['build'] },
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json'], niceness: 5 },
  { name: 'typecheck (web)', command: [bin('tsc'), '-p', 'web/tsconfig.json'], niceness: 5 },
  { name: 'lint and format', command: [bin('biome'), 'check', '.'], niceness: 5 },
  { name: 'knip', command: [bin('knip')], niceness: 5 },
  { name: 'npm audit', command: [process.execPath, tsx, 'scripts/audit.ts'], niceness: 5 },
  // Every byte budget of bench.budgets.json, so CI holds them. Reads the build and the bundles above.
  {
    name: 'budgets',
    command: vitest('budgets', ['--project', 'budgets']),
    report: 'budgets.json',
    after: ['build', 'bundle'],
    niceness: 5,
  },
  // Integration and e2e last, each alone: they start once every step above has ended. The checks above
  // used to run niced beside integration for 120–140 s, and slowed it from 212 s alone to 229–251 s
  // (four clean-clone runs, 2026-12-07), though their work is small (tsc 23 s alone): on two vCPUs what
  // runs on the other one slows a step whatever its priority. Run first, they cost the short phase less.
  {
    name: 'integration',
    command: vitest('integration', ['--project', 'integration']),
    report: 'integration.json',
    after: ['bundle'],
    alone: true,
    budgetSeconds: 4 * 60,
  },
  {
    name: 'e2e',
    // The journeys without the screens project's pictures (npm run screens takes those).
    command: [bin('playwright'), 'test', '--project', 'chromium'],
    report: 'e2e.json',
    after: ['build', 'bundle'],
    alone: true,
    budgetSeconds: 5 * 60,
  },
];

/**
 * The time budget of the whole run: `bash .ci/run` in a fresh clone (installs included) within 12 minutes
 * on the reference machine (2 cores, 24 GiB), integration and e2e within their own budgets above. Over it
 * is a warning, not a failure (machines differ); a change that pushes CI over trims its own tests back.
 * .ci/run passes the moment it started (`VALIDATE_RUN_STARTED`, ms since the epoch) so the installs count.
 */
const RUN_BUDGET_SECONDS = 12 * 60;
const runStartedAt = Number(process.env.VALIDATE_RUN_STARTED) || undefined;

/** `npm test -- --only=unit,lint` runs just those steps (and what they need first). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
if (only) {
  const wanted = new Set<string>();
  const add = (name: string) => {
    const step = steps.find((candidate) => candidate.name === name || candidate.name.startsWith(`${name} `));
    if (!step) throw new Error(`No step named ${name}: ${steps.map((s) => s.name).join(', ')}`);
    wanted.add(step.name);
    for (const before of step.after ?? []) add(before);
  };
  for (const name of only) add(name);
  steps.splice(0, steps.length, ...steps.filter((step) => wanted.has(step.name)));
}

interface Result {
  name: string;
  ok: boolean;
  /** When it started, in seconds since the run of steps began. */
  startedAt: number;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  failedOutsideTests: boolean;
  failures: Failure[];
}

// One short step per core (build, infra, unit: each about 45 s alone on 2 cores, 2026-11-27).
const jobs = Math.max(1, Number(process.env.VALIDATE_JOBS) || availableParallelism());
const logOf = (step: Step) => path.join(reportDir, `${step.name.replace(/\W+/g, '-')}.log`);

const run = (step: Step): Promise<Result> => {
  const started = Date.now();
  const log = createWriteStream(logOf(step));
  // coreutils' nice sets the priority before the command starts, so every thread and child inherits it.
  const [command, ...args] = (
    step.niceness ? ['nice', '-n', String(step.niceness), ...step.command] : step.command
  ) as [string, ...string[]];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json'),
      FORCE_COLOR: '0',
    },
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        const report = step.report ? readReport(path.join(reportDir, step.report)) : undefined;
        const counted = tally(report);
        const ok = code === 0;
        // Every test passed yet the run failed: a hook, a timeout or a crash outside them, counted as one.
        const failedOutsideTests = !ok && counted.failed === 0 && Boolean(step.report);
        if (failedOutsideTests) counted.failed = 1;
        resolve({
          name: step.name,
          ok,
          startedAt: (started - startedAt) / 1000,
          seconds: (Date.now() - started) / 1000,
          failedOutsideTests,
          failures: failures(report, process.cwd()),
          ...counted,
        });
      });
    });
  });
};

const results = new Map<string, Result>();
const startedAt = Date.now();
await new Promise<void>((finished) => {
  const waiting = [...steps];
  let running = 0;
  let runningAlone = false;
  let runningInBackground = 0;
  const skip = (step: Step, because: string) => {
    console.log(`\n━━ ${step.name}: not run, ${because} failed ━━`);
    results.set(step.name, {
      name: step.name,
      ok: false,
      startedAt: (Date.now() - startedAt) / 1000,
      seconds: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      failedOutsideTests: false,
      failures: [],
    });
  };
  const next = () => {
    for (let index = 0; index < waiting.length; ) {
      const step = waiting[index] as Step;
      const background = inBackground(step);
      const full = background
        ? runningInBackground >= 1
        : runningAlone || running >= jobs || (step.alone === true && running > 0);
      if (full) {
        index += 1;
        continue;
      }
      const failedFirst = step.after?.find((name) => results.get(name)?.ok === false);
      if (failedFirst) {
        waiting.splice(index, 1);
        skip(step, failedFirst);
        continue;
      }
      if (!(step.after ?? []).every((name) => results.get(name)?.ok)) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      if (background) runningInBackground += 1;
      else running += 1;
      if (step.alone) runningAlone = true;
      console.log(`▶ ${step.name}${background ? ' (in the background lane)' : step.alone ? ' (alone)' : ''}`);
      void run(step).then((result) => {
        if (background) runningInBackground -= 1;
        else running -= 1;
        if (step.alone) runningAlone = false;
        results.set(step.name, result);
        console.log(
          `\n━━ ${step.name} (${result.ok ? 'passed' : 'FAILED'}, ${result.seconds.toFixed(1)}s) ━━`,
        );
        console.log(readFileSync(logOf(step), 'utf8').trimEnd());
        next();
      });
    }
    if (running === 0 && runningInBackground === 0 && waiting.length === 0) finished();
  };
  console.log(
    `Running ${steps.length} steps, ${jobs} at a time (integration and e2e alone, last), and steps niced to 15 or more in a lane beside them; each step's log is printed when it ends.`,
  );
  next();
});

const ordered = steps.map((step) => results.get(step.name) as Result);
console.log(
  `\n━━ summary (${((Date.now() - startedAt) / 1000).toFixed(1)}s in all, ${jobs} at a time, integration and e2e alone) ━━`,
);
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
const overBudget: string[] = [];
for (const [index, result] of ordered.entries()) {
  const tests = result.passed + result.failed > 0 ? `  ${result.passed} passed, ${result.failed} failed` : '';
  const outside = result.failedOutsideTests ? ' (the failure is outside the tests: see its output)' : '';
  const budget = steps[index]?.budgetSeconds;
  const over = budget !== undefined && result.seconds > budget;
  if (over) overBudget.push(`${result.name} took ${minutes(result.seconds)}, over its ${minutes(budget)}`);
  console.log(
    `${result.ok ? '✔' : '✖'} ${result.name.padEnd(18)} ${result.seconds.toFixed(1).padStart(6)}s  from ${result.startedAt.toFixed(0).padStart(3)}s${tests}${outside}${budget === undefined ? '' : `  (budget ${minutes(budget)}${over ? ': OVER' : ''})`}`,
  );
}
const testsSeconds = (Date.now() - startedAt) / 1000;
const runSeconds = runStartedAt ? (Date.now() - runStartedAt) / 1000 : undefined;
console.log(
  runSeconds === undefined
    ? `\nTime: ${minutes(testsSeconds)} for the tests (installs not counted: .ci/run counts them). Budget: ${minutes(RUN_BUDGET_SECONDS)} for \`bash .ci/run\` in a fresh clone on 2 cores.`
    : `\nTime: ${minutes(runSeconds)} since .ci/run started (${minutes(runSeconds - testsSeconds)} installing, ${minutes(testsSeconds)} testing). Budget: ${minutes(RUN_BUDGET_SECONDS)} on 2 cores.`,
);
if (runSeconds !== undefined && runSeconds > RUN_BUDGET_SECONDS)
  overBudget.push(`the run took ${minutes(runSeconds)}, over its ${minutes(RUN_BUDGET_SECONDS)}`);
for (const warning of overBudget)
  console.log(`⚠ Over the time budget: ${warning}. Trim the tests that pushed it over (README, Tests).`);
for (const result of ordered.filter((result) => result.failures.length > 0)) {
  console.log(`\n✖ ${result.name}: what failed`);
  for (const failure of result.failures.slice(0, 10)) console.log(`  • ${failure.title}\n${failure.message}`);
  if (result.failures.length > 10) console.log(`  … and ${result.failures.length - 10} more`);
}
const passed = ordered.reduce((sum, result) => sum + result.passed, 0);
const failed =
  ordered.reduce((sum, result) => sum + result.failed, 0) +
  ordered.filter((result) => !result.ok && result.passed + result.failed === 0).length;
const skipped = ordered.reduce((sum, result) => sum + result.skipped, 0);
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ordered.every((result) => result.ok) ? 0 : 1);

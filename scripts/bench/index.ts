import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedPortalPaths, publicPages } from '../../web/src/app/pages';
import { benchDir, type Check, check, loadBudgets, repoRoot, siteRoot } from './budgets';
import { kB, lambdaBytes, lambdaChecks, pageBytes, pageChecks } from './bytes';
import { faultsChecks } from './faults-plan';
import { floorNote, type MeasuredRow } from './lighthouse-floor';
import { coverage, type Landed, movements, readLanded, recordFigures, writeLanded } from './trend';

/**
 * `npm run bench`: builds what it measures, measures each section, holds every figure against
 * bench.budgets.json, writes .bench/report.{md,json}, prints the Markdown, exits 1 on any breach (2 if
 * the bench itself could not run). Progress goes to stderr.
 */
export const SECTIONS = ['pages', 'lambdas', 'lighthouse', 'latency', 'realtime', 'faults'] as const;
export type Section = (typeof SECTIONS)[number];

export const USAGE = `npm run bench -- [--quick] [--only=<section>[,<section>]] [--pages=<path>[,<path>]] [--no-build] [--record]
  --quick      page and Lambda bytes only (no Lighthouse, latency, realtime or faults)
  --only=a,b   just these sections: ${SECTIONS.join(', ')}
  --pages=/,/faq  Lighthouse on these pages only (while working on them; a full run measures every page)
  --no-build   measure the existing dist/web instead of building the site first
  --record     write this run's figures into bench.landed.json, to commit with the change that moved them
               (every run prints what moved against that file)`;

export const parseArgs = (argv: readonly string[]) => {
  const options = {
    sections: [...SECTIONS] as Section[],
    build: true,
    help: false,
    record: false,
    pages: undefined as string[] | undefined,
  };
  let quick = false;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--record') options.record = true;
    else if (arg.startsWith('--pages='))
      options.pages = arg.slice('--pages='.length).split(',').filter(Boolean);
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean);
      if (names.length === 0 || names.some((name) => !(SECTIONS as readonly string[]).includes(name)))
        throw new Error(`--only takes ${SECTIONS.join(', ')}; got "${arg.slice('--only='.length)}"`);
      options.sections = SECTIONS.filter((section) => names.includes(section));
    } else throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
  }
  if (quick) options.sections = options.sections.filter((s) => s === 'pages' || s === 'lambdas');
  if (options.sections.length === 0) throw new Error('--quick leaves nothing of the sections --only chose');
  return options;
};

const progress = (line: string) => process.stderr.write(`${line}\n`);
const git = (...args: string[]) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();

const run = async ({ sections, build, pages: onlyPages }: ReturnType<typeof parseArgs>) => {
  const started = Date.now();
  const budgets = loadBudgets();
  const report = {
    generatedAt: new Date().toISOString(),
    durationSeconds: 0,
    node: process.version,
    sections,
    ok: false,
    git: { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 },
    checks: [] as Check[],
    breaches: [] as Check[],
    seconds: {} as Partial<Record<Section, number>>,
    results: {} as Partial<Record<Section, unknown>>,
  };
  /** Measures a section and holds it against its budgets; a section that fails to run is a breach. */
  const section = async <T>(name: Section, measure: () => Promise<T> | T, checks: (result: T) => Check[]) => {
    if (!sections.includes(name)) return;
    const begun = Date.now();
    try {
      const result = await measure();
      report.results[name] = result;
      report.checks.push(...checks(result));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      report.checks.push(check(name, 'run', `completed (${message})`, false, true, 'equal'));
    }
    report.seconds[name] = Math.round((Date.now() - begun) / 1000);
    progress(`${name}: ${report.seconds[name]} s`);
  };

  mkdirSync(benchDir, { recursive: true });
  // The functions as every test layer reads them: the shared set of bundles, made first if stale.
  await section('lambdas', lambdaBytes, (r) => lambdaChecks(r, budgets.lambdas));
  const served = path.join(benchDir, 'site');
  if (build && sections.some((name) => name !== 'lambdas' && name !== 'latency' && name !== 'realtime')) {
    progress('Building the site (log in .bench/build-web.log)...');
    const args = [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build-web.ts'];
    const built = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8' });
    writeFileSync(path.join(benchDir, 'build-web.log'), `${built.stdout}${built.stderr}`);
    if (built.status !== 0) throw new Error(`The site build failed: see .bench/build-web.log`);
  }
  if (sections.some((name) => name !== 'lambdas')) {
    if (!existsSync(path.join(siteRoot, 'index.html'))) throw new Error('No dist/web: run npm run build');
    // A private copy, so a rebuild by someone else mid-run cannot change what is measured.
    rmSync(served, { recursive: true, force: true });
    cpSync(siteRoot, served, { recursive: true });
  }
  const pages = async () => pageBytes(served);
  await section('pages', pages, (r) => pageChecks(r, budgets.pages));

  const { startBenchStack } = await import('./stack');
  if (sections.includes('lighthouse') || sections.includes('latency') || sections.includes('realtime')) {
    const bench = await startBenchStack(served);
    try {
      const { runLighthouse, lighthouseChecks } = await import('./lighthouse');
      // Every pre-rendered page: the public ones and the portal's pending states (/auth).
      const pagePaths = [...publicPages.map((page) => page.path), ...prerenderedPortalPaths];
      const measured = pagePaths.filter((page) => !onlyPages || onlyPages.includes(page));
      const lighthouse = () => runLighthouse(bench.siteUrl, measured, budgets.lighthouse.runs, progress);
      await section('lighthouse', lighthouse, (r) =>
        lighthouseChecks(r, pagePaths, prerenderedPortalPaths, budgets.lighthouse),
      );
      const { measureLatency, latencyChecks } = await import('./latency');
      const measure = () => measureLatency(bench, budgets.latency, progress);
      await section('latency', measure, (r) => latencyChecks(r, budgets.latency));
      const { measureRealtime, realtimeChecks } = await import('./realtime');
      const live = () => measureRealtime(bench, budgets.realtime, progress);
      await section('realtime', live, (r) => realtimeChecks(r, budgets.realtime));
    } finally {
      await bench.stop();
    }
  }
  if (sections.includes('faults')) {
    // On a stack of its own: its table on disk, the notice sender's schedule every 5 s.
    const { measureFaults } = await import('./faults');
    const bench = await startBenchStack(served, true);
    try {
      await section('faults', () => measureFaults(bench, budgets.faults, progress), faultsChecks);
    } finally {
      await bench.stop();
    }
  }
  report.breaches = report.checks.filter((item) => !item.ok);
  report.ok = report.breaches.length === 0;
  report.durationSeconds = Math.round((Date.now() - started) / 1000);
  return report;
};

const shown = (item: Check, value: number | boolean) =>
  typeof value === 'number' && ['pages', 'lambdas'].includes(item.section) ? kB(value) : String(value);
const relation = { max: '≤', min: '≥', equal: '=' } as const;
const line = (item: Check) =>
  `| ${item.subject} | ${item.metric} | ${shown(item, item.value)} | ${relation[item.kind]} ${shown(item, item.budget)} | ${item.ok ? '✅' : '❌'} |`;
const signed = (item: Check, change: number) => {
  const figure = shown(item, Math.abs(change));
  return `${change < 0 ? '−' : '+'}${figure}`;
};

/** What moved since the figures last landed (bench.landed.json): worse first, then better. */
export const renderTrend = (checks: readonly Check[], landed: Landed | undefined): string[] => {
  if (!landed)
    return ['## Trend', 'No landed figures yet: `npm run bench -- --record` writes bench.landed.json.'];
  const moved = movements(checks, landed);
  const { known, unknown } = coverage(checks, landed);
  const worse = moved.filter((m) => m.direction === 'worse').length;
  return [
    `## Trend against the last landed figures (commit ${landed.commit.slice(0, 7)}, ${landed.recordedAt.slice(0, 10)})`,
    `${known} figures compared${unknown ? `, ${unknown} not in the landed file` : ''}: ${moved.length - worse} better, ${worse} worse, ${known - moved.length} unchanged.`,
    ...(moved.length
      ? [
          '| subject | metric | landed | now | change | |\n| --- | --- | --- | --- | --- | --- |',
          ...moved.map(
            ({ check: item, landed: before, change, direction }) =>
              `| ${item.subject} | ${item.metric} | ${shown(item, before)} | ${shown(item, item.value)} | ${signed(item, change)} | ${direction === 'worse' ? '⚠️ worse' : 'better'} |`,
          ),
        ]
      : []),
  ];
};

/** A short Markdown report: the verdict, a line per section, the breaches, then each section's checks. */
export const renderMarkdown = (report: Awaited<ReturnType<typeof run>>, landed?: Landed): string => {
  const header = '| subject | metric | value | budget | |\n| --- | --- | --- | --- | --- |';
  const sections = report.sections.map((name) => ({
    name,
    rows: report.checks.filter((c) => c.section === name),
  }));
  return [
    `# Bench: ${report.ok ? '✅ within budget' : `❌ ${report.breaches.length} breach(es)`}`,
    `${report.generatedAt}, commit ${report.git.commit.slice(0, 7)}${report.git.dirty ? ' (dirty)' : ''}, Node ${report.node}, ${report.durationSeconds} s`,
    '| section | checks | breached | seconds |\n| --- | --- | --- | --- |',
    ...sections.map(
      ({ name, rows }) =>
        `| ${name} | ${rows.length} | ${rows.filter((r) => !r.ok).length} | ${report.seconds[name]} |`,
    ),
    ...(report.breaches.length ? ['## Breaches', header, ...report.breaches.map(line)] : []),
    ...renderTrend(report.checks, landed),
    ...sections.flatMap((s) => [
      `## ${s.name}`,
      ...(s.name === 'lighthouse' ? (floorNote(report.results.lighthouse as MeasuredRow[]) ?? []) : []),
      header,
      ...s.rows.map(line),
    ]),
    'The figures behind each check: .bench/report.json (`results`).',
  ]
    .join('\n\n')
    .replace(/\|\n\n\|/g, '|\n|');
};

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const report = await run(options);
  const landed = readLanded();
  const markdown = renderMarkdown(report, landed);
  writeFileSync(path.join(benchDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(benchDir, 'report.md'), markdown);
  console.log(markdown);
  if (options.record) {
    writeLanded(recordFigures(report.checks, landed, report.git.commit, report.generatedAt));
    const dirty = report.git.dirty ? ' (measured with uncommitted changes: commit them with it)' : '';
    progress(`Recorded this run's figures in bench.landed.json${dirty}.`);
  }
  process.exitCode = report.ok ? 0 : 1;
};

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });

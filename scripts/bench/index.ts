import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { signIn, startBenchStack } from './bench-stack';
import { type Budgets, type Check, check, loadBudgets } from './budgets';
import {
  faultsChecks,
  lambdaChecks,
  latencyChecks,
  lighthouseChecks,
  navigationChecks,
  pageChecks,
} from './checks';
import { CHROME_PATH } from './chromium';
import { measureColdStart } from './cold-start';
import { measureFaults } from './faults';
import { bundleAll, INFRA_BUNDLING, lambdaEntries, whatIfs } from './lambda-bundle';
import { measureLatency } from './latency';
import { runLighthouse } from './lighthouse';
import { measureNavigation } from './navigation';
import { type BenchOptions, parseArgs, type Section, USAGE } from './options';
import { measurePages } from './page-weight';
import { benchDir, repoRoot, siteRoot } from './paths';
import { type BenchReport, type MeasuredLambda, renderMarkdown } from './report';
import { buildSite, isPublic, portalPaths, sitePages, snapshotSite } from './site';
import { chunkModules, explainPages } from './web-chunks';

/**
 * `npm run bench`: builds what it measures, starts what it needs on free ports, measures, holds every
 * figure against bench.budgets.json, writes .bench/report.{md,json}, prints the Markdown and exits 1 on
 * any breach. Progress goes to stderr, the report to stdout.
 */
const progress = (line: string) => process.stderr.write(`${line}\n`);

const git = (...args: string[]) =>
  spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() ?? '';

const chromiumVersion = () =>
  spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim().split('\n').pop() ?? 'unknown';

const failedSection = (section: Section, error: unknown): Check =>
  check({
    section,
    subject: 'run',
    metric: `completed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    value: false,
    budget: true,
    kind: 'equal',
    unit: '',
  });

const measureLambdas = async (budgets: Budgets, report: BenchReport) => {
  progress(`Bundling ${lambdaEntries().length} functions with esbuild (infra's settings)...`);
  const bundles = await bundleAll();
  const measured: MeasuredLambda[] = [];
  for (const bundle of bundles) {
    progress(`  cold import of ${bundle.name} (${budgets.coldStart.runs} fresh processes)`);
    measured.push({
      ...bundle,
      file: path.relative(repoRoot, bundle.file),
      coldStart: await measureColdStart(bundle.file, budgets.coldStart.runs),
    });
  }
  report.lambdas = measured;
  report.lambdaBundling = { ...INFRA_BUNDLING };
  const checks = lambdaChecks(bundles, budgets.lambdas);
  report.checks.push(...checks);
  for (const item of checks.filter((entry) => !entry.ok)) {
    const bundle = bundles.find((entry) => entry.name === item.subject);
    if (!bundle) continue;
    progress(`  what-if bundles for ${bundle.name}`);
    report.analysis.lambdas.push({
      name: bundle.name,
      bytes: bundle.bytes,
      packages: bundle.packages.slice(0, 8),
      whatIfs: await whatIfs(bundle),
    });
  }
};

const run = async (options: BenchOptions): Promise<BenchReport> => {
  const started = Date.now();
  const budgets = loadBudgets();
  const report: BenchReport = {
    schemaVersion: 1,
    generatedAt: new Date().toISOString(),
    durationSeconds: 0,
    git: { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 },
    environment: {
      node: process.version,
      cpus: cpus().length,
      platform: process.platform,
      chromium: chromiumVersion(),
    },
    sections: options.sections,
    built: false,
    budgets,
    ok: false,
    checks: [],
    breaches: [],
    notes: [],
    analysis: { lambdas: [] },
  };
  const wants = (section: Section) => options.sections.includes(section);

  if (wants('lambdas'))
    await measureLambdas(budgets, report).catch((error: unknown) => {
      report.checks.push(failedSection('lambdas', error));
    });

  // The faults section's workload goes through the local CDN, which serves dist/web.
  const needsSite = wants('pages') || wants('navigation') || wants('lighthouse') || wants('faults');
  if (needsSite && options.build) {
    progress('Building the site (npx tsx scripts/build-web.ts; log in .bench/build-web.log)...');
    await buildSite();
    report.built = true;
  }
  // Measured from a copy, so a rebuild by someone else during the run cannot change what is served.
  const servedRoot = needsSite ? snapshotSite(path.join(benchDir, 'site')) : siteRoot;
  // Right after the build, so the analysis sees the sources dist/web was built from.
  const chunks = wants('pages')
    ? await chunkModules().catch((error: Error) => {
        report.notes.push(`No chunk analysis (the analysis build failed: ${error.message.split('\n')[0]})`);
        return undefined;
      })
    : undefined;
  const pages = await sitePages(servedRoot);
  const sitePaths = await portalPaths();
  const missing = pages.filter((page) => !page.built);
  if (needsSite && missing.length)
    report.notes.push(
      `Not in dist/web, so not measured: ${missing.map((page) => `${page.path} (${page.object})`).join(', ')}`,
    );
  const built = pages.filter((page) => page.built);

  const needsStack = wants('pages') || wants('navigation') || wants('lighthouse') || wants('latency');
  if (needsStack) await measureOnStack(options, report, { servedRoot, built, sitePaths, chunks });
  if (wants('faults'))
    try {
      await measureFaultsSection(report, servedRoot);
    } catch (error) {
      report.checks.push(failedSection('faults', error));
    }
  return finish(report, started);
};

/** The load-and-faults section, on a stack of its own: a table on disk, and the notice sender's schedule running. */
const measureFaultsSection = async (report: BenchReport, servedRoot: string) => {
  const settings = report.budgets.faults;
  progress(
    `Load and faults: ${settings.virtualUsers} users, ${settings.phaseSeconds} s per phase (steady, DynamoDB Local stopped, SES local stopped)...`,
  );
  const bench = await startBenchStack({ siteRoot: servedRoot, faults: true });
  const stopOnSignal = () => {
    void bench.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    progress(`  site ${bench.siteUrl}, API ${bench.stack.urls.api}`);
    report.faults = await measureFaults(bench, settings, progress);
    report.checks.push(...faultsChecks(report.faults));
  } finally {
    progress('Stopping the faults stack...');
    await bench.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
};

const measureOnStack = async (
  options: BenchOptions,
  report: BenchReport,
  context: {
    servedRoot: string;
    built: Awaited<ReturnType<typeof sitePages>>;
    sitePaths: Awaited<ReturnType<typeof portalPaths>>;
    chunks: Awaited<ReturnType<typeof chunkModules>> | undefined;
  },
) => {
  const { servedRoot, built, sitePaths, chunks } = context;
  const budgets = report.budgets;
  const wants = (section: Section) => options.sections.includes(section);
  progress('Starting the local stack on free ports...');
  const bench = await startBenchStack({ siteRoot: servedRoot });
  const stopOnSignal = () => {
    void bench.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    progress(`  site ${bench.siteUrl}, API ${bench.stack.urls.api}`);
    if (wants('pages'))
      try {
        progress(`Loading ${built.length} pages in Chromium...`);
        const session = await signIn(bench.stack, bench.demo.client.email, bench.demo.password);
        report.pages = await measurePages({
          siteUrl: bench.siteUrl,
          pages: built,
          signedIn: { paths: [sitePaths.dashboard], session },
        });
        const csp = new Map<string, string[]>();
        for (const page of report.pages)
          for (const violation of page.cspViolations)
            csp.set(violation, [...(csp.get(violation) ?? []), page.path]);
        for (const [violation, where] of csp)
          report.notes.push(
            `CSP violation \`${violation}\` on ${where.join(', ')} (Lighthouse Best Practices counts it).`,
          );
        for (const page of report.pages)
          if (page.status !== 200) report.notes.push(`${page.path} answered ${page.status}.`);
          else if (page.finalPath !== page.path)
            report.notes.push(
              `${page.path} ended at ${page.finalPath}; its figures are what loaded on the way.`,
            );
        const checks = pageChecks(report.pages, budgets.pages);
        report.checks.push(...checks);
        const breached = new Set(checks.filter((item) => !item.ok).map((item) => item.subject));
        if (breached.size && chunks)
          report.analysis.pages = explainPages(
            report.pages,
            report.pages.filter((page) => breached.has(page.path)),
            chunks,
          );
      } catch (error) {
        report.checks.push(failedSection('pages', error));
      }

    if (wants('navigation'))
      try {
        const { runs, cpuSlowdown } = budgets.navigation;
        progress(
          `Client-side navigation against document loads (CPU slowed ${cpuSlowdown}×, ${runs} runs each)...`,
        );
        report.navigation = await measureNavigation({ siteUrl: bench.siteUrl, runs, cpuSlowdown });
        report.checks.push(...navigationChecks(report.navigation, budgets.navigation));
      } catch (error) {
        report.checks.push(failedSection('navigation', error));
      }

    if (wants('lighthouse'))
      try {
        const targets = built.filter((page) => isPublic(page.kind) || page.path === sitePaths.auth);
        progress(
          `Lighthouse on ${targets.length} pages, ${budgets.lighthouse.runs} runs each (the slow part)...`,
        );
        report.lighthouse = await runLighthouse({
          siteUrl: bench.siteUrl,
          paths: targets.map((page) => page.path),
          runs: budgets.lighthouse.runs,
          onProgress: progress,
        });
        const publicPaths = new Set(built.filter((page) => isPublic(page.kind)).map((page) => page.path));
        report.checks.push(...lighthouseChecks(report.lighthouse, publicPaths, budgets.lighthouse));
      } catch (error) {
        report.checks.push(failedSection('lighthouse', error));
      }

    if (wants('latency'))
      try {
        progress(`API latency at concurrency ${budgets.latency.concurrency.join(' and ')}...`);
        report.latency = await measureLatency(bench, {
          concurrency: budgets.latency.concurrency,
          requests: budgets.latency.requestsPerLevel,
          warmup: budgets.latency.warmupRequests,
          profile: {
            concurrency: budgets.latency.budgetConcurrency,
            maxRatio: budgets.latency.maxP95RatioToGetItem,
          },
          onProgress: progress,
        });
        report.checks.push(...latencyChecks(report.latency, budgets.latency));
      } catch (error) {
        report.checks.push(failedSection('latency', error));
      }
  } finally {
    progress('Stopping the local stack...');
    await bench.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
};

const finish = (report: BenchReport, started: number): BenchReport => {
  report.breaches = report.checks.filter((item) => !item.ok);
  report.ok = report.breaches.length === 0;
  report.durationSeconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
};

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const report = await run(options);
  const markdown = renderMarkdown(report);
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(benchDir, 'report.md'), markdown);
  console.log(markdown);
  progress(`Report: .bench/report.md and .bench/report.json`);
  process.exitCode = report.ok ? 0 : 1;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});

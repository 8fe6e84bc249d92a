import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchStack, signIn, startBenchStack } from '../../scripts/bench/bench-stack';
import { lambdaBudget, loadBudgets } from '../../scripts/bench/budgets';
import { bundleAll, type LambdaBundle, lambdaEntries } from '../../scripts/bench/lambda-bundle';
import { measurePages, type PageWeight } from '../../scripts/bench/page-weight';
import { isPublic, portalPaths, sitePages, snapshotSite } from '../../scripts/bench/site';
import { kB } from '../../scripts/bench/stats';

/**
 * The byte budgets of bench.budgets.json that give the same answer on every run: JavaScript per page,
 * no auth library on public pages, Lambda bundle sizes. Same code as `npm run bench` (which adds
 * Lighthouse, latency and the analysis of what to cut); this needs dist/web, so it runs after the build.
 */
const budgets = loadBudgets();
const scratch = mkdtempSync(path.join(tmpdir(), 'pbhs-budgets-'));
// A copy of dist/web, so a rebuild elsewhere during the test cannot change what is served.
const served = snapshotSite(path.join(scratch, 'site'));
const pages = await sitePages(served);
const portal = await portalPaths();

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const heaviest = (page: PageWeight) =>
  page.assets
    .filter((asset) => asset.type === 'js')
    .slice(0, 4)
    .map((asset) => `${asset.path} ${kB(asset.gzipBytes)}`)
    .join(', ');

describe('JavaScript each page ships (gzip)', () => {
  let bench: BenchStack;
  const weights = new Map<string, PageWeight>();

  beforeAll(async () => {
    bench = await startBenchStack({ siteRoot: served });
    const session = await signIn(bench.stack, bench.demo.client.email, bench.demo.password);
    const measured = await measurePages({
      siteUrl: bench.siteUrl,
      pages: pages.filter((page) => page.built),
      signedIn: { paths: [portal.dashboard], session },
      parallel: 4,
    });
    for (const weight of measured) weights.set(weight.path, weight);
  });

  afterAll(async () => {
    await bench?.stop();
  });

  const weightOf = (pathname: string) => {
    const weight = weights.get(pathname);
    if (!weight) throw new Error(`${pathname} is not in dist/web`);
    if (weight.status !== 200) throw new Error(`${pathname} answered ${weight.status}`);
    return weight;
  };

  it('finds Amplify in what /auth loads, so a clean public page means something', () => {
    expect(weightOf(portal.auth).authMarkers.length).toBeGreaterThan(0);
  });

  it('draws the dashboard for the signed-in demo client', () => {
    expect(weightOf(portal.dashboard).finalPath).toBe(portal.dashboard);
  });

  it.each(pages.filter((page) => isPublic(page.kind)).map((page) => page.path))(
    '%s: no auth code',
    (pathname) => {
      const weight = weightOf(pathname);
      expect(weight.authMarkers, `${pathname} loads Amplify (${heaviest(weight)})`).toEqual([]);
    },
  );

  it.each(pages.map((page) => [page.path, page.kind] as const))(
    "%s: within the %s pages' JS budget",
    (pathname, kind) => {
      const weight = weightOf(pathname);
      expect(
        weight.js.gzipBytes,
        `${pathname} ships ${kB(weight.js.gzipBytes)} of JS; largest: ${heaviest(weight)}`,
      ).toBeLessThanOrEqual(budgets.pages[kind].maxJsGzipBytes);
    },
  );
});

describe('Lambda bundles (esbuild with the settings infra uses)', () => {
  let bundles: LambdaBundle[];

  beforeAll(async () => {
    bundles = await bundleAll(path.join(scratch, 'lambdas'));
  });

  it.each(lambdaEntries().map((lambda) => lambda.name))('%s: within the size budget', (name) => {
    const bundle = bundles.find((entry) => entry.name === name) as LambdaBundle;
    const largest = bundle.packages
      .slice(0, 4)
      .map((share) => `${share.name} ${kB(share.bytes)}`)
      .join(', ');
    expect(
      bundle.bytes,
      `${name} is ${kB(bundle.bytes)} minified; largest: ${largest} (npm run bench -- --only=lambdas shows what would fix it)`,
    ).toBeLessThanOrEqual(lambdaBudget(budgets.lambdas, name));
  });
});

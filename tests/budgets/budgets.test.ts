import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaBudget, loadBudgets } from '../../scripts/bench/budgets';
import {
  BUDGETED_PORTAL,
  kB,
  type LambdaBytes,
  lambdaBytes,
  lambdaEntries,
  type PageBytes,
  pageBytes,
} from '../../scripts/bench/bytes';
import { paths } from '../../web/src/config/paths';

/**
 * The byte budgets of bench.budgets.json, read from the build's own records with no browser and no
 * stack: each page's JavaScript from its HTML and React Router's route manifest in dist/web, Lambda
 * sizes from the one set of function bundles every test layer reads, with its esbuild metafile. Needs
 * dist/web and that set, so it runs after the build and bundle steps (it makes the set if it is stale).
 */
const budgets = loadBudgets();
const pages = pageBytes();
const byPath = new Map(pages.map((page) => [page.path, page]));
const page = (pathname: string) => byPath.get(pathname) as PageBytes;
const largest = (weight: PageBytes) =>
  weight.files
    .slice(0, 4)
    .map((file) => `${file.file} ${kB(file.gzipBytes)}`)
    .join(', ');

describe('JavaScript each page loads (gzip, from the build manifest)', () => {
  it('finds Amplify in what /auth loads, so a clean public page means something', () => {
    expect(page(paths.auth).authMarkers.length).toBeGreaterThan(0);
  });

  it.each(pages.filter((p) => p.kind !== 'portal').map((p) => p.path))('%s: no auth code', (pathname) => {
    const weight = page(pathname);
    expect(weight.authMarkers, `${pathname} loads Amplify (${largest(weight)})`).toEqual([]);
  });

  it.each(
    pages
      .filter((p) => p.kind !== 'portal' || BUDGETED_PORTAL.includes(p.path))
      .map((p) => [p.path, p.kind] as const),
  )("%s: within the %s pages' JS budget", (pathname, kind) => {
    const weight = page(pathname);
    expect(
      weight.gzipBytes,
      `${pathname} loads ${kB(weight.gzipBytes)} of JS; largest: ${largest(weight)}`,
    ).toBeLessThanOrEqual(budgets.pages[kind].maxJsGzipBytes);
  });
});

describe('Lambda bundles (esbuild with the settings infra uses)', () => {
  let bundles: LambdaBytes[];
  beforeAll(async () => {
    bundles = await lambdaBytes();
  });

  it.each(lambdaEntries().map((lambda) => lambda.name))('%s: within the size budget', (name) => {
    const bundle = bundles.find((entry) => entry.name === name) as LambdaBytes;
    const top = bundle.packages
      .slice(0, 4)
      .map((share) => `${share.name} ${kB(share.bytes)}`)
      .join(', ');
    expect(bundle.bytes, `${name} is ${kB(bundle.bytes)} minified; largest: ${top}`).toBeLessThanOrEqual(
      lambdaBudget(budgets.lambdas, name),
    );
  });
});

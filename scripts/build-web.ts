import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ContextError, stageConfig } from '../infra/config';
import { builtIdentityFile } from '../infra/paths';
import type { Identity } from '../shared/identity';
import { DEMO_IDENTITY } from '../shared/identity-schema';
import { NOT_FOUND_PAGE, PAGE_OBJECT_SUFFIX, rewriteUri } from '../shared/url-rewrite';
import {
  NOT_FOUND_PRERENDER_PATH,
  portalPages,
  prerenderedPaths,
  prerenderedPortalPaths,
} from '../web/src/app/pages';
import { paths } from '../web/src/config/paths';
import {
  bootAssets,
  externalizeScripts,
  inlineScripts,
  namedAssets,
  outlinedBoundaries,
  robotsTxt,
  sitemapXml,
} from './site-document';

/**
 * `npm run build`: the production site in dist/web, laid out the way CloudFront serves it.
 * React Router's build (web/react-router.config.ts) pre-renders every public page and writes the SPA
 * shell; this script then lays its output out for the CDN (docs/decisions/005):
 * - each page's inline scripts move into a boot module (the CSP allows no inline script), which starts
 *   the page's code once the page has painted (scripts/site-document.ts);
 * - the not-found page becomes /404.html, which the CDN answers unknown paths with (status 404);
 * - the SPA shell is written at each portal page's own path that is not pre-rendered (the CDN serves it
 *   for `/dashboard/*`);
 * - sitemap.xml and robots.txt.
 * Ends with each page's JavaScript, as gzip would send it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'web');
const buildDir = path.join(root, 'dist', 'react-router');
const outDir = path.join(root, 'dist', 'web');
const SPA_SHELL = '__spa-fallback.html';

/**
 * `npm run build -- --config infra/stages/prod.json`: the site for that stage, stating its company's
 * identity (checked as `cdk synth` checks it: a prod stage refuses placeholders). Without one, the demo's.
 * The identity built in is written beside the site, and a prod synthesis refuses a site built for another.
 */
const configArg = process.argv.indexOf('--config');
const configFile = configArg >= 0 ? process.argv[configArg + 1] : undefined;
let identity: Identity = DEMO_IDENTITY;
if (configFile) {
  try {
    ({ identity } = stageConfig({ config: configFile }));
  } catch (error) {
    if (!(error instanceof ContextError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// React Router's CLI, run from web/ (it resolves its virtual modules against the working directory).
const cli = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
const built = spawnSync(process.execPath, [cli, 'build'], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, ...(configFile ? { PBHS_IDENTITY: JSON.stringify(identity) } : {}) },
});
if (built.status !== 0) process.exit(built.status ?? 1);

rmSync(outDir, { recursive: true, force: true });
renameSync(path.join(buildDir, 'client'), outDir);
writeFileSync(builtIdentityFile(outDir), `${JSON.stringify(identity, null, 2)}\n`);
rmSync(buildDir, { recursive: true, force: true });

const fileOf = (objectKey: string) => path.join(outDir, ...objectKey.split('/'));
const read = (objectKey: string) => readFileSync(fileOf(objectKey), 'utf8');
const write = (objectKey: string, body: string) => {
  mkdirSync(path.dirname(fileOf(objectKey)), { recursive: true });
  writeFileSync(fileOf(objectKey), body);
};

/**
 * Moves a page's inline scripts into its boot and hydrate modules and writes all three; returns the
 * scripts the page loads before it runs anything of its own (for the summary below).
 */
const finish = (objectKey: string, html: string, start?: 'now') => {
  const outlined = outlinedBoundaries(html);
  if (outlined.length > 0)
    throw new Error(`${objectKey} has boundaries out of place: ${outlined.join(', ')}`);
  const page = externalizeScripts(html, start);
  write(page.boot.path, page.boot.code);
  write(page.hydrate.path, page.hydrate.code);
  const left = inlineScripts(page.html);
  if (left.length > 0) throw new Error(`${objectKey} still has inline scripts: ${left.join(', ')}`);
  write(objectKey, page.html);
  return [...namedAssets(page.html), ...bootAssets(page.boot.code)].filter((file) => file.endsWith('.js'));
};

const pages = new Map<string, string[]>();
for (const pathname of [...prerenderedPaths, ...prerenderedPortalPaths]) {
  const key = rewriteUri(pathname);
  pages.set(pathname, finish(key, read(key)));
}

// React Router pre-rendered the not-found page at a path of its own; the CDN wants it at NOT_FOUND_PAGE.
const notFoundKey = rewriteUri(NOT_FOUND_PRERENDER_PATH);
pages.set(NOT_FOUND_PAGE, finish(NOT_FOUND_PAGE, read(notFoundKey)));
rmSync(path.dirname(fileOf(notFoundKey)), { recursive: true });

// The SPA shell, at each other portal page's own path (/dashboard, /dashboard/bookings, ...).
const shell = read(`/${SPA_SHELL}`);
rmSync(fileOf(`/${SPA_SHELL}`));
// The shell shows nothing until its code runs, so its code starts at once.
for (const page of portalPages)
  if (!prerenderedPortalPaths.includes(page.path))
    pages.set(page.path, finish(rewriteUri(page.path), shell, 'now'));

write('/sitemap.xml', sitemapXml(prerenderedPaths));
write('/robots.txt', robotsTxt([paths.auth, paths.dashboard]));

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(fileOf(file))).length;
    gzipSizes.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log('\nJavaScript each page loads before it runs (gzip; lazy chunks come on top):');
for (const [pathname, scripts] of pages) {
  const total = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `  ${pathname.padEnd(56)} ${kb(total).padStart(9)}  ${String(scripts.length).padStart(2)} files`,
  );
}
if (!existsSync(fileOf(PAGE_OBJECT_SUFFIX))) throw new Error('The build has no home page');

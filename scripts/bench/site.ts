import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rewriteUri } from '../../shared/url-rewrite';
import { benchDir, repoRoot, siteRoot } from './paths';

/** As web/src/app/pages.ts names them: reading and form pages are public; the portal needs a session. */
export type PageKind = 'reading' | 'form' | 'portal';

export const isPublic = (kind: PageKind) => kind !== 'portal';

export interface SitePage {
  path: string;
  kind: PageKind;
  /** The object the CDN serves for it, e.g. `/contact/index.html`. */
  object: string;
  /** Whether the build wrote that object. */
  built: boolean;
}

interface RouteTableModule {
  publicPages: readonly { path: string; kind: PageKind }[];
}

/** The web app's own module, loaded by URL so the root type check does not pull in the web app. */
const webModule = async <T>(relative: string): Promise<T> =>
  (await import(pathToFileURL(path.join(repoRoot, 'web', 'src', relative)).href)) as T;

/** The portal's two pages the bench loads (/auth signed out, /dashboard signed in), from web/src/config/paths.ts. */
export const portalPaths = async (): Promise<{ auth: string; dashboard: string }> =>
  (await webModule<{ paths: { auth: string; dashboard: string } }>('config/paths.ts')).paths;

/**
 * The site's pages, read from the route table (web/src/app/pages.ts) at run time, so a page added
 * there is measured with no change here: every public page, and the portal's /auth and /dashboard
 * (its sections are the same shell and code as /dashboard).
 */
export const sitePages = async (root = siteRoot): Promise<SitePage[]> => {
  const { publicPages } = await webModule<RouteTableModule>('app/pages.ts');
  const portal = await portalPaths();
  const page = (pathname: string, kind: PageKind): SitePage => {
    const object = rewriteUri(pathname);
    return { path: pathname, kind, object, built: existsSync(path.join(root, object)) };
  };
  return [
    ...publicPages.map(({ path: pathname, kind }) => page(pathname, kind)),
    page(portal.auth, 'portal'),
    page(portal.dashboard, 'portal'),
  ];
};

/**
 * `npx tsx scripts/build-web.ts`, its output kept in .bench/build-web.log and shown only on failure
 * (the report has the per-page figures).
 */
export const buildSite = (): Promise<void> =>
  new Promise((resolve, reject) => {
    const tsx = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const child = spawn(process.execPath, [tsx, 'scripts/build-web.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      mkdirSync(benchDir, { recursive: true });
      writeFileSync(path.join(benchDir, 'build-web.log'), log);
      if (code === 0) return resolve();
      reject(new Error(`The site build failed (exit ${code}):\n${log.split('\n').slice(-40).join('\n')}`));
    });
  });

/**
 * A private copy of dist/web to serve while measuring: others rebuilding the site mid-run (the build
 * empties dist/web first) would otherwise mix two builds, or none, into one report.
 */
export const snapshotSite = (dest: string, from = siteRoot): string => {
  if (!existsSync(path.join(from, 'index.html')))
    throw new Error(`There is no site build in ${path.relative(repoRoot, from)}: run npm run build first.`);
  rmSync(dest, { recursive: true, force: true });
  cpSync(from, dest, { recursive: true });
  return dest;
};

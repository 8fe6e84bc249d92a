import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { bundleLocalFunctions } from '../../local/gateway/functions';
import { FUNCTION_ENTRIES, handlerEntry } from '../../shared/function-settings';
import { functionsInUse } from '../../shared/routes';
import { rewriteUri } from '../../shared/url-rewrite';
import { portalPages, publicPages, routeIdOf } from '../../web/src/app/pages';
import { paths } from '../../web/src/config/paths';
import { bootAssets, namedAssets } from '../site-document';
import { type Budgets, type Check, check, lambdaBudget, siteRoot } from './budgets';

/** Strings only the Amplify auth library carries (minification keeps them); our session hint has none. */
export const AUTH_MARKERS =
  'aws-amplify @aws-amplify/ Amplify.configure AWSCognitoIdentityProviderService. amplify-signin-with-hostedUI'.split(
    ' ',
  );
export const authMarkersIn = (source: string): string[] => AUTH_MARKERS.filter((m) => source.includes(m));

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

type JsFile = { file: string; bytes: number; gzipBytes: number; authMarkers: string[] };
export type PageBytes = ReturnType<typeof pageBytes>[number];
type RouteEntry = { parentId?: string; module: string; imports?: string[] };
type RouteManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** React Router's manifest (`assets/manifest-<hash>.js`): each route's module and its static imports. */
export const readManifest = (root = siteRoot): RouteManifest => {
  const file = readdirSync(path.join(root, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${root}/assets: build the site first`);
  const text = readFileSync(path.join(root, 'assets', file), 'utf8').replace(
    /^window\.__reactRouterManifest=/,
    '',
  );
  return JSON.parse(text.replace(/;\s*$/, '')) as RouteManifest;
};

/**
 * A page's JavaScript: the scripts and modulepreloads its HTML names (entry, boot module, manifest),
 * plus the module and static imports of every route from the root down to the page's own route. The
 * portal's pages are the SPA shell, whose routes the browser matches after load: the manifest names them.
 */
export const pageBytes = (root = siteRoot) => {
  const manifest = readManifest(root);
  const sizes = new Map<string, JsFile>();
  const sized = (file: string): JsFile => {
    const body = sizes.has(file) ? undefined : readFileSync(path.join(root, file));
    if (body)
      sizes.set(file, {
        file,
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
        authMarkers: authMarkersIn(String(body)),
      });
    return sizes.get(file) as JsFile;
  };
  return [...publicPages, ...portalPages].map(({ path: pathname, file, kind }) => {
    const html = path.join(root, rewriteUri(pathname));
    if (!existsSync(html)) throw new Error(`${pathname} is not in the build (${html})`);
    const named = namedAssets(readFileSync(html, 'utf8')).filter((name) => name.endsWith('.js'));
    // The boot module names the rest: the hydrate module and the preloads it starts after the first paint.
    const started = named.flatMap((name) =>
      /\/boot-[0-9a-f]+\.js$/.test(name) ? bootAssets(readFileSync(path.join(root, name), 'utf8')) : [],
    );
    const js = new Set([...named, ...started]);
    for (const name of [manifest.entry.module, ...manifest.entry.imports]) js.add(name);
    let route: RouteEntry | undefined = manifest.routes[routeIdOf({ file })];
    if (!route) throw new Error(`${pathname}: route ${file} is not in the manifest`);
    for (; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
      for (const name of [route.module, ...(route.imports ?? [])]) js.add(name);
    const files = [...js].map(sized).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      path: pathname,
      kind,
      files,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      authMarkers: [...new Set(files.flatMap((f) => f.authMarkers))],
    };
  });
};

/** The portal pages the budget holds: /auth and /dashboard (the sections load their own code on top). */
export const BUDGETED_PORTAL: string[] = [paths.auth, paths.dashboard];

export const pageChecks = (pages: PageBytes[], budgets: Budgets['pages']): Check[] =>
  pages
    .filter((page) => page.kind !== 'portal' || BUDGETED_PORTAL.includes(page.path))
    .flatMap((page) => [
      check(
        'pages',
        page.path,
        `JS gzip (${page.kind})`,
        page.gzipBytes,
        budgets[page.kind].maxJsGzipBytes,
        'max',
      ),
      ...(page.kind !== 'portal' && !budgets.publicAuthCodeAllowed
        ? [check('pages', page.path, 'auth code', page.authMarkers.length > 0, false, 'equal')]
        : []),
    ]);

/** Every function infra deploys; a unit test checks this list against infra/. */
export const lambdaEntries = (): { name: string; entry: string }[] => [
  ...functionsInUse().map((fn) => ({ name: fn, entry: handlerEntry(fn) })),
  { name: 'notice-sender', entry: FUNCTION_ENTRIES.noticeSender },
  { name: 'post-confirmation', entry: FUNCTION_ENTRIES.postConfirmation },
  { name: 'pre-token-generation', entry: FUNCTION_ENTRIES.preTokenGeneration },
  { name: 'custom-message', entry: FUNCTION_ENTRIES.customMessage },
  { name: 'realtime-authorizer', entry: FUNCTION_ENTRIES.realtimeAuthorizer },
  { name: 'realtime', entry: FUNCTION_ENTRIES.realtime },
];

export type LambdaBytes = Awaited<ReturnType<typeof lambdaBytes>>[number];

/** `…/node_modules/@aws-sdk/client-s3/dist-cjs/x.js` → `@aws-sdk/client-s3`; own files by folder. */
export const packageOf = (input: string): string => {
  const at = input.lastIndexOf('node_modules/');
  const parts = (at < 0 ? input : input.slice(at + 'node_modules/'.length)).split('/');
  return parts.slice(0, at < 0 || parts[0]?.startsWith('@') ? 2 : 1).join('/');
};

/**
 * Each function bundled as infra bundles it (infra/constructs/api-function-bundling.ts), read from the one
 * set every test layer shares (local/gateway/bundle.ts: made there only when a source has changed): its
 * minified size and, from the set's metafile, bytes by package.
 */
export const lambdaBytes = async () => {
  const bundles = await bundleLocalFunctions();
  const meta = JSON.parse(readFileSync(bundles.meta, 'utf8')) as Metafile;
  return lambdaEntries().map(({ name }) => {
    const file = bundles.functions[name];
    const output = meta.outputs[`${name}/index.js`];
    if (!file || !output) throw new Error(`${name} is not in the set of bundles ${bundles.dir}`);
    const byPackage = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
    return {
      name,
      bytes: readFileSync(file).length,
      modules: Object.keys(output.inputs).length,
      packages: [...byPackage].map(([p, bytes]) => ({ name: p, bytes })).sort((a, b) => b.bytes - a.bytes),
    };
  });
};

export const lambdaChecks = (bundles: LambdaBytes[], budgets: Budgets['lambdas']): Check[] =>
  bundles.map((b) => check('lambdas', b.name, 'minified', b.bytes, lambdaBudget(budgets, b.name), 'max'));

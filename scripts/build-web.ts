import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { NOT_FOUND_PAGE, rewriteUri } from '../shared/url-rewrite';
import { ENTRY, type Manifest, pageAssets } from './prerender-assets';
import { composePage, composeShell, inlineStylesheets } from './prerender-document';
import type { ServerEntry } from './server-entry';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * `npm run build`: the production site in dist/web, laid out the way CloudFront serves it. The client
 * build comes first; then a server build of web/src/entry-server.tsx renders every public path to
 * real HTML (readable without JavaScript, hydrated when scripts run). The portal's paths get shells
 * the browser renders. The shared URL rule maps `/contact` to `contact/index.html`; anything else is
 * answered with 404.html. Ends with each page's JavaScript, as gzip would send it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(root, 'web', 'vite.config.ts');
const outDir = path.join(root, 'dist', 'web');
const ssrDir = path.join(root, 'dist', 'ssr');

await build({ configFile, mode: 'production' });
await build({
  configFile,
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});

// The manifest is a build input only: read it, then keep it out of what is deployed.
const manifestDir = path.join(outDir, '.vite');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
rmSync(manifestDir, { recursive: true, force: true });

const serverModule = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const server = serverModule.default as ServerEntry;
const template = readFileSync(path.join(outDir, ENTRY), 'utf8');
// Pre-rendered pages carry their CSS inline; the portal's shells link it (they wait for scripts anyway).
const pageTemplate = inlineStylesheets(template, (href) => readFileSync(path.join(outDir, href), 'utf8'));

const write = (objectKey: string, body: string) => {
  const file = path.join(outDir, objectKey);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
};

const prerender = async (pathname: string, objectKey: string, noindex = false) => {
  const page = await server.renderPage(pathname);
  const assets = pageAssets(manifest, ENTRY, page.modules);
  const kind = server.isArticlePath(pathname) ? 'article' : 'website';
  const jsonLd = server.structuredDataFor(pathname);
  write(
    objectKey,
    composePage(pageTemplate, { pathname, ...page, jsonLd, preload: assets.preload, kind, noindex }),
  );
  return assets.scripts;
};

const scriptsByPage = new Map<string, string[]>();
for (const pathname of server.prerenderedPaths)
  scriptsByPage.set(pathname, await prerender(pathname, rewriteUri(pathname)));
// Rendered at a path no route claims, so it is the not-found page.
scriptsByPage.set(NOT_FOUND_PAGE, await prerender('/404', NOT_FOUND_PAGE, true));
for (const pathname of server.clientRenderedPaths)
  write(rewriteUri(pathname), composeShell(template, server.shellTitleFor(pathname)));

write('/sitemap.xml', sitemapXml(server.prerenderedPaths));
write('/robots.txt', robotsTxt(server.clientRenderedPaths));
rmSync(ssrDir, { recursive: true, force: true });

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(outDir, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log('\nJavaScript per page (gzip; loaded before the page is interactive):');
for (const [pathname, scripts] of scriptsByPage) {
  const total = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  ${pathname.padEnd(56)} ${kb(total).padStart(9)}`);
}
console.log(`Shells (rendered in the browser): ${server.clientRenderedPaths.join(' ')}`);

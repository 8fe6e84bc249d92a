import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { NOT_FOUND_PAGE, rewriteUri } from '../shared/url-rewrite';
import { sitePaths } from '../web/src/app/paths';

/**
 * `npm run build`: the production site in dist/web, laid out the way CloudFront serves it. The shared
 * URL rule maps `/contact` to `contact/index.html`, and anything unmatched is answered with 404.html,
 * so every page gets its own file. For now each is the app shell; pre-rendering will fill them in.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'web');

await build({ configFile: path.join(root, 'web', 'vite.config.ts'), mode: 'production' });

const shell = path.join(outDir, 'index.html');
const writeShell = (objectKey: string) => {
  const file = path.join(outDir, objectKey);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(shell, file);
};
const pages = sitePaths.map(rewriteUri).filter((key) => key !== '/index.html');
for (const key of pages) writeShell(key);
writeShell(NOT_FOUND_PAGE);

const assets = path.join(outDir, 'assets');
const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const name of readdirSync(assets)) {
  const kind = path.extname(name).slice(1);
  if (kind !== 'js' && kind !== 'css') continue;
  const bytes = readFileSync(path.join(assets, name));
  sizes[kind].raw += bytes.length;
  sizes[kind].gzip += gzipSync(bytes).length;
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `\nPages: / ${pages.map((key) => key.replace(/\/index\.html$/, '')).join(' ')} + ${NOT_FOUND_PAGE}`,
);
for (const [kind, size] of Object.entries(sizes)) {
  console.log(
    `${kind.toUpperCase().padEnd(4)} ${kb(size.raw).padStart(10)} raw ${kb(size.gzip).padStart(10)} gzip`,
  );
}

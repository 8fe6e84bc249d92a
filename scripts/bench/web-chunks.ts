import path from 'node:path';
import { build, type Plugin } from 'vite';
import { packageOf } from './lambda-bundle';
import type { PageAsset, PageWeight } from './page-weight';
import { repoRoot } from './paths';
import { isPublic } from './site';

/** A built chunk's source modules with the bytes each rendered into it (before minification). */
export type ChunkModules = Map<string, Map<string, number>>;

/**
 * Rebuilds the client with the site's own Vite config, writing nothing, and keeps what Rollup knows
 * about each chunk: which modules went in and how big each rendered. The same sources give the same
 * hashed file names as dist/web, so the page measurements can be explained chunk by chunk.
 */
export const chunkModules = async (): Promise<ChunkModules> => {
  const chunks: ChunkModules = new Map();
  const capture = (): Plugin => ({
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk')
          chunks.set(
            `/${file}`,
            new Map(Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength])),
          );
    },
  });
  await build({
    configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    plugins: [capture()],
    build: { write: false, manifest: false },
  });
  return chunks;
};

/** `…/node_modules/react-dom/cjs/x.js` → `react-dom`; `…/web/src/features/auth/x.ts` → `web/src/features/auth`. */
export const sourceGroup = (id: string): string => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  if (clean.includes('node_modules/')) return packageOf(clean).name;
  // Virtual modules (`\0vite/modulepreload-polyfill.js`) are named by their plugin.
  if (!path.isAbsolute(clean)) return clean.split('/')[0] || clean;
  const relative = path.relative(repoRoot, clean);
  if (relative.startsWith('..')) return clean;
  const parts = relative.split(path.sep);
  return parts.slice(0, Math.min(parts.length - 1, 4)).join('/') || relative;
};

export interface Contributor {
  name: string;
  /** Estimated: each chunk's gzip bytes shared out by its modules' rendered sizes. */
  gzipBytes: number;
}

/** A set of JavaScript files some pages load, and what is in them. */
export interface JsSet {
  /** The pages that load exactly this set (beyond the base, for extras). */
  pages: string[];
  gzipBytes: number;
  /** The largest files of the set. */
  files: { path: string; gzipBytes: number; declared: boolean; authMarkers: string[] }[];
  /** Packages and source folders that weigh most in the set. */
  contributors: Contributor[];
  /** Files matched to the analysis build by name only: their hash differs, so the sources changed since dist/web was built. */
  approximateChunks: string[];
  /** Files the analysis build has nothing like. */
  unknownChunks: string[];
}

export interface PagesExplanation {
  /** JavaScript every public page loads: no public page can weigh less than this. */
  base: JsSet;
  /** What pages load beyond the base, one entry per distinct set of extra files. */
  extras: JsSet[];
}

/** `/assets/index-CXg7tnRc.js` → `/assets/index`: the chunk's name without its content hash. */
export const chunkStem = (file: string): string => file.replace(/-[\w-]{8}\.js$/, '');

/** The chunk's modules by exact file name, else by name without hash when only one chunk has that name. */
const findChunk = (chunks: ChunkModules, file: string) => {
  const exact = chunks.get(file);
  if (exact) return { modules: exact, approximate: false };
  const stem = chunkStem(file);
  const alike = [...chunks.keys()].filter((name) => chunkStem(name) === stem);
  const only = alike.length === 1 ? chunks.get(alike[0] as string) : undefined;
  return only ? { modules: only, approximate: true } : undefined;
};

const shareOut = (asset: PageAsset, modules: Map<string, number>, into: Map<string, number>) => {
  const total = [...modules.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (total === 0) return;
  for (const [id, bytes] of modules) {
    const group = sourceGroup(id);
    into.set(group, (into.get(group) ?? 0) + (asset.gzipBytes * bytes) / total);
  }
};

const describe = (pages: string[], scripts: PageAsset[], chunks: ChunkModules, top: number): JsSet => {
  const groups = new Map<string, number>();
  const unknownChunks: string[] = [];
  const approximateChunks: string[] = [];
  for (const asset of scripts) {
    const found = findChunk(chunks, asset.path);
    if (!found) unknownChunks.push(asset.path);
    else {
      if (found.approximate) approximateChunks.push(asset.path);
      shareOut(asset, found.modules, groups);
    }
  }
  const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    pages,
    gzipBytes: scripts.reduce((sum, asset) => sum + asset.gzipBytes, 0),
    files: sorted.slice(0, top).map(({ path: file, gzipBytes, declared, authMarkers }) => ({
      path: file,
      gzipBytes,
      declared,
      authMarkers,
    })),
    contributors: [...groups.entries()]
      .map(([name, gzipBytes]) => ({ name, gzipBytes: Math.round(gzipBytes) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, top),
    approximateChunks,
    unknownChunks,
  };
};

const scriptsOf = (page: PageWeight) => page.assets.filter((asset) => asset.type === 'js');

/**
 * Splits the pages' JavaScript into the base every public page loads and, for each of `explain`, what
 * it loads on top, so a report says once what all pages share and then only what differs.
 */
export const explainPages = (
  all: PageWeight[],
  explain: PageWeight[],
  chunks: ChunkModules,
  top = 6,
): PagesExplanation => {
  const publicPages = all.filter((page) => isPublic(page.kind));
  const reference = publicPages.length ? publicPages : all;
  const first = reference[0] ? scriptsOf(reference[0]) : [];
  const base = first.filter((asset) =>
    reference.every((page) => scriptsOf(page).some((other) => other.path === asset.path)),
  );
  const inBase = new Set(base.map((asset) => asset.path));
  const groups = new Map<string, { pages: string[]; scripts: PageAsset[] }>();
  for (const page of explain) {
    const extra = scriptsOf(page).filter((asset) => !inBase.has(asset.path));
    const key = extra
      .map((asset) => asset.path)
      .sort()
      .join(' ');
    const group = groups.get(key) ?? { pages: [], scripts: extra };
    group.pages.push(page.path);
    groups.set(key, group);
  }
  return {
    base: describe(
      reference.map((page) => page.path),
      base,
      chunks,
      top,
    ),
    extras: [...groups.values()]
      .map((group) => describe(group.pages, group.scripts, chunks, top))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
};

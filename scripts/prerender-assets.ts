/**
 * Which built files a page loads, read from Vite's manifest: the entry with its static imports, plus
 * each of the page's lazy chunks with theirs. Dynamic imports are left out: they load only when used.
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const closure = (manifest: Manifest, key: string, seen: Set<string>): void => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
};

/** The one HTML entry of web/vite.config.ts, as the manifest keys it. */
export const ENTRY = 'index.html';

export const entryKey = (manifest: Manifest, entry: string): string => {
  if (!manifest[entry]?.isEntry) throw new Error(`The Vite manifest has no entry ${entry}`);
  return entry;
};

export interface PageAssets {
  /** Every JavaScript file the page loads before it is interactive. */
  scripts: string[];
  /** The subset the entry does not already pull in: the page's own chunks, worth a modulepreload. */
  preload: string[];
}

export const pageAssets = (manifest: Manifest, entry: string, modules: readonly string[]): PageAssets => {
  const fromEntry = new Set<string>();
  closure(manifest, entryKey(manifest, entry), fromEntry);
  const all = new Set(fromEntry);
  for (const key of modules) closure(manifest, key, all);
  const fileOf = (key: string) => `/${manifest[key]?.file}`;
  return {
    scripts: [...all].map(fileOf),
    preload: [...all].filter((key) => !fromEntry.has(key)).map(fileOf),
  };
};

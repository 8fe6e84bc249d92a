import type { ComponentType } from 'react';

/**
 * Every public page loads as its own chunk. Vite turns this glob into one dynamic import per file,
 * keyed by the file's path, and the build finds the same file in its manifest: that is how a
 * pre-rendered page preloads exactly its own chunk and how the build counts each page's JavaScript.
 */
const pages = import.meta.glob<ComponentType>('./routes/public/**/*.tsx', { import: 'default' });

/** Source path as the Vite manifest keys it (relative to web/). */
export const manifestKey = (globKey: string) => `src/app/${globKey.replace(/^\.\//, '')}`;

/** Loads the component of `routes/public/<file>.tsx`; a missing file fails at start-up. */
export const pageLoader = (file: string): (() => Promise<ComponentType>) => {
  const key = `./routes/public/${file}.tsx`;
  const load = pages[key];
  if (!load) throw new Error(`There is no page module ${key}`);
  return load;
};

/** The page's source file as the Vite manifest names it, for preloading and counting its chunk. */
export const pageModule = (file: string) => manifestKey(`./routes/public/${file}.tsx`);

/**
 * The names of the page files in a folder of routes/public, e.g. the article slugs under `blog`. The
 * site takes article URLs from the files themselves, so the entry chunk never loads the post list;
 * tests check that each post has its file and each file its post.
 */
export const pageFilesIn = (folder: string): string[] => {
  const prefix = `./routes/public/${folder}/`;
  return Object.keys(pages)
    .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
    .map((key) => key.slice(prefix.length, -'.tsx'.length));
};

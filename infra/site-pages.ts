import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_PREFIX } from '../shared/caching';
import { PAGE_OBJECT_SUFFIX, type PageIndex, pageIndex } from '../shared/url-rewrite';
// The one import from web/ (decision 003): the list of pages the build writes a file for.
import { sitePaths } from '../web/src/app/pages';

export interface SitePages {
  /** Every page CloudFront answers with 200, by object key. */
  index: PageIndex;
  /** Declared pages the build at hand has no file for (empty without a build). */
  missingFromBuild: string[];
}

/** Object keys of the pages in a build: each `index.html`, outside the fingerprinted assets. */
const builtPages = (siteDir: string): string[] =>
  readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .filter((key) => key.endsWith(PAGE_OBJECT_SUFFIX) && !key.startsWith(ASSETS_PREFIX));

/**
 * The pages the site has: every path web/src/app/pages.ts declares and, when there is a build, every
 * page it holds besides, so a page in the bucket is never answered as missing. Without a build (a
 * config-only deploy keeps the live site), the declared list alone describes what is live.
 */
export const sitePages = (siteDir: string): SitePages => {
  const declared = pageIndex(sitePaths);
  if (!existsSync(siteDir)) return { index: declared, missingFromBuild: [] };
  const built = builtPages(siteDir);
  const index: PageIndex = { ...declared, ...pageIndex(built) };
  const missingFromBuild = Object.keys(declared).filter((key) => !built.includes(key));
  return { index, missingFromBuild };
};

/**
 * Maps a viewer's pretty URL to the object that holds its pre-rendered page. CloudFront runs this very
 * function (its source is embedded into a CloudFront Function by the web stack) and the local CDN calls
 * it directly, so both serve the same files for the same URLs. Keep it to plain ES2020 with no imports:
 * CloudFront Functions run it as written.
 */
export function rewriteUri(uri: string): string {
  if (uri === '' || uri === '/') return '/index.html';
  if (uri.charAt(uri.length - 1) === '/') return `${uri}index.html`;
  const lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) return `${uri}/index.html`;
  return uri;
}

/** The page served, with status 404, when no object matches. */
export const NOT_FOUND_PAGE = '/404.html';

/** The object name every page URL is rewritten to end with (see `rewriteUri`). */
export const PAGE_OBJECT_SUFFIX = '/index.html';

/**
 * The portal's URLs: any page below it that the site has no file for is answered with the portal's
 * SPA shell (its own page object), whose router draws the section or says it does not exist. The
 * portal needs a session, so these pages are never indexed.
 */
export const PORTAL_PREFIX = '/dashboard';

/** The sign-in page (shared/portal-paths.ts re-exports it beside the portal's sections). */
export const AUTH_PATH = '/auth';

/**
 * The site's pages by object key (`/faq/index.html`), as a plain object: the form a CloudFront
 * Function can hold as a literal and look up without a `Set`.
 */
export type PageIndex = Record<string, true>;

/** The index of a list of page URLs (`/`, `/faq`, `/blog/some-post`), keyed as `rewriteUri` names them. */
export const pageIndex = (pagePaths: Iterable<string>): PageIndex =>
  Object.fromEntries([...pagePaths].map((pagePath) => [rewriteUri(pagePath), true as const]));

/**
 * The object a viewer's URL is answered from: `rewriteUri`, then the 404 page for a page URL the site
 * does not have. Only page URLs are judged; a file (fingerprinted assets, robots.txt, sitemap.xml, the
 * favicon, the 404 page itself) goes to the bucket as asked; a page below the portal the site has no
 * file for gets the portal's shell. CloudFront's viewer-request function runs this, with
 * `NOT_FOUND_PAGE`, `PAGE_OBJECT_SUFFIX` and `PORTAL_PREFIX` declared beside it, and its viewer-response
 * function runs it again to answer 404 when the result is the 404 page; the local CDN can call it with
 * the pages of its build. Same constraints as `rewriteUri`: no imports, no nested functions.
 */
export function siteObjectKey(uri: string, pages: PageIndex): string {
  const key = rewriteUri(uri);
  if (key.substring(key.length - PAGE_OBJECT_SUFFIX.length) !== PAGE_OBJECT_SUFFIX) return key;
  if (pages[key] === true) return key;
  return portalShellKey(key) || NOT_FOUND_PAGE;
}

/**
 * The portal's shell for a page object below the portal (`/dashboard/x/index.html`), or an empty
 * string for any other key. Same constraints as `rewriteUri`.
 */
export function portalShellKey(key: string): string {
  const below = key.indexOf(`${PORTAL_PREFIX}/`) === 0;
  const isPage = key.substring(key.length - PAGE_OBJECT_SUFFIX.length) === PAGE_OBJECT_SUFFIX;
  return below && isPage ? `${PORTAL_PREFIX}${PAGE_OBJECT_SUFFIX}` : '';
}

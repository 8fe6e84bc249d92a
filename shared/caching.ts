/**
 * How long browsers and CloudFront may keep what the site serves. The CDK site deployment writes these
 * values onto the objects in S3 and the local CDN sends the same ones, so both cache alike.
 */

/** Vite fingerprints everything under this prefix, so a URL there names one content forever. */
export const ASSETS_PREFIX = '/assets/';

/** A year: the longest max-age browsers honour; `immutable` also spares the reload revalidation. */
export const IMMUTABLE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** For fingerprinted assets. */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`;

/**
 * For pages and every other unfingerprinted file: revalidated on each request, so a deploy shows at
 * once; the ETag keeps a revalidation to a 304.
 */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The Cache-Control of an object, by its key (`/assets/app.1a2b.js`, `/faq/index.html`). */
export const cacheControlFor = (objectKey: string): string =>
  objectKey.startsWith(ASSETS_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;

/**
 * The public figures' read (GET /api/public/stats, decision 035): browsers and shared caches may keep
 * it five minutes, so a page view costs the table nothing most of the time and a new review shows
 * within minutes, without a rebuild.
 */
export const PUBLIC_STATS_MAX_AGE_SECONDS = 300;
export const PUBLIC_STATS_CACHE_CONTROL = `public, max-age=${PUBLIC_STATS_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_STATS_MAX_AGE_SECONDS}`;

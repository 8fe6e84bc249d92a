import { canonicalUrl } from './prerender-document';

/** sitemap.xml for the pre-rendered public pages, and the robots.txt that points to it. */
export const sitemapXml = (pathnames: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pathnames.map((pathname) => `  <url><loc>${canonicalUrl(pathname)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** The portal's pages need a session; nothing there is for search engines. */
export const robotsTxt = (disallow: readonly string[]): string =>
  [
    'User-agent: *',
    ...disallow.map((pathname) => `Disallow: ${pathname}`),
    '',
    `Sitemap: ${canonicalUrl('/sitemap.xml')}`,
    '',
  ].join('\n');

import { createHash } from 'node:crypto';
import { business } from '../shared/business';

/**
 * What the build does to each HTML file React Router writes, as pure string work (unit-tested without
 * a build). React Router's framework mode hydrates from inline scripts: the router's context, the
 * streamed loader data, <ScrollRestoration>'s restore and the module that imports the page's routes.
 * The site's CSP allows no inline script (`script-src 'self'`), and hashing them would not fit: they
 * differ per page, and CloudFront caps the policy at 1,783 characters. So their code moves, in
 * document order, into one module file per page (`/assets/boot-<hash>.js`, shared by pages whose code
 * is the same), which the page loads in place of the module script.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export interface BootFile {
  /** Path on the site, e.g. `/assets/boot-1a2b3c4d.js`. */
  path: string;
  code: string;
}

export interface ExternalizedPage {
  html: string;
  boot: BootFile;
}

const hasAttribute = (attributes: string, name: string) => new RegExp(`\\b${name}\\b`).test(attributes);
const isDataBlock = (attributes: string) => /\btype="application\/ld\+json"/.test(attributes);

export const bootPath = (code: string) =>
  `/assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;

/**
 * Moves every inline script of a page into its boot module. Classic scripts keep their elements,
 * emptied (React hydrates them as elements, and an empty script runs nothing, so the CSP is not
 * asked); the module script is pointed at the boot file and runs once the document is parsed.
 */
export const externalizeScripts = (html: string): ExternalizedPage => {
  const classic: string[] = [];
  let module: string | undefined;
  for (const [, attributes = '', code = ''] of html.matchAll(SCRIPT)) {
    if (isDataBlock(attributes) || hasAttribute(attributes, 'src') || code.trim() === '') continue;
    if (/\btype="module"/.test(attributes)) {
      if (module !== undefined) throw new Error('A page has more than one inline module script');
      module = code;
    } else classic.push(code.trim().replace(/;?$/, ';'));
  }
  if (module === undefined) throw new Error('The page has no module script to hydrate it');
  const code = `${classic.join('\n')}\n${module.trim()}\n`;
  const boot = { path: bootPath(code), code };
  const rewritten = html.replace(SCRIPT, (element, attributes: string, body: string) => {
    if (isDataBlock(attributes) || hasAttribute(attributes, 'src') || body.trim() === '') return element;
    if (/\btype="module"/.test(attributes)) return `<script type="module" src="${boot.path}"></script>`;
    return '<script></script>';
  });
  return { html: rewritten, boot };
};

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Marks the page's code as low priority (a priority hint): the browser fetches the HTML's own
 * resources (the hero image React preloads with high priority) first and the JavaScript that
 * hydrates the page after, so on a slow connection the content paints before the code arrives.
 * The page reads and works without it until then: it is pre-rendered.
 */
export const lowerScriptPriority = (html: string): string =>
  html
    .replace(
      MODULEPRELOAD,
      (_element, href: string) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`,
    )
    .replace(
      /<script type="module" src="([^"]+)"><\/script>/g,
      (_element, src: string) => `<script type="module" src="${src}" fetchpriority="low"></script>`,
    );

/** Every script, stylesheet and modulepreload a page names (its first requests, before any code runs). */
export const namedAssets = (html: string): string[] => {
  const withoutNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const named = /<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g;
  return [...new Set([...withoutNoscript.matchAll(named)].map((match) => match[1] as string))];
};

/** Inline scripts left in a page: each one would be a CSP violation. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(SCRIPT)]
    .filter(
      ([, attributes = '', code = '']) =>
        !isDataBlock(attributes) && !hasAttribute(attributes, 'src') && code.trim() !== '',
    )
    .map(([element]) => element.slice(0, 80));

const absolute = (pathname: string) => new URL(pathname, business.website).href;

/** sitemap.xml for the pre-rendered public pages. */
export const sitemapXml = (pathnames: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pathnames.map((pathname) => `  <url><loc>${absolute(pathname)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** The portal's pages need a session; nothing there is for search engines. */
export const robotsTxt = (disallow: readonly string[]): string =>
  [
    'User-agent: *',
    ...disallow.map((pathname) => `Disallow: ${pathname}`),
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n');

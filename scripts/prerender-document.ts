import { business } from '../shared/business';

/**
 * Turns the client build's index.html into one page's document: its head (title, description,
 * canonical URL, Open Graph and Twitter tags, JSON-LD, preloads) and its pre-rendered markup.
 * Pure string work, so it is unit-tested without a build.
 */
export interface PageDocument {
  pathname: string;
  /** The page's full title and description, as its PageMeta stated them (plain text). */
  title?: string;
  description?: string;
  html: string;
  jsonLd: readonly unknown[];
  preload: readonly string[];
  kind: 'website' | 'article';
  /** Not-found and portal pages: kept out of search results and given no canonical URL. */
  noindex?: boolean;
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
export const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (value: string) => value.replace(/[&<>]/g, (char) => TEXT_ESCAPES[char] ?? char);

/** JSON inside <script>: `<` is escaped so no string in the data can close the element. */
export const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const canonicalUrl = (pathname: string) => new URL(pathname, business.website).href;

export const headTags = (page: PageDocument): string => {
  const { title, description } = page;
  if (!title || !description) throw new Error(`${page.pathname} renders no <title> or meta description`);
  const url = canonicalUrl(page.pathname);
  const image = canonicalUrl(OG_IMAGE.path);
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(String(value))}" />`;
  return [
    `<title>${escapeText(title)}</title>`,
    meta('name', 'description', description),
    page.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta('property', 'og:type', page.kind),
    meta('property', 'og:site_name', business.name),
    meta('property', 'og:locale', business.locale.replace('-', '_')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', business.name),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // A data block, not a script: browsers never execute it, so the CSP's script-src does not apply.
    ...page.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    ...page.preload.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}" />`),
  ].join('\n    ');
};

const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';
const SHELL_NOTICE = /\s*<noscript data-shell-only>[\s\S]*?<\/noscript>/;

const replaceOnce = (template: string, pattern: RegExp | string, value: string) => {
  const found = typeof pattern === 'string' ? template.includes(pattern) : pattern.test(template);
  if (!found) throw new Error(`index.html has no ${String(pattern)}`);
  return template.replace(pattern, () => value);
};

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * Puts the build's stylesheets into the page itself, so the first paint waits for no second request
 * (on a phone's network that round trip was most of the time to first paint). The CSP allows inline
 * styles; `readCss` gives a file's text by its URL path.
 */
export const inlineStylesheets = (template: string, readCss: (href: string) => string): string =>
  template.replace(STYLESHEET, (_link, href: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains </style and cannot be inlined`);
    return `<style>${css}</style>`;
  });

/** A pre-rendered page: it reads without JavaScript and hydrates when scripts run. */
export const composePage = (template: string, page: PageDocument): string => {
  const withHead = replaceOnce(template, TITLE, headTags(page));
  const withBody = replaceOnce(withHead, ROOT, `<div id="root" data-prerendered>${page.html}</div>`);
  return withBody.replace(SHELL_NOTICE, '');
};

/** A page the browser renders (the portal): its own title, out of search results, the script notice kept. */
export const composeShell = (template: string, title: string): string =>
  replaceOnce(
    template,
    TITLE,
    `<title>${escapeText(`${title} | ${business.name}`)}</title>\n    <meta name="robots" content="noindex" />`,
  );

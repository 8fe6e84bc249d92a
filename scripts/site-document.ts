import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { business } from '../shared/business';

/**
 * What the build does to each HTML file React Router writes, as pure string work (unit-tested without
 * a build). React Router's framework mode hydrates from inline scripts: the router's context, the
 * streamed loader data, <ScrollRestoration>'s restore and the module that imports the page's routes.
 * The site's CSP allows no inline script (`script-src 'self'`), and hashing them would not fit: they
 * differ per page, and CloudFront caps the policy at 1,783 characters. So their code moves into module
 * files named by their content (`/assets/boot-<hash>.js` and `/assets/hydrate-<hash>.js`, shared by
 * pages whose code is the same), which the page loads in place of the module script.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export interface BootFile {
  /** Path on the site, e.g. `/assets/boot-1a2b3c4d.js`. */
  path: string;
  code: string;
}

export interface ExternalizedPage {
  html: string;
  /** Runs at once: the page's classic scripts, then starts the page's code after its first paint. */
  boot: BootFile;
  /** The page's module code: its routes and the entry that hydrates it. */
  hydrate: BootFile;
  /** The modules the page preloads, in React Router's order, once it has painted. */
  preloads: string[];
}

const hasAttribute = (attributes: string, name: string) => new RegExp(`\\b${name}\\b`).test(attributes);
const isDataBlock = (attributes: string) => /\btype="application\/ld\+json"/.test(attributes);

const assetPath = (kind: 'boot' | 'hydrate', code: string) =>
  `/assets/${kind}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
export const bootPath = (code: string) => assetPath('boot', code);

/**
 * Minified as Vite minifies the site's own modules: React Router writes its inline scripts readable,
 * with their indentation, and the boot module is on every page (esbuild, the functions' bundler).
 */
const minify = (code: string) => transformSync(code, { minify: true, format: 'esm', target: 'es2020' }).code;

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * The code that starts the page's JavaScript once the browser has painted it: the preloads React Router
 * put in the head, then the hydrating module. Preloaded from the head, the code arrived and ran before
 * the first paint whenever the network was fast, and a slow phone spent its bandwidth on 130 kB of
 * code while the first screen waited; the page reads and its links work without it (it is
 * pre-rendered). "Painted" is the browser's own first-contentful-paint entry (a frame callback came
 * before it on a loaded machine); a hidden page (a background tab, a prerender) paints nothing, and a
 * browser without paint timing gets the next frame, so both start without it.
 */
const startAfterFirstPaint = (preloads: string[], hydrate: string) =>
  `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    import(${JSON.stringify(hydrate)});
  };
  if (document.visibilityState === "hidden") start();
  else if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
    requestAnimationFrame(() => setTimeout(start, 0));
  else {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    document.addEventListener("visibilitychange", start, { once: true });
  }
})();
`;

/**
 * Moves every inline script of a page into two modules. Classic scripts keep their elements, emptied
 * (React hydrates them as elements, and an empty script runs nothing, so the CSP is not asked), and
 * their code runs first, in document order, in the boot module, which the page loads in place of the
 * inline module script once the document is parsed. The module script's code (the routes' imports and
 * the entry) becomes the hydrate module, which the boot module starts after the first paint, with the
 * page's preloads: no request for the page's code leaves before the page is on screen.
 */
export const externalizeScripts = (
  html: string,
  /**
   * `now` for a page drawn in the browser (the SPA shell of /auth and the portal): it shows nothing
   * until its code runs, so its preloads stay in the head and its code starts at once.
   */
  start: 'after-first-paint' | 'now' = 'after-first-paint',
): ExternalizedPage => {
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
  const hydrateCode = `${module.trim()}\n`;
  const hydrate = { path: assetPath('hydrate', hydrateCode), code: hydrateCode };
  const afterPaint = start === 'after-first-paint';
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] as string);
  const starter = afterPaint
    ? startAfterFirstPaint(preloads, hydrate.path)
    : `import(${JSON.stringify(hydrate.path)});\n`;
  const code = minify(`${classic.join('\n')}\n${starter}`);
  const boot = { path: bootPath(code), code };
  const rewritten = (afterPaint ? html.replace(MODULEPRELOAD, '') : html).replace(
    SCRIPT,
    (element, attributes: string, body: string) => {
      if (isDataBlock(attributes) || hasAttribute(attributes, 'src') || body.trim() === '') return element;
      if (/\btype="module"/.test(attributes)) return `<script type="module" src="${boot.path}"></script>`;
      return '<script></script>';
    },
  );
  return { html: rewritten, boot, hydrate, preloads };
};

/** The page's own code as its boot module names it: the preloads and the hydrate module. */
export const bootAssets = (bootCode: string): string[] => [
  ...new Set([...bootCode.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string)),
];

/** Every script, stylesheet and modulepreload a page names (its first requests, before any code runs). */
export const namedAssets = (html: string): string[] => {
  const withoutNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const named = /<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g;
  return [...new Set([...withoutNoscript.matchAll(named)].map((match) => match[1] as string))];
};

/**
 * Suspense boundaries React wrote out of place: a pending one (`<!--$?-->` with its `<template id="B:…">`)
 * or its content parked in a hidden `<div id="S:…">`, each waiting for an inline script to swap it in.
 * Without that script (the CSP refuses it) the page would show the fallback, or nothing.
 */
export const outlinedBoundaries = (html: string): string[] =>
  [...html.matchAll(/<template id="B:[^"]*"|<div hidden id="S:[^"]*"/g)].map(([element]) => element);

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

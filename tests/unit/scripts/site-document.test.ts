import { describe, expect, it } from 'vitest';
import {
  bootPath,
  externalizeScripts,
  inlineScripts,
  lowerScriptPriority,
  namedAssets,
  robotsTxt,
  sitemapXml,
} from '../../../scripts/site-document';
import { business } from '../../../shared/business';

/** The shape React Router's framework mode gives a pre-rendered page (trimmed). */
const page = (route = 'about') => `<!DOCTYPE html><html lang="en-GB"><head><title>About</title>
<link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/${route}-1.js"/>
<script type="application/ld+json">{"@type":"LocalBusiness"}</script></head><body><main><h1>About</h1></main>
<script>((key) => { window.restored = key; })("react-router-scroll-positions")</script>
<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}});</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/${route}-1.js";
window.__reactRouterRouteModules = {"root":route0,"routes/${route}":route1};
import("/assets/entry.client-1.js");</script><!--$--><script>window.__reactRouterContext.streamController.enqueue("[]\\n");</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--></body></html>`;

describe('externalizeScripts', () => {
  const { html, boot } = externalizeScripts(page());

  it('leaves no inline script that the CSP would refuse', () => {
    expect(inlineScripts(html)).toEqual([]);
    expect(inlineScripts(page())).toHaveLength(5);
  });

  it('keeps JSON-LD, which is data and never runs', () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"LocalBusiness"}</script>');
  });

  it('loads the boot module in place of the inline module, after the document is parsed', () => {
    expect(html).toContain(`<script type="module" src="${boot.path}"></script>`);
    expect(html).not.toMatch(/\basync\b/);
    expect(boot.path).toMatch(/^\/assets\/boot-[0-9a-f]{12}\.js$/);
  });

  it('keeps the classic script elements React hydrates, emptied', () => {
    expect(html.match(/<script><\/script>/g)).toHaveLength(4);
  });

  it('runs the inline code in document order: context, stream data, then the routes and the entry', () => {
    const order = [
      'window.restored',
      '__reactRouterContext = ',
      'enqueue(',
      'close()',
      'import("/assets/entry',
    ];
    const positions = order.map((needle) => boot.code.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(boot.code).toContain('import * as route1 from "/assets/about-1.js";');
  });

  it('names the boot file by its content, so pages with the same code share one', () => {
    expect(externalizeScripts(page()).boot.path).toBe(boot.path);
    expect(externalizeScripts(page('faq')).boot.path).not.toBe(boot.path);
    expect(bootPath(boot.code)).toBe(boot.path);
  });

  it('refuses a page it cannot hydrate', () => {
    expect(() => externalizeScripts('<html><body><script>x()</script></body></html>')).toThrow(
      /module script/,
    );
  });
});

describe('lowerScriptPriority', () => {
  it('asks for the page code at low priority: its preloads and its boot module', () => {
    const { html } = externalizeScripts(page());
    const lowered = lowerScriptPriority(html);
    expect(lowered.match(/<link rel="modulepreload" href="[^"]+" fetchpriority="low"\/>/g)).toHaveLength(2);
    expect(lowered).toMatch(
      /<script type="module" src="\/assets\/boot-[0-9a-f]+\.js" fetchpriority="low"><\/script>/,
    );
    expect(lowered).not.toMatch(/<link rel="modulepreload" href="[^"]+"\/>/);
  });
});

describe('namedAssets', () => {
  it('lists the scripts and preloads a page names, once each, outside <noscript>', () => {
    const { html } = externalizeScripts(page());
    const withNoscript = html.replace(
      '</head>',
      '<noscript><link rel="stylesheet" href="/assets/x.css"/></noscript></head>',
    );
    expect(namedAssets(withNoscript)).toEqual([
      '/assets/framework-1.js',
      '/assets/about-1.js',
      expect.stringMatching(/^\/assets\/boot-/),
    ]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists each page by its absolute URL', () => {
    expect(sitemapXml(['/', '/faq'])).toContain(`<url><loc>${business.website}/faq</loc></url>`);
  });

  it('keeps crawlers out of the portal and points them at the sitemap', () => {
    const robots = robotsTxt(['/auth', '/dashboard']);
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${business.website}/sitemap.xml`);
  });
});

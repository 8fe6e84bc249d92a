import { describe, expect, it } from 'vitest';
import {
  bootAssets,
  bootPath,
  externalizeScripts,
  inlineScripts,
  namedAssets,
  outlinedBoundaries,
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

describe('outlinedBoundaries', () => {
  it('finds a boundary React parked at the end for an inline script to swap in, and none in place', () => {
    expect(outlinedBoundaries(page())).toEqual([]);
    const outlined = `<main><!--$?--><template id="B:0"></template><!--/$--></main><div hidden id="S:0"><h1>About</h1></div><script>$RC("B:0","S:0")</script>`;
    expect(outlinedBoundaries(outlined)).toEqual(['<template id="B:0"', '<div hidden id="S:0"']);
  });
});

describe('externalizeScripts', () => {
  const { html, boot, hydrate, preloads } = externalizeScripts(page());

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

  it('runs the classic code in document order, then starts the page code: context, stream data, start', () => {
    const order = [
      'window.restored',
      '__reactRouterContext=',
      'enqueue(',
      'close()',
      'import("/assets/hydrate-',
    ];
    const positions = order.map((needle) => boot.code.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('moves the module code (the routes, then the entry) into the hydrate module the boot module imports', () => {
    expect(hydrate.path).toMatch(/^\/assets\/hydrate-[0-9a-f]{12}\.js$/);
    expect(boot.code).toContain(`import(${JSON.stringify(hydrate.path)})`);
    expect(hydrate.code).toContain('import * as route1 from "/assets/about-1.js";');
    expect(hydrate.code.indexOf('__reactRouterRouteModules')).toBeLessThan(
      hydrate.code.indexOf('import("/assets/entry.client-1.js")'),
    );
    expect(boot.code).not.toContain('import * as');
  });

  it('requests no page code before the first paint: the preloads leave the head for the boot module', () => {
    expect(html).not.toContain('modulepreload');
    expect(preloads).toEqual(['/assets/framework-1.js', '/assets/about-1.js']);
    expect(bootAssets(boot.code)).toEqual([...preloads, hydrate.path]);
    expect(boot.code).toContain('first-contentful-paint');
  });

  it('starts a page drawn in the browser (the SPA shell) at once, its preloads left in the head', () => {
    const shell = externalizeScripts(page(), 'now');
    expect(shell.html.match(/<link rel="modulepreload"/g)).toHaveLength(2);
    expect(shell.boot.code).toContain(`import(${JSON.stringify(shell.hydrate.path)});`);
    expect(shell.boot.code).not.toContain('requestAnimationFrame');
    expect(inlineScripts(shell.html)).toEqual([]);
  });

  describe('starting the page code', () => {
    /** Runs the boot module's start-up code (not the classic scripts before it) against a fake browser. */
    const boot$ = (visibilityState: string, paintTiming = true) => {
      const browser = {
        imported: [] as string[],
        preloaded: [] as string[],
        frames: [] as (() => void)[],
        timers: [] as (() => void)[],
        paintObservers: [] as ((names: string[]) => void)[],
        onHidden: [] as (() => void)[],
      };
      const document = {
        visibilityState,
        createElement: () => ({ rel: '', href: '' }),
        head: {
          append: (link: { rel: string; href: string }) => browser.preloaded.push(`${link.rel} ${link.href}`),
        },
        addEventListener: (_type: string, listener: () => void) => browser.onHidden.push(listener),
      };
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
        constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          browser.paintObservers.push((names) =>
            this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
          );
        }
        disconnect() {
          browser.paintObservers = [];
        }
      }
      // The start-up code is the boot module's last statement (minified: `(()=>{...})();`).
      const code = boot.code.slice(boot.code.lastIndexOf('(()=>{')).replace(/\bimport\(/g, 'load(');
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'load', code)(
        document,
        PerformanceObserver,
        (callback: () => void) => browser.frames.push(callback),
        (callback: () => void) => browser.timers.push(callback),
        (url: string) => browser.imported.push(url),
      );
      return browser;
    };

    it('waits for the first contentful paint, then preloads and imports once', () => {
      const browser = boot$('visible');
      expect(browser.imported).toEqual([]);
      for (const observer of browser.paintObservers) observer(['first-paint']);
      expect(browser.imported).toEqual([]);
      for (const observer of [...browser.paintObservers]) observer(['first-contentful-paint']);
      expect(browser.imported).toEqual([hydrate.path]);
      expect(browser.preloaded).toEqual(preloads.map((href) => `modulepreload ${href}`));
      for (const listener of browser.onHidden) listener();
      expect(browser.imported).toEqual([hydrate.path]);
    });

    it('starts at once when the page is hidden, and when it is hidden before it paints', () => {
      expect(boot$('hidden').imported).toEqual([hydrate.path]);
      const browser = boot$('visible');
      for (const listener of browser.onHidden) listener();
      expect(browser.imported).toEqual([hydrate.path]);
    });

    it('falls back to the next frame in a browser without paint timing', () => {
      const browser = boot$('visible', false);
      expect(browser.imported).toEqual([]);
      browser.frames.shift()?.();
      browser.timers.shift()?.();
      expect(browser.imported).toEqual([hydrate.path]);
    });
  });

  it('minifies the boot module: React Router writes its inline scripts readable', () => {
    expect(boot.code).not.toMatch(/\n\s+/);
    expect(boot.code).not.toContain(' => ');
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

describe('namedAssets', () => {
  it('lists the scripts and stylesheets a page names, once each, outside <noscript>', () => {
    const { html } = externalizeScripts(page());
    const withNoscript = html.replace(
      '</head>',
      '<noscript><link rel="stylesheet" href="/assets/x.css"/></noscript></head>',
    );
    expect(namedAssets(withNoscript)).toEqual([expect.stringMatching(/^\/assets\/boot-/)]);
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

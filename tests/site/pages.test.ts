import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { AUTH_PATH, NOT_FOUND_PAGE, pageIndex, rewriteUri, siteObjectKey } from '../../shared/url-rewrite';
import { prerenderedPaths } from '../../web/src/app/pages';
import { blogPostPath } from '../../web/src/config/paths';
import { blogPosts } from '../../web/src/content/blog/posts';
import { faqGroups } from '../../web/src/content/faq';

/**
 * The built site as the CDN serves it, read from dist/web without a browser: what every pre-rendered
 * page holds before any script runs (one h1, its own title, canonical and Open Graph tags, structured
 * data, the company's registration, its code as a file the CSP allows), what is left with JavaScript
 * turned off, the sitemap, robots.txt and the not-found page. What only a browser can tell (hydration,
 * CSP violations, layout shift, axe) is e2e/public.spec.ts's, one load per page. Runs after the build.
 */
const distDir = path.resolve('dist/web');
const objectFile = (objectKey: string) => path.join(distDir, ...objectKey.split('/'));
const read = (objectKey: string) => readFileSync(objectFile(objectKey), 'utf8');
/** A served document as a browser parses it, before any script (this project runs in jsdom). */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Every public page's served document, parsed once. */
const pages = new Map(
  prerenderedPaths.map((pagePath) => {
    const html = read(rewriteUri(pagePath));
    return [pagePath, { html, document: parse(html) }] as const;
  }),
);
const pageOf = (pagePath: string) => {
  const found = pages.get(pagePath);
  if (!found) throw new Error(`${pagePath} is not a pre-rendered page`);
  return found;
};

/** Whether an element is shown with JavaScript off: noscript.css hides `[data-js-only]` and what is in it. */
const readableWithoutScript = (element: Element) => !element.closest('[data-js-only]');

const TITLE_SUFFIX = ` | ${business.name}`;
const articlePaths = new Set<string>(blogPosts.map((post) => blogPostPath(post.slug)));

describe.each(prerenderedPaths)('%s, as served', (pagePath) => {
  const { html, document } = pageOf(pagePath);

  it('is a file the CDN answers the path with (200), not the not-found page', () => {
    expect(siteObjectKey(pagePath, pageIndex(prerenderedPaths))).toBe(rewriteUri(pagePath));
    expect(existsSync(objectFile(rewriteUri(pagePath)))).toBe(true);
  });

  it('has one h1, readable without JavaScript, and its own title, canonical URL and Open Graph tags', () => {
    const headings = document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(readableWithoutScript(headings[0] as Element)).toBe(true);
    expect(headings[0]?.textContent?.trim()).not.toBe('');
    expect(document.title.endsWith(TITLE_SUFFIX)).toBe(true);
    const canonical = new URL(pagePath, business.website).href;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(document.title);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
  });

  it('carries LocalBusiness structured data, with FAQPage on the FAQ and BlogPosting on articles', () => {
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => (JSON.parse(block.textContent ?? '') as { '@type': string })['@type'],
    );
    const own = pagePath === '/faq' ? ['FAQPage'] : articlePaths.has(pagePath) ? ['BlogPosting'] : [];
    expect(types).toEqual(['LocalBusiness', ...own]);
  });

  it('loads its code from a boot module after paint: no inline script the CSP would refuse, no preload', () => {
    // React Router's inline scripts were moved into the boot module; their elements stay, emptied.
    const code = [...document.querySelectorAll('script')].filter(
      (script) => script.getAttribute('type') !== 'application/ld+json',
    );
    expect(code.filter((script) => script.hasAttribute('src')).map((script) => script.outerHTML)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/assets\/boot-[0-9a-f]+\.js"><\/script>$/),
    ]);
    expect(code.filter((script) => script.textContent !== '')).toEqual([]);
    expect(html).not.toContain('modulepreload');
  });

  it("names the company's registered name, number and office in its footer (UK company law)", () => {
    // The site's own footer (contentinfo), not a footer inside the main text (the terms' version line).
    const siteFooter = [...document.querySelectorAll('footer')].find((footer) => !footer.closest('main'));
    const footer = siteFooter?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(footer).toContain(
      `${business.legalName} is registered in England and Wales, company number ${business.registration.companyNumber}.`,
    );
    expect(footer).toContain(`Registered office: ${business.registration.registeredOffice}.`);
  });

  it('says nothing twice: no paragraph of its main text repeats another word for word', () => {
    const paragraphs = [...(document.querySelector('main')?.querySelectorAll('p') ?? [])]
      .map((paragraph) => (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text.length >= 40);
    expect(paragraphs.filter((text, index) => paragraphs.indexOf(text) !== index)).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('is listed in sitemap.xml, which lists nothing behind a sign-in; robots.txt points to it', () => {
    const sitemap = read('/sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(
      prerenderedPaths.map((pagePath) => new URL(pagePath, business.website).href).sort(),
    );
    expect(sitemap).not.toContain('/dashboard');
    expect(sitemap).not.toContain(AUTH_PATH);
    expect(read('/robots.txt')).toContain(`Sitemap: ${business.website}/sitemap.xml`);
  });
});

describe('with JavaScript turned off', () => {
  it('every page links the stylesheet that shows what scripts would reveal', () => {
    for (const pagePath of prerenderedPaths)
      expect(pageOf(pagePath).html, pagePath).toContain(
        '<noscript><link rel="stylesheet" href="/noscript.css"/></noscript>',
      );
    const css = read('/noscript.css');
    expect(css).toMatch(/\[data-js-only\]\s*\{[^}]*display:\s*none !important/);
    expect(css).toMatch(/\[data-no-js-visible\]\s*\{[^}]*display:\s*block !important/);
  });

  it("the FAQ shows every topic's questions; the topic tabs and search, which need a script, are hidden", () => {
    const { document } = pageOf('/faq');
    const shown = [...document.querySelectorAll('main [role="tabpanel"]')].filter(readableWithoutScript);
    expect(shown.every((panel) => panel.hasAttribute('data-no-js-visible'))).toBe(true);
    const text = shown.map((panel) => panel.textContent ?? '').join('\n');
    for (const question of faqGroups.flatMap((group) => group.items.map((entry) => entry.question)))
      expect(text).toContain(question);
    expect(document.querySelector('[role="tablist"]')?.hasAttribute('data-js-only')).toBe(true);
    expect(document.querySelector('input[type="search"]')?.closest('[data-js-only]')).not.toBeNull();
  });

  it('the main navigation links to /services in place of the SERVICES menu button', () => {
    const nav = pageOf('/').document.querySelector('nav[aria-label="Main"]');
    const link = nav?.querySelector('a[href="/services"][data-no-js-visible]');
    expect(link?.textContent).toMatch(/SERVICES/);
    expect(nav?.querySelector('button[aria-controls="services-menu"]')?.hasAttribute('data-js-only')).toBe(
      true,
    );
  });

  // The quote form is drawn by its script alone; the others are pre-rendered, and hidden.
  it.each([
    ['/contact', true],
    ['/register/cleaning', true],
    ['/register/nanny', true],
    ['/quote', false],
  ] as const)('%s says its form needs JavaScript, and shows none of it', (pagePath, preRendered) => {
    const { document } = pageOf(pagePath);
    const notes = [...document.querySelectorAll('main [data-no-js-visible]')].filter((note) =>
      /needs JavaScript/.test(note.textContent ?? ''),
    );
    expect(notes).toHaveLength(1);
    const fields = [...document.querySelectorAll('main input, main select, main textarea')];
    expect(fields.length > 0).toBe(preRendered);
    expect(fields.filter(readableWithoutScript)).toEqual([]);
  });
});

describe('the not-found page', () => {
  it('answers unknown paths, under /blog and /services too, with Page Not Found and a way home', () => {
    const index = pageIndex(prerenderedPaths);
    for (const unknown of ['/no-such-page', '/blog/no-such-post', '/services/gardening'])
      expect(siteObjectKey(unknown, index), unknown).toBe(NOT_FOUND_PAGE);
    const document = parse(read(NOT_FOUND_PAGE));
    expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Page Not Found']);
    expect(
      [...(document.querySelector('main')?.querySelectorAll('a') ?? [])].some(
        (link) => link.getAttribute('href') === '/' && /home page/i.test(link.textContent ?? ''),
      ),
    ).toBe(true);
  });
});

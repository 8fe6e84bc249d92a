import { describe, expect, it } from 'vitest';
import { type Manifest, pageAssets } from '../../../scripts/prerender-assets';
import {
  composePage,
  composeShell,
  headTags,
  inlineStylesheets,
  jsonForScript,
  type PageDocument,
} from '../../../scripts/prerender-document';
import { robotsTxt, sitemapXml } from '../../../scripts/sitemap';
import { business } from '../../../shared/business';

const template = `<!doctype html><html lang="en-GB"><head><title>${business.name}</title></head><body><div id="root"></div>
    <noscript data-shell-only><p>needs JavaScript</p></noscript><script type="module" src="/assets/index.js"></script></body></html>`;

const page: PageDocument = {
  pathname: '/contact',
  title: 'Contact | Potters Bar Home Services',
  description: 'Call & write',
  html: '<main><h1>Get in Touch</h1></main>',
  jsonLd: [{ '@type': 'LocalBusiness', name: '</script><script>alert(1)</script>' }],
  preload: ['/assets/contact.js'],
  kind: 'website',
};

describe('composePage', () => {
  const html = composePage(template, page);

  it('puts the pre-rendered markup in #root and marks it for hydration', () => {
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Get in Touch</h1></main></div>');
  });

  it('writes one title, the description, canonical URL, Open Graph and Twitter tags', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Contact | Potters Bar Home Services</title>');
    expect(html).toContain('<meta name="description" content="Call &amp; write" />');
    expect(html).toContain(`<link rel="canonical" href="${business.website}/contact" />`);
    expect(html).toContain('<meta property="og:title" content="Contact | Potters Bar Home Services" />');
    expect(html).toContain(`<meta property="og:url" content="${business.website}/contact" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('writes JSON-LD as a data block that no string inside can break out of', () => {
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(jsonForScript({ text: '</script>' }))).toEqual({ text: '</script>' });
  });

  it('preloads the page’s own chunks and drops the shell’s no-script notice', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/contact.js" />');
    expect(html).not.toContain('data-shell-only');
  });

  it('marks not-found pages noindex, without a canonical URL', () => {
    const notFound = composePage(template, { ...page, noindex: true });
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('refuses a page without a title or a description', () => {
    expect(() => headTags({ ...page, description: undefined })).toThrow(/description/);
    expect(() => headTags({ ...page, title: '' })).toThrow(/title/);
  });
});

describe('inlineStylesheets', () => {
  const head =
    '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><noscript><link rel="stylesheet" href="/noscript.css" /></noscript></head>';

  it('replaces the build’s stylesheet links with their CSS and leaves other links alone', () => {
    const html = inlineStylesheets(head, (href) => (href === '/assets/index-1.css' ? 'a{color:red}' : ''));
    expect(html).toContain('<style>a{color:red}</style>');
    expect(html).not.toContain('/assets/index-1.css');
    expect(html).toContain('<link rel="stylesheet" href="/noscript.css" />');
  });

  it('refuses CSS that would close the style element', () => {
    expect(() => inlineStylesheets(head, () => 'a{}</style><script>')).toThrow(/cannot be inlined/);
  });
});

describe('composeShell', () => {
  it('titles a browser-rendered page, keeps it out of search and keeps its no-script notice', () => {
    const shell = composeShell(template, 'Client Portal');
    expect(shell).toContain(`<title>Client Portal | ${business.name}</title>`);
    expect(shell).toContain('<meta name="robots" content="noindex" />');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('data-shell-only');
  });
});

describe('pageAssets', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/routes/public/faq.tsx': { file: 'assets/faq.js', imports: ['_tabs.js', '_react.js'] },
    '_tabs.js': { file: 'assets/tabs.js' },
  };

  it('counts the entry, its imports and the page’s chunks, and preloads only the page’s own', () => {
    expect(pageAssets(manifest, 'index.html', ['src/app/routes/public/faq.tsx'])).toEqual({
      scripts: ['/assets/index.js', '/assets/react.js', '/assets/faq.js', '/assets/tabs.js'],
      preload: ['/assets/faq.js', '/assets/tabs.js'],
    });
  });

  it('fails loudly for an entry or a module the manifest does not know', () => {
    expect(() => pageAssets(manifest, 'index.html', ['src/app/routes/public/gone.tsx'])).toThrow(/no chunk/);
    expect(() => pageAssets(manifest, 'other.html', [])).toThrow(/no entry/);
  });
});

describe('sitemap and robots', () => {
  it('lists absolute URLs and points robots at the sitemap', () => {
    const xml = sitemapXml(['/', '/faq']);
    expect(xml).toContain(`<loc>${business.website}/</loc>`);
    expect(xml).toContain(`<loc>${business.website}/faq</loc>`);
    const robots = robotsTxt(['/dashboard']);
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${business.website}/sitemap.xml`);
  });
});

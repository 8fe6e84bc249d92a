import { business } from '@shared/business';
import type { MetaDescriptor } from 'react-router-dom';
import { pagePath } from './page-path';
import { fullTitle } from './private-page-meta';
import { localBusiness } from './structured-data';

/** What a route says about itself in its `meta` export. */
export interface PageHead {
  title: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
  kind?: 'website' | 'article';
  /** schema.org data beyond the LocalBusiness every indexed page carries (FAQPage, BlogPosting). */
  jsonLd?: readonly object[];
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export const canonicalUrl = (pathname: string) => new URL(pagePath(pathname), business.website).href;

/**
 * An indexed page's head (pages kept out of search use ./private-page-meta): title, description, canonical URL, Open Graph and Twitter tags and JSON-LD (a data
 * block browsers never execute, so the CSP's script-src does not apply). React Router's <Meta> writes
 * it into the pre-rendered HTML and updates it on every client-side navigation.
 */
export const pageMeta = (pathname: string, head: PageHead): MetaDescriptor[] => {
  const title = fullTitle(head.title);
  const description = head.description ? [{ name: 'description', content: head.description }] : [];
  const url = canonicalUrl(pathname);
  const image = new URL(OG_IMAGE.path, business.website).href;
  const summary = head.description ?? business.name;
  return [
    { title },
    ...description,
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: head.kind ?? 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:locale', content: business.locale.replace('-', '_') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: summary },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: business.name },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: summary },
    { name: 'twitter:image', content: image },
    ...[localBusiness(), ...(head.jsonLd ?? [])].map((data) => ({ 'script:ld+json': data })),
  ];
};

import { business } from '@shared/business';
import { describe, expect, it } from 'vitest';
import { areas } from '@/content/areas';
import { requirePost } from '@/content/blog/posts';
import { faqGroups } from '@/content/faq';
import { pageMeta } from '@/lib/page-meta';
import { privatePageMeta } from '@/lib/private-page-meta';
import { blogPosting, faqPage, localBusiness } from '@/lib/structured-data';

const jsonLdOf = (meta: ReturnType<typeof pageMeta>) =>
  meta.flatMap((entry) =>
    'script:ld+json' in entry ? [entry['script:ld+json'] as Record<string, unknown>] : [],
  );

describe('structured data', () => {
  it('describes the LocalBusiness, with the towns it serves and its hours', () => {
    const company = localBusiness();
    expect(company).toMatchObject({
      name: business.name,
      legalName: business.legalName,
      identifier: { value: business.registration.companyNumber },
      telephone: business.phone,
      email: business.email,
    });
    const served = (company.areaServed as { name: string }[]).map((place) => place.name);
    for (const area of areas) expect(served).toContain(area.name);
    expect(company.openingHoursSpecification).toHaveLength(2);
  });

  it('makes an FAQPage of every question', () => {
    const questions = faqGroups.flatMap((group) => group.items);
    const faq = faqPage(questions) as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(questions.length);
    expect(faq.mainEntity[0]?.name).toBe(questions[0]?.question);
  });

  it('makes a BlogPosting of an article', () => {
    const post = requirePost('the-ultimate-guide-to-spring-cleaning');
    const image = '/images/blog/the-ultimate-guide-to-spring-cleaning.svg';
    expect(blogPosting({ ...post, image }, '/blog/the-ultimate-guide-to-spring-cleaning')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The Ultimate Guide to Spring Cleaning',
      datePublished: '2024-01-12',
      url: `${business.website}/blog/the-ultimate-guide-to-spring-cleaning`,
      image: [`${business.website}${image}`, `${business.website}/og-image.png`],
    });
  });
});

describe('pageMeta', () => {
  const meta = pageMeta('/contact/', { title: 'Contact', description: 'Call & write' });

  it('titles the page after the business and describes it', () => {
    expect(meta).toContainEqual({ title: `Contact | ${business.name}` });
    expect(meta).toContainEqual({ name: 'description', content: 'Call & write' });
  });

  it('names its canonical URL without the trailing slash the pre-renderer asks with', () => {
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${business.website}/contact` });
    expect(meta).toContainEqual({ property: 'og:url', content: `${business.website}/contact` });
  });

  it('gives link previews a title, description and image', () => {
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type', 'og:locale'])
      expect(meta.some((entry) => 'property' in entry && entry.property === property)).toBe(true);
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('carries the LocalBusiness on every indexed page, and the page own data after it', () => {
    expect(jsonLdOf(meta).map((item) => item['@type'])).toEqual(['LocalBusiness']);
    const faq = pageMeta('/faq', { title: 'FAQ', jsonLd: [faqPage([])] });
    expect(jsonLdOf(faq).map((item) => item['@type'])).toEqual(['LocalBusiness', 'FAQPage']);
  });

  it('keeps pages that are not for search engines out of the index, without canonical or previews', () => {
    const hidden = privatePageMeta({ title: 'Client Portal' });
    expect(hidden).toEqual([
      { title: `Client Portal | ${business.name}` },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(privatePageMeta({ title: 'Login', description: 'Log in.' })).toContainEqual({
      name: 'description',
      content: 'Log in.',
    });
  });
});

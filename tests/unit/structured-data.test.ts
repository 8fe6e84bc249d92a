import { describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { areas } from '../../web/src/content/areas';
import { faqGroups } from '../../web/src/content/faq';
import { structuredDataFor } from '../../web/src/lib/structured-data';

const typesOn = (path: string) => structuredDataFor(path).map((item) => item['@type']);

describe('structuredDataFor', () => {
  it('describes the LocalBusiness, with the towns it serves and its hours, on every page', () => {
    for (const path of ['/', '/contact', '/privacy']) expect(typesOn(path)).toEqual(['LocalBusiness']);
    const [company] = structuredDataFor('/');
    expect(company).toMatchObject({ name: business.name, telephone: business.phone, email: business.email });
    const served = ((company?.areaServed ?? []) as { name: string }[]).map((place) => place.name);
    for (const area of areas) expect(served).toContain(area.name);
    expect(company?.openingHoursSpecification).toHaveLength(2);
  });

  it('adds an FAQPage with every question on /faq', () => {
    expect(typesOn('/faq')).toEqual(['LocalBusiness', 'FAQPage']);
    const faq = structuredDataFor('/faq')[1] as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(faqGroups.flatMap((group) => group.items).length);
  });

  it('adds a BlogPosting on each article, and nothing for an unknown slug', () => {
    const posting = structuredDataFor('/blog/the-ultimate-guide-to-spring-cleaning')[1];
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The Ultimate Guide to Spring Cleaning',
      datePublished: '2024-01-12',
      url: `${business.website}/blog/the-ultimate-guide-to-spring-cleaning`,
    });
    expect(typesOn('/blog/no-such-post')).toEqual(['LocalBusiness']);
  });
});

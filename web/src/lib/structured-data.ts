import { business, hours } from '../../../shared/business';
import { blogPostPath, paths } from '../config/paths';
import { areas } from '../content/areas';
import { postBySlug } from '../content/blog/posts';
import { faqGroups } from '../content/faq';
import { openingHoursOf } from './opening-hours';

/**
 * schema.org JSON-LD for a page (DESIGN.md §6): the LocalBusiness on every page, with the towns it
 * serves; FAQPage on /faq; BlogPosting on each article. Built from the same modules the pages read.
 */
type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
export const absoluteUrl = (path: string) => new URL(path, business.website).href;
const BUSINESS_ID = absoluteUrl('/#business');

export const localBusiness = (): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'LocalBusiness',
  '@id': BUSINESS_ID,
  name: business.name,
  legalName: business.legalName,
  url: absoluteUrl(paths.home),
  logo: absoluteUrl('/logo.svg'),
  image: absoluteUrl('/og-image.png'),
  telephone: business.phone,
  email: business.email,
  address: {
    '@type': 'PostalAddress',
    addressLocality: business.address.town,
    addressRegion: business.address.county,
    addressCountry: business.address.country,
  },
  areaServed: [
    ...areas.map((area) => ({ '@type': 'City', name: area.name })),
    { '@type': 'AdministrativeArea', name: business.address.county },
  ],
  openingHoursSpecification: Object.values(hours).flatMap((line) => openingHoursOf(line) ?? []),
  sameAs: [business.social.href],
});

const faqPage = (): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: faqGroups.flatMap((group) =>
    group.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  ),
});

const blogPosting = (slug: string): JsonLd | undefined => {
  const post = postBySlug(slug);
  if (!post) return undefined;
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': BUSINESS_ID },
    mainEntityOfPage: url,
    url,
    image: absoluteUrl('/og-image.png'),
  };
};

export const structuredDataFor = (pathname: string): JsonLd[] => {
  const extra: (JsonLd | undefined)[] = [];
  if (pathname === paths.faq) extra.push(faqPage());
  const article = pathname.startsWith(`${paths.blog}/`) ? pathname.slice(paths.blog.length + 1) : undefined;
  if (article) extra.push(blogPosting(article));
  return [localBusiness(), ...extra.filter((item): item is JsonLd => item !== undefined)];
};

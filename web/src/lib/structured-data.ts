import { business, hours } from '@shared/business';
import { paths } from '@/config/paths';
import { areas } from '@/content/areas';
import { openingHoursOf } from './opening-hours';

/**
 * schema.org JSON-LD: the LocalBusiness every indexed page carries, with the towns it
 * serves; FAQPage on /faq; BlogPosting on each article. Each page passes its own extra data to
 * `pageMeta`, so no page ships another page's words.
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
  identifier: {
    '@type': 'PropertyValue',
    propertyID: 'Companies House company number',
    value: business.registration.companyNumber,
  },
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

export interface Question {
  question: string;
  answer: string;
}

export const faqPage = (questions: readonly Question[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: questions.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

export interface Posting {
  title: string;
  /** The post's own picture (a path on this site). */
  image: string;
  excerpt: string;
  date: string;
  category: string;
  author: string;
}

export const blogPosting = (post: Posting, path: string): JsonLd => {
  const url = absoluteUrl(path);
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
    image: [absoluteUrl(post.image), absoluteUrl('/og-image.png')],
  };
};

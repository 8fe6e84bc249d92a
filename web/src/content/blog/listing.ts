import { business, prices } from '@shared/business';
import { paths } from '@/config/paths';

export const blogListingContent = {
  title: 'Tips & Insights Blog',
  description:
    'Practical cleaning, housekeeping, ironing and childcare advice from the team at Potters Bar Home Services: routines, eco-friendly recipes, safety checklists and more.',
  eyebrow: 'Blog',
  heading: 'Tips & Insights Blog',
  lead: 'Practical advice from our cleaners, housekeepers and childcare team: the habits, checklists and recipes we share with our own clients.',
  listHeading: 'Latest articles',
  readMore: 'Read article',
  promotion: {
    label: 'Offer',
    title: `${prices.ironingFirstOrderDiscountPercent}% off your first ironing order`,
    text: `Try our ironing service with collection and delivery across ${business.address.county}, and get ${prices.ironingFirstOrderDiscountPercent}% off your first order.`,
    action: { label: 'About our ironing service', to: paths.ironing },
  },
} as const;

export const articleContent = {
  backToBlog: { label: 'Back to Blog', to: paths.blog },
  byline: (author: string) => `By ${author}`,
  readingTime: (minutes: number) => `${minutes} min read`,
  ctaHeading: 'Want a hand at home?',
  ctaText: 'Tell us what would help and we will send you a free, no-obligation quote.',
  moreHeading: 'More from the blog',
} as const;

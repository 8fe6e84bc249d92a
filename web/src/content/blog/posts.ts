import { paths } from '../../config/paths';
import { slugify } from '../../lib/slug';
import { team } from '../team';

/**
 * The blog's six posts as the listing shows them. Each article's body lives beside this file in
 * articles/<slug>.ts; the slug is derived from the title by the specification's rule, never typed by hand.
 */
export const BLOG_CATEGORIES = [
  'Cleaning Tips',
  'Seasonal',
  'Eco-Friendly',
  'Childcare',
  'Ironing',
  'Housekeeping',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  /** ISO date, shown in en-GB form (28 Dec 2023). */
  date: string;
  category: BlogCategory;
  /**
   * What the post's picture shows, for anyone who cannot see it. The picture itself is an SVG at
   * `blogImagePath(slug)`: the specification's emoji showed as an empty box wherever no emoji font is installed.
   */
  imageAlt: string;
  /** The closing call to action, always to /contact. */
  cta: { label: string; to: string };
}

type PostSource = Omit<BlogPost, 'slug'>;

const post = (source: PostSource): BlogPost => ({ ...source, slug: slugify(source.title) });

export const blogPosts: readonly BlogPost[] = [
  post({
    title: '10 Essential Cleaning Tips for Busy Families',
    excerpt:
      'Ten habits that keep a family home under control in minutes a day, from the ten-minute evening reset to a cleaning caddy that lives where the mess happens.',
    author: team.cleaning.name,
    date: '2024-01-15',
    category: 'Cleaning Tips',
    imageAlt: 'A cleaning caddy with a spray bottle, a scrubbing brush and cloths',
    cta: { label: 'Get a Free Quote', to: paths.contact },
  }),
  post({
    title: 'The Ultimate Guide to Spring Cleaning',
    excerpt:
      'A room-by-room plan for the big seasonal clean: what to tackle first, what most people forget, and how to spread the work over a fortnight instead of one exhausting weekend.',
    author: team.founder.name,
    date: '2024-01-12',
    category: 'Seasonal',
    imageAlt: 'An open window with a branch of pink blossom and a bucket of cleaning things',
    cta: { label: 'Book Your Spring Clean', to: paths.contact },
  }),
  post({
    title: 'Eco-Friendly Cleaning: Better for Your Home & Planet',
    excerpt:
      'Vinegar, bicarbonate of soda and microfibre do more than you might think. Where green methods work brilliantly, where they do not, and the mixes that should never be made.',
    author: team.cleaning.name,
    date: '2024-01-10',
    category: 'Eco-Friendly',
    imageAlt:
      'A refillable glass spray bottle with a leaf on its label, a lemon and a box of bicarbonate of soda',
    cta: { label: 'Book Eco-Friendly Cleaning', to: paths.contact },
  }),
  post({
    title: 'Childcare Safety: What Every Parent Should Know',
    excerpt:
      'What an enhanced DBS check does and does not tell you, the questions worth asking a nanny or babysitter, and the paediatric first aid and safer-sleep basics every carer should know.',
    author: team.childcare.name,
    date: '2024-01-08',
    category: 'Childcare',
    imageAlt: "Children's building blocks beside a first aid kit and a shield with a tick",
    cta: { label: 'Enquire About Childcare', to: paths.contact },
  }),
  post({
    title: 'Professional Ironing vs DIY: Time & Cost Analysis',
    excerpt:
      'We timed a typical family basket and priced an hour of your evening. An honest comparison of doing it yourself and handing it over, including when DIY is the better choice.',
    author: team.clientCare.name,
    date: '2024-01-05',
    category: 'Ironing',
    imageAlt: 'A steam iron beside a pressed shirt on a hanger and a clock',
    cta: { label: 'Try Our Ironing Service', to: paths.contact },
  }),
  post({
    title: 'Housekeeping Routines: Daily, Weekly & Monthly Tasks',
    excerpt:
      'A realistic schedule that splits the housework into small daily jobs, a weekly rhythm and a monthly list, so nothing piles up and weekends stay your own.',
    author: team.founder.name,
    date: '2023-12-28',
    category: 'Housekeeping',
    imageAlt: 'A tidy house beside a checklist with its tasks ticked off',
    cta: { label: 'Get Housekeeping Help', to: paths.contact },
  }),
];

export const postBySlug = (slug: string): BlogPost | undefined =>
  blogPosts.find((candidate) => candidate.slug === slug);

/** The post at `slug`; a missing one is a programming error, so it throws while the module loads. */
export const requirePost = (slug: string): BlogPost => {
  const found = postBySlug(slug);
  if (!found) throw new Error(`No blog post has the slug ${slug}`);
  return found;
};

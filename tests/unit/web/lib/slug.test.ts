import { describe, expect, it } from 'vitest';
import { blogPostPath } from '@/config/paths';
import { blogPosts } from '@/content/blog/posts';
import { slugify } from '@/lib/slug';

/** The six article routes, exactly as the specification lists them. */
const SPEC_SLUGS = [
  '10-essential-cleaning-tips-for-busy-families',
  'the-ultimate-guide-to-spring-cleaning',
  'eco-friendly-cleaning-better-for-your-home-planet',
  'childcare-safety-what-every-parent-should-know',
  'professional-ironing-vs-diy-time-cost-analysis',
  'housekeeping-routines-daily-weekly-monthly-tasks',
];

describe('slugify', () => {
  it('lower-cases the title and joins words with hyphens', () => {
    expect(slugify('The Ultimate Guide')).toBe('the-ultimate-guide');
  });

  it('turns each run of other characters into one hyphen', () => {
    expect(slugify('Home & Planet: A -- Guide')).toBe('home-planet-a-guide');
    expect(slugify('Daily,   Weekly & Monthly')).toBe('daily-weekly-monthly');
  });

  it('removes hyphens left at either end', () => {
    expect(slugify('  “Quoted!” title?  ')).toBe('quoted-title');
    expect(slugify('---')).toBe('');
  });

  it('keeps digits and drops accents and other non a-z letters', () => {
    expect(slugify('10 Tips')).toBe('10-tips');
    expect(slugify('Café Crème')).toBe('caf-cr-me');
  });

  it('derives exactly the six slugs of the specification from the six post titles', () => {
    expect(blogPosts.map((post) => slugify(post.title))).toEqual(SPEC_SLUGS);
    expect(blogPosts.map((post) => post.slug)).toEqual(SPEC_SLUGS);
    expect(blogPosts.map((post) => blogPostPath(post.slug))).toEqual(
      SPEC_SLUGS.map((slug) => `/blog/${slug}`),
    );
  });
});

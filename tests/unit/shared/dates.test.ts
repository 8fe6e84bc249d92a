import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/dates';
import { BLOG_CATEGORIES, blogPosts } from '../../../web/src/content/blog/posts';

describe('formatDate (en-GB, Europe/London)', () => {
  it('writes a two-digit day, a short month and the year', () => {
    expect(formatDate('2025-03-05')).toBe('05 Mar 2025');
    expect(formatDate('2024-01-15')).toBe('15 Jan 2024');
    expect(formatDate('2023-12-28')).toBe('28 Dec 2023');
  });

  it('gives the London date of an instant, not the UTC one', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2024-06-30T23:30:00Z')).toBe('01 Jul 2024');
    expect(formatDate(new Date('2024-01-31T23:30:00Z'))).toBe('31 Jan 2024');
  });
});

describe('the blog’s dates and labels', () => {
  it('runs from 28 Dec 2023 to 15 Jan 2024, newest first', () => {
    const shown = blogPosts.map((post) => formatDate(post.date));
    expect(shown[0]).toBe('15 Jan 2024');
    expect(shown.at(-1)).toBe('28 Dec 2023');
    const times = blogPosts.map((post) => Date.parse(post.date));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('has one post per category, each with its own call-to-action label to /contact', () => {
    expect(blogPosts.map((post) => post.category)).toEqual([...BLOG_CATEGORIES]);
    expect(blogPosts.map((post) => post.cta.label)).toEqual([
      'Get a Free Quote',
      'Book Your Spring Clean',
      'Book Eco-Friendly Cleaning',
      'Enquire About Childcare',
      'Try Our Ironing Service',
      'Get Housekeeping Help',
    ]);
    for (const post of blogPosts) expect(post.cta.to).toBe('/contact');
  });
});

import { describe, expect, it } from 'vitest';
import { type Article, readingMinutes, wordCount } from '@/content/blog/article';
import { blogPosts } from '@/content/blog/posts';

const articles = await Promise.all(
  blogPosts.map(
    async (post) =>
      [
        post.slug,
        (await import(`../../../../../web/src/content/blog/articles/${post.slug}.ts`)).article as Article,
      ] as const,
  ),
);

describe('the six blog articles', () => {
  it.each(articles)('%s has a lead-in and 600 to 1,000 words', (_slug, article) => {
    expect(article.leadIn.length).toBeGreaterThan(100);
    const words = wordCount(article);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
  });

  it.each(articles)(
    '%s has section headings and no repeated block (blocks are keyed by their text)',
    (_slug, article) => {
      expect(article.body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(4);
      const keys = article.body.map((block) =>
        block.type === 'list' ? block.items.join('|') : block.type === 'tip' ? block.title : block.text,
      );
      expect(new Set(keys).size).toBe(keys.length);
    },
  );
});

describe('wordCount and readingMinutes', () => {
  const article: Article = {
    leadIn: 'One two three.',
    body: [
      { type: 'heading', text: 'Four five' },
      { type: 'list', items: ['six', 'seven eight'] },
      { type: 'tip', title: 'Nine', text: 'ten' },
    ],
  };

  it('counts the words of every kind of block', () => {
    expect(wordCount(article)).toBe(10);
  });

  it('rounds reading time at 200 words a minute, never below one minute', () => {
    expect(readingMinutes(article)).toBe(1);
    expect(readingMinutes({ leadIn: 'word '.repeat(700), body: [] })).toBe(4);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogImagePath } from '@/config/paths';
import { blogPosts } from '@/content/blog/posts';

const publicDir = fileURLToPath(new URL('../../../../../web/public', import.meta.url));
const svgOf = (slug: string) => readFileSync(`${publicDir}${blogImagePath(slug)}`, 'utf8');

/** An emoji or other pictograph: what the cards showed before, and what a system without an emoji font cannot draw. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

describe('the blog pictures', () => {
  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    '%s has a static SVG of its own on the 480 × 200 canvas, described, with nothing to run and no text to render',
    (slug, post) => {
      const svg = svgOf(slug);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 200" width="480" height="200">/,
      );
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
      // Shapes only: a <text> or an emoji would depend on the visitor's fonts, as the emoji did.
      expect(svg).not.toMatch(/<(script|text|foreignObject|image)\b|\son\w+=|href=/i);
      expect(svg).not.toMatch(PICTOGRAPH);
      expect(svg).toContain(`<title>${post.imageAlt}</title>`);
      expect(post.imageAlt.length).toBeGreaterThan(20);
    },
  );

  it('draws a different picture for every post', () => {
    const pictures = blogPosts.map((post) => svgOf(post.slug));
    expect(new Set(pictures).size).toBe(blogPosts.length);
  });
});

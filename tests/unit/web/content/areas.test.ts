import { describe, expect, it } from 'vitest';
import { areas, featuredAreas } from '@/content/areas';
import { areasContent } from '@/content/areas-page';

const highlights: Readonly<Record<string, string>> = areasContent.featuredHighlights;
const descriptions: Readonly<Record<string, string>> = areasContent.descriptions;

describe('the areas we cover', () => {
  it('lists twelve towns, with Potters Bar the one base, featured', () => {
    expect(areas).toHaveLength(12);
    expect(areas.filter((area) => area.base).map((area) => area.name)).toEqual(['Potters Bar']);
    expect(featuredAreas.map((area) => area.name)).toContain('Potters Bar');
  });

  it('describes every town, and has a highlight for exactly the featured ones', () => {
    expect(Object.keys(descriptions).sort()).toEqual(areas.map((area) => area.name).sort());
    expect(Object.keys(highlights).sort()).toEqual(featuredAreas.map((area) => area.name).sort());
  });

  it('says something new about each featured town, never its description again', () => {
    const texts = [...Object.values(descriptions), ...Object.values(highlights)];
    expect(new Set(texts).size).toBe(texts.length);
  });
});

import { describe, expect, it } from 'vitest';
import { areas, featuredAreas } from '@/content/areas';

describe('the areas we cover', () => {
  it('lists twelve towns, with Potters Bar the one base, featured', () => {
    expect(areas).toHaveLength(12);
    expect(areas.filter((area) => area.base).map((area) => area.name)).toEqual(['Potters Bar']);
    expect(featuredAreas.map((area) => area.name)).toContain('Potters Bar');
  });

  it('says something new about each featured town, never its description again', () => {
    expect(featuredAreas.length).toBeGreaterThan(0);
    const texts = areas.flatMap((area) =>
      area.featured ? [area.description, area.highlight] : [area.description],
    );
    expect(new Set(texts).size).toBe(texts.length);
  });
});

import { describe, expect, it } from 'vitest';
import { buildCategories } from './build-categories.ts';
import { categoryHeroPath, categoryHeroSvg } from './category-hero-svg.ts';

describe('the category hero pictures', () => {
  const { categories } = buildCategories();

  it('give every category, top level and below, a picture of its own', () => {
    const pictures = new Set(categories.map((category) => categoryHeroSvg(category.id)));
    expect(pictures.size).toBe(categories.length);
    for (const category of categories) expect(category.heroImage).toBe(categoryHeroPath(category.id));
  });

  it('are the same picture on every seed, a wide 4:1 band', () => {
    expect(categoryHeroSvg('girls-dresses')).toBe(categoryHeroSvg('girls-dresses'));
    expect(categoryHeroSvg('girls')).toMatch(/^<svg [^>]*width="2400" height="600"/);
  });
});

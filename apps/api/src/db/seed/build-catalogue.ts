import { buildStyle, type CatalogueRows, type StylePlacement, type StyleSummary } from './build-style.ts';
import { departments, leafCategoryId } from './category-tree.ts';
import { createPrng } from './prng.ts';

export type Catalogue = { rows: CatalogueRows; styles: StyleSummary[] };

/**
 * Leaves interleaved across departments (girls dresses, boys t-shirts, baby bodysuits, …), so that styles
 * are spread evenly and a catalogue of 24 styles or more fills every category.
 */
function leafOrder(): Array<Omit<StylePlacement, 'index'>> {
  const order: Array<Omit<StylePlacement, 'index'>> = [];
  const longest = Math.max(...departments.map((top) => top.children.length));
  for (let i = 0; i < longest; i++) {
    for (const top of departments) {
      const leaf = top.children[i];
      if (leaf) order.push({ top, leaf, leafId: leafCategoryId(top, leaf) });
    }
  }
  return order;
}

/** `styles` products with everything hanging off them. Each style draws from its own stream (seed, id). */
export function buildCatalogue(seed: number, styles: number): Catalogue {
  const rows: CatalogueRows = {
    products: [],
    productTranslations: [],
    productCategories: [],
    productColors: [],
    variants: [],
    unitsOfMeasure: [],
    productPrepacks: [],
    media: [],
    stock: [],
  };
  const leaves = leafOrder();
  const priced: StyleSummary[] = [];
  for (let index = 0; index < styles; index++) {
    const placement = leaves[index % leaves.length];
    if (!placement) throw new Error('The category tree has no leaves');
    priced.push(buildStyle(createPrng(seed, 'style', index), { ...placement, index }, rows));
  }
  return { rows, styles: priced };
}

import type {
  media,
  productCategories,
  productColors,
  productPrepacks,
  products,
  productTranslations,
  stock,
  unitsOfMeasure,
  variants,
} from '../schema.ts';
import { type Print, prints } from './build-area.ts';
import { buildStock } from './build-stock.ts';
import { brands, type LeafCategory, saleCategory, saleChildId, type TopCategory } from './category-tree.ts';
import { colorFlags } from './color-flags.ts';
import { ean13 } from './ean13.ts';
import { type Garment, garments, sizeRuns } from './garments.ts';
import type { Prng } from './prng.ts';
import { productImagePath, productImageSize, productImageViews } from './product-image-path.ts';
import { productTexts } from './product-texts.ts';
import type { SeasonCode } from './seasons.ts';
import { slugify } from './slugify.ts';
import { type ColorCode, swatchColors } from './swatch-colors.ts';

/** Rows of the whole catalogue; `buildStyle` appends one style's rows. */
export type CatalogueRows = {
  products: Array<typeof products.$inferInsert>;
  productTranslations: Array<typeof productTranslations.$inferInsert>;
  productCategories: Array<typeof productCategories.$inferInsert>;
  productColors: Array<typeof productColors.$inferInsert>;
  variants: Array<typeof variants.$inferInsert>;
  unitsOfMeasure: Array<typeof unitsOfMeasure.$inferInsert>;
  productPrepacks: Array<typeof productPrepacks.$inferInsert>;
  media: Array<typeof media.$inferInsert>;
  stock: Array<typeof stock.$inferInsert>;
};

/** What pricing and image rendering need to know about a style. */
export type StyleSummary = {
  productId: string;
  garment: Garment;
  colorCodes: ColorCode[];
  retailDkk: number;
  packs: Array<{ unitId: string; quantityPerUnit: number }>;
  onSaleVariantIds: string[];
};

export type StylePlacement = { index: number; top: TopCategory; leaf: LeafCategory; leafId: string };

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

const seasonsByWeight: SeasonCode[] = ['SS26', 'AW26', 'SS27'];

/** Women's prices are the kids' price points scaled, then snapped to a '…49.95 / …99.95' DKK ending. */
const scaleRetail = (price: number, factor: number): number =>
  factor === 1 ? price : Math.max(4995, Math.round((price * factor) / 5000) * 5000 - 5);

/**
 * Prepacks of every other style (ADR 90): a 1-2-2-1 run over its first four sizes and one of each size. Drawn
 * from the style's index, not its random stream, so the rest of the demo data stays as it was.
 */
function prepacksOf(productId: string, index: number, sizes: readonly string[]) {
  if (index % 2 !== 0 || sizes.length < 4) return [];
  const curve = [1, 2, 2, 1];
  return [
    {
      productId,
      code: 'RUN-1221',
      nameEn: 'Size run 1-2-2-1',
      nameDa: 'Størrelsesløb 1-2-2-1',
      sizes: sizes.slice(0, 4).map((size, i) => ({ size, quantity: curve[i] ?? 1 })),
      sortOrder: 0,
    },
    {
      productId,
      code: 'RUN-ALL',
      nameEn: 'One of each size',
      nameDa: 'Én af hver størrelse',
      sizes: sizes.map((size) => ({ size, quantity: 1 })),
      sortOrder: 1,
    },
  ];
}

/** One style with its colours, sizes, units, images and stock, drawn from its own random stream. */
export function buildStyle(prng: Prng, placement: StylePlacement, into: CatalogueRows): StyleSummary {
  const { index, top, leaf, leafId } = placement;
  const id = `NL${10001 + index}`;
  const garment = leaf.garment;
  const season = prng.weighted(seasonsByWeight, [20, 45, 35]);
  const isPreview = season === 'SS27' && prng.chance(0.25);
  const print: Print | null = prng.chance(0.3) ? prng.pick(prints) : null;
  const colorCount = prng.weighted([2, 3, 4, 5, 6], [40, 30, 17, 9, 4]);
  const colors = prng.sample(swatchColors, colorCount);
  const run: readonly string[] = sizeRuns[leaf.sizeRun ?? top.sizeRun ?? 'kids'];
  const sizeCount = prng.int(4, Math.min(10, run.length));
  const firstSize = prng.int(0, run.length - sizeCount);
  const sizes = run.slice(firstSize, firstSize + sizeCount);
  const texts = productTexts(prng, top.id, garment, print);
  const retailDkk = scaleRetail(prng.pick(garments[garment].retailDkk), top.priceFactor);

  into.products.push({
    id,
    number: id,
    brand: top.brand ?? prng.pick(brands),
    primaryCategoryId: leafId,
    primaryColorCode: colors[0]?.code ?? 'black',
    garment,
    print,
    sortOrder: index,
  });
  for (const [language, prefix] of [
    ['en', '/product'],
    ['da', '/produkt'],
  ] as const) {
    const { name, description } = texts[language];
    const url = `${prefix}/${slugify(name)}-${id.toLowerCase()}`;
    into.productTranslations.push({ productId: id, languageCode: language, name, description, url });
  }

  const onSaleVariantIds: string[] = [];
  colors.forEach((color, colorIndex) => {
    const flags = colorFlags(prng, season, isPreview);
    const colorNumber = swatchColors.indexOf(color);
    const variantIds = sizes.map((size, sizeIndex) => {
      const variantId = `${id}-${color.code}-${size.replace('/', '-')}`;
      const ean = ean13(`57${pad(10001 + index, 6)}${pad(colorNumber, 2)}${pad(run.indexOf(size), 2)}`);
      into.variants.push({
        id: variantId,
        productId: id,
        colorCode: color.code,
        size,
        ean,
        sortOrder: sizeIndex,
      });
      return variantId;
    });
    if (flags.onSale) onSaleVariantIds.push(...variantIds);
    const hasStock = buildStock(prng, { flags, variantIds }, into.stock);
    into.productColors.push({
      ...flags,
      productId: id,
      colorCode: color.code,
      hasStock,
      firstVariantId: variantIds[0] ?? '',
      sortOrder: colorIndex,
    });
    for (const [sortOrder, view] of productImageViews.entries()) {
      const path = productImagePath({ garment, colorCode: color.code, view });
      into.media.push({
        productId: id,
        colorCode: color.code,
        path,
        origin: 'Product',
        width: productImageSize,
        height: productImageSize,
        sortOrder,
      });
    }
  });

  const packs = prng.chance(0.3)
    ? [prng.pick([3, 5])].map((n) => ({ unitId: `PK${n}`, quantityPerUnit: n }))
    : [];
  into.unitsOfMeasure.push({
    productId: id,
    unitId: 'CU',
    nameEn: 'Piece',
    nameDa: 'Stk.',
    quantityPerUnit: 1,
  });
  for (const pack of packs) {
    const n = pack.quantityPerUnit;
    into.unitsOfMeasure.push({ productId: id, ...pack, nameEn: `Pack of ${n}`, nameDa: `Pakke à ${n}` });
  }

  into.productPrepacks.push(...prepacksOf(id, index, sizes));

  const categoryIds = [leafId, top.id];
  if (onSaleVariantIds.length > 0) categoryIds.push(saleCategory.id, saleChildId(top));
  for (const categoryId of categoryIds) into.productCategories.push({ productId: id, categoryId });

  return {
    productId: id,
    garment,
    colorCodes: colors.map((color) => color.code),
    retailDkk,
    packs,
    onSaleVariantIds,
  };
}

import type { LanguageCode, Product, ProductColor } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import {
  colors,
  deliveryDrops,
  media,
  productCategories,
  productColors,
  products,
  productTranslations,
  seasons,
  unitsOfMeasure,
  variants,
} from './catalog.tables.ts';

/** A product as every visitor sees it in one language: everything but prices and stock. */
export type ProductBase = Omit<Product, 'unitPrices' | 'stocks'>;

/** Cache family of product bases; whoever changes catalogue data drops it with `ctx.cache.deleteByPrefix`. */
export const productCachePrefix = 'product:';
/** Catalogue data changes rarely; a minute bounds how long a change takes to show. */
const ttlSeconds = 60;
const cacheKey = (language: LanguageCode, id: string) => `${productCachePrefix}${language}:${id}`;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Six queries for any number of products; a product without a text in the language is not found. */
async function queryProductBases(ctx: Ctx, language: LanguageCode, ids: string[]): Promise<ProductBase[]> {
  const [heads, categoryRows, colorRows, variantRows, unitRows, mediaRows] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        number: products.number,
        brand: products.brand,
        primaryCategoryId: products.primaryCategoryId,
        primaryColor: products.primaryColorCode,
        name: productTranslations.name,
        description: productTranslations.description,
        url: productTranslations.url,
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.languageCode, language)),
      )
      .where(inArray(products.id, ids)),
    ctx.db
      .select()
      .from(productCategories)
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(productCategories.categoryId)),
    ctx.db
      .select({
        color: productColors,
        hex: colors.hex,
        nameEn: colors.nameEn,
        nameDa: colors.nameDa,
        seasonDescription: seasons.description,
        drop: {
          code: deliveryDrops.code,
          name: deliveryDrops.name,
          availableDate: deliveryDrops.availableDate,
        },
      })
      .from(productColors)
      .innerJoin(colors, eq(colors.code, productColors.colorCode))
      .innerJoin(seasons, eq(seasons.code, productColors.seasonCode))
      .leftJoin(deliveryDrops, eq(deliveryDrops.code, productColors.deliveryDropCode))
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.sortOrder)),
    ctx.db
      .select({
        id: variants.id,
        productId: variants.productId,
        colorCode: variants.colorCode,
        size: variants.size,
      })
      .from(variants)
      .where(inArray(variants.productId, ids))
      .orderBy(asc(variants.sortOrder), asc(variants.id)),
    ctx.db
      .select()
      .from(unitsOfMeasure)
      .where(inArray(unitsOfMeasure.productId, ids))
      .orderBy(asc(unitsOfMeasure.quantityPerUnit), asc(unitsOfMeasure.unitId)),
    ctx.db
      .select()
      .from(media)
      .where(inArray(media.productId, ids))
      .orderBy(asc(media.sortOrder), asc(media.id)),
  ]);

  const categoriesOf = groupBy(categoryRows, (row) => row.productId);
  const colorsOf = groupBy(colorRows, (row) => row.color.productId);
  const variantsOf = groupBy(variantRows, (row) => `${row.productId}|${row.colorCode}`);
  const unitsOf = groupBy(unitRows, (row) => row.productId);
  const mediaOf = groupBy(mediaRows, (row) => `${row.productId}|${row.colorCode}`);

  return heads.map((head) => {
    const productColorRows = colorsOf.get(head.id) ?? [];
    const colorEntries = productColorRows.map(({ color, hex, nameEn, nameDa, seasonDescription, drop }) => {
      const colorName = language === 'da' ? nameDa : nameEn;
      const name = `${head.name} - ${colorName}`;
      const value: ProductColor = {
        colorName,
        name,
        media: (mediaOf.get(`${head.id}|${color.colorCode}`) ?? []).map((m) => ({
          url: m.path,
          alt: name,
          width: m.width,
          height: m.height,
        })),
        swatchImage: `/images/svg/singlecolor/${hex.replace(/^#/, '')}`,
        hasStock: color.hasStock,
        firstVariantId: color.firstVariantId,
        isPreview: color.isPreview,
        outphasing: color.outphasing,
        essential: color.essential,
        allowPresale: color.allowPresale,
        allowStockOrder: color.allowStockOrder,
        seasonDescription,
        onSale: color.onSale,
        topSeller: color.topSeller,
        heroProduct: color.heroProduct,
        keyProduct: color.keyProduct,
        giveawayApplicable: color.giveawayApplicable,
        deliveryDrop: drop,
      };
      return [color.colorCode, value] as const;
    });
    const categoryIds = (categoriesOf.get(head.id) ?? []).map((row) => row.categoryId);
    return {
      id: head.id,
      name: head.name,
      url: head.url,
      number: head.number,
      description: head.description,
      specifications: { brand: head.brand },
      categories: [head.primaryCategoryId, ...categoryIds.filter((id) => id !== head.primaryCategoryId)],
      primaryColor: head.primaryColor,
      variants: productColorRows.flatMap(({ color }) =>
        (variantsOf.get(`${head.id}|${color.colorCode}`) ?? []).map(({ id, colorCode, size }) => ({
          id,
          colorCode,
          size,
        })),
      ),
      units: (unitsOf.get(head.id) ?? []).map((unit) => ({
        unitId: unit.unitId,
        name: language === 'da' ? unit.nameDa : unit.nameEn,
      })),
      colors: Object.fromEntries(colorEntries),
    };
  });
}

/**
 * Product bases in one language, read through the cache per product; all misses are loaded together in a
 * fixed number of queries, however many there are. Unknown ids are left out and never cached.
 */
export async function loadProductBases(
  ctx: Ctx,
  language: LanguageCode,
  ids: readonly string[],
): Promise<Map<string, ProductBase>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, ProductBase>();
  const hits = await Promise.all(unique.map((id) => ctx.cache.get<ProductBase>(cacheKey(language, id))));
  const misses = unique.filter((id, index) => {
    const hit = hits[index];
    if (hit) found.set(id, hit);
    return !hit;
  });
  if (misses.length > 0) {
    const loaded = await queryProductBases(ctx, language, misses);
    await Promise.all(
      loaded.map((base) => {
        found.set(base.id, base);
        return ctx.cache.set(cacheKey(language, base.id), base, ttlSeconds);
      }),
    );
  }
  return found;
}

import { type LanguageCode, type Product, type ProductColor, singleColorPath } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';

/** A product as every visitor sees it in one language: everything but prices and stock. */
export type ProductBase = Omit<Product, 'unitPrices' | 'stocks'>;

/** Cache family of product bases; whoever changes catalogue data drops it with `ctx.cache.deleteByPrefix`. */
export const productCachePrefix = 'product:';
/** Catalogue data changes rarely; a minute bounds how long a change takes to show. */
const ttlSeconds = 60;
const cacheKey = (language: LanguageCode, id: string) => `${productCachePrefix}${language}:${id}`;

/** One colour of a product as the query returns it (JSON), with its colour, season and drop joined in. */
type ColorRow = Omit<ProductColor, 'colorName' | 'name' | 'media' | 'swatchImage'> & {
  colorCode: string;
  hex: string;
  nameEn: string;
  nameDa: string;
};

/** One product as the query returns it: its texts, and its colours, variants, units and media as JSON. */
type BaseRow = {
  id: string;
  number: string;
  brand: string;
  primaryCategoryId: string;
  primaryColor: string;
  name: string;
  description: string;
  url: string;
  categoryIds: string[];
  colors: ColorRow[];
  variants: Array<{ id: string; colorCode: string; size: string }>;
  units: Array<{ unitId: string; nameEn: string; nameDa: string; quantityPerUnit: number }>;
  prepacks: Array<{
    code: string;
    nameEn: string;
    nameDa: string;
    sizes: Array<{ size: string; quantity: number }>;
  }>;
  media: Array<{ colorCode: string; path: string; width: number; height: number }>;
};

/**
 * Every product with its colours, variants, units and media in one statement (JSON aggregates per product):
 * each statement is a round trip to the database, and uncached product data is on every product page. A
 * product without a text in the language is not found.
 */
function queryProductBases(ctx: Ctx, language: LanguageCode, ids: string[]): Promise<BaseRow[]> {
  return queryRows<BaseRow>(
    ctx.db,
    sql`
      SELECT p.id, p.number, p.brand, p.primary_category_id AS "primaryCategoryId",
        p.primary_color_code AS "primaryColor", t.name, t.description, t.url,
        (SELECT coalesce(json_agg(pc.category_id ORDER BY pc.category_id), '[]'::json)
          FROM product_categories pc WHERE pc.product_id = p.id) AS "categoryIds",
        (SELECT coalesce(json_agg(json_build_object(
            'colorCode', c.color_code, 'hasStock', c.has_stock, 'firstVariantId', c.first_variant_id,
            'isPreview', c.is_preview, 'outphasing', c.outphasing, 'essential', c.essential,
            'allowPresale', c.allow_presale, 'allowStockOrder', c.allow_stock_order, 'onSale', c.on_sale,
            'topSeller', c.top_seller, 'heroProduct', c.hero_product, 'keyProduct', c.key_product,
            'giveawayApplicable', c.giveaway_applicable, 'hex', col.hex, 'nameEn', col.name_en,
            'nameDa', col.name_da, 'seasonDescription', s.description,
            'deliveryDrop', CASE WHEN d.code IS NULL THEN NULL
              ELSE json_build_object('code', d.code, 'name', d.name, 'availableDate', d.available_date) END
          ) ORDER BY c.sort_order), '[]'::json)
          FROM product_colors c
          JOIN colors col ON col.code = c.color_code
          JOIN seasons s ON s.code = c.season_code
          LEFT JOIN delivery_drops d ON d.code = c.delivery_drop_code
          WHERE c.product_id = p.id) AS colors,
        (SELECT coalesce(json_agg(json_build_object('id', v.id, 'colorCode', v.color_code, 'size', v.size)
            ORDER BY v.sort_order, v.id), '[]'::json)
          FROM variants v WHERE v.product_id = p.id) AS variants,
        (SELECT coalesce(json_agg(json_build_object('unitId', u.unit_id, 'nameEn', u.name_en, 'nameDa', u.name_da,
            'quantityPerUnit', u.quantity_per_unit)
            ORDER BY u.quantity_per_unit, u.unit_id), '[]'::json)
          FROM units_of_measure u WHERE u.product_id = p.id) AS units,
        (SELECT coalesce(json_agg(json_build_object('code', k.code, 'nameEn', k.name_en, 'nameDa', k.name_da,
            'sizes', k.sizes) ORDER BY k.sort_order, k.code), '[]'::json)
          FROM product_prepacks k WHERE k.product_id = p.id) AS prepacks,
        (SELECT coalesce(json_agg(json_build_object('colorCode', m.color_code, 'path', m.path,
            'width', m.width, 'height', m.height) ORDER BY m.sort_order, m.id), '[]'::json)
          FROM media m WHERE m.product_id = p.id) AS media
      FROM products p
      JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${language}
      WHERE p.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

/** A product as every visitor sees it in the language, from its row. */
function toProductBase(row: BaseRow, language: LanguageCode): ProductBase {
  const colorEntries = row.colors.map(({ colorCode, hex, nameEn, nameDa, ...flags }) => {
    const colorName = language === 'da' ? nameDa : nameEn;
    const name = `${row.name} - ${colorName}`;
    const value: ProductColor = {
      colorName,
      name,
      media: row.media
        .filter((m) => m.colorCode === colorCode)
        .map((m) => ({ url: m.path, alt: name, width: m.width, height: m.height })),
      swatchImage: singleColorPath(hex),
      hasStock: flags.hasStock,
      firstVariantId: flags.firstVariantId,
      isPreview: flags.isPreview,
      outphasing: flags.outphasing,
      essential: flags.essential,
      allowPresale: flags.allowPresale,
      allowStockOrder: flags.allowStockOrder,
      seasonDescription: flags.seasonDescription,
      onSale: flags.onSale,
      topSeller: flags.topSeller,
      heroProduct: flags.heroProduct,
      keyProduct: flags.keyProduct,
      giveawayApplicable: flags.giveawayApplicable,
      deliveryDrop: flags.deliveryDrop,
    };
    return [colorCode, value] as const;
  });
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    number: row.number,
    description: row.description,
    specifications: { brand: row.brand },
    categories: [row.primaryCategoryId, ...row.categoryIds.filter((id) => id !== row.primaryCategoryId)],
    primaryColor: row.primaryColor,
    // Variants in colour order, then their own order.
    variants: row.colors.flatMap(({ colorCode }) =>
      row.variants.filter((variant) => variant.colorCode === colorCode),
    ),
    units: row.units.map((unit) => ({
      unitId: unit.unitId,
      name: language === 'da' ? unit.nameDa : unit.nameEn,
      quantityPerUnit: unit.quantityPerUnit,
    })),
    prepacks: row.prepacks.map((prepack) => ({
      code: prepack.code,
      name: language === 'da' ? prepack.nameDa : prepack.nameEn,
      sizes: prepack.sizes,
    })),
    colors: Object.fromEntries(colorEntries),
  };
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
    const loaded = (await queryProductBases(ctx, language, misses)).map((row) =>
      toProductBase(row, language),
    );
    await Promise.all(
      loaded.map((base) => {
        found.set(base.id, base);
        return ctx.cache.set(cacheKey(language, base.id), base, ttlSeconds);
      }),
    );
  }
  return found;
}

import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query-rows.ts';
import type { Ctx } from '../../../lib/context.ts';
import { actingCustomer } from '../../customer/index.ts';
import { internalPriceStrategy, retailAudience } from '../../pricing/index.ts';

/**
 * What a dealer needs to list a document's products in their own shop, from the catalogue: each size's EAN,
 * the style's name and description and the colour's name in the dealer's language, the style-colour's images
 * (media paths, in the catalogue's order) and the recommended retail price (RRP) of one piece in the dealer's
 * retail currency, from the shop's own price rules as the catalogue shows them.
 */

export type VariantDetails = {
  variantId: string;
  productId: string;
  productNumber: string;
  ean: string;
  size: string;
  colorCode: string;
  colorName: string;
  name: string | null;
  description: string | null;
};

export type StyleDetails = {
  variants: Map<string, VariantDetails>;
  /** Media paths by `styleColourKey`. */
  images: Map<string, string[]>;
  rrpCurrencyCode: string;
  /** RRP of one piece by variant id; a variant without a retail price is missing. */
  rrp: Map<string, number>;
};

export const styleColourKey = (productId: string, colorCode: string) => `${productId}|${colorCode}`;

/** The details of the variants (one statement for variants and texts, one for images, then the prices). */
export async function loadStyleDetails(
  ctx: Ctx,
  variantIds: readonly string[],
  languageCode: LanguageCode,
): Promise<StyleDetails> {
  const ids = [...new Set(variantIds)];
  const rows =
    ids.length === 0
      ? []
      : await queryRows<VariantDetails>(
          ctx.db,
          sql`
            SELECT v.id AS "variantId", v.product_id AS "productId", p.number AS "productNumber", v.ean, v.size,
              v.color_code AS "colorCode",
              coalesce(CASE WHEN ${languageCode}::text = 'da' THEN c.name_da ELSE c.name_en END, v.color_code)
                AS "colorName",
              t.name, t.description
            FROM variants v
            JOIN products p ON p.id = v.product_id
            LEFT JOIN colors c ON c.code = v.color_code
            LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${languageCode}
            WHERE v.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            ORDER BY p.number, v.color_code, v.sort_order`,
        );
  const variants = new Map(rows.map((row) => [row.variantId, row]));
  const styleColours = [
    ...new Map(rows.map((row) => [styleColourKey(row.productId, row.colorCode), row])).values(),
  ];
  const imageRows =
    styleColours.length === 0
      ? []
      : await queryRows<{ productId: string; colorCode: string; path: string }>(
          ctx.db,
          sql`
            SELECT m.product_id AS "productId", m.color_code AS "colorCode", m.path
            FROM media m
            WHERE (m.product_id, m.color_code) IN (${sql.join(
              styleColours.map((row) => sql`(${row.productId}, ${row.colorCode})`),
              sql`, `,
            )})
            ORDER BY m.product_id, m.color_code, m.sort_order, m.id`,
        );
  const images = new Map<string, string[]>();
  for (const row of imageRows) {
    const key = styleColourKey(row.productId, row.colorCode);
    images.set(key, [...(images.get(key) ?? []), row.path]);
  }
  const audience = retailAudience(await actingCustomer(ctx));
  const priced = await internalPriceStrategy.getPrices(
    ctx,
    audience,
    rows.map((row) => ({ productId: row.productId, variantId: row.variantId, unitId: 'CU', quantity: 1 })),
  );
  const rrp = new Map(priced.map(({ line, price }) => [line.variantId as string, price.unitPrice]));
  return { variants, images, rrpCurrencyCode: audience.currencyCode, rrp };
}

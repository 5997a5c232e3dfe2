import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { afterId, type FeedPageRequest, idList } from './feed-page.ts';

export type StyleRow = {
  id: string;
  number: string;
  brand: string;
  garment: string;
  print: string | null;
  primaryCategoryId: string;
  primaryColorCode: string;
  updatedAt: Date | string;
};

/** A page of styles: the filter, then id order, `take + 1` rows (one more tells whether more follow). */
export function loadStylePage(
  db: Db,
  request: FeedPageRequest,
  filter: { ids?: readonly string[]; text?: string } = {},
): Promise<StyleRow[]> {
  const newer = request.newerThan ? sql`p.updated_at > ${request.newerThan.toISOString()}` : sql`true`;
  const ids = filter.ids ? sql`p.id IN ${idList(filter.ids)}` : sql`true`;
  const text = filter.text
    ? sql`(p.id ILIKE ${filter.text} OR p.number ILIKE ${filter.text} OR EXISTS (
        SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.name ILIKE ${filter.text}))`
    : sql`true`;
  return queryRows<StyleRow>(
    db,
    sql`SELECT p.id, p.number, p.brand, p.garment, p.print, p.primary_category_id AS "primaryCategoryId",
        p.primary_color_code AS "primaryColorCode", p.updated_at AS "updatedAt"
      FROM products p
      WHERE ${newer} AND ${afterId(sql`p.id`, request.after)} AND ${ids} AND ${text}
      ORDER BY p.id
      LIMIT ${request.take + 1} OFFSET ${request.skip}`,
  );
}

export type StyleTextRow = {
  productId: string;
  languageCode: LanguageCode;
  name: string;
  description: string;
  url: string;
};
export type StyleColorRow = {
  productId: string;
  code: string;
  hex: string;
  nameEn: string;
  nameDa: string;
  seasonCode: string;
  deliveryDropCode: string | null;
};
export type StyleVariantRow = { productId: string; colorCode: string; id: string; size: string; ean: string };
export type StyleMediaRow = {
  productId: string;
  colorCode: string;
  path: string;
  width: number;
  height: number;
};
export type StyleCategoryRow = { productId: string; categoryId: string };

export type StyleDetails = {
  texts: StyleTextRow[];
  colors: StyleColorRow[];
  variants: StyleVariantRow[];
  media: StyleMediaRow[];
  categories: StyleCategoryRow[];
};

/**
 * The texts, colours, variants, media and categories of a page of styles: one set-based statement per kind
 * (never one per style), flat rows grouped by the caller (`byProduct` keeps their order). They are ordered only
 * within a style (its colours', sizes' and pictures' own order), not by style: sorting thousands of rows by a
 * text id under the database's collation cost more than the rest of the statement.
 */
export async function loadStyleDetails(
  db: Db,
  ids: readonly string[],
  parts: { categories?: boolean; variants?: boolean; media?: boolean } = {},
): Promise<StyleDetails> {
  const empty: StyleDetails = { texts: [], colors: [], variants: [], media: [], categories: [] };
  if (ids.length === 0) return empty;
  const list = idList(ids);
  const texts = await queryRows<StyleTextRow>(
    db,
    sql`SELECT product_id AS "productId", language_code AS "languageCode", name, description, url
      FROM product_translations WHERE product_id IN ${list} ORDER BY language_code`,
  );
  const colors = await queryRows<StyleColorRow>(
    db,
    sql`SELECT pc.product_id AS "productId", pc.color_code AS code, c.hex, c.name_en AS "nameEn",
        c.name_da AS "nameDa", pc.season_code AS "seasonCode", pc.delivery_drop_code AS "deliveryDropCode"
      FROM product_colors pc JOIN colors c ON c.code = pc.color_code
      WHERE pc.product_id IN ${list} ORDER BY pc.sort_order, pc.color_code COLLATE "C"`,
  );
  const variants =
    parts.variants === false
      ? []
      : await queryRows<StyleVariantRow>(
          db,
          sql`SELECT product_id AS "productId", color_code AS "colorCode", id, size, ean
            FROM variants WHERE product_id IN ${list} ORDER BY sort_order, id COLLATE "C"`,
        );
  const media =
    parts.media === false
      ? []
      : await queryRows<StyleMediaRow>(
          db,
          sql`SELECT product_id AS "productId", color_code AS "colorCode", path, width, height
            FROM media WHERE product_id IN ${list} ORDER BY sort_order, id`,
        );
  const categories = parts.categories
    ? await queryRows<StyleCategoryRow>(
        db,
        sql`SELECT product_id AS "productId", category_id AS "categoryId"
          FROM product_categories WHERE product_id IN ${list} ORDER BY category_id COLLATE "C"`,
      )
    : [];
  return { texts, colors, variants, media, categories };
}

/** Rows grouped by their product id, in their order. */
export function byProduct<T extends { productId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** The shop address of an original picture (the web server passes /images to the API). */
export function mediaUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}/images/raw/${Buffer.from(path).toString('base64url')}`;
}

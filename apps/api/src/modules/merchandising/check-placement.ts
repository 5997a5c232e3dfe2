import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';

/** Lists at most this many ids in a refusal's message. */
const namedInMessage = 5;
const named = (ids: string[]) =>
  ids.slice(0, namedInMessage).join("', '") +
  (ids.length > namedInMessage ? `' and ${ids.length - namedInMessage} more` : "'");

/** 404 merchandising.category-not-found unless the catalogue has the category. */
export async function requireCategory(ctx: Ctx, categoryId: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from categories where id = ${categoryId}`,
  );
  if (!row) throw appError('merchandising.category-not-found', `Category '${categoryId}' not found`);
}

type Placement = { id: string; placed: boolean };

/**
 * Refuses products the catalogue lacks (404) or that the category's page does not list (400): a product
 * is listed on its primary category's page, on the pages of its other categories and on every page above
 * them, as the search documents place it. Each refusal names the ids.
 */
export async function requireProductsInCategory(
  ctx: Ctx,
  categoryId: string,
  productIds: string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<Placement>(
    ctx.db,
    sql`with recursive tree(id) as (
        select id from categories where id = ${categoryId}
        union select c.id from categories c join tree on c.parent_id = tree.id
      )
      select p.id,
        (p.primary_category_id in (select id from tree)
          or exists (select 1 from product_categories pc
            where pc.product_id = p.id and pc.category_id in (select id from tree))) as placed
      from products p where p.id in (${ids})`,
  );
  const found = new Map(rows.map((row) => [row.id, row.placed]));
  const unknown = productIds.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw appError('merchandising.product-not-found', `Product '${named(unknown)} not found`);
  }
  const outside = productIds.filter((id) => found.get(id) === false);
  if (outside.length > 0) {
    throw appError(
      'merchandising.product-not-in-category',
      `Product '${named(outside)} not in category '${categoryId}'`,
    );
  }
}

/** 400 merchandising.color-not-of-product unless the product has the colour. */
export async function requireProductColor(ctx: Ctx, productId: string, colorCode: string): Promise<void> {
  const [row] = await queryRows<{ color_code: string }>(
    ctx.db,
    sql`select color_code from product_colors where product_id = ${productId} and color_code = ${colorCode}`,
  );
  if (!row) {
    throw appError(
      'merchandising.color-not-of-product',
      `Colour '${colorCode}' is not a colour of product '${productId}'`,
    );
  }
}

import { eq, getTableColumns, sql } from 'drizzle-orm';
import { unauthorized } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { outerColumn } from '../../lib/outer-column.ts';
import { type CustomerProfile, customerProfileOf, toCustomerProfile } from '../customer/index.ts';
import { type ProductStocks, type StockRow, stockRowsSql, toProductStocks } from '../stock/index.ts';
import { carts } from './cart.tables.ts';
import { type LineJson, linesJsonAgg, toLineRows } from './cart-lines-json.ts';
import type { CartLineRow, CartRow, StoredCalculation } from './cart-view.ts';
import { ownedOrThrow } from './get-owned-cart.ts';

/**
 * A cart with its lines (in the order they were added), the customer it belongs to (null: a visitor's) and the
 * B2B stock of its lines' variants (empty for a Preorder cart, which is not delivered from stock), and the
 * stored calculation when it belongs to the version read (`stored`; `cart.calculation` is always null).
 */
export type CartSnapshot = {
  cart: CartRow;
  lines: CartLineRow[];
  customer: CustomerProfile | null;
  stocks: ProductStocks;
  stored: StoredCalculation | null;
};

/**
 * Every cart column but the stored calculation, the largest one: for reads whose calculation would only be
 * thrown away (a calculation replaces it, a change makes it stale).
 */
const { calculation: _stored, ...withoutCalculation } = getTableColumns(carts);
export const cartColumnsButCalculation = withoutCalculation;

/*
 * The statement selects from carts alone, and drizzle then writes a selected expression's columns without their
 * table: inside a subquery `id` would be the subquery's own. So the subqueries name the cart's columns with
 * outerColumn.
 */
const outerCartId = outerColumn(carts.id);

/** The cart's lines as one JSON array, so the cart, its lines and its customer come in one statement. */
const linesJson = sql<
  LineJson[]
>`(SELECT ${linesJsonAgg} FROM cart_lines l WHERE l.cart_id = ${outerCartId})`;

/** The stored calculation only while it is current: a stale one would be read to be thrown away. */
const currentStoredJson = sql<StoredCalculation | null>`(
  CASE WHEN ${carts.calculatedVersion} = ${carts.version} THEN ${carts.calculation} END)`;

/** The stock of the cart's line variants as one JSON array (see stockRowsSql). */
const stockJson = (ctx: Ctx) => sql<StockRow[]>`(
  CASE WHEN ${carts.orderType} = 'Preorder' THEN '[]'::json ELSE (
    SELECT coalesce(json_agg(x ORDER BY x."productId", x."variantId", x."unitId", x."availableDate" NULLS FIRST),
      '[]'::json)
    FROM (${stockRowsSql(
      ctx,
      sql`s.variant_id IN (SELECT l.variant_id FROM cart_lines l WHERE l.cart_id = ${outerCartId})`,
    )}) x
  ) END)`;

/**
 * Everything a calculation reads of a cart, in one statement (each statement is a round trip to the database,
 * and the calculation is the shop's busiest write), after the ownership check: 401 without a token, 404 for an
 * unknown id, 403 NotCartOwnerException for someone else's cart. Any status is returned. `forUpdate` locks the
 * cart row until the surrounding transaction ends (one statement more: the lock, then the read).
 */
export async function readOwnedCartSnapshot(
  ctx: Ctx,
  cartId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartSnapshot> {
  if (!ctx.token) throw unauthorized();
  // The lock first, in a statement of its own. On PostgreSQL (read committed) a `SELECT … FOR UPDATE` that waits
  // for a writer reads the locked row as the writer left it but its subqueries (the lines) as they were when it
  // started: a calculation of 10 pieces stored for the version holding 11. The read after the lock is a new
  // statement, which sees what the writer committed.
  if (options.forUpdate)
    await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  const query = ctx.db
    .select({
      cart: cartColumnsButCalculation,
      // The customer module's profile of the cart's customer (null: a visitor's cart), as one JSON value.
      customer: customerProfileOf(carts.customerNumber),
      lines: linesJson,
      stock: stockJson(ctx),
      stored: currentStoredJson,
    })
    .from(carts)
    .where(eq(carts.id, cartId));
  const [row] = await query;
  const cart = ownedOrThrow(ctx, cartId, row?.cart);
  // ownedOrThrow answered, so the row exists.
  const { lines, customer, stock, stored } = row as NonNullable<typeof row>;
  return {
    cart: { ...cart, calculation: null },
    lines: toLineRows(lines),
    customer: customer ? toCustomerProfile(customer) : null,
    stocks: toProductStocks(stock),
    stored,
  };
}

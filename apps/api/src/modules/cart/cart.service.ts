import { randomUUID } from 'node:crypto';
import type {
  AddOrUpdateLinesBody,
  AreaInfo,
  AuditAction,
  Cart,
  CartIdBody,
  CartOrderType,
  DeleteLinesBody,
  GetCartByIdBody,
  GetCartsBySearchBody,
  GetOrCreateCartBody,
  ReducedCartLine,
} from '@shop/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { cartLines, carts } from './cart.tables.ts';
import {
  applyLineChanges,
  checkLineCount,
  findLineProblems,
  type LineInput,
  throwLineProblems,
} from './cart-line-changes.ts';
import { type CartOwner, requireCartOwner } from './cart-owner.ts';
import { type CartRow, toCart } from './cart-view.ts';
import { writeCart } from './cart-write.ts';
import { fitLinesToStock } from './fit-lines-to-stock.ts';
import { getOwnedCart } from './get-owned-cart.ts';

export { getOwnedCart } from './get-owned-cart.ts';

const ownerFilter = (owner: CartOwner): SQL =>
  owner.kind === 'customer'
    ? eq(carts.customerNumber, owner.customer.customerNumber)
    : owner.kind === 'draft'
      ? eq(carts.draftId, owner.draftId)
      : eq(carts.ownerTokenHash, owner.tokenHash);

async function findOpenCart(ctx: Ctx, owner: CartOwner, orderType: CartOrderType): Promise<CartRow | null> {
  const [row] = await ctx.db
    .select()
    .from(carts)
    .where(and(ownerFilter(owner), eq(carts.orderType, orderType), eq(carts.status, 'open')));
  return row ?? null;
}

/**
 * The owner's open cart of the order type, created when there is none. Race-free: the insert does nothing
 * when the partial unique index already holds an open cart for the owner and order type, and the select then
 * finds it. A customer's cart is in the customer's currency; a visitor's in the area's (default EUR). CreateCart
 * answers the same: one open cart per owner and order type, so a repeated create never makes a second one.
 */
export async function getOrCreateCart(
  ctx: AreaCtx,
  body: z.infer<typeof GetOrCreateCartBody>,
): Promise<Cart> {
  const owner = await requireCartOwner(ctx);
  // An open cart can turn 'ordered' between the insert and the select; a few rounds settle it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const created = await withTransaction(ctx, async (scoped) => {
      const [row] = await scoped.db
        .insert(carts)
        .values({
          id: randomUUID(),
          orderType: body.orderType,
          areaId: ctx.area.areaId,
          languageCode: ctx.area.languageCode,
          currencyCode: owner.kind === 'customer' ? owner.customer.currencyCode : owner.currencyCode,
          customerNumber: owner.kind === 'customer' ? owner.customer.customerNumber : null,
          ownerTokenHash: owner.kind === 'visitor' ? owner.tokenHash : null,
          draftId: owner.kind === 'draft' ? owner.draftId : null,
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await recordAudit(scoped, {
          action: 'cart.create',
          entity: 'cart',
          entityId: row.id,
          details: { orderType: row.orderType },
        });
      }
      return row;
    });
    if (created) return toCart(ctx, created, { lines: [] });
    const existing = await findOpenCart(ctx, owner, body.orderType);
    if (existing) return toCart(ctx, existing);
  }
  throw new Error(`no open ${body.orderType} cart could be created or found`);
}

/** One owned cart (also one used in an order, read-only), products in the asked language. */
export async function getCartById(ctx: Ctx, body: z.infer<typeof GetCartByIdBody>): Promise<Cart> {
  const row = await getOwnedCart(ctx, body.id);
  return toCart(ctx, row);
}

/** The owner's open carts, optionally of some order types only, in order-type order. */
export async function getCartsBySearch(
  ctx: Ctx,
  body: z.infer<typeof GetCartsBySearchBody>,
): Promise<Cart[]> {
  const owner = await requireCartOwner(ctx);
  const filters = [ownerFilter(owner), eq(carts.status, 'open')];
  if (body.orderTypes && body.orderTypes.length > 0) filters.push(inArray(carts.orderType, body.orderTypes));
  const rows = await ctx.db
    .select()
    .from(carts)
    .where(and(...filters))
    .orderBy(asc(carts.orderType));
  return Promise.all(rows.map((row) => toCart(ctx, row)));
}

type ChangeLinesInput = {
  area: AreaInfo;
  cartId: string;
  lines: readonly LineInput[];
  /** true: every quantity replaces the line's; false: it is added. */
  replace: boolean;
  /** true: every line not in `lines` is removed first (ImportCart with overrideCart). */
  clear: boolean;
  action: AuditAction;
  /** Names a line in the `reduced` report: its request index by default (ImportCart: its sheet row). */
  indexOf?: (index: number) => number;
};

/** The changed cart, and the lines a Stock cart cut as they were added. */
export type ChangedCart = { cart: Cart; reduced: ReducedCartLine[] };

async function changeLines(ctx: AreaCtx, input: ChangeLinesInput): Promise<ChangedCart> {
  let reduced: ReducedCartLine[] = [];
  const cart = await writeCart(ctx, input, async ({ ctx: txCtx, cart }) => {
    const languageCode = ctx.area.languageCode;
    // Products come from the product cache, so checking them under the cart lock costs no statement.
    throwLineProblems(
      await findLineProblems(txCtx, { orderType: cart.orderType, languageCode, lines: input.lines }),
    );
    const cleared = input.clear
      ? (
          await txCtx.db
            .delete(cartLines)
            .where(eq(cartLines.cartId, input.cartId))
            .returning({ id: cartLines.id })
        ).length
      : 0;
    // Stock is read under the cart lock, so two adds to one cart never both take the last piece.
    const fitted = await fitLinesToStock(txCtx, {
      cart,
      lines: input.lines,
      replace: input.replace,
      cleared: input.clear,
      languageCode,
      indexOf: input.indexOf,
    });
    reduced = fitted.reduced;
    if (fitted.lines.length === 0) return { details: { cleared, lines: input.lines.length, reduced } };
    const { lines, ...applied } = await applyLineChanges(txCtx.db, input.cartId, fitted.lines, {
      replace: input.replace,
    });
    checkLineCount(lines.length);
    return { details: { ...applied, cleared, lines: input.lines.length, reduced: reduced.length }, lines };
  });
  return { cart, reduced };
}

/**
 * AddOrUpdateLines: add to (or, with overrideExistingQuantity, replace) each line's quantity; a quantity ≤ 0
 * deletes the line. Every product must exist with that variant and unit and its colour must allow the cart's
 * order type, else 400 naming the product. Concurrent calls on one cart never lose an update. A Stock cart's
 * lines are cut to what stock can deliver as they are added (fitLinesToStock); the answer lists the cut ones.
 */
export function addOrUpdateLines(ctx: AreaCtx, body: AddOrUpdateLinesBody): Promise<ChangedCart> {
  return changeLines(ctx, {
    area: body.area,
    cartId: body.cartId,
    lines: body.lines,
    replace: body.overrideExistingQuantity,
    clear: false,
    action: 'cart.addOrUpdateLines',
  });
}

export type ImportLinesInput = {
  area: AreaInfo;
  cartId: string;
  lines: ReadonlyArray<{ productKey: LineInput['productKey']; quantity: number; row?: number }>;
  /** true: the imported lines replace every line of the cart; false: their quantities are added. */
  override: boolean;
};

/**
 * ImportCart's write: all rows in one transaction or none (a bad product → 400 naming it, nothing changed).
 * Rows naming the same product key are summed.
 */
export function importLines(ctx: AreaCtx, input: ImportLinesInput): Promise<ChangedCart> {
  return changeLines(ctx, {
    area: input.area,
    cartId: input.cartId,
    lines: input.lines.map((line) => ({ ...line, lineId: null })),
    replace: false,
    clear: input.override,
    action: 'cart.import',
    indexOf: (index) => input.lines[index]?.row ?? index,
  });
}

/**
 * DeleteLines: each entry names a line by id or by product key (a key without variant removes that product in
 * that unit in every variant). Lines that are not there are ignored: the goal state is reached either way.
 */
export function deleteLines(ctx: AreaCtx, body: z.infer<typeof DeleteLinesBody>): Promise<Cart> {
  const unnamed = body.lines.findIndex((line) => line.lineId === null && line.productKey === undefined);
  if (unnamed >= 0) {
    const message = 'lineId or productKey is required';
    throw appError('bad-request', `lines[${unnamed}]: ${message}`, {
      issues: [{ path: `body.lines.${unnamed}`, message }],
    });
  }
  return writeCart(ctx, { ...body, action: 'cart.deleteLines' }, async ({ ctx: scoped }) => {
    const matches = body.lines.map((line): SQL => {
      if (line.lineId !== null) return sql`${cartLines.id} = ${line.lineId}`;
      const key = line.productKey!;
      const variant = key.variantId === null ? sql`TRUE` : sql`${cartLines.variantId} = ${key.variantId}`;
      return sql`(${cartLines.productId} = ${key.productId} AND ${cartLines.unitId} = ${key.unitOfMeasure} AND ${variant})`;
    });
    const removed = await scoped.db
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, body.cartId), sql`(${sql.join(matches, sql` OR `)})`))
      .returning({ id: cartLines.id });
    return { details: { deleted: removed.map((row) => row.id) } };
  });
}

/** EmptyCart: every line removed; header fields (addresses, shipping, comment) stay. */
export function emptyCart(ctx: AreaCtx, body: z.infer<typeof CartIdBody>): Promise<Cart> {
  return writeCart(ctx, { ...body, action: 'cart.empty' }, async ({ ctx: scoped }) => {
    const removed = await scoped.db
      .delete(cartLines)
      .where(eq(cartLines.cartId, body.cartId))
      .returning({ id: cartLines.id });
    return { details: { deleted: removed.length } };
  });
}

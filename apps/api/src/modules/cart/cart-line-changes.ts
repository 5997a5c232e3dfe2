import { randomUUID } from 'node:crypto';
import { type CartOrderTypeName, colorAllowsOrderType } from '@shop/commerce';
import { type LanguageCode, maxCartLines, maxLineQuantity } from '@shop/contracts';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { loadProductBases, type ProductBase } from '../catalog/index.ts';
import { cartLines } from './cart.tables.ts';
import { type LineJson, lineColumnList, linesJsonAgg, toLineRows } from './cart-lines-json.ts';
import type { CartLineRow } from './cart-view.ts';

/** One requested change: find the line by id (else by product key) and add or set the quantity; ≤ 0 deletes. */
export type LineInput = {
  lineId?: string | null;
  productKey: { productId: string; variantId: string | null; unitOfMeasure: string };
  quantity: number;
};

export type LineProblem = { index: number; message: string };

/** Why a cart of the order type cannot hold the key, or null when it can. Names the product. */
function keyProblem(base: ProductBase | undefined, key: LineInput['productKey'], orderType: string) {
  const { productId, variantId, unitOfMeasure } = key;
  if (variantId === null) return `productKey.variantId is required: product ${productId} is ordered per size`;
  if (!base) return `Product ${productId} does not exist`;
  const variant = base.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return `Product ${productId} has no variant ${variantId}`;
  if (!base.units.some((unit) => unit.unitId === unitOfMeasure)) {
    return `Product ${productId} is not sold in unit ${unitOfMeasure}`;
  }
  const color = base.colors[variant.colorCode];
  if (!color || !colorAllowsOrderType(color, orderType as CartOrderTypeName)) {
    const name = color ? `${color.colorName} (${variant.colorCode})` : variant.colorCode;
    return `Product ${productId} in ${name} cannot be ordered in a ${orderType} cart`;
  }
  return null;
}

/**
 * Which of the lines a cart of the order type cannot hold, with a message naming the product; lines that
 * delete (quantity ≤ 0) are never a problem. Loads the products through the product cache. ImportCart uses
 * this to report per row before importing.
 */
export async function findLineProblems(
  ctx: Ctx,
  input: { orderType: string; languageCode: LanguageCode; lines: readonly LineInput[] },
): Promise<LineProblem[]> {
  const adding = input.lines.flatMap((line, index) => (line.quantity > 0 ? [{ line, index }] : []));
  if (adding.length === 0) return [];
  const bases = await loadProductBases(
    ctx,
    input.languageCode,
    adding.map(({ line }) => line.productKey.productId),
  );
  return adding.flatMap(({ line, index }) => {
    const message = keyProblem(bases.get(line.productKey.productId), line.productKey, input.orderType);
    return message === null ? [] : [{ index, message }];
  });
}

/** 400 naming every bad line, or nothing. */
export function throwLineProblems(problems: readonly LineProblem[]): void {
  if (problems.length === 0) return;
  throw appError(
    'cart-line-invalid',
    problems.map((problem) => `lines[${problem.index}]: ${problem.message}`).join('; '),
  );
}

type Key = { productId: string; variantId: string; unitId: string };
type Outcome = { key: Key; kind: 'add' | 'set' | 'delete'; quantity: number };
const keyId = (key: Key) => JSON.stringify([key.productId, key.variantId, key.unitId]);

/**
 * Fold the requested changes into one outcome per product key, in request order, so one statement per kind
 * does the work (an upsert may not touch the same row twice). `add`: quantity added to the line's; `set`: the
 * line's quantity replaced; `delete`: the line removed.
 */
function foldChanges(changes: ReadonlyArray<{ key: Key; quantity: number }>, replace: boolean): Outcome[] {
  const outcomes = new Map<string, Outcome>();
  for (const { key, quantity } of changes) {
    const id = keyId(key);
    const earlier = outcomes.get(id);
    if (quantity <= 0) outcomes.set(id, { key, kind: 'delete', quantity: 0 });
    else if (replace || !earlier) outcomes.set(id, { key, kind: replace ? 'set' : 'add', quantity });
    else
      outcomes.set(id, {
        key,
        kind: earlier.kind === 'delete' ? 'set' : earlier.kind,
        quantity: earlier.quantity + quantity,
      });
  }
  return [...outcomes.values()];
}

/**
 * The cart's lines after `change`, a statement on them that returns the rows it touched (`RETURNING` every
 * column), read in the same statement, and how many rows it touched. Its snapshot is from before the change, so
 * the rows the change returned replace the ones read (an upsert) or leave them out (a delete, `removes`).
 */
async function linesAfter(
  tx: Db,
  cartId: string,
  { change, removes }: LineStatement,
): Promise<{ lines: CartLineRow[]; touched: number }> {
  const kept = removes ? sql`` : sql`UNION ALL SELECT ${lineColumnList} FROM changed`;
  const [row] = await queryRows<{ lines: LineJson[]; touched: number }>(
    tx,
    sql`WITH changed AS (${change.getSQL()})
      SELECT ${linesJsonAgg} AS lines, (SELECT count(*)::int FROM changed) AS touched FROM (
        SELECT ${lineColumnList} FROM cart_lines
        WHERE cart_id = ${cartId} AND id NOT IN (SELECT id FROM changed)
        ${kept}
      ) l`,
  );
  return { lines: toLineRows(row?.lines ?? []), touched: row?.touched ?? 0 };
}

/** One statement on a cart's lines, returning every column of the rows it touched; `removes`: a delete. */
type LineStatement = { change: SQLWrapper & PromiseLike<unknown[]>; removes: boolean };

/**
 * Apply line changes to a locked cart and answer its lines after them. A line id that is in the cart picks that
 * line (its key wins); an unknown id (a line removed meanwhile, e.g. by validation in another tab) falls back to
 * the product key. Positive quantities merge with `INSERT … ON CONFLICT … DO UPDATE`, so even without the cart
 * lock no update is lost. The last change statement also reads the lines, so a single change is one statement.
 * 400 when a line would exceed the quantity bound (the caller checks the cart's line bound, `checkLineCount`).
 */
export async function applyLineChanges(
  tx: Db,
  cartId: string,
  lines: readonly LineInput[],
  options: { replace: boolean },
): Promise<{ upserted: number; deleted: number; lines: CartLineRow[] }> {
  const ids = lines.flatMap((line) => (line.lineId ? [line.lineId] : []));
  const known = new Map<string, Key>();
  if (ids.length > 0) {
    const rows = await tx
      .select({
        id: cartLines.id,
        productId: cartLines.productId,
        variantId: cartLines.variantId,
        unitId: cartLines.unitId,
      })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, ids)));
    for (const { id, ...key } of rows) known.set(id, key);
  }
  const changes = lines.map((line) => ({
    quantity: line.quantity,
    key: (line.lineId ? known.get(line.lineId) : undefined) ?? {
      productId: line.productKey.productId,
      // Callers reject null variants first (findLineProblems); deleting one matches nothing.
      variantId: line.productKey.variantId ?? '',
      unitId: line.productKey.unitOfMeasure,
    },
  }));
  const outcomes = foldChanges(changes, options.replace);
  const deletes = outcomes.filter((outcome) => outcome.kind === 'delete');
  const upserts = outcomes.filter((outcome) => outcome.kind !== 'delete');

  // Deletes first, then one upsert per kind; the last one also reads the lines.
  const statements: LineStatement[] = [];
  if (deletes.length > 0) {
    const removal = tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.cartId, cartId),
          eq(cartLines.type, 'product'),
          sql`(${cartLines.productId}, ${cartLines.variantId}, ${cartLines.unitId}) IN (${sql.join(
            deletes.map(({ key }) => sql`(${key.productId}, ${key.variantId}, ${key.unitId})`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    statements.push({ change: removal, removes: true });
  }
  for (const kind of ['add', 'set'] as const) {
    const group = upserts.filter((outcome) => outcome.kind === kind);
    if (group.length === 0) continue;
    const upsert = tx
      .insert(cartLines)
      // Lines are listed by createdAt: one microsecond apart, lines added together keep the order they were sent in.
      .values(
        group.map(({ key, quantity }, index) => ({
          id: randomUUID(),
          cartId,
          ...key,
          quantity,
          createdAt: sql`clock_timestamp() + ${index}::int * interval '1 microsecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.variantId, cartLines.unitId],
        targetWhere: sql`type = 'product'`,
        set: {
          quantity: kind === 'set' ? sql`excluded.quantity` : sql`${cartLines.quantity} + excluded.quantity`,
        },
      })
      .returning();
    statements.push({ change: upsert, removes: false });
  }
  const last = statements.pop();
  // foldChanges gives one outcome per key, and there is at least one line.
  if (!last) throw new Error('no line change to apply');
  let deleted = 0;
  for (const statement of statements) {
    const touched = await statement.change;
    if (statement.removes) deleted = touched.length;
  }
  const { lines: after, touched } = await linesAfter(tx, cartId, last);
  if (last.removes) deleted = touched;
  const tooMany = after.find((line) => line.quantity > maxLineQuantity);
  if (tooMany) {
    throw appError(
      'cart-line-quantity',
      `The quantity of product ${tooMany.productId} would be ${tooMany.quantity}; at most ${maxLineQuantity}`,
    );
  }
  return { upserted: upserts.length, deleted, lines: after };
}

/** 400 when a change left the cart with more than `maxCartLines` lines (the transaction then rolls back). */
export function checkLineCount(lineCount: number): void {
  if (lineCount > maxCartLines) {
    throw appError(
      'cart-full',
      `A cart holds at most ${maxCartLines} lines; this change would make ${lineCount}`,
    );
  }
}

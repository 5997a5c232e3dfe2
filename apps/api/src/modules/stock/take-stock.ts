import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';
import { shopStockLocation } from './stock.service.ts';
import { stock } from './stock.tables.ts';

/** On-hand stock one order needs of a variant and unit; `label` names the product in the 409. */
export type StockNeed = { variantId: string; unitId: string; quantity: number; label: string };

export const notEnoughStock = (label: string, available: number, wanted: number) =>
  appError('not-enough-stock', `not enough stock for ${label}: ${available} available, ${wanted} ordered`);

/**
 * On-hand B2B rows of a variant: no arrival date, or one that has passed (the delivery is in, as stock.service
 * counts it). Several rows may exist per variant and unit; they are taken oldest-first.
 */
const onHandRows = (need: Pick<StockNeed, 'variantId' | 'unitId'>, today: string) => sql`
  FROM stock
  WHERE variant_id = ${need.variantId} AND unit_id = ${need.unitId} AND location_id = ${shopStockLocation}
    AND (available_date IS NULL OR available_date <= ${today}::date)`;

const needKey = (variantId: string, unitId: string) => `${variantId}\u0000${unitId}`;

/** One need per variant and unit. */
function mergeNeeds(needs: readonly StockNeed[]): StockNeed[] {
  const merged = new Map<string, StockNeed>();
  for (const need of needs) {
    if (need.quantity <= 0) continue;
    const key = needKey(need.variantId, need.unitId);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need });
  }
  return [...merged.values()];
}

type StockRow = { id: number; variantId: string; unitId: string; volume: number };

/** How much to take from which locked row, oldest first; a shortfall throws the 409 naming the product. */
function planTakes(needs: readonly StockNeed[], rows: readonly StockRow[]): { id: number; take: number }[] {
  const rowsByNeed = new Map<string, StockRow[]>();
  for (const row of rows) {
    const key = needKey(row.variantId, row.unitId);
    rowsByNeed.set(key, [...(rowsByNeed.get(key) ?? []), row]);
  }
  const takes: { id: number; take: number }[] = [];
  for (const need of needs) {
    const candidates = rowsByNeed.get(needKey(need.variantId, need.unitId)) ?? [];
    const available = candidates.reduce((total, row) => total + row.volume, 0);
    if (available < need.quantity) throw notEnoughStock(need.label, available, need.quantity);
    let missing = need.quantity;
    for (const row of candidates) {
      if (missing === 0) break;
      const take = Math.min(row.volume, missing);
      takes.push({ id: row.id, take });
      missing -= take;
    }
  }
  return takes;
}

/**
 * Take the needed on-hand stock, in the caller's transaction, in two statements whatever the number of lines:
 * lock every candidate row (`FOR UPDATE`, sorted, so concurrent orders lock rows in the same order and cannot
 * deadlock), then decrement them. Concurrent takers of the last unit queue on the locks and the loser sees
 * what the winner left; stock never goes below zero. Any shortfall throws 409 'not enough stock for …' and,
 * with the transaction rolled back, nothing is taken. Answers the needs taken, one per variant and unit
 * (none, and no statement, when nothing is needed).
 */
export async function takeOnHandStock(ctx: Ctx, needs: readonly StockNeed[]): Promise<StockNeed[]> {
  const merged = mergeNeeds(needs);
  if (merged.length === 0) return [];
  const today = shopDate(ctx.now);
  const wanted = sql.join(
    merged.map((need) => sql`(${need.variantId}, ${need.unitId})`),
    sql`, `,
  );
  const rows = await queryRows<StockRow>(
    ctx.db,
    sql`SELECT id, variant_id AS "variantId", unit_id AS "unitId", volume
      FROM stock
      WHERE (variant_id, unit_id) IN (${wanted}) AND location_id = ${shopStockLocation}
        AND (available_date IS NULL OR available_date <= ${today}::date) AND volume > 0
      ORDER BY variant_id, unit_id, available_date NULLS FIRST, id
      FOR UPDATE`,
  );
  const takes = planTakes(merged, rows);
  const values = sql.join(
    takes.map(({ id, take }) => sql`(${id}::int, ${take}::int)`),
    sql`, `,
  );
  const taken = await queryRows<{ id: number }>(
    ctx.db,
    sql`UPDATE stock SET volume = stock.volume - t.take
      FROM (VALUES ${values}) AS t(id, take)
      WHERE stock.id = t.id AND stock.volume >= t.take
      RETURNING stock.id`,
  );
  // The rows are locked by this transaction; a miss here means the lock did not hold: refuse, never oversell.
  if (taken.length !== takes.length) {
    const need = merged[0] as StockNeed;
    throw notEnoughStock(need.label, 0, need.quantity);
  }
  return merged;
}

/**
 * Put taken stock back (a rejected order's reservation): onto an on-hand row of the variant and unit, or a
 * new on-hand row when none is left.
 */
export async function putBackOnHandStock(
  ctx: Ctx,
  taken: { variantId: string; unitId: string; quantity: number },
): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT id ${onHandRows(taken, shopDate(ctx.now))} ORDER BY available_date NULLS FIRST, id LIMIT 1 FOR UPDATE`,
  );
  if (row) {
    await ctx.db
      .update(stock)
      .set({ volume: sql`${stock.volume} + ${taken.quantity}` })
      .where(eq(stock.id, row.id));
  } else {
    await ctx.db.insert(stock).values({
      variantId: taken.variantId,
      unitId: taken.unitId,
      locationId: shopStockLocation,
      volume: taken.quantity,
      availableDate: null,
    });
  }
}

import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';

/**
 * One level as the ERP reports it: what a warehouse (location) holds of a variant in a unit, on hand now and
 * arriving on later days.
 */
export type StockLevel = {
  variantId: string;
  unitId: string;
  locationId: string;
  onHand: number;
  incoming: readonly { date: string; quantity: number }[];
};

/**
 * Replace the stock of each level's variant, unit and location with the level, in the caller's transaction and
 * in three statements whatever the number of levels (10,000 in one ERP call, ADR 87): read which variants the
 * catalogue has, delete their rows, insert an on-hand row and one row per incoming delivery. The rows travel as
 * one JSON parameter. Levels of variants the shop does not sell are left out and answered; a variant, unit and
 * location named twice keeps its last level. Answers the rows applied (duplicates counted). The caller's
 * transaction makes the batch all or nothing; concurrent batches of the same variants queue on the deleted rows.
 */
export async function setStockLevels(
  ctx: Ctx,
  levels: readonly StockLevel[],
): Promise<{ applied: number; unknownVariantIds: string[] }> {
  if (levels.length === 0) return { applied: 0, unknownVariantIds: [] };
  const variantIds = [...new Set(levels.map((level) => level.variantId))];
  const known = new Set(
    (
      await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT id FROM variants WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(variantIds)}::jsonb))`,
      )
    ).map((row) => row.id),
  );
  // A variant, unit and location named twice keeps its last level, as if the rows had come in two calls.
  const last = new Map<string, StockLevel>();
  for (const level of levels) {
    if (known.has(level.variantId)) {
      last.set(`${level.variantId}\u0000${level.unitId}\u0000${level.locationId}`, level);
    }
  }
  const kept = [...last.values()];
  const unknownVariantIds = variantIds.filter((id) => !known.has(id));
  if (kept.length === 0) return { applied: 0, unknownVariantIds };

  const keys = JSON.stringify(
    kept.map((level) => ({ v: level.variantId, u: level.unitId, l: level.locationId })),
  );
  await ctx.db.execute(
    sql`DELETE FROM stock s USING jsonb_to_recordset(${keys}::jsonb) AS k(v text, u text, l text)
      WHERE s.variant_id = k.v AND s.unit_id = k.u AND s.location_id = k.l`,
  );
  const rows = JSON.stringify(
    kept.flatMap((level) => [
      { v: level.variantId, u: level.unitId, l: level.locationId, q: level.onHand, d: null },
      ...level.incoming.map((delivery) => ({
        v: level.variantId,
        u: level.unitId,
        l: level.locationId,
        q: delivery.quantity,
        d: delivery.date,
      })),
    ]),
  );
  await ctx.db.execute(
    sql`INSERT INTO stock (variant_id, unit_id, location_id, volume, available_date)
      SELECT r.v, r.u, r.l, r.q, r.d FROM jsonb_to_recordset(${rows}::jsonb) AS r(v text, u text, l text, q int, d date)`,
  );
  return { applied: levels.filter((level) => known.has(level.variantId)).length, unknownVariantIds };
}

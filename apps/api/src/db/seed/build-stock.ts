import type { stock } from '../schema.ts';
import type { ColorFlags } from './color-flags.ts';
import type { Prng } from './prng.ts';
import { preorderDrops } from './seasons.ts';

type StockRow = typeof stock.$inferInsert;

export type StockColor = { flags: ColorFlags; variantIds: string[] };

/** Incoming deliveries of stock-orderable goods, between the reference date and the SS27 drops. */
const futureStockDates = ['2026-12-07', '2027-01-11', '2027-02-08', '2027-03-15'];

/**
 * Stock rows of one colour, unit 'CU' only. Location 'B2B' is the one the shop counts; 'RETAIL-CPH' and
 * 'OUTLET' exist so that counting the wrong location shows. Returns whether any on-hand B2B stock exists
 * (the colour's `hasStock`).
 */
export function buildStock(prng: Prng, color: StockColor, into: StockRow[]): boolean {
  const { flags } = color;
  let hasStock = false;
  const dropDate = preorderDrops.find((drop) => drop.code === flags.deliveryDropCode)?.availableDate ?? null;
  // A few colours are sold out in every size, so 'stock-orderable but no stock' shows up in the demo.
  const soldOutColor = flags.allowStockOrder && prng.chance(flags.outphasing ? 0.3 : 0.04);
  for (const variantId of color.variantIds) {
    const row = (locationId: string, volume: number, availableDate: string | null = null) =>
      into.push({ variantId, unitId: 'CU', locationId, volume, availableDate });
    if (flags.allowStockOrder) {
      const roll = prng.next();
      const soldOut = soldOutColor ? 1 : flags.outphasing ? 0.35 : 0.1;
      const volume = roll < soldOut ? 0 : roll < soldOut + 0.15 ? prng.int(1, 9) : prng.int(10, 240);
      row('B2B', volume);
      if (volume > 0) hasStock = true;
      if (prng.chance(0.5)) row('RETAIL-CPH', prng.int(0, 25));
      if (prng.chance(flags.outphasing ? 0.6 : 0.15)) row('OUTLET', prng.int(0, 60));
      if (!flags.outphasing && prng.chance(0.15)) row('B2B', prng.int(20, 200), prng.pick(futureStockDates));
    }
    if (flags.allowPresale && dropDate !== null) row('B2B', prng.int(50, 500), dropDate);
  }
  return hasStock;
}

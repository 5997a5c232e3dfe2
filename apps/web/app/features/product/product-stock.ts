import { type StockLevel, stockLevel } from '@shop/commerce';
import type { ProductStock } from '@shop/contracts';

/** Spec §6 / §9: stock is counted at location B2B only. */
export const stockLocation = 'B2B';

export type VariantStock = {
  onHand: number;
  level: StockLevel;
  /** Future stock at B2B by arrival day, earliest first. */
  arriving: Array<{ date: string; volume: number }>;
};

/**
 * Stock of one variant in one unit: what is on hand now (no arrival date, or one that has passed) and
 * what arrives later, both at B2B only. Spec §4 levels apply to the on-hand volume.
 */
export function variantStock(
  stocks: ProductStock[],
  variantId: string,
  unitId: string,
  today: string,
): VariantStock {
  let onHand = 0;
  const arriving = new Map<string, number>();
  for (const row of stocks) {
    if (row.locationId !== stockLocation || row.variantId !== variantId || row.unitId !== unitId) continue;
    const date = row.availableDate?.slice(0, 10) ?? null;
    if (date === null || date <= today) onHand += row.volume;
    else arriving.set(date, (arriving.get(date) ?? 0) + row.volume);
  }
  return {
    onHand,
    level: stockLevel(onHand),
    arriving: [...arriving]
      .filter(([, volume]) => volume > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, volume]) => ({ date, volume })),
  };
}

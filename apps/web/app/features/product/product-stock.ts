import { type StockLevel, singleUnitCode, stockLevel } from '@shop/commerce';
import type { Product, ProductStock } from '@shop/contracts';

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
 * what arrives later, both at B2B only. Stock is kept in pieces (`CU` rows, ADR 69): in a pack unit it is the
 * whole packs those pieces make (`piecesPerUnit`). Spec §4 levels apply to the on-hand volume.
 */
export function variantStock(
  stocks: ProductStock[],
  variantId: string,
  unitId: string,
  today: string,
  piecesPerUnit = 1,
): VariantStock {
  const per = unitId === singleUnitCode ? 1 : Math.max(1, piecesPerUnit);
  let onHand = 0;
  const arriving = new Map<string, number>();
  for (const row of stocks) {
    if (row.locationId !== stockLocation || row.variantId !== variantId || row.unitId !== singleUnitCode)
      continue;
    const date = row.availableDate?.slice(0, 10) ?? null;
    if (date === null || date <= today) onHand += row.volume;
    else arriving.set(date, (arriving.get(date) ?? 0) + row.volume);
  }
  const units = (pieces: number) => Math.floor(pieces / per);
  return {
    onHand: units(onHand),
    level: stockLevel(units(onHand)),
    arriving: [...arriving]
      .map(([date, volume]) => [date, units(volume)] as const)
      .filter(([, volume]) => volume > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, volume]) => ({ date, volume })),
  };
}

/** Pieces in one unit of the product ('Pack of 5': 5; a piece or an unknown unit: 1). */
export const piecesPerUnitOf = (product: Pick<Product, 'units'>, unitId: string) =>
  product.units.find((unit) => unit.unitId === unitId)?.quantityPerUnit ?? 1;

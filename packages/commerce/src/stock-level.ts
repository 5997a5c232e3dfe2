export type StockLevel = 'out-of-stock' | 'few-in-stock' | 'in-stock';

/** Spec §4: 0 or less is out of stock, 1 to 9 few in stock, 10 or more in stock. */
export const lowStockThreshold = 10;

export function stockLevel(volume: number): StockLevel {
  if (volume <= 0) return 'out-of-stock';
  if (volume < lowStockThreshold) return 'few-in-stock';
  return 'in-stock';
}

export type StockLevel = 'out-of-stock' | 'few-in-stock' | 'in-stock';

/** Spec §4: 0 or less is out of stock, 1 to 9 few in stock, 10 or more in stock. */
export const lowStockThreshold = 10;

export function stockLevel(volume: number): StockLevel {
  if (volume <= 0) return 'out-of-stock';
  if (volume < lowStockThreshold) return 'few-in-stock';
  return 'in-stock';
}

/**
 * What the stock indicator says of a size (issue 28 item 6): a colour sold as a preorder is ordered for its
 * delivery drop, so it reads "Preorder" with what is arriving, never "Out of stock"; otherwise the spec §4
 * level of what is on hand, and "Coming soon" instead of "Out of stock" when nothing is on hand but some is
 * arriving (the Stock basket takes it as coming soon).
 */
export type StockState = StockLevel | 'preorder' | 'coming-soon';

export function stockState(input: {
  onHand: number;
  arriving: number;
  /** The basket the colour's lines go to (`orderTypeForColor`); null when it cannot be ordered now. */
  orderType: 'Stock' | 'Preorder' | null;
}): StockState {
  if (input.orderType === 'Preorder') return 'preorder';
  if (input.onHand <= 0 && input.arriving > 0) return 'coming-soon';
  return stockLevel(input.onHand);
}

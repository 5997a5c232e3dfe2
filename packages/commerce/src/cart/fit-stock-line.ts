/**
 * How much of a line a Stock basket takes at the moment it is added (issue 28, docs/decisions/0068): never
 * more pieces than stock (on hand and arriving, location B2B) can deliver beside the pieces the basket already
 * holds of the variant, in whole units of the line (a pack of 5 takes 5 pieces). `reducedBy: 'stock'` when
 * less than asked goes in; 0 when nothing can be delivered. The cart validation (spec §5) applies the same
 * sum later, when stock changed between basket and order.
 */
export type StockFit = { quantity: number; reducedBy: 'stock' | null };

export function fitStockLine(input: {
  /** Units asked for (≥ 1). */
  asked: number;
  /** Pieces one unit of the line holds (1 for CU). */
  perUnit: number;
  /** Pieces stock can deliver of the variant. */
  deliverablePieces: number;
  /** Pieces of the variant the basket holds already, in other lines (and in this one when adding to it). */
  heldPieces: number;
}): StockFit {
  const perUnit = Math.max(1, input.perUnit);
  const room = Math.max(0, Math.floor((input.deliverablePieces - input.heldPieces) / perUnit));
  const quantity = Math.min(input.asked, room);
  return { quantity, reducedBy: quantity < input.asked ? 'stock' : null };
}

/** A basket line as far as counting goes: how many units, and how many pieces one unit holds. */
export type CountedLine = {
  quantity: number;
  /** Pieces in one unit of the line ('Pack of 5': 5); absent or not a positive integer counts as 1. */
  quantityPerUnit?: number | null;
};

/** Pieces in one unit: a pack's size, 1 for a single piece or an unknown unit. */
export function piecesPerUnit(line: Pick<CountedLine, 'quantityPerUnit'>): number {
  const per = line.quantityPerUnit;
  return typeof per === 'number' && Number.isSafeInteger(per) && per > 0 ? per : 1;
}

/** Pieces of one line: 2 × 'Pack of 5' is 10 pieces. A quantity of 0 or less counts nothing. */
export function linePieces(line: CountedLine): number {
  return line.quantity > 0 ? line.quantity * piecesPerUnit(line) : 0;
}

/**
 * The pieces a basket holds, counted by unit quantity (1 piece + 2 × 'Pack of 5' = 11 pcs), which is what
 * "pcs" promises the buyer; counting lines' quantities would say 3.
 */
export function countPieces(lines: readonly CountedLine[]): number {
  return lines.reduce((sum, line) => sum + linePieces(line), 0);
}

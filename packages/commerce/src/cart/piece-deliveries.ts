/**
 * Stock is kept in pieces (unit `CU`, spec §9 "Stock is counted at location B2B only"); a basket line may be in
 * a pack ('Pack of 5'). These rules deliver lines in their own unit from a variant's piece stock, so a pack
 * line of 2 × 5 needs 10 pieces and two lines of one variant never promise the same pieces twice.
 */

/** One stock row of a variant, in pieces: `date` null is on hand now, a date is when the pieces arrive. */
export type PieceStock = { date: string | null; pieces: number };

/** A delivery of a line, in the line's unit (packs for a pack line). */
export type UnitDelivery = { date: string | null; quantity: number };

/** The pieces still free of a variant, soonest first; `deliverUnits` takes from it. */
export type PiecePool = { date: string | null; left: number }[];

const soonestFirst = (a: PieceStock, b: PieceStock) =>
  a.date === b.date ? 0 : a.date === null ? -1 : b.date === null ? 1 : a.date.localeCompare(b.date);

/**
 * A variant's stock as a pool to deliver from: rows with pieces, on hand first, then by arrival date.
 * `futureOnly` leaves out the pieces on hand (the FutureStock container's rule).
 */
export function piecePool(stock: readonly PieceStock[], futureOnly = false): PiecePool {
  return stock
    .filter((row) => row.pieces > 0 && (!futureOnly || row.date !== null))
    .toSorted(soonestFirst)
    .map((row) => ({ date: row.date, left: row.pieces }));
}

/**
 * Deliver up to `quantity` units of `piecesPerUnit` pieces each from the pool, soonest pieces first, and take
 * those pieces out of the pool. A unit is delivered on the date its last piece is there; a unit that stock
 * cannot complete is not delivered and its pieces stay in the pool for the next line. Deliveries of one date
 * are merged. Less than `quantity` when the pool does not cover it; nothing from an empty pool.
 */
export function deliverUnits(pool: PiecePool, quantity: number, piecesPerUnit = 1): UnitDelivery[] {
  if (!Number.isSafeInteger(piecesPerUnit) || piecesPerUnit < 1) {
    throw new RangeError(`piecesPerUnit must be a positive integer, got ${piecesPerUnit}`);
  }
  const deliveries: UnitDelivery[] = [];
  const taken: { row: PiecePool[number]; pieces: number }[] = [];
  let units = 0;
  // Pieces taken towards the unit that is not complete yet.
  let started = 0;
  for (const row of pool) {
    if (units >= quantity) break;
    const wanted = (quantity - units) * piecesPerUnit - started;
    const take = Math.min(row.left, wanted);
    if (take <= 0) continue;
    row.left -= take;
    taken.push({ row, pieces: take });
    started += take;
    const done = Math.floor(started / piecesPerUnit);
    if (done === 0) continue;
    started -= done * piecesPerUnit;
    units += done;
    const last = deliveries.at(-1);
    if (last && last.date === row.date) last.quantity += done;
    else deliveries.push({ date: row.date, quantity: done });
  }
  // The pieces of a unit stock could not complete go back where they came from, latest first.
  for (let index = taken.length - 1; started > 0 && index >= 0; index--) {
    const entry = taken[index] as (typeof taken)[number];
    const back = Math.min(entry.pieces, started);
    entry.row.left += back;
    started -= back;
  }
  return deliveries;
}

/**
 * Split an integer amount over integer weights so the shares sum exactly to the total (largest remainder, also
 * called Hamilton's method). Used to spread one cart-level VAT figure over the lines, so line VATs add up to the
 * VAT of the cart instead of drifting by a few øre when each line is rounded on its own.
 *
 * Every share is the floor of its exact share `total × weight / Σweights` or one more; the left-over units go
 * to the largest fractional remainders, ties to the lower index, so the answer depends only on the input.
 * Zero weights get 0 — unless every weight is zero, then the total is split evenly (left-over to the first).
 * Arithmetic is done in BigInt: `total × weight` of two large amounts would lose digits in a double.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  assertAmount(total, 'total');
  for (const [index, weight] of weights.entries()) assertAmount(weight, `weights[${index}]`);
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError(`Cannot allocate ${total} over no weights`);
  }

  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) return splitEvenly(total, weights.length);

  const bigTotal = BigInt(total);
  const shares: number[] = [];
  const remainders: bigint[] = [];
  let allocated = 0;
  for (const weight of weights) {
    const product = bigTotal * BigInt(weight);
    const share = Number(product / sum);
    shares.push(share);
    remainders.push(product % sum);
    allocated += share;
  }

  // Fewer left-over units than weights: each floor lost less than one unit.
  const leftover = total - allocated;
  const order = weights.map((_, index) => index);
  order.sort((a, b) => compareBigDescending(remainders[a] as bigint, remainders[b] as bigint) || a - b);
  for (let rank = 0; rank < leftover; rank++) {
    const index = order[rank] as number;
    shares[index] = (shares[index] as number) + 1;
  }
  return shares;
}

/**
 * The part of `total` that `done` of `whole` units carry, rounded down: `⌊total × done / whole⌋`, exactly `total`
 * when `done = whole`. Billing a line in pieces (a shipment of 3 of 10, later the other 7) charges each piece
 * `partOf(total, before + piece, whole) − partOf(total, before, whole)`: the pieces are never negative and always
 * add up to the line's total to the minor unit, in whatever order and size they come.
 */
export function partOf(total: number, done: number, whole: number): number {
  assertAmount(total, 'total');
  assertAmount(done, 'done');
  assertAmount(whole, 'whole');
  if (whole === 0 || done > whole) throw new RangeError(`done (${done}) must be within whole (${whole} > 0)`);
  return Number((BigInt(total) * BigInt(done)) / BigInt(whole));
}

/** The amount a piece of `piece` units carries after `before` units were billed; see `partOf`. */
export function pieceOf(total: number, before: number, piece: number, whole: number): number {
  return partOf(total, before + piece, whole) - partOf(total, before, whole);
}

function splitEvenly(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, index) => (index < extra ? base + 1 : base));
}

const compareBigDescending = (a: bigint, b: bigint): number => (a === b ? 0 : a > b ? -1 : 1);

function assertAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

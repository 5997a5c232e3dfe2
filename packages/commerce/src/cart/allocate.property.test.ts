import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally, pieceOf } from './allocate.ts';

/** Mostly ordinary minor amounts, sometimes zero (to exercise zero weights) or huge (to exceed 2^53 in products). */
const weight = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 10_000_000 }) },
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }) },
);
/** Short lists and, as often, up to 500 weights (`size: 'max'`, else fast-check stays near 10). */
const weights = fc.oneof(
  fc.array(weight, { minLength: 1, maxLength: 20 }),
  fc.array(weight, { minLength: 1, maxLength: 500, size: 'max' }),
);
const total = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe('allocateProportionally properties', () => {
  it('shares are non-negative integers that sum exactly to the total', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const shares = allocateProportionally(t, w);
        expect(shares).toHaveLength(w.length);
        for (const share of shares) expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
        expect(shares.reduce((sum, share) => sum + BigInt(share), 0n)).toBe(BigInt(t));
      }),
    );
  });

  it('each share is within 1 of its exact proportional share (checked in exact integers)', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const shares = allocateProportionally(t, w);
        const sum = w.reduce((acc, x) => acc + BigInt(x), 0n);
        shares.forEach((share, index) => {
          // exact = t·w/Σw (or t/n when all weights are zero); |share − exact| < 1 ⇔ |share·d − t·w| < d.
          const [numerator, denominator] =
            sum === 0n ? [BigInt(t), BigInt(w.length)] : [BigInt(t) * BigInt(w[index] as number), sum];
          const difference = BigInt(share) * denominator - numerator;
          expect(difference < denominator && -difference < denominator).toBe(true);
        });
      }),
    );
  });

  it('gives zero weights nothing unless all weights are zero', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const shares = allocateProportionally(t, w);
        if (w.every((x) => x === 0)) return;
        for (const [index, x] of w.entries()) if (x === 0) expect(shares[index]).toBe(0);
      }),
    );
  });

  it('is deterministic and unchanged when every weight is scaled by the same factor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 1000 }),
        (t, w, factor) => {
          const shares = allocateProportionally(t, w);
          expect(allocateProportionally(t, w)).toEqual(shares);
          expect(
            allocateProportionally(
              t,
              w.map((x) => x * factor),
            ),
          ).toEqual(shares);
        },
      ),
    );
  });
});

describe('pieceOf properties', () => {
  /** A line of `whole` units billed in random pieces (a shipment at a time). */
  const billedInPieces = fc
    .array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 40 })
    .chain((pieces) => fc.tuple(fc.constant(pieces), total));

  it('pieces are non-negative and add up exactly to the total, however the units are split', () => {
    fc.assert(
      fc.property(billedInPieces, ([pieces, t]) => {
        const whole = pieces.reduce((sum, piece) => sum + piece, 0);
        let before = 0;
        let billed = 0n;
        for (const piece of pieces) {
          const amount = pieceOf(t, before, piece, whole);
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          billed += BigInt(amount);
          before += piece;
        }
        expect(billed).toBe(BigInt(t));
      }),
    );
  });
});

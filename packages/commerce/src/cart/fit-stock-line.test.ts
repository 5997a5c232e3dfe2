import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitStockLine } from './fit-stock-line.ts';

describe('fitStockLine: a Stock line is cut when it is added', () => {
  it('takes all when stock covers it, and says nothing', () => {
    expect(fitStockLine({ asked: 3, perUnit: 1, deliverablePieces: 10, heldPieces: 2 })).toEqual({
      quantity: 3,
      reducedBy: null,
    });
  });

  it('cuts 8 to the 6 in stock', () => {
    expect(fitStockLine({ asked: 8, perUnit: 1, deliverablePieces: 6, heldPieces: 0 })).toEqual({
      quantity: 6,
      reducedBy: 'stock',
    });
  });

  it('counts what the basket holds and whole packs', () => {
    expect(fitStockLine({ asked: 3, perUnit: 5, deliverablePieces: 14, heldPieces: 2 })).toEqual({
      quantity: 2,
      reducedBy: 'stock',
    });
  });

  it('takes nothing of a size with nothing to deliver', () => {
    expect(fitStockLine({ asked: 1, perUnit: 1, deliverablePieces: 0, heldPieces: 0 })).toEqual({
      quantity: 0,
      reducedBy: 'stock',
    });
  });

  it('never passes stock, never adds more than asked, and says "stock" exactly when it cut', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (asked, perUnit, deliverablePieces, heldPieces) => {
          const fit = fitStockLine({ asked, perUnit, deliverablePieces, heldPieces });
          expect(fit.quantity).toBeGreaterThanOrEqual(0);
          expect(fit.quantity).toBeLessThanOrEqual(asked);
          if (fit.quantity > 0)
            expect(heldPieces + fit.quantity * perUnit).toBeLessThanOrEqual(deliverablePieces);
          expect(fit.reducedBy === 'stock').toBe(fit.quantity < asked);
        },
      ),
    );
  });
});

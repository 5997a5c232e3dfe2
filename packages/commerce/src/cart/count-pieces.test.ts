import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPieces, linePieces, piecesPerUnit } from './count-pieces.ts';

describe('countPieces (pcs shown in the basket)', () => {
  it('counts packs by the pieces they hold: 1 piece + 2 × Pack of 5 is 11 pcs', () => {
    expect(
      countPieces([
        { quantity: 1, quantityPerUnit: 1 },
        { quantity: 2, quantityPerUnit: 5 },
      ]),
    ).toBe(11);
  });

  it('counts a unit of unknown size as one piece, and nothing for a line of 0 or less', () => {
    expect(piecesPerUnit({})).toBe(1);
    expect(piecesPerUnit({ quantityPerUnit: null })).toBe(1);
    expect(piecesPerUnit({ quantityPerUnit: 0 })).toBe(1);
    expect(piecesPerUnit({ quantityPerUnit: 2.5 })).toBe(1);
    expect(linePieces({ quantity: 0, quantityPerUnit: 5 })).toBe(0);
    expect(linePieces({ quantity: -3, quantityPerUnit: 5 })).toBe(0);
    expect(countPieces([])).toBe(0);
  });

  it('is the sum of quantity × pack size over the lines, whatever their order', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 999 }),
      quantityPerUnit: fc.integer({ min: 1, max: 24 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const expected = lines.reduce((sum, l) => sum + l.quantity * l.quantityPerUnit, 0);
        expect(countPieces(lines)).toBe(expected);
        expect(countPieces([...lines].reverse())).toBe(expected);
        expect(countPieces(lines)).toBeGreaterThanOrEqual(lines.reduce((s, l) => s + l.quantity, 0));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliverUnits, piecePool } from './piece-deliveries.ts';

const onHand = (pieces: number) => ({ date: null, pieces });
const arriving = (date: string, pieces: number) => ({ date, pieces });

describe('deliverUnits (a line in its unit from piece stock)', () => {
  it('delivers single pieces on hand first, then by arrival date', () => {
    const pool = piecePool([arriving('2027-01-11', 5), onHand(3), arriving('2026-12-07', 4)]);
    expect(deliverUnits(pool, 9)).toEqual([
      { date: null, quantity: 3 },
      { date: '2026-12-07', quantity: 4 },
      { date: '2027-01-11', quantity: 2 },
    ]);
  });

  it('counts a pack as the pieces it holds: 2 × Pack of 5 takes 10 pieces', () => {
    const pool = piecePool([onHand(30)]);
    expect(deliverUnits(pool, 2, 5)).toEqual([{ date: null, quantity: 2 }]);
    expect(pool).toEqual([{ date: null, left: 20 }]);
  });

  it('delivers a pack on the date its last piece arrives', () => {
    const pool = piecePool([onHand(7), arriving('2026-12-07', 10)]);
    expect(deliverUnits(pool, 3, 5)).toEqual([
      { date: null, quantity: 1 },
      { date: '2026-12-07', quantity: 2 },
    ]);
    expect(pool.map((row) => row.left)).toEqual([0, 2]);
  });

  it('does not deliver a pack stock cannot complete, and leaves its pieces for the next line', () => {
    const pool = piecePool([onHand(11)]);
    // 1 piece, then 2 × Pack of 5 from the same 11 pieces: everything fits.
    expect(deliverUnits(pool, 1)).toEqual([{ date: null, quantity: 1 }]);
    expect(deliverUnits(pool, 2, 5)).toEqual([{ date: null, quantity: 2 }]);
    expect(pool[0]?.left).toBe(0);

    const short = piecePool([onHand(9)]);
    expect(deliverUnits(short, 2, 5)).toEqual([{ date: null, quantity: 1 }]);
    expect(short[0]?.left).toBe(4);
    expect(deliverUnits(short, 4)).toEqual([{ date: null, quantity: 4 }]);
  });

  it('gives nothing from an empty pool and skips pieces on hand for the FutureStock container', () => {
    expect(deliverUnits(piecePool([onHand(0)]), 4)).toEqual([]);
    const pool = piecePool([onHand(9), arriving('2026-12-07', 2), arriving('2026-12-07', 3)], true);
    expect(deliverUnits(pool, 6)).toEqual([{ date: '2026-12-07', quantity: 5 }]);
  });

  it('refuses a pack size that is not a positive whole number', () => {
    expect(() => deliverUnits(piecePool([onHand(5)]), 1, 0)).toThrow(RangeError);
    expect(() => deliverUnits(piecePool([onHand(5)]), 1, 2.5)).toThrow(RangeError);
  });

  it('never promises more pieces than the stock holds, and loses no piece', () => {
    const stock = fc.array(
      fc.record({
        date: fc.option(fc.constantFrom('2026-12-07', '2027-01-11', '2027-02-01'), { nil: null }),
        pieces: fc.integer({ min: 0, max: 40 }),
      }),
      { maxLength: 5 },
    );
    const lines = fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 30 }), per: fc.integer({ min: 1, max: 12 }) }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(stock, lines, (rows, wanted) => {
        const pool = piecePool(rows);
        const total = pool.reduce((sum, row) => sum + row.left, 0);
        let promised = 0;
        for (const line of wanted) {
          const deliveries = deliverUnits(pool, line.quantity, line.per);
          const units = deliveries.reduce((sum, delivery) => sum + delivery.quantity, 0);
          expect(units).toBeLessThanOrEqual(line.quantity);
          promised += units * line.per;
        }
        const left = pool.reduce((sum, row) => sum + row.left, 0);
        expect(pool.every((row) => row.left >= 0)).toBe(true);
        expect(promised + left).toBe(total);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { allocateProportionally, pieceOf } from './allocate.ts';

describe('allocateProportionally', () => {
  it('splits exactly in proportion when the shares are whole', () => {
    expect(allocateProportionally(100, [1, 3])).toEqual([25, 75]);
    expect(allocateProportionally(0, [5, 7])).toEqual([0, 0]);
  });

  it('gives the left-over units to the largest remainders', () => {
    // Exact shares 3.33…, 3.33…, 3.33… → ties go to the lowest index.
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // Exact shares 1.4, 2.8, 5.6 → floors 1, 2, 5 (sum 8); remainders .4, .8, .6 → +1 to index 1, then 2.
    expect(allocateProportionally(10, [1, 2, 4])).toEqual([1, 3, 6]);
  });

  it('breaks ties by position, never by the order the engine sorts in', () => {
    expect(allocateProportionally(1, [2, 2, 2, 2])).toEqual([1, 0, 0, 0]);
    expect(allocateProportionally(3, [2, 2, 2, 2])).toEqual([1, 1, 1, 0]);
  });

  it('gives nothing to zero weights', () => {
    expect(allocateProportionally(7, [0, 5, 0, 2])).toEqual([0, 5, 0, 2]);
    expect(allocateProportionally(1, [0, 1, 0, 1])).toEqual([0, 1, 0, 0]);
  });

  it('splits evenly when every weight is zero, the left-over to the first', () => {
    expect(allocateProportionally(7, [0, 0, 0])).toEqual([3, 2, 2]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
  });

  it('is exact where doubles are not: total × weight above 2^53', () => {
    const big = 4_000_000_000_000;
    const shares = allocateProportionally(big + 1, [big, big]);
    expect(shares).toEqual([big / 2 + 1, big / 2]);
    // Exact shares …330.33 and …660.67: the .67 gets the left-over unit.
    expect(allocateProportionally(Number.MAX_SAFE_INTEGER, [1, 2])).toEqual([
      3002399751580330, 6004799503160661,
    ]);
  });

  it('allows an empty list only for a zero total', () => {
    expect(allocateProportionally(0, [])).toEqual([]);
    expect(() => allocateProportionally(1, [])).toThrow(RangeError);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [1, -1])).toThrow(/weights\[1\]/);
    expect(() => allocateProportionally(1, [0.5])).toThrow(RangeError);
    expect(() => allocateProportionally(Number.NaN, [1])).toThrow(RangeError);
  });
});

describe('pieceOf', () => {
  it('bills 3 of 10 units of 1000 øre as 300, then the other 7 as 700', () => {
    expect(pieceOf(1000, 0, 3, 10)).toBe(300);
    expect(pieceOf(1000, 3, 7, 10)).toBe(700);
  });

  it('gives the rounding remainder to the piece that completes the line', () => {
    // 100 øre over 3 units: 33, 33, then 34.
    expect([pieceOf(100, 0, 1, 3), pieceOf(100, 1, 1, 3), pieceOf(100, 2, 1, 3)]).toEqual([33, 33, 34]);
  });

  it('refuses a piece beyond the whole', () => {
    expect(() => pieceOf(100, 2, 2, 3)).toThrow(RangeError);
    expect(() => pieceOf(100, 0, 1, 0)).toThrow(RangeError);
  });
});

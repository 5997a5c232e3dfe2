import { describe, expect, it } from 'vitest';
import { isSummerShop, stockDeliveries, stockKindOf } from './cart-deliveries.ts';

const onHand = (volume: number) => ({ availableDate: null, volume });
const arriving = (availableDate: string, volume: number) => ({ availableDate, volume });

describe('stockDeliveries', () => {
  it('delivers from stock on hand first, then future stock in order of arrival', () => {
    const stock = [arriving('2027-01-11', 5), onHand(3), arriving('2026-12-07', 4)];
    expect(stockDeliveries(2, stock)).toEqual([{ date: null, quantity: 2 }]);
    expect(stockDeliveries(9, stock)).toEqual([
      { date: null, quantity: 3 },
      { date: '2026-12-07', quantity: 4 },
      { date: '2027-01-11', quantity: 2 },
    ]);
  });

  it('delivers less than asked when stock does not cover it, and nothing without stock', () => {
    expect(stockDeliveries(10, [onHand(3), onHand(0), arriving('2026-12-07', 2)])).toEqual([
      { date: null, quantity: 3 },
      { date: '2026-12-07', quantity: 2 },
    ]);
    expect(stockDeliveries(4, [onHand(0)])).toEqual([]);
  });

  it('merges rows of one day and skips stock on hand for the FutureStock container', () => {
    expect(
      stockDeliveries(6, [onHand(9), arriving('2026-12-07', 2), arriving('2026-12-07', 3)], true),
    ).toEqual([{ date: '2026-12-07', quantity: 5 }]);
  });
});

describe('stockKindOf', () => {
  it('follows the order type, and for stock lines whether anything is on hand', () => {
    expect(stockKindOf('Preorder', [{ date: '2027-01-15', quantity: 1 }])).toBe('Preorder');
    expect(stockKindOf('FutureStock', [])).toBe('FutureStock');
    expect(
      stockKindOf('Stock', [
        { date: null, quantity: 1 },
        { date: '2026-12-07', quantity: 1 },
      ]),
    ).toBe('Stock');
    expect(stockKindOf('Stock', [{ date: '2026-12-07', quantity: 1 }])).toBe('FutureStock');
    expect(stockKindOf('Web', [])).toBe('Stock');
  });
});

describe('isSummerShop', () => {
  it('is Spring/Summer goods delivered from stock, not preordered ones', () => {
    expect(isSummerShop('Spring/Summer 2026', 'Stock')).toBe(true);
    expect(isSummerShop('Spring/Summer 2026', 'FutureStock')).toBe(true);
    expect(isSummerShop('Spring/Summer 2027', 'Preorder')).toBe(false);
    expect(isSummerShop('Autumn/Winter 2026', 'Stock')).toBe(false);
  });
});

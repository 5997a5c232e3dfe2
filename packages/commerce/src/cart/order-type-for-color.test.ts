import { describe, expect, it } from 'vitest';
import { colorAllowsOrderType, orderTypeForColor } from './order-type-for-color.ts';

const color = (allowStockOrder: boolean, allowPresale: boolean, hasStock: boolean) => ({
  allowStockOrder,
  allowPresale,
  hasStock,
});

describe('orderTypeForColor', () => {
  it('sends a stock-orderable colour with stock on hand to the Stock cart, even when it can also be presold', () => {
    expect(orderTypeForColor(color(true, false, true))).toBe('Stock');
    expect(orderTypeForColor(color(true, true, true))).toBe('Stock');
  });

  it('sends a colour without stock on hand to the Preorder cart when it can be presold', () => {
    expect(orderTypeForColor(color(true, true, false))).toBe('Preorder');
    expect(orderTypeForColor(color(false, true, false))).toBe('Preorder');
    expect(orderTypeForColor(color(false, true, true))).toBe('Preorder');
  });

  it('answers null when the colour can be ordered neither way', () => {
    expect(orderTypeForColor(color(true, false, false))).toBeNull();
    expect(orderTypeForColor(color(false, false, true))).toBeNull();
    expect(orderTypeForColor(color(false, false, false))).toBeNull();
  });
});

describe('colorAllowsOrderType', () => {
  it('needs allowPresale for Preorder and allowStockOrder for Stock and FutureStock', () => {
    const presaleOnly = { allowPresale: true, allowStockOrder: false };
    const stockOnly = { allowPresale: false, allowStockOrder: true };
    expect(colorAllowsOrderType(presaleOnly, 'Preorder')).toBe(true);
    expect(colorAllowsOrderType(presaleOnly, 'Stock')).toBe(false);
    expect(colorAllowsOrderType(presaleOnly, 'FutureStock')).toBe(false);
    expect(colorAllowsOrderType(stockOnly, 'Preorder')).toBe(false);
    expect(colorAllowsOrderType(stockOnly, 'Stock')).toBe(true);
    expect(colorAllowsOrderType(stockOnly, 'FutureStock')).toBe(true);
  });

  it('lets the Web container hold anything orderable one way or the other', () => {
    expect(colorAllowsOrderType({ allowPresale: true, allowStockOrder: false }, 'Web')).toBe(true);
    expect(colorAllowsOrderType({ allowPresale: false, allowStockOrder: true }, 'Web')).toBe(true);
    expect(colorAllowsOrderType({ allowPresale: false, allowStockOrder: false }, 'Web')).toBe(false);
  });
});

import type { ProductStock } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { variantStock } from './product-stock.ts';

const row = (volume: number, extra: Partial<ProductStock> = {}): ProductStock => ({
  unitId: 'CU',
  variantId: 'V1',
  volume,
  availableDate: null,
  locationId: 'B2B',
  level: 'in-stock',
  ...extra,
});

describe('variantStock', () => {
  const today = '2026-05-01';

  it('counts stock on hand at B2B only, for the variant and unit', () => {
    const stocks = [
      row(4),
      row(3, { availableDate: '2026-04-01' }),
      row(50, { locationId: 'SHOP' }),
      row(9, { variantId: 'V2' }),
      row(9, { unitId: 'PK3' }),
    ];
    expect(variantStock(stocks, 'V1', 'CU', today)).toMatchObject({ onHand: 7, level: 'few-in-stock' });
  });

  it('uses the three levels: ≤ 0 out of stock, 1–9 few, ≥ 10 in stock', () => {
    expect(variantStock([row(0)], 'V1', 'CU', today).level).toBe('out-of-stock');
    expect(variantStock([row(-2)], 'V1', 'CU', today).level).toBe('out-of-stock');
    expect(variantStock([row(1)], 'V1', 'CU', today).level).toBe('few-in-stock');
    expect(variantStock([row(9)], 'V1', 'CU', today).level).toBe('few-in-stock');
    expect(variantStock([row(10)], 'V1', 'CU', today).level).toBe('in-stock');
    expect(variantStock([], 'V1', 'CU', today).level).toBe('out-of-stock');
  });

  it('lists future stock by arrival day, earliest first', () => {
    const stocks = [
      row(20, { availableDate: '2026-07-01' }),
      row(5, { availableDate: '2026-06-01' }),
      row(5, { availableDate: '2026-06-01T00:00:00Z' }),
    ];
    expect(variantStock(stocks, 'V1', 'CU', today)).toEqual({
      onHand: 0,
      level: 'out-of-stock',
      arriving: [
        { date: '2026-06-01', volume: 10 },
        { date: '2026-07-01', volume: 20 },
      ],
    });
  });

  it('counts a pack unit as the whole packs the pieces on hand and arriving make', () => {
    const stocks = [row(11), row(9, { unitId: 'PK5' }), row(7, { availableDate: '2026-06-01' })];
    expect(variantStock(stocks, 'V1', 'PK5', today, 5)).toEqual({
      onHand: 2,
      level: 'few-in-stock',
      arriving: [{ date: '2026-06-01', volume: 1 }],
    });
  });
});

import type { Product } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cellQuantity, gridModel, gridTotals } from './grid-model.ts';

const color = (flags: { allowStockOrder: boolean; allowPresale: boolean; hasStock: boolean }, name: string) =>
  ({
    colorName: name,
    deliveryDrop: { code: 'SS27-1', name: 'SS27 Drop 1', availableDate: '2027-03-15' },
    ...flags,
  }) as unknown as Product['colors'][string];

const product = {
  variants: [
    { id: 'p-rose-98', colorCode: 'rose', size: '98' },
    { id: 'p-rose-104', colorCode: 'rose', size: '104' },
    { id: 'p-blue-104', colorCode: 'blue', size: '104' },
    { id: 'p-blue-110', colorCode: 'blue', size: '110' },
    { id: 'p-grey-98', colorCode: 'grey', size: '98' },
  ],
  colors: {
    rose: color({ allowStockOrder: true, allowPresale: false, hasStock: true }, 'Rose'),
    blue: color({ allowStockOrder: false, allowPresale: true, hasStock: false }, 'Blue'),
    grey: color({ allowStockOrder: false, allowPresale: false, hasStock: false }, 'Grey'),
  },
  stocks: [
    { variantId: 'p-rose-98', unitId: 'CU', locationId: 'B2B', volume: 4, availableDate: null },
    { variantId: 'p-rose-104', unitId: 'CU', locationId: 'B2B', volume: 25, availableDate: null },
    { variantId: 'p-rose-104', unitId: 'CU', locationId: 'SHOP', volume: 99, availableDate: null },
  ],
  units: [
    { unitId: 'CU', name: 'Piece', quantityPerUnit: 1 },
    { unitId: 'PK5', name: 'Pack of 5', quantityPerUnit: 5 },
  ],
} as unknown as Product;

describe('gridModel', () => {
  it('has a row per orderable colour with its basket and drop, a column per size, stock per cell', () => {
    const model = gridModel(product, 'CU', '2026-11-26');
    expect(model.sizes).toEqual(['98', '104', '110']);
    expect(model.rows.map((row) => [row.colorCode, row.orderType, row.drop?.name ?? null])).toEqual([
      ['rose', 'Stock', null],
      ['blue', 'Preorder', 'SS27 Drop 1'],
    ]);
    expect(model.rows[0]?.cells).toEqual([
      { variantId: 'p-rose-98', onHand: 4, level: 'few-in-stock' },
      { variantId: 'p-rose-104', onHand: 25, level: 'in-stock' },
      null,
    ]);
  });

  it('shows a pack unit the whole packs the pieces on hand make (stock is counted in pieces)', () => {
    const model = gridModel(product, 'PK5', '2026-11-26');
    expect(model.rows[0]?.cells).toEqual([
      { variantId: 'p-rose-98', onHand: 0, level: 'out-of-stock' },
      { variantId: 'p-rose-104', onHand: 5, level: 'few-in-stock' },
      null,
    ]);
  });

  it('totals rows, columns and the whole grid, ignoring cells that are not whole numbers', () => {
    const model = gridModel(product, 'CU', '2026-11-26');
    const totals = gridTotals(model, {
      'p-rose-98': '2',
      'p-rose-104': '3',
      'p-blue-104': '5',
      'p-blue-110': 'x',
    });
    expect(totals).toEqual({ rows: [5, 5], columns: [2, 8, 0], total: 10 });
  });

  it('reads a cell as a whole number, empty as 0', () => {
    expect([
      cellQuantity(''),
      cellQuantity(' 7 '),
      cellQuantity('-1'),
      cellQuantity('1.5'),
      cellQuantity('abc'),
    ]).toEqual([0, 7, null, null, null]);
  });
});

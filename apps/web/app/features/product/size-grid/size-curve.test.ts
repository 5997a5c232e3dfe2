import type { Product } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import { describe, expect, it } from 'vitest';
import { gridModel } from './grid-model.ts';
import {
  applyFill,
  fillByCurve,
  formatCurve,
  parseCurve,
  parsePacks,
  prepackCurve,
  startSizes,
} from './size-curve.ts';

const color = (name: string, presold: boolean) =>
  ({
    colorName: name,
    allowStockOrder: !presold,
    allowPresale: presold,
    hasStock: !presold,
    deliveryDrop: presold ? { code: 'SS27-1', name: 'SS27 Drop 1', availableDate: '2027-03-15' } : null,
  }) as unknown as Product['colors'][string];

const sizes = ['92', '98', '104', '110'];
/** Rose and blue in every size; grey lacks 110. */
const product = {
  variants: [
    ...sizes.map((size) => ({ id: `rose-${size}`, colorCode: 'rose', size })),
    ...sizes.map((size) => ({ id: `blue-${size}`, colorCode: 'blue', size })),
    ...sizes.slice(0, 3).map((size) => ({ id: `grey-${size}`, colorCode: 'grey', size })),
  ],
  colors: { rose: color('Rose', false), blue: color('Blue', true), grey: color('Grey', true) },
  stocks: [],
  units: [{ unitId: 'CU', name: 'Piece', quantityPerUnit: 1 }],
} as unknown as Product;
const model = gridModel(product, 'CU', '2026-12-05');
const all = new Set(['rose', 'blue', 'grey']);

describe('parseCurve', () => {
  it('reads one whole number per size, whatever separates them', () => {
    for (const text of ['1-2-2-1', ' 1 2 2 1 ', '1,2,2,1', '1/2/2/1', '1 - 2 - 2 - 1']) {
      expect(parseCurve(text, 4)).toEqual({ ok: true, value: [1, 2, 2, 1] });
    }
    expect(parseCurve('0-1-1-0', 4)).toEqual({ ok: true, value: [0, 1, 1, 0] });
  });

  it('takes fewer numbers than the grid has sizes', () => {
    expect(parseCurve('2-1', 4)).toEqual({ ok: true, value: [2, 1] });
  });

  it('names the problem: nothing typed, a part that is not a whole number, too many numbers, all zero', () => {
    expect(parseCurve('  ', 4)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseCurve('1-x-2-1', 4)).toEqual({ ok: false, problem: { kind: 'not-a-number', part: 'x' } });
    expect(parseCurve('1-1.5-2-1', 4)).toEqual({ ok: false, problem: { kind: 'not-a-number', part: '1.5' } });
    expect(parseCurve('1-1000-2-1', 4)).toEqual({
      ok: false,
      problem: { kind: 'not-a-number', part: '1000' },
    });
    expect(parseCurve('1-2-2-1-1', 4)).toEqual({
      ok: false,
      problem: { kind: 'length', given: 5, sizes: 4 },
    });
    expect(parseCurve('0-0-0-0', 4)).toEqual({ ok: false, problem: { kind: 'all-zero' } });
  });
});

describe('parsePacks', () => {
  it('takes a whole number from 1 to 999', () => {
    expect(['3', ' 12 ', '999'].map(parsePacks)).toEqual([
      { ok: true, value: 3 },
      { ok: true, value: 12 },
      { ok: true, value: 999 },
    ]);
    for (const text of ['', '0', '-1', '2.5', '1000', 'three']) {
      expect(parsePacks(text)).toEqual({ ok: false, problem: { kind: 'packs' } });
    }
  });
});

describe('fillByCurve', () => {
  it('puts 1-2-2-1 × 3 into every size of each chosen colour and totals the pieces', () => {
    const fill = fillByCurve(model, [1, 2, 2, 1], 3, new Set(['rose', 'blue']));
    expect(fill.ok && fill.value.quantities).toEqual({
      'rose-92': 3,
      'rose-98': 6,
      'rose-104': 6,
      'rose-110': 3,
      'blue-92': 3,
      'blue-98': 6,
      'blue-104': 6,
      'blue-110': 3,
    });
    expect(fill.ok && fill.value.rows.map((row) => [row.colorName, row.cells, row.total])).toEqual([
      ['Rose', [3, 6, 6, 3], 18],
      ['Blue', [3, 6, 6, 3], 18],
    ]);
    expect(fill.ok && [fill.value.total, fill.value.missing]).toEqual([36, []]);
  });

  it('lists a size a colour is not made in and fills the rest of that colour', () => {
    const fill = fillByCurve(model, [1, 2, 2, 1], 2, all);
    expect(fill.ok && fill.value.missing).toEqual([{ colorName: 'Grey', size: '110' }]);
    expect(fill.ok && fill.value.rows[2]).toEqual({
      colorCode: 'grey',
      colorName: 'Grey',
      cells: [2, 4, 4, null],
      total: 10,
    });
    expect(fill.ok && fill.value.total).toBe(12 + 12 + 10);
    // A curve that leaves the missing size out misses nothing.
    const without = fillByCurve(model, [1, 2, 2, 0], 2, all);
    expect(without.ok && without.value.missing).toEqual([]);
  });

  it('starts a shorter curve at the chosen size, gives the chosen colours’ other sizes 0, never runs past the last size', () => {
    const fill = fillByCurve(model, [1, 2], 2, new Set(['rose']), '98');
    expect(fill.ok && fill.value.rows[0]?.cells).toEqual([0, 2, 4, 0]);
    // From 110 there is room for one size only: the curve moves back to start at 104.
    const late = fillByCurve(model, [1, 2], 2, new Set(['rose']), '110');
    expect(late.ok && late.value.rows[0]?.cells).toEqual([0, 0, 2, 4]);
    expect(startSizes(sizes, 2)).toEqual(['92', '98', '104']);
    expect(startSizes(sizes, 4)).toEqual(['92']);
  });

  it('refuses no colour, and a cell past the line bound', () => {
    expect(fillByCurve(model, [1, 2, 2, 1], 3, new Set())).toEqual({
      ok: false,
      problem: { kind: 'no-colour' },
    });
    expect(fillByCurve(model, [1, 999, 2, 1], 999, all)).toEqual({
      ok: false,
      problem: { kind: 'too-many', quantity: 999 * 999 },
    });
    expect(999 * 999).toBeGreaterThan(maxLineQuantity);
  });
});

describe('applyFill', () => {
  it('replaces the chosen colours’ cells (empty where the curve gives 0) and keeps every other cell', () => {
    const fill = fillByCurve(model, [0, 1, 1, 2], 1, new Set(['blue']));
    if (!fill.ok) throw new Error('the curve fits');
    const typed = { 'blue-92': '7', 'rose-92': '5', 'blue-110': 'x' };
    expect(applyFill(typed, fill.value)).toEqual({
      'rose-92': '5',
      'blue-92': '',
      'blue-98': '1',
      'blue-104': '1',
      'blue-110': '2',
    });
  });
});

describe('prepackCurve and formatCurve', () => {
  it('turns a prepack into a curve from its first size in the grid to its last, 0 where it has none between', () => {
    const prepack = {
      code: 'RUN',
      name: 'Mini run',
      sizes: [
        { size: '98', quantity: 1 },
        { size: '104', quantity: 2 },
      ],
    };
    expect(prepackCurve(prepack, sizes)).toEqual({ curve: [1, 2], from: '98' });
    const gapped = { ...prepack, sizes: [...prepack.sizes.slice(0, 1), { size: '110', quantity: 3 }] };
    expect(prepackCurve(gapped, sizes)).toEqual({ curve: [1, 0, 3], from: '98' });
    const elsewhere = { ...prepack, sizes: [{ size: '164', quantity: 1 }] };
    expect(prepackCurve(elsewhere, sizes)).toEqual({ curve: [], from: null });
    expect(formatCurve([1, 2, 2, 1])).toBe('1-2-2-1');
  });
});

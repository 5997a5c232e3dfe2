import { describe, expect, it } from 'vitest';
import {
  applyCartChanges,
  singleUnitCode,
  type ValidationLine,
  validateCalculatedCart,
} from './validate-cart.ts';

const line = (overrides: Partial<ValidationLine> & { lineId: string }): ValidationLine => ({
  quantity: 1,
  unitId: 'CU',
  soldUnits: ['CU', 'PK3'],
  deliveries: [],
  ...overrides,
});

describe('validateCalculatedCart', () => {
  it('names the single unit of spec §9', () => {
    expect(singleUnitCode).toBe('CU');
  });

  it('leaves a valid cart unchanged', () => {
    expect(validateCalculatedCart('Preorder', [line({ lineId: 'p', quantity: 3 })])).toEqual([]);
    const lines = [
      line({ lineId: 'a', quantity: 5, deliveries: [{ date: '2026-03-01', quantity: 5 }] }),
      line({ lineId: 'b', quantity: 2, deliveries: [{ date: null, quantity: 10 }] }),
    ];
    expect(validateCalculatedCart('Stock', lines)).toEqual([]);
  });

  it('cuts a Stock line to the sum of its deliveries', () => {
    const lines = [
      line({
        lineId: 'a',
        quantity: 12,
        deliveries: [
          { date: '2026-03-01', quantity: 4 },
          { date: '2026-04-01', quantity: 3 },
        ],
      }),
    ];
    expect(validateCalculatedCart('Stock', lines)).toEqual([
      { lineId: 'a', kind: 'cut', from: 12, to: 7, reason: 'delivery' },
    ]);
  });

  it('removes a Stock line whose deliveries sum to zero or that has none (issue 28: nothing to deliver)', () => {
    const lines = [
      line({ lineId: 'a', quantity: 3, deliveries: [{ date: null, quantity: 0 }] }),
      line({ lineId: 'b', quantity: 3, deliveries: [] }),
    ];
    expect(validateCalculatedCart('Stock', lines)).toEqual([
      { lineId: 'a', kind: 'removed', from: 3, to: 0, reason: 'delivery' },
      { lineId: 'b', kind: 'removed', from: 3, to: 0, reason: 'delivery' },
    ]);
  });

  it('does not cut lines of other order types to their deliveries', () => {
    const lines = [line({ lineId: 'a', quantity: 9, deliveries: [{ date: '2026-08-01', quantity: 2 }] })];
    expect(validateCalculatedCart('Preorder', lines)).toEqual([]);
  });

  it('removes lines with quantity zero or below', () => {
    const lines = [
      line({ lineId: 'a', quantity: 0 }),
      line({ lineId: 'b', quantity: -2 }),
      line({ lineId: 'c', deliveries: [{ date: null, quantity: 5 }] }),
    ];
    expect(validateCalculatedCart('Stock', lines)).toEqual([
      { lineId: 'a', kind: 'removed', from: 0, to: 0, reason: 'quantity' },
      { lineId: 'b', kind: 'removed', from: -2, to: 0, reason: 'quantity' },
    ]);
  });

  it('removes lines in a unit the product is not sold in, before any cut', () => {
    const lines = [
      line({ lineId: 'a', quantity: 6, unitId: 'PK5', deliveries: [{ date: null, quantity: 2 }] }),
      line({ lineId: 'b', quantity: 1, unitId: 'cu' }),
    ];
    expect(validateCalculatedCart('Stock', lines)).toEqual([
      { lineId: 'a', kind: 'removed', from: 6, to: 0, reason: 'unit' },
      { lineId: 'b', kind: 'removed', from: 1, to: 0, reason: 'unit' },
    ]);
  });

  it('keeps a pack line the product is sold in, and cuts it in packs to its deliveries (issue 28 item 3)', () => {
    const lines = [
      line({ lineId: 'piece', quantity: 1, deliveries: [{ date: null, quantity: 1 }] }),
      line({ lineId: 'packs', quantity: 2, unitId: 'PK3', deliveries: [{ date: null, quantity: 2 }] }),
      line({ lineId: 'short', quantity: 4, unitId: 'PK3', deliveries: [{ date: null, quantity: 1 }] }),
    ];
    expect(validateCalculatedCart('Stock', lines)).toEqual([
      { lineId: 'short', kind: 'cut', from: 4, to: 1, reason: 'delivery' },
    ]);
  });

  it('refuses fractional quantities and negative delivery quantities', () => {
    expect(() => validateCalculatedCart('Stock', [line({ lineId: 'a', quantity: 1.5 })])).toThrow(RangeError);
    const negative = line({ lineId: 'a', deliveries: [{ date: null, quantity: -1 }] });
    expect(() => validateCalculatedCart('Stock', [negative])).toThrow(/delivery quantity/);
  });
});

describe('applyCartChanges', () => {
  it('applies cuts, drops removed lines and keeps the rest in order', () => {
    const lines = [
      { lineId: 'a', quantity: 12, productKey: 'P1' },
      { lineId: 'b', quantity: 0, productKey: 'P2' },
      { lineId: 'c', quantity: 1, productKey: 'P3' },
    ];
    const result = applyCartChanges(lines, [
      { lineId: 'a', kind: 'cut', from: 12, to: 7, reason: 'delivery' },
      { lineId: 'b', kind: 'removed', from: 0, to: 0, reason: 'quantity' },
    ]);
    expect(result).toEqual([
      { lineId: 'a', quantity: 7, productKey: 'P1' },
      { lineId: 'c', quantity: 1, productKey: 'P3' },
    ]);
  });
});

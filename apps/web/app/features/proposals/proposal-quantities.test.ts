import { describe, expect, it } from 'vitest';
import { quantitiesOf } from './proposal-quantities.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  data.set('intent', 'add-to-cart');
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the dealer's quantities", () => {
  it('are read per line number, 0 leaving a line out', () => {
    expect(quantitiesOf(form({ 'quantity-1': '6', 'quantity-2': '0', 'quantity-12': ' 3 ' }))).toEqual([
      { lineNo: 1, quantity: 6 },
      { lineNo: 2, quantity: 0 },
      { lineNo: 12, quantity: 3 },
    ]);
  });

  it('refuse the whole form for an empty, negative, fractional or huge quantity', () => {
    for (const value of ['', '-1', '1.5', '2e3', 'six', '100001'])
      expect(quantitiesOf(form({ 'quantity-1': '2', 'quantity-2': value }))).toBeNull();
  });

  it('ignore fields that are not quantities', () => {
    expect(quantitiesOf(form({ 'quantity-x': '5', 'quantity-1234567': '1', other: '9' }))).toEqual([]);
  });
});

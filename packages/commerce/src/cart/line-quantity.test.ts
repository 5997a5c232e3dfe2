import { describe, expect, it } from 'vitest';
import { parseLineQuantity } from './line-quantity.ts';

const bounds = { max: 100_000 };

describe('parseLineQuantity: one rule for every quantity field', () => {
  it.each([
    ['1', 1],
    [' 8 ', 8],
    ['100000', 100_000],
    ['007', 7],
    ['12.0', 12],
    ['3,00', 3],
  ])('takes %j as %i', (text, quantity) => {
    expect(parseLineQuantity(text, bounds)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['2.5', 'not-whole'],
    ['1e3', 'not-whole'],
    ['abc', 'not-whole'],
    ['3 pcs', 'not-whole'],
    ['0x10', 'not-whole'],
    ['-1', 'too-small'],
    ['0', 'too-small'],
    ['100001', 'too-large'],
    ['99999999999999999999', 'too-large'],
    ['-99999999999999999999', 'too-small'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseLineQuantity(text, bounds)).toEqual({ ok: false, problem });
  });

  it('takes 0 where the field removes, never below', () => {
    expect(parseLineQuantity('0', { ...bounds, removable: true })).toEqual({ ok: true, quantity: 0 });
    expect(parseLineQuantity('-1', { ...bounds, removable: true })).toEqual({
      ok: false,
      problem: 'too-small',
    });
  });
});

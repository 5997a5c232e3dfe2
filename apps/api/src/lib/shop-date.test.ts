import { describe, expect, it } from 'vitest';
import { shopDate } from './shop-date.ts';

describe('shopDate', () => {
  it('turns the day at midnight in Copenhagen, in winter and in summer time', () => {
    expect(shopDate(new Date('2026-12-24T22:59:59.999Z'))).toBe('2026-12-24');
    expect(shopDate(new Date('2026-12-24T23:00:00.000Z'))).toBe('2026-12-25');
    expect(shopDate(new Date('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30');
    expect(shopDate(new Date('2026-06-30T22:00:00.000Z'))).toBe('2026-07-01');
  });

  it('answers each instant for itself when calls go back and forth across midnight', () => {
    const before = new Date('2026-12-24T22:59:30.000Z');
    const after = new Date('2026-12-24T23:00:30.000Z');
    expect([before, after, before, before, after].map(shopDate)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-24',
      '2026-12-24',
      '2026-12-25',
    ]);
  });

  it('rejects an invalid date as Intl does', () => {
    expect(() => shopDate(new Date('not a date'))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { shopDate, shopDateTime, shopDayEnd, shopDayStart } from './shop-date.ts';

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

describe('shop days as instants', () => {
  it('starts and ends a day at midnight in Copenhagen, also on the days the clocks change', () => {
    expect(shopDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(shopDayEnd('2026-01-15').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 29 March 2026 has 23 hours, 25 October 2026 has 25.
    expect(shopDayEnd('2026-03-29').getTime() - shopDayStart('2026-03-29').getTime()).toBe(23 * 3_600_000);
    expect(shopDayEnd('2026-10-25').getTime() - shopDayStart('2026-10-25').getTime()).toBe(25 * 3_600_000);
    for (const day of ['2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(shopDate(shopDayStart(day))).toBe(day);
      expect(shopDate(new Date(shopDayEnd(day).getTime() - 1))).toBe(day);
    }
  });
});

describe('shopDateTime', () => {
  it('writes an instant with the offset Copenhagen had then, across both changes of summer time', () => {
    expect(shopDateTime(new Date('2026-12-03T14:05:09.250Z'))).toBe('2026-12-03T15:05:09+01:00');
    expect(shopDateTime(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01T23:30:00+02:00');
    expect(shopDateTime(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01T00:00:00+01:00');
    // Summer time starts at 02:00 local on 2026-03-29 (01:00 UTC) and ends at 03:00 local on 2026-10-25.
    expect(shopDateTime(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(shopDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(shopDateTime(new Date('2026-10-25T00:59:59Z'))).toBe('2026-10-25T02:59:59+02:00');
    expect(shopDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
  });
});

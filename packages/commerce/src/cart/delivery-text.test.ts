import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../money-format.ts';
import { deliveryText } from './delivery-text.ts';

const english = {
  now: 'Immediately',
  day: (date: string) => formatCalendarDay(date, 'en-GB'),
  part: (when: string, quantity: number) => `${when} (${quantity})`,
};
const danish = { ...english, now: 'Straks', day: (date: string) => formatCalendarDay(date, 'da-DK') };

describe('deliveryText', () => {
  it("names a Preorder line's drop date in the language's calendar format", () => {
    const deliveries = [{ date: '2026-12-04', quantity: 6 }];
    expect(deliveryText(deliveries, english)).toBe('4 Dec 2026');
    expect(deliveryText(deliveries, danish)).toBe('4. dec. 2026');
  });

  it('says a line on hand goes at once', () => {
    expect(deliveryText([{ date: null, quantity: 2 }], danish)).toBe('Straks');
  });

  it('lists the parts of a line delivered in several, on hand first, the same day once', () => {
    const deliveries = [
      { date: '2027-02-15', quantity: 1 },
      { date: null, quantity: 3 },
      { date: '2027-01-15', quantity: 2 },
      { date: '2027-01-15', quantity: 2 },
    ];
    expect(deliveryText(deliveries, english)).toBe('Immediately (3), 15 Jan 2027 (4), 15 Feb 2027 (1)');
  });

  it('knows nothing of a line without deliveries', () => {
    expect(deliveryText([], english)).toBeNull();
    expect(deliveryText([{ date: '2027-01-15', quantity: 0 }], english)).toBeNull();
  });
});

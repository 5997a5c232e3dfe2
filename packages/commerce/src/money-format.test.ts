import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './money-format.ts';

describe('calendar days', () => {
  it('are written with the month by its name, never as 04/12/2026', () => {
    expect(formatCalendarDay('2026-12-04', 'en-GB')).toBe('4 Dec 2026');
    expect(formatCalendarDay('2026-12-04', 'da-DK')).toBe('4. dec. 2026');
    expect(formatCalendarDay('2027-01-31', 'da-DK')).toBe('31. jan. 2027');
  });

  it('keep the day whatever time zone the server runs in, and leave what is no day as it is', () => {
    expect(formatCalendarDay('2026-03-29', 'en-GB')).toBe('29 Mar 2026');
    expect(formatCalendarDay('', 'en-GB')).toBe('');
    expect(formatCalendarDay('soon', 'da-DK')).toBe('soon');
  });
});

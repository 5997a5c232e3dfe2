import { describe, expect, it } from 'vitest';
import { isBannerVisible } from './banner-visibility.ts';

const dealer = { customerNumber: 'DK-1001' };
const zero = '0001-01-01T00:00:00';
const at = (iso: string) => Date.parse(iso);

function visible(
  from: string | null,
  until: string | null,
  now: string,
  offset = 0,
  user = dealer as typeof dealer | null,
) {
  const settings = {
    globalBannerText: 'Free shipping',
    globalBannerDisplayFrom: from,
    globalBannerDisplayUntil: until,
  };
  return isBannerVisible({ settings, user, now: at(now), timezoneOffsetMinutes: offset });
}

describe('isBannerVisible', () => {
  it('needs a logged-in user with a customer number and some text', () => {
    expect(visible(null, null, '2025-01-01T00:00:00Z', 0, null)).toBe(false);
    expect(visible(null, null, '2025-01-01T00:00:00Z', 0, { customerNumber: null } as never)).toBe(false);
    const settings = {
      globalBannerText: '  ',
      globalBannerDisplayFrom: null,
      globalBannerDisplayUntil: null,
    };
    expect(isBannerVisible({ settings, user: dealer, now: 0, timezoneOffsetMinutes: 0 })).toBe(false);
  });

  it('treats the zero date and missing bounds as unbounded', () => {
    expect(visible(zero, zero, '2025-06-01T12:00:00Z')).toBe(true);
    expect(visible(null, null, '2025-06-01T12:00:00Z')).toBe(true);
    expect(visible(zero, '2030-01-01T00:00:00', '2025-06-01T12:00:00Z')).toBe(true);
    expect(visible('2020-01-01T00:00:00', zero, '2025-06-01T12:00:00Z')).toBe(true);
  });

  it('shows only inside the window, bounds included', () => {
    const from = '2025-06-01T00:00:00';
    const until = '2025-06-30T23:59:59';
    expect(visible(from, until, '2025-05-31T23:59:59Z')).toBe(false);
    expect(visible(from, until, '2025-06-01T00:00:00Z')).toBe(true);
    expect(visible(from, until, '2025-06-30T23:59:59Z')).toBe(true);
    expect(visible(from, until, '2025-07-01T00:00:00Z')).toBe(false);
  });

  it('shifts zone-less dates by the timezone offset (Copenhagen summer time is -120)', () => {
    // Midnight in Copenhagen is 22:00 UTC the day before.
    expect(visible('2025-06-01T00:00:00', null, '2025-05-31T22:30:00Z', -120)).toBe(true);
    expect(visible('2025-06-01T00:00:00', null, '2025-05-31T21:30:00Z', -120)).toBe(false);
    // A date-only value is midnight too.
    expect(visible('2025-06-01', null, '2025-05-31T22:30:00Z', -120)).toBe(true);
  });

  it('takes dates with an explicit zone as they are', () => {
    expect(visible('2025-06-01T00:00:00Z', null, '2025-05-31T22:30:00Z', -120)).toBe(false);
  });
});

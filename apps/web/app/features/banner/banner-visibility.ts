import type { AreaSettings, User } from '@shop/contracts';

type BannerSettings = Pick<
  AreaSettings,
  'globalBannerText' | 'globalBannerDisplayFrom' | 'globalBannerDisplayUntil'
> & { globalBannerEnabled?: boolean };

/** '0001-01-01…' (the zero date), an empty value or an unreadable one mean "no bound". */
function parseBound(value: string | null | undefined, timezoneOffsetMinutes: number): number | null {
  if (!value || value.startsWith('0001-01-01')) return null;
  // The dates are wall-clock times without a zone: read them as UTC, then shift by the viewer's offset.
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(value);
  const time = Date.parse(hasZone ? value : `${value.length === 10 ? `${value}T00:00:00` : value}Z`);
  if (Number.isNaN(time)) return null;
  return hasZone ? time : time + timezoneOffsetMinutes * 60_000;
}

/**
 * Spec §2: the global banner shows only for a logged-in user with a customer number, when there is text,
 * and now is inside displayFrom..displayUntil. `timezoneOffsetMinutes` is `Date#getTimezoneOffset()`.
 */
export function isBannerVisible(input: {
  settings: BannerSettings;
  user: Pick<User, 'customerNumber'> | null;
  now: number;
  timezoneOffsetMinutes: number;
}): boolean {
  const { settings, user, now, timezoneOffsetMinutes } = input;
  // Staff switch it off without losing the text (ADR 50).
  if (settings.globalBannerEnabled === false) return false;
  if (!user?.customerNumber || !settings.globalBannerText?.trim()) return false;
  const from = parseBound(settings.globalBannerDisplayFrom, timezoneOffsetMinutes);
  const until = parseBound(settings.globalBannerDisplayUntil, timezoneOffsetMinutes);
  return (from === null || now >= from) && (until === null || now <= until);
}

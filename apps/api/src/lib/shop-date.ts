/**
 * Price validity dates are business days in Denmark, where the brand trades: a campaign ending on
 * 2026-12-24 ends at midnight Copenhagen time, wherever the server runs.
 */
const shopTimeZone = 'Europe/Copenhagen';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const minuteMs = 60_000;
// Every request asks for today's date, several times; Intl formatting is the costly part. A time-zone
// offset is a whole number of minutes, so the shop's day can only change on a minute boundary and the
// answer for one minute holds for every instant in it.
let lastMinute = Number.NaN;
let lastDate = '';

/** The shop's calendar day of an instant, as `YYYY-MM-DD`. */
export function shopDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / minuteMs);
  if (minute !== lastMinute) {
    const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
    lastDate = `${parts.year}-${parts.month}-${parts.day}`;
    lastMinute = minute;
  }
  return lastDate;
}

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: shopTimeZone,
  timeZoneName: 'longOffset',
});

/** The shop's offset from UTC at an instant, in minutes (`GMT+01:00` → 60). */
function shopOffsetMinutes(instant: Date): number {
  const name = offsetFormatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The instant a day of the shop's calendar (`YYYY-MM-DD`) begins: midnight in Copenhagen. Daylight saving
 * changes there at 02:00 and 03:00, never at midnight, so the offset just after midnight is the one to use.
 */
export function shopDayStart(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const guess = utcMidnight - shopOffsetMinutes(new Date(utcMidnight)) * minuteMs;
  return new Date(utcMidnight - shopOffsetMinutes(new Date(guess)) * minuteMs);
}

/** The instant the day after `isoDate` begins: the exclusive end of an inclusive `to` day. */
export function shopDayEnd(isoDate: string): Date {
  const next = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return shopDayStart(next.toISOString().slice(0, 10));
}

/**
 * An instant as the shop's clock shows it, ISO 8601 with Copenhagen's offset of that moment
 * (`2026-12-03T15:05:09+01:00`): unambiguous, and the time staff saw on the wall.
 */
export function shopDateTime(instant: Date): string {
  const offset = shopOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * minuteMs).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

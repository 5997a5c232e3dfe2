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

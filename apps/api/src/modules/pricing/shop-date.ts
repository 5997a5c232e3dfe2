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

/** The shop's calendar day of an instant, as `YYYY-MM-DD`. */
export function shopDate(instant: Date): string {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

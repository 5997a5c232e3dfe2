import type { MoneyLocale } from '@shop/commerce';

export {
  formatCalendarDay,
  formatMoney,
  formatMoneyIn,
  localeForLanguage,
  type MoneyLocale,
  moneyLocaleFor,
  moneyLocales,
} from '@shop/commerce';

/** A calendar day written out ('15 January 2027', '15. januar 2027'), read in UTC as the catalogue's dates are. */
export function formatLongDate(value: string, locale: MoneyLocale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function formatDate(value: Date | string, locale: MoneyLocale, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(date);
}

/** A VAT rate in basis points as the page language writes a percentage ('25%', '25 %', '0%'). */
export function formatVatRate(rateBasisPoints: number, locale: MoneyLocale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    rateBasisPoints / 10_000,
  );
}

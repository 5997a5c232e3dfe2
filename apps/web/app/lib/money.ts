import type { MoneyLocale } from '@shop/commerce';

export {
  formatMoney,
  formatMoneyIn,
  localeForLanguage,
  type MoneyLocale,
  moneyLocaleFor,
  moneyLocales,
} from '@shop/commerce';

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

import type { CurrencyCode, LanguageCode } from '@shop/contracts';

/** The money/date formats the shop ships with (spec §1). */
export const moneyLocales = ['da-DK', 'sv-SE', 'nb-NO', 'en-GB'] as const;
export type MoneyLocale = (typeof moneyLocales)[number];

const languageLocales: Record<LanguageCode, MoneyLocale> = { en: 'en-GB', da: 'da-DK' };

export function localeForLanguage(language: LanguageCode): MoneyLocale {
  return languageLocales[language];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Format an amount in minor units (øre, cents) for display; money is never stored as a float. */
export function formatMoney(
  minorUnits: number,
  currency: CurrencyCode | string,
  locale: MoneyLocale,
): string {
  const key = `${locale}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, format);
  }
  return format.format(minorUnits / 100);
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

import { currencyDecimals, toMajor } from '@shop/commerce';
import type { CurrencyCode, LanguageCode } from '@shop/contracts';

/** The money/date formats the shop ships with (spec §1). */
export const moneyLocales = ['da-DK', 'sv-SE', 'nb-NO', 'en-GB'] as const;
export type MoneyLocale = (typeof moneyLocales)[number];

const languageLocales: Record<LanguageCode, MoneyLocale> = { en: 'en-GB', da: 'da-DK' };

export function localeForLanguage(language: LanguageCode): MoneyLocale {
  return languageLocales[language];
}

/** Currencies with a home format of their own; EUR, GBP and USD follow the page's language. */
const currencyLocales: Partial<Record<string, MoneyLocale>> = { DKK: 'da-DK', SEK: 'sv-SE', NOK: 'nb-NO' };

/**
 * The format for an amount: Danish, Swedish and Norwegian crowns are written the way their customers read
 * them (1.234,56 kr. / 1 234,56 kr), every other currency in the format of the page's language.
 */
export function moneyLocaleFor(currency: CurrencyCode | string, language: LanguageCode): MoneyLocale {
  return currencyLocales[currency] ?? localeForLanguage(language);
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
    const decimals = currencyDecimals(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format.format(toMajor(minorUnits, currency));
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

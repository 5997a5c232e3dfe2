import { currencyDecimals, toMajor } from './money.ts';

/** The money/date formats the shop ships with (spec §1). */
export const moneyLocales = ['da-DK', 'sv-SE', 'nb-NO', 'en-GB'] as const;
export type MoneyLocale = (typeof moneyLocales)[number];

/** The page language's own format: Danish pages write da-DK, everything else en-GB. */
export function localeForLanguage(language: string): MoneyLocale {
  return language === 'da' ? 'da-DK' : 'en-GB';
}

/** Currencies with a home format of their own; EUR, GBP and USD follow the page's language. */
const currencyLocales: Partial<Record<string, MoneyLocale>> = { DKK: 'da-DK', SEK: 'sv-SE', NOK: 'nb-NO' };

/**
 * The format for an amount: Danish, Swedish and Norwegian crowns are written the way their customers read
 * them (1.234,56 kr. / 1 234,56 kr), every other currency in the format of the page's language.
 */
export function moneyLocaleFor(currency: string, language: string): MoneyLocale {
  return currencyLocales[currency] ?? localeForLanguage(language);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`) as pages, documents and mails write it: the month by its name, so no reader
 * takes 4 December for 12 April (`4 Dec 2026`, `4. dec. 2026`). An instant is first made the shop's day by the
 * caller; a string that is no day comes back as it is.
 */
export function formatCalendarDay(day: string, locale: MoneyLocale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Format an amount in minor units (øre, cents) for display; money is never stored as a float. */
export function formatMoney(minorUnits: number, currency: string, locale: MoneyLocale): string {
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

/** `formatMoney` in the format a reader of `language` expects for `currency` (web pages, e-mails, messages). */
export function formatMoneyIn(minorUnits: number, currency: string, language: string): string {
  return formatMoney(minorUnits, currency, moneyLocaleFor(currency, language));
}

import {
  currencyDecimals,
  formatCalendarDay,
  formatMoneyIn,
  localeForLanguage,
  moneyLocaleFor,
  toMajor,
} from '@shop/commerce';
import type { LanguageCode, Translations } from '@shop/contracts';
import type { CountedTextKey, TextKey } from '@shop/ui-texts';
import type { Ctx } from '../../../lib/context.ts';
import { shopDate } from '../../../lib/shop-date.ts';
import { getTranslationsIn } from '../../content/index.ts';

/**
 * The words, numbers, money and dates of one customer's file: texts from the translations (the `documents.*`
 * keys, editable like every UI text), amounts in the customer's money format (`formatMoneyIn`: DKK as
 * 1.234,56 kr. whatever the language), dates as days of the shop calendar in the language's own format.
 */
export type FileTexts = {
  languageCode: LanguageCode;
  /** The text of a key with `{name}` placeholders filled in; a missing key shows itself. */
  t(key: TextKey, params?: Record<string, string | number>): string;
  /** The plural form (`<key>.one` / `<key>.other`) the language uses for `count`, `{count}` filled in. */
  plural(key: CountedTextKey, count: number, params?: Record<string, string | number>): string;
  money(minorUnits: number, currencyCode: string): string;
  /** An amount in the same format without the currency (table cells under a header naming it). */
  amount(minorUnits: number, currencyCode: string): string;
  /** An instant or an ISO day as the shop's calendar day, e.g. 25.11.2026 / 25/11/2026. */
  date(isoInstantOrDay: string): string;
  /** A percentage with at most one decimal, e.g. "12,5 %" / "12.5%". */
  percent(value: number): string;
  /**
   * A season of the catalogue in the language: its description is data, named by the storefront's
   * `product.season-name.<description>` text where there is one (as on the season stickers), else as written.
   */
  season(description: string): string;
};

const interpolate = (text: string, params?: Record<string, string | number>) =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        params[name] === undefined ? whole : String(params[name]),
      )
    : text;

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(currencyCode: string, languageCode: LanguageCode): Intl.NumberFormat {
  const locale = moneyLocaleFor(currencyCode, languageCode);
  const key = `${locale}|${currencyCode}`;
  let format = amountFormats.get(key);
  if (!format) {
    const decimals = currencyDecimals(currencyCode);
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    amountFormats.set(key, format);
  }
  return format;
}

/** Texts in a language from a dictionary (pure: the tests and the bench build them without a database). */
export function fileTextsFrom(dictionary: Translations, languageCode: LanguageCode): FileTexts {
  const pluralRules = new Intl.PluralRules(localeForLanguage(languageCode));
  const percentFormat = new Intl.NumberFormat(localeForLanguage(languageCode), {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const t = (key: TextKey, params?: Record<string, string | number>) =>
    interpolate(dictionary[key] ?? key, params);
  return {
    languageCode,
    t,
    plural: (key, count, params) => {
      const form = pluralRules.select(count) === 'one' ? 'one' : 'other';
      return t(`${key}.${form}`, { count, ...params });
    },
    money: (minorUnits, currencyCode) => formatMoneyIn(minorUnits, currencyCode, languageCode),
    amount: (minorUnits, currencyCode) =>
      amountFormat(currencyCode, languageCode).format(toMajor(minorUnits, currencyCode)),
    date: (value) =>
      formatCalendarDay(
        /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : shopDate(new Date(value)),
        localeForLanguage(languageCode),
      ),
    percent: (value) => percentFormat.format(value),
    season: (description) => dictionary[`product.season-name.${description}`] ?? description,
  };
}

/** The customer's file texts, read (cached) from the area's translations in the customer's language. */
export async function loadFileTexts(
  ctx: Ctx,
  areaId: string,
  languageCode: LanguageCode,
): Promise<FileTexts> {
  return fileTextsFrom(await getTranslationsIn(ctx, areaId, languageCode), languageCode);
}

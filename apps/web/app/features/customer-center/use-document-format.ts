import { useLanguage } from '../../lib/i18n/i18n-context.tsx';
import { formatDate, formatMoneyIn, formatVatRate, localeForLanguage } from '../../lib/money.ts';

/** The shop's calendar: a document's date is the day it had in Copenhagen. */
export const shopTimeZone = 'Europe/Copenhagen';

/**
 * Money in a document's own currency (the shop's money format for the page language) and dates of the shop
 * calendar. A due date is already a calendar day (`YYYY-MM-DD`) and is shown as that day everywhere.
 */
export function useDocumentFormat() {
  const language = useLanguage();
  const locale = localeForLanguage(language);
  return {
    money: (minorUnits: number, currencyCode: string) => formatMoneyIn(minorUnits, currencyCode, language),
    date: (instant: string) => formatDate(instant, locale, shopTimeZone),
    day: (day: string) => formatDate(`${day}T12:00:00Z`, locale, 'UTC'),
    vatRate: (rateBasisPoints: number) => formatVatRate(rateBasisPoints, locale),
  };
}

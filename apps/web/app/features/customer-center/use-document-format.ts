import { useLanguage } from '../../lib/i18n/i18n-context.tsx';
import {
  formatCalendarDay,
  formatDate,
  formatMoneyIn,
  formatVatRate,
  localeForLanguage,
} from '../../lib/money.ts';

/** The shop's calendar: a document's date is the day it had in Copenhagen. */
export const shopTimeZone = 'Europe/Copenhagen';

/**
 * Money in a document's own currency (the shop's money format for the page language) and dates of the shop
 * calendar. A due date is already a calendar day (`YYYY-MM-DD`) and is shown as that day everywhere, written
 * as the documents and mails write it (`4 Dec 2026`, `4. dec. 2026`).
 */
export function useDocumentFormat() {
  const language = useLanguage();
  const locale = localeForLanguage(language);
  return {
    money: (minorUnits: number, currencyCode: string) => formatMoneyIn(minorUnits, currencyCode, language),
    date: (instant: string) => formatDate(instant, locale, shopTimeZone),
    day: (day: string) => formatCalendarDay(day, locale),
    vatRate: (rateBasisPoints: number) => formatVatRate(rateBasisPoints, locale),
  };
}

import type { LanguageCode } from '@shop/contracts';
import { localeForLanguage } from '../../lib/money.ts';

/** A moment as the shop's calendar and clock show it (Copenhagen), in the page's language: the same on server and browser. */
export function formatInstant(instant: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(instant));
}

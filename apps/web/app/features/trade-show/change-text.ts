import { type LanguageCode, reorderRefusals } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { formatMoney, moneyLocaleFor } from '../../lib/money.ts';
import type { SentChange } from './trade-show-types.ts';

/** A change found when the lines were sent, in words in the page's language (ADR 91). */
export function changeText(t: TranslateFunction, language: LanguageCode, change: SentChange): string {
  const line = t('trade-show.line', change.line);
  const money = (amount: number, currency: string) =>
    formatMoney(amount, currency, moneyLocaleFor(currency, language));
  switch (change.kind) {
    case 'stock':
    case 'limit':
      return t(change.kind === 'stock' ? 'trade-show.change.stock' : 'trade-show.change.limit', {
        line,
        added: change.added,
        pieces: translateCount(t, language, 'trade-show.pieces-count', change.asked),
      });
    case 'refused': {
      const known = (reorderRefusals as readonly string[]).includes(change.problem);
      const reason = known
        ? t(`reorder.reason.${change.problem}` as TextKey)
        : t('reorder.reason.variant-not-sold');
      return t('trade-show.change.refused', { line, reason });
    }
    case 'basket':
      return t('trade-show.change.basket', {
        line,
        basket: t(`cart.order-type-${change.basket}`),
        expected: t(`cart.order-type-${change.expected}`),
      });
    case 'price':
      return t('trade-show.change.price', {
        line,
        now: money(change.now, change.currencyCode),
        before: money(change.before, change.currencyCode),
      });
    case 'no-price':
      return t('trade-show.change.no-price', { line, before: money(change.before, change.currencyCode) });
  }
}

import type { MoneyPair } from '@shop/contracts';
import { useLanguage } from '../../lib/i18n/i18n-context.tsx';
import { formatMoneyIn } from '../../lib/money.ts';
import { shownAmount } from '../prices/price-display.ts';
import { useVat } from '../prices/prices-context.tsx';

/**
 * Cart amounts as the visitor chose to see them (spec §1: with VAT or without, default without; a dealer's own
 * rate, ADR 67).
 * Calculated lines carry both figures from the server; summary totals exist without VAT only and get VAT
 * for display through the one rounding function. Minimum thresholds are always without VAT (spec §5).
 */
export function useCartMoney() {
  const { includeVat, vatRateBasisPoints } = useVat();
  const language = useLanguage();
  const format = (amount: number, currency: string) => formatMoneyIn(amount, currency, language);
  return {
    includeVat,
    pair: (pair: MoneyPair, currency: string) =>
      format(includeVat ? pair.priceWithVat : pair.priceWithoutVat, currency),
    shown: (amountWithoutVat: number, currency: string) =>
      format(shownAmount(amountWithoutVat, includeVat, vatRateBasisPoints), currency),
    withoutVat: format,
  };
}

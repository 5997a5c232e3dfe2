import type { CurrencyCode } from '@shop/contracts';

/** Fixed demo exchange rates from DKK. */
const ratesFromDkk: Record<CurrencyCode, number> = {
  DKK: 1,
  EUR: 0.134,
  GBP: 0.117,
  USD: 0.155,
  SEK: 1.52,
  NOK: 1.55,
};

/** Retail prices end like shop prices do: 33.95 EUR, 29.99 GBP, 349.00 SEK. Amounts in minor units. */
function withPriceEnding(minor: number, currency: CurrencyCode): number {
  switch (currency) {
    case 'DKK':
    case 'EUR':
      return Math.round(minor / 100) * 100 - 5;
    case 'GBP':
    case 'USD':
      return Math.round(minor / 100) * 100 - 1;
    case 'SEK':
    case 'NOK':
      return Math.round(minor / 1000) * 1000 - 100;
  }
}

/** Dealers buy at roughly retail / 2.2; Asia-Pacific distributors get a deeper margin for freight and duty. */
const wholesaleDivisor = (groupCode: string): number => (groupCode === 'B2B APAC' ? 2.5 : 2.2);

/**
 * The single-unit price of a style in one price group, in minor units of the group's currency, derived from
 * its retail DKK price. Never below 1.
 */
export function groupPrice(
  retailDkk: number,
  group: { code: string; currencyCode: CurrencyCode; kind: 'wholesale' | 'retail' },
): number {
  const retail =
    group.currencyCode === 'DKK'
      ? retailDkk
      : withPriceEnding(retailDkk * ratesFromDkk[group.currencyCode], group.currencyCode);
  const price = group.kind === 'retail' ? retail : Math.round(retail / wholesaleDivisor(group.code));
  return Math.max(1, price);
}

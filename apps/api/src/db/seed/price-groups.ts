import type { CurrencyCode } from '@shop/contracts';
import type { priceGroups as priceGroupsTable } from '../schema.ts';

type PriceGroup = typeof priceGroupsTable.$inferInsert & { currencyCode: CurrencyCode };

const currencies = ['DKK', 'EUR', 'GBP', 'USD', 'SEK', 'NOK'] as const satisfies CurrencyCode[];

/** Wholesale groups per currency plus 'B2B APAC' (EUR); retail (RRP) groups per currency. */
export const priceGroups: PriceGroup[] = [
  ...currencies.map((currencyCode) => ({
    code: `B2B ${currencyCode}`,
    name: `Wholesale ${currencyCode}`,
    currencyCode,
    kind: 'wholesale' as const,
  })),
  { code: 'B2B APAC', name: 'Wholesale Asia-Pacific', currencyCode: 'EUR', kind: 'wholesale' },
  ...currencies.map((currencyCode) => ({
    code: `RETAIL ${currencyCode}`,
    name: `Retail ${currencyCode}`,
    currencyCode,
    kind: 'retail' as const,
  })),
];

import type { LanguageCode } from '@shop/contracts';

/**
 * UI texts of one checkout of both baskets (issue 20 item 5, ADR 60), in English and Danish (merged in
 * ../translations.ts).
 */
export const checkoutTogetherTexts: Record<LanguageCode, Record<string, string>> = {
  en: {
    'checkout.shipping-with-order': 'Ships with your {orderType}: shipping is charged once, on that order.',
    'checkout.total-together': 'Total of all orders, incl. VAT',
  },
  da: {
    'checkout.shipping-with-order': 'Sendes med din {orderType}: fragten betales kun én gang, på den ordre.',
    'checkout.total-together': 'I alt for alle ordrer inkl. moms',
  },
};

import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of one checkout of both baskets (issue 20 item 5, ADR 60), in English and Danish (merged in
 * ../ui-texts.ts).
 */
export const checkoutTogetherTexts = defineTexts({
  en: {
    'checkout.shipping-with-order': 'Ships with your {orderType}: shipping is charged once, on that order.',
    'checkout.total-together': 'Total of all orders, incl. VAT',
  },
  da: {
    'checkout.shipping-with-order': 'Sendes med din {orderType}: fragten betales kun én gang, på den ordre.',
    'checkout.total-together': 'I alt for alle ordrer inkl. moms',
  },
});

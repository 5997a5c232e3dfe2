import type { PaymentTermsCode } from '@shop/commerce';
import { defineTexts } from '../define-texts.ts';

/**
 * The names of a customer's payment terms (packages/commerce payment-terms.ts: the codes and their due days), in
 * English and Danish: account info, the back office's customer screen, order confirmations and invoices name the
 * terms with these. The compiler checks every code has its name.
 */
const en: Record<`payment-terms.${PaymentTermsCode}`, string> = {
  'payment-terms.net14': 'Net 14 days',
  'payment-terms.net30': 'Net 30 days',
  'payment-terms.net60': 'Net 60 days',
  'payment-terms.prepayment': 'Prepayment',
  'payment-terms.deposit50Preorder': '50 % deposit on preorders, balance net 30 days',
};

export const paymentTermsTexts = defineTexts({
  en,
  da: {
    'payment-terms.net14': 'Netto 14 dage',
    'payment-terms.net30': 'Netto 30 dage',
    'payment-terms.net60': 'Netto 60 dage',
    'payment-terms.prepayment': 'Forudbetaling',
    'payment-terms.deposit50Preorder': '50 % depositum på forudbestillinger, restbeløb netto 30 dage',
  },
});

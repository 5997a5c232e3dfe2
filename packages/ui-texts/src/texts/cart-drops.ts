import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of the cart page's Preorder basket read drop by drop (issue 20, ADR 59), in English and Danish
 * (merged in ../ui-texts.ts).
 */
export const cartDropTexts = defineTexts({
  en: {
    'cart.drop-title': '{drop} · delivered from {date}',
    'cart.drop-none': 'Preorder lines without a delivery drop',
    'cart.drop-subtotal': 'Subtotal of the drop',
  },
  da: {
    'cart.drop-title': '{drop} · leveres fra {date}',
    'cart.drop-none': 'Forudbestilte linjer uden leveringsdrop',
    'cart.drop-subtotal': 'Subtotal for leveringen',
  },
});

import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of a dealer's RRP and margin beside their net prices (issue 20, ADR 59) on tiles, the product page
 * and cart lines, and of the switch that hides them, in English and Danish (merged in ../ui-texts.ts).
 */
export const rrpMarginTexts = defineTexts({
  en: {
    'margin.show': 'RRP and margin',
    'margin.rrp': 'RRP {amount}',
    'margin.margin': 'Margin {percent} · {amount}',
  },
  da: {
    'margin.show': 'Vejl. udsalgspris og avance',
    'margin.rrp': 'Vejl. udsalgspris {amount}',
    'margin.margin': 'Avance {percent} · {amount}',
  },
});

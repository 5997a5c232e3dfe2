import { type VatNoteKey, vatNoteTexts } from '@shop/commerce';
import type { LanguageCode } from '@shop/contracts/constants';
import { defineTexts } from '../define-texts.ts';

/**
 * Texts of the tax rules (ADR 67), in English and Danish: the legal notes documents print (taken from the rule
 * in packages/commerce, so the printed words and the decision cannot drift apart), the VAT line of the Excel
 * files, and what the prices switch says when a dealer's prices carry no VAT.
 */
const notes = (language: LanguageCode): Record<VatNoteKey, string> => ({
  'tax.reverseChargeNote': vatNoteTexts['tax.reverseChargeNote'][language],
  'tax.exportNote': vatNoteTexts['tax.exportNote'][language],
});

export const taxTexts = defineTexts({
  en: {
    ...notes('en'),
    'documents.excel.vatAtRate': 'VAT {rate}',
    'tax.vatAtRate': 'VAT {rate}',
    'tax.noVat.reverse-charge':
      'Your prices carry no VAT: reverse charge, you account for the VAT in your own country.',
    'tax.noVat.export': 'Your prices carry no VAT: goods exported outside the EU are zero-rated.',
    'tax.visitorRate': 'Prices with {rate} VAT, for delivery to {country}.',
  },
  da: {
    ...notes('da'),
    'documents.excel.vatAtRate': 'Moms {rate}',
    'tax.vatAtRate': 'Moms {rate}',
    'tax.noVat.reverse-charge':
      'Jeres priser er uden moms: omvendt betalingspligt, I afregner momsen i jeres eget land.',
    'tax.noVat.export': 'Jeres priser er uden moms: varer, der eksporteres uden for EU, er momsfri.',
    'tax.visitorRate': 'Priser med {rate} moms ved levering til {country}.',
  },
});

/**
 * The legal texts a document must carry when it charges no VAT, in the shop's two languages. They live here
 * beside the rule that chooses them (and are seeded into the UI texts from here) so the printed words and the
 * decision cannot drift apart; an order stores only the key, and old documents print the same words.
 */
export const vatNoteTexts = {
  /** Intra-Community supply to a business with a VAT number of its own member state (Art. 138, 196). */
  'tax.reverseChargeNote': {
    en: 'Reverse charge: VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC',
    da: 'Omvendt betalingspligt: Momsen afregnes af modtageren, jf. artikel 196 i Rådets direktiv 2006/112/EF',
  },
  /** Goods dispatched outside the EU by the seller (Art. 146(1)(a); momsloven § 34, stk. 1, nr. 2). */
  'tax.exportNote': {
    en: 'Export outside the EU: exempt from VAT, Article 146 Council Directive 2006/112/EC',
    da: 'Eksport til lande uden for EU: Momsfritaget, jf. momslovens § 34, stk. 1, nr. 2',
  },
} as const;

export type VatNoteKey = keyof typeof vatNoteTexts;

export const vatNoteKeys = Object.keys(vatNoteTexts) as VatNoteKey[];

export function isVatNoteKey(key: string): key is VatNoteKey {
  return key in vatNoteTexts;
}

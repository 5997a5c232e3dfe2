import { z } from 'zod';

/**
 * The VAT decision of a cart, an order and its ERP documents (packages/commerce `decideVat`, ADR 67): which rule
 * applied, the rate of every line and of the shipping fee in basis points (2500 = 25 %), the country whose VAT is
 * charged and the key of the legal note a document must print (reverse charge, export). An order keeps the
 * decision it was placed with, so its documents print the same rate and note however the rules change later.
 */
export const VatKind = z.enum(['domestic', 'reverse-charge', 'export', 'one-stop-shop']);
export type VatKind = z.infer<typeof VatKind>;

export const VatNoteKey = z.enum(['tax.reverseChargeNote', 'tax.exportNote']);
export type VatNoteKey = z.infer<typeof VatNoteKey>;

export const VatDecision = z.object({
  kind: VatKind,
  rateBasisPoints: z.number().int().min(0).max(10_000),
  taxCountryCode: z.string().length(2).nullable(),
  noteKey: VatNoteKey.nullable(),
  /** Why Danish VAT applies (`kind: domestic`): delivery or pickup in Denmark, no valid VAT number, not known. */
  domesticReason: z
    .enum(['delivery-in-denmark', 'pickup-in-denmark', 'no-valid-vat-number', 'delivery-country-not-known'])
    .nullable(),
});
export type VatDecision = z.infer<typeof VatDecision>;

/** Orders placed before the tax rules (and documents of them) were all charged Danish VAT. */
export const danishVatBeforeTaxRules: VatDecision = {
  kind: 'domestic',
  rateBasisPoints: 2500,
  taxCountryCode: 'DK',
  noteKey: null,
  domesticReason: 'delivery-in-denmark',
};

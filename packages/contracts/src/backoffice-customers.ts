import { z } from 'zod';
import { PaymentTermsCode } from './payment-terms.ts';
import { requiredId } from './price.ts';

/** Which VAT rule applies to a business customer's sales delivered to its own country (ADR 67). */
export const CustomerVatKind = z.enum(['domestic', 'reverse-charge', 'export']);
export type CustomerVatKind = z.infer<typeof CustomerVatKind>;

export const BackofficeCustomerBody = z.object({ customerId: requiredId('customerId', 64) });
export type BackofficeCustomerBody = z.input<typeof BackofficeCustomerBody>;

export const SetVatNumberBody = z.object({
  customerId: requiredId('customerId', 64),
  /** The number as staff type it; null or empty clears it. Its country is checked against the customer's. */
  vatNumber: z
    .string({ error: 'vatNumber must be text' })
    .trim()
    .max(30, 'vatNumber is at most 30 characters')
    .nullish(),
});
export type SetVatNumberBody = z.input<typeof SetVatNumberBody>;

export const SetPaymentTermsBody = z.object({
  customerId: requiredId('customerId', 64),
  /** One of the codes of packages/commerce payment-terms.ts; anything else is a 400 naming paymentTerms. */
  paymentTerms: PaymentTermsCode,
});
export type SetPaymentTermsBody = z.input<typeof SetPaymentTermsBody>;

/** A customer as the back office shows it, with what the tax rules make of its VAT number. */
export const BackofficeCustomer = z.object({
  customerId: z.string(),
  name: z.string(),
  countryCode: z.string(),
  vatNumber: z.string().nullable(),
  /** The rule for goods delivered to the customer's own country (ADR 67). */
  vatKind: CustomerVatKind,
  /** The rate of that rule in basis points (2500 = 25 %). */
  vatRateBasisPoints: z.number().int(),
  /** The customer's payment terms: its invoices on account are due their days after the invoice date. */
  paymentTerms: PaymentTermsCode,
});
export type BackofficeCustomer = z.infer<typeof BackofficeCustomer>;

import { paymentTermsCodes } from '@shop/commerce';
import { z } from 'zod';

/**
 * A customer's payment terms (packages/commerce payment-terms.ts: the codes and their due days; names are the UI
 * texts `payment-terms.<code>`). An unknown code is refused with a message naming the field and the codes.
 */
export const PaymentTermsCode = z.enum(paymentTermsCodes, {
  error: (issue) =>
    issue.input === undefined
      ? 'paymentTerms is required'
      : `Unknown paymentTerms ${JSON.stringify(issue.input)}; expected one of ${paymentTermsCodes.join(', ')}`,
});
export type PaymentTermsCode = z.infer<typeof PaymentTermsCode>;

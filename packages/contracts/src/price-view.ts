import { z } from 'zod';

/**
 * Staff view the shop with a customer's prices without acting for them (ADR 82): StartPriceView names the
 * customer, StopPriceView goes back to visitor prices. Both answer the user as GetUser then does, the customer
 * in `extraInfo.priceViewCustomer`.
 */
export const StartPriceViewBody = z.object({
  customerNumber: z
    .string({ error: 'customerNumber must be a text' })
    .trim()
    .min(1, 'customerNumber is empty')
    .max(64, 'customerNumber is longer than 64 characters'),
});
export type StartPriceViewBody = z.input<typeof StartPriceViewBody>;

import type { PaymentMethod, PaymentMethodId } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context.ts';
import type { PaymentProvider } from './payment-provider.ts';

type PaymentMethodItem = z.infer<typeof PaymentMethod>;

/** A dealer (or a sales user acting for one) buys on account; visitors and guests cannot. */
function actsForCustomer(ctx: Ctx): boolean {
  return ctx.customerNumber !== null;
}

/**
 * The payment methods the caller may use: pay-on-account (no redirect, no provider call) for dealers, and
 * card through the configured provider for everyone. CreateOrderByCartId checks the chosen method with
 * `isPaymentMethodAllowed`, so a guest can never order on account. Each names its text by a shipped key, which
 * the storefront looks up as data (`t.dynamic`).
 */
export function paymentMethodsFor(ctx: Ctx, cardProvider: PaymentProvider): PaymentMethodItem[] {
  const card: PaymentMethodItem = {
    id: 'card',
    nameKey: 'checkout.payment.card' satisfies TextKey,
    redirect: true,
    provider: cardProvider.name,
  };
  if (!actsForCustomer(ctx)) return [card];
  return [
    {
      id: 'account',
      nameKey: 'checkout.payment.account' satisfies TextKey,
      redirect: false,
      provider: 'account',
    },
    card,
  ];
}

export function isPaymentMethodAllowed(ctx: Ctx, method: PaymentMethodId): boolean {
  return method === 'card' || actsForCustomer(ctx);
}

import { randomBytes } from 'node:crypto';
import type { CreatePaymentIntentBody, PaymentIntentResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { findPayableOrderByCartId, ordersPaidTogether } from '../order/index.ts';
import { assertOwnsOrder, totalOf } from './payable-order.ts';
import { payments } from './payment.tables.ts';
import {
  orderNotAwaitingPayment,
  orderNotFoundForCart,
  paymentProviderUnavailable,
} from './payment-errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { resolveReturnOrigin } from './resolve-return-origin.ts';

type Body = z.infer<typeof CreatePaymentIntentBody>;
type Response = z.infer<typeof PaymentIntentResponse>;

const emptyIntent: Response = { paymentIntentResponse: { redirectLink: null, paymentId: null } };

export const verifyPaymentRedirectPath = (areaId: string, paymentId: string) =>
  `/api/Payment/VerifyPaymentRedirect/${encodeURIComponent(areaId)}/${paymentId}`;
export const verifyPaymentCallbackPath = (areaId: string, paymentId: string) =>
  `/api/Payment/VerifyPayment/${encodeURIComponent(areaId)}/${paymentId}`;

/**
 * Start paying the order made from a cart (spec §5: no cart id → an empty intent). The amount is the order's
 * total from the database, never the client's. Each call opens a new provider session, so a payer whose card
 * was declined retries with a new intent for the same order; at most one of them is ever captured
 * (verify-payment.ts). An order paid on account has nothing to pay online: an empty intent.
 */
export async function createPaymentIntent(
  ctx: Ctx,
  provider: PaymentProvider,
  body: Body,
): Promise<Response> {
  if (!body.cartId) return emptyIntent;
  const found = await findPayableOrderByCartId(ctx, body.cartId);
  if (!found) throw orderNotFoundForCart(body.cartId);
  assertOwnsOrder(ctx, found);
  if (found.paymentMethod !== 'card') return emptyIntent;
  // One checkout of several carts is paid at once (ADR 60): the payment names the checkout's first order and
  // charges the total of all of them, whichever of the carts was asked for.
  const paid = await ordersPaidTogether(ctx.db, found);
  for (const each of paid) {
    if (each.status !== 'PendingPayment') throw orderNotAwaitingPayment(each.id, each.status);
  }
  const order = paid[0] ?? found;

  const returnOrigin = await resolveReturnOrigin(ctx, order.areaId, body.domain);
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  const paymentId = `pay_${randomBytes(18).toString('base64url')}`;
  const returnUrl = new URL(verifyPaymentRedirectPath(order.areaId, paymentId), returnOrigin).href;
  const callbackUrl = new URL(verifyPaymentCallbackPath(order.areaId, paymentId), publicOrigin).href;
  const amount = totalOf(paid);
  const orderIds = paid.map((each) => each.id);

  // The row exists before the provider hears of it, so no callback can arrive for an unknown payment.
  await withTransaction(ctx, async (scoped) => {
    await scoped.db.insert(payments).values({
      id: paymentId,
      orderId: order.id,
      provider: provider.name,
      amount,
      currencyCode: order.currencyCode,
      status: 'pending',
      returnUrl,
    });
    await recordAudit(scoped, {
      action: 'payment.create-intent',
      entity: 'payment',
      entityId: paymentId,
      details: { orderIds, amount, currencyCode: order.currencyCode, provider: provider.name },
    });
  });

  let session: Awaited<ReturnType<PaymentProvider['createSession']>>;
  try {
    session = await provider.createSession(ctx, {
      paymentId,
      amount,
      currencyCode: order.currencyCode,
      returnUrl,
      callbackUrl,
      description: `Order ${orderIds.join(', ')}`,
      languageCode: order.languageCode,
    });
  } catch (error) {
    ctx.log.error({ err: error, paymentId, orderId: order.id }, 'payment session not created');
    await ctx.db
      .update(payments)
      .set({ status: 'failed', failureReason: 'the provider did not open a session', updatedAt: ctx.now })
      .where(eq(payments.id, paymentId));
    throw paymentProviderUnavailable(provider.name);
  }
  await ctx.db
    .update(payments)
    .set({ providerReference: session.providerReference, updatedAt: ctx.now })
    .where(eq(payments.id, paymentId));
  return { paymentIntentResponse: { redirectLink: session.redirectLink, paymentId } };
}

import { endpoints } from '@shop/contracts/endpoints';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { area, caller, cartCalls, cuKey, findVariant, visitorToken } from '../../test-support/cart-kit.ts';
import { picked } from '../../test-support/ledger-kit.ts';
import { createOrder, readyCart, runJobs } from '../../test-support/order-kit.ts';
import { factsOf, runAtDeadline, unpaidOrder, variantSupply } from '../../test-support/payment-expiry-kit.ts';
import { ctxOf, placeGuestCardOrder } from '../../test-support/payment-kit.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { buildTestApp, loginAs } from '../../test-support/test-app.ts';
import { fulfilDueSalesOrders } from '../erp/ledger-fulfilment.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { orders } from '../order/order.tables.ts';
import { paymentRefunds, payments, stripeWebhookEvents } from './payment.tables.ts';
import { refundCreditMemo } from './refund-payment.ts';

let standIn: StripeStandIn;
let app: FastifyInstance;
const freshVariant = variantSupply();

beforeAll(async () => {
  standIn = await startStripeStandIn();
  app = await buildTestApp({
    payment: {
      card: 'stripe',
      testGatewayCallback: 'in-process',
      stripe: { secretKey: standIn.secretKey, webhookSecret: standIn.webhookSecret, apiBase: standIn.url },
    },
  });
  // Stripe calls the shop's webhook: here straight into the app, the raw body and its signature as sent.
  standIn.deliverTo(async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Payment/StripeWebhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    return response.statusCode;
  });
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

async function openCheckout(order: { token: string; cartId: string }) {
  const response = await callApi(
    app,
    endpoints.payment.createPaymentIntent,
    { body: { areaInfo: area, cartId: order.cartId } },
    { token: order.token },
  );
  const { paymentId, redirectLink } = response.json().paymentIntentResponse as {
    paymentId: string;
    redirectLink: string;
  };
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const sessionId = payment?.providerReference as string;
  return { paymentId, redirectLink, sessionId, session: () => standIn.sessions.get(sessionId) };
}

/** The payer's browser back at the shop (Stripe's success or cancel link); answers where the shop sends it. */
async function payerReturns(returnUrl: string) {
  const { pathname, search } = new URL(returnUrl);
  const back = await app.inject({ method: 'GET', url: pathname + search });
  expect(back.statusCode, back.body).toBe(303);
  return back.headers.location as string;
}

const paymentRow = async (paymentId: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
const orderRow = async (orderId: string) =>
  (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const captures = () => standIn.calls.filter((call) => call.path.endsWith('/capture'));

/**
 * A dealer's order paid by card, shipped and invoiced by the ledger (a prepaid invoice), and a credit memo of
 * one piece booked against it by staff: the memo's refund job is queued, not run.
 */
async function cardPaidCreditMemo() {
  const dealer = await loginAs(app, 'dealer@nordlys.demo');
  const variant = await freshVariant(app, 1000);
  // Above the dealer's minimum order amount.
  const { cartId } = await readyCart(app, dealer, { lines: [{ variant, quantity: 200 }] });
  const created = await createOrder(app, dealer, cartId);
  expect(created.statusCode, created.body).toBe(200);
  const orderId = created.json().order.orderId as string;
  const checkout = await openCheckout({ token: dealer, cartId });
  await standIn.payerDecides(checkout.sessionId, 'pay');
  expect((await paymentRow(checkout.paymentId))?.status).toBe('captured');
  await runJobs(app); // transfer to the ledger
  const now = picked();
  await fulfilDueSalesOrders(systemCtx(app, now), now);
  const manager = await loginAs(app, 'manager@nordlys.demo');
  const documents = await callApi(
    app,
    endpoints.backoffice.getOrderDocuments,
    { body: { orderId } },
    { token: manager },
  );
  const invoice = documents.json().invoices[0] as {
    documentNo: string;
    prepaid: boolean;
    lines: { lineNo: number }[];
  };
  expect(invoice.prepaid).toBe(true);
  const body = {
    invoiceNo: invoice.documentNo,
    requestId: `return-${orderId}`,
    reason: 'Returned',
    lines: [{ lineNo: invoice.lines[0]?.lineNo ?? 1, quantity: 1 }],
  };
  const book = () => callApi(app, endpoints.backoffice.createCreditMemo, { body }, { token: manager });
  const memo = (await book()).json().creditMemo as { documentNo: string; amountWithVat: number };
  const shownRefund = async () =>
    (
      await callApi(
        app,
        endpoints.customerCenter.getCreditMemo,
        { body: { creditMemoId: memo.documentNo } },
        { token: dealer },
      )
    ).json().creditMemo.refund;
  return { orderId, memo, book, shownRefund, paymentId: checkout.paymentId };
}

describe('Stripe Checkout (PAYMENT_CARD_PROVIDER=stripe, ADR 86)', () => {
  // First, so no other test's unpaid order shares the variant whose stock it counts.
  it('cancels: the session is closed, the stock stays reserved until the payment deadline, then is released once', async () => {
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 3);
    const checkout = await openCheckout(order);
    const cancelUrl = await standIn.payerDecides(checkout.sessionId, 'cancel');
    expect(await payerReturns(cancelUrl ?? '')).toContain('payment=cancelled');
    expect(checkout.session()?.status).toBe('expired');
    expect(await factsOf(app, order)).toMatchObject({
      status: 'PendingPayment',
      reservations: 1,
      released: 0,
      onHand: 7,
    });

    await runAtDeadline(app, order.orderId);
    expect(await factsOf(app, order)).toMatchObject({ status: 'Rejected', released: 1, onHand: 10 });
    // Stripe's expiry event (sent when the shop closed the session) replayed late changes nothing.
    const expired = standIn.sentEvents.find(
      (event) => event.type === 'checkout.session.expired' && event.body.includes(checkout.sessionId),
    );
    expect((await standIn.replay(expired?.id ?? '')).status).toBe(200);
    expect(await factsOf(app, order)).toMatchObject({
      status: 'Rejected',
      released: 1,
      onHand: 10,
      capturedPayments: 0,
    });
  });

  it('opens a hosted Checkout for exactly the order total in its language and currency, and captures the approval once', async () => {
    const order = await placeGuestCardOrder(app, 'da');
    const checkout = await openCheckout(order);
    expect(checkout.redirectLink).toBe(`${standIn.url}/pay/${checkout.sessionId}`);
    const asked = checkout.session()?.created_with ?? {};
    expect(asked).toMatchObject({
      mode: 'payment',
      locale: 'da',
      'line_items[0][price_data][currency]': order.currencyCode.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(order.total),
      'payment_intent_data[capture_method]': 'manual',
      client_reference_id: checkout.paymentId,
    });
    // The methods the account enables (cards, MobilePay …), none hard-coded.
    expect(Object.keys(asked).filter((key) => key.startsWith('payment_method_types'))).toEqual([]);

    const capturesBefore = captures().length;
    const returnUrl = await standIn.payerDecides(checkout.sessionId, 'pay');
    expect(standIn.sentEvents.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
    expect((await paymentRow(checkout.paymentId))?.status).toBe('captured');
    expect((await orderRow(order.orderId))?.status).toBe('PendingTransfer');
    const intent = standIn.intents.get(checkout.session()?.payment_intent ?? '');
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: order.total });
    expect(captures().slice(capturesBefore)).toEqual([
      expect.objectContaining({ idempotencyKey: `capture-${checkout.paymentId}` }),
    ]);

    // The payer's return asks Stripe again and lands on the receipt; nothing is captured twice.
    expect(await payerReturns(returnUrl ?? '')).toBe(`/da/checkout/kvittering?orderId=${order.orderId}`);
    expect(captures().length).toBe(capturesBefore + 1);
  });

  it('leaves the order awaiting payment after a declined card, and says so when the payer comes back', async () => {
    const order = await placeGuestCardOrder(app);
    const checkout = await openCheckout(order);
    expect(await standIn.payerDecides(checkout.sessionId, 'decline')).toBeNull();
    expect(standIn.sentEvents.at(-1)).toMatchObject({ type: 'payment_intent.payment_failed', status: 200 });
    // The payer may still try another card on Stripe's page: nothing is decided yet.
    expect((await paymentRow(checkout.paymentId))?.status).toBe('pending');

    const cancelUrl = await standIn.payerDecides(checkout.sessionId, 'cancel');
    const location = await payerReturns(cancelUrl ?? '');
    expect(location).toContain('payment=declined');
    expect(checkout.session()?.status).toBe('expired');
    expect((await paymentRow(checkout.paymentId))?.status).toBe('declined');
    expect((await orderRow(order.orderId))?.status).toBe('PendingPayment');
    // A new intent opens a new session for the same order.
    const again = await openCheckout(order);
    expect(again.sessionId).not.toBe(checkout.sessionId);
  });

  it('records a session Stripe expired itself as cancelled', async () => {
    const order = await placeGuestCardOrder(app);
    const checkout = await openCheckout(order);
    expect((await standIn.expire(checkout.sessionId)).status).toBe(200);
    expect((await paymentRow(checkout.paymentId))?.status).toBe('cancelled');
    expect((await orderRow(order.orderId))?.status).toBe('PendingPayment');
  });

  it('captures once when the completed event is replayed 30 times, at once and one after another', async () => {
    const order = await placeGuestCardOrder(app);
    const checkout = await openCheckout(order);
    const capturesBefore = captures().length;
    await standIn.payerDecides(checkout.sessionId, 'pay');
    const completed = standIn.sentEvents.at(-1);
    expect(completed?.type).toBe('checkout.session.completed');

    const together = await Promise.all(Array.from({ length: 30 }, () => standIn.replay(completed?.id ?? '')));
    expect(together.every((answer) => answer.status === 200)).toBe(true);
    for (let i = 0; i < 30; i++) expect((await standIn.replay(completed?.id ?? '')).status).toBe(200);
    // A replay is answered as one: taken before, nothing done.
    const replayed = await app.inject({
      method: 'POST',
      url: '/api/Payment/StripeWebhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: completed?.body ?? '',
          secret: standIn.webhookSecret,
        }),
      },
      payload: completed?.body ?? '',
    });
    expect(replayed.json()).toEqual({ eventId: completed?.id, duplicate: true });

    expect(captures().length).toBe(capturesBefore + 1);
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows.filter((row) => row.status === 'captured')).toHaveLength(1);
    const events = await app.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, completed?.id ?? ''));
    expect(events).toHaveLength(1);
    expect(events[0]?.processedAt).not.toBeNull();
  });

  it('decides by asking Stripe, whatever order the events arrive in', async () => {
    const order = await placeGuestCardOrder(app);
    const checkout = await openCheckout(order);
    const session = checkout.session();
    // A stale "expired" event for the session, before the payer has paid: Stripe says it is open.
    const early = await standIn.sendEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect(early.status).toBe(200);
    expect((await paymentRow(checkout.paymentId))?.status).toBe('pending');

    await standIn.payerDecides(checkout.sessionId, 'pay');
    // A failure reported after the completion (an earlier attempt's, delivered late) changes nothing.
    const late = await standIn.sendEvent('payment_intent.payment_failed', {
      ...standIn.intents.get(checkout.session()?.payment_intent ?? ''),
      status: 'requires_payment_method',
    });
    expect(late.status).toBe(200);
    expect((await paymentRow(checkout.paymentId))?.status).toBe('captured');
    expect((await orderRow(order.orderId))?.status).toBe('PendingTransfer');
  });

  it('refuses a webhook whose signature does not hold, and changes nothing', async () => {
    const order = await placeGuestCardOrder(app);
    const checkout = await openCheckout(order);
    const session = { ...checkout.session(), status: 'complete' };
    const forged = await standIn.forge('checkout.session.completed', session);
    expect(forged.status).toBe(400);

    const body = JSON.stringify({
      id: 'evt_tampered',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/Payment/StripeWebhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ errorCode: 'stripe-signature-invalid' });
    const events = await app.db
      .select()
      .from(stripeWebhookEvents)
      .where(inArray(stripeWebhookEvents.id, [forged.id, 'evt_tampered']));
    expect(events).toEqual([]);
    expect((await paymentRow(checkout.paymentId))?.status).toBe('pending');
  });

  it('pays both baskets of one checkout with one session for the sum of their totals', async () => {
    const token = await visitorToken(app);
    const call = caller(() => app);
    const carts = cartCalls(call);
    const stock = await carts.open(token, 'Stock');
    const preorder = await carts.open(token, 'Preorder');
    await carts.add(token, stock.cartId, [
      { productKey: cuKey(await findVariant(app, { allowStockOrder: true, minOnHand: 30 })), quantity: 1 },
    ]);
    await carts.add(token, preorder.cartId, [
      { productKey: cuKey(await findVariant(app, { allowPresale: true })), quantity: 2 },
    ]);
    const address = {
      name: 'Ida Holm',
      address1: 'Vestergade 3',
      postalCode: '8000',
      city: 'Aarhus C',
      countryCode: 'DK',
      email: 'ida@example.com',
    };
    const methods = await call(
      endpoints.shipping.getShippingMethods,
      { area, cartId: stock.cartId, address },
      token,
    );
    const internalId = methods.json().shippingMethods[0].internalId as string;
    for (const [cartId, shipWithCartId] of [
      [stock.cartId, undefined],
      [preorder.cartId, stock.cartId],
    ] as const) {
      const shipping = await call(
        endpoints.cart.setShipping,
        {
          area,
          cartId,
          shippingAddress: address,
          shippingMethod: { internalId },
          ...(shipWithCartId ? { shipWithCartId } : {}),
        },
        token,
      );
      expect(shipping.statusCode, shipping.body).toBe(200);
      await carts.calculate(token, cartId);
    }
    const created = await callApiUnchecked(
      app,
      endpoints.order.createOrdersByCartIds,
      {
        body: {
          areaInfo: area,
          cartIds: [stock.cartId, preorder.cartId],
          paymentMethod: 'card',
          acceptTerms: true,
          email: address.email,
        },
      },
      { token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json().orders as { orderId: string; totalNetPrice: { priceWithVat: number } }[];
    const sum = made.reduce((total, each) => total + each.totalNetPrice.priceWithVat, 0);

    const checkout = await openCheckout({ token, cartId: preorder.cartId });
    expect(checkout.session()?.amount_total).toBe(sum);
    const returnUrl = await standIn.payerDecides(checkout.sessionId, 'pay');
    const receipt = await payerReturns(returnUrl ?? '');
    for (const each of made) {
      expect(receipt).toContain(`orderId=${each.orderId}`);
      expect((await orderRow(each.orderId))?.status).toBe('PendingTransfer');
    }
    expect(standIn.intents.get(checkout.session()?.payment_intent ?? '')?.amount_received).toBe(sum);
  });

  it('refunds a credit memo of a card-paid invoice through Stripe once, keyed by the memo, and shows it on the memo', async () => {
    const { orderId, memo, book, shownRefund, paymentId } = await cardPaidCreditMemo();
    // Before the job ran: no refund on the memo yet.
    expect(await shownRefund()).toBeNull();
    // The same request again answers the same memo and queues nothing more; the job runs again and again.
    await book();
    await runJobs(app);
    await runJobs(app);
    expect(
      await refundCreditMemo(ctxOf(app), app.services.cardProvider, {
        creditMemoNo: memo.documentNo,
        orderIds: [orderId],
        amount: memo.amountWithVat,
        currencyCode: 'DKK',
      }),
    ).toMatchObject({ status: 'refunded' });

    const refunds = [...standIn.refunds.values()].filter(
      (refund) => refund.metadata.creditMemoNo === memo.documentNo,
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: memo.amountWithVat, status: 'succeeded' })]);
    expect(standIn.calls.filter((call) => call.path === '/v1/refunds')).toContainEqual(
      expect.objectContaining({ idempotencyKey: `refund-${memo.documentNo}` }),
    );
    const [row] = await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.creditMemoNo, memo.documentNo));
    expect(row).toMatchObject({
      status: 'refunded',
      amount: memo.amountWithVat,
      paymentId,
    });

    const shown = await shownRefund();
    expect(shown).toMatchObject({ status: 'refunded', amount: memo.amountWithVat, currencyCode: 'DKK' });
    expect(shown.refundedAt).toEqual(expect.any(String));

    // More than is left of the payment is never sent to Stripe: refused, for a refund by hand.
    const refundsAtStripe = standIn.refunds.size;
    await expect(
      refundCreditMemo(ctxOf(app), app.services.cardProvider, {
        creditMemoNo: `${memo.documentNo}-X`,
        orderIds: [orderId],
        amount: (row?.amount ?? 0) + 10_000_000,
        currencyCode: 'DKK',
      }),
    ).rejects.toThrow(/would pay back more/);
    expect(standIn.refunds.size).toBe(refundsAtStripe);
    const [refused] = await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.creditMemoNo, `${memo.documentNo}-X`));
    expect(refused).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/more than/) });
  });
  it('settles a refund Stripe answered pending when Stripe says it changed: refunded, or failed for a refund by hand', async () => {
    standIn.holdRefunds(true);
    try {
      const paid = await cardPaidCreditMemo();
      await runJobs(app);
      expect(await paid.shownRefund()).toMatchObject({ status: 'pending', refundedAt: null });
      const refundId = [...standIn.refunds.values()].find(
        (refund) => refund.metadata.creditMemoNo === paid.memo.documentNo,
      )?.id as string;

      const settled = await standIn.settleRefund(refundId, 'succeeded');
      expect(settled.status).toBe(200);
      expect(await paid.shownRefund()).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });

      // Another memo's refund the bank turns down: failed, with Stripe's reason, in the audit log.
      const failing = await cardPaidCreditMemo();
      await runJobs(app);
      const failingId = [...standIn.refunds.values()].find(
        (refund) => refund.metadata.creditMemoNo === failing.memo.documentNo,
      )?.id as string;
      const forged = { ...standIn.refunds.get(failingId), status: 'succeeded' };
      // The event is not believed: one saying 'succeeded' while Stripe still has it pending changes nothing.
      expect((await standIn.sendEvent('refund.updated', forged)).status).toBe(200);
      expect(await failing.shownRefund()).toMatchObject({ status: 'pending' });
      await standIn.settleRefund(failingId, 'failed');
      expect(await failing.shownRefund()).toMatchObject({ status: 'failed' });
      const [row] = await app.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.creditMemoNo, failing.memo.documentNo));
      expect(row?.failureReason).toMatch(/failed: expired_or_canceled_card/);

      // Replays and late events change nothing: the first refund stays refunded, the second failed.
      const events = standIn.sentEvents.filter((event) => event.type === 'refund.updated');
      for (const event of events) expect((await standIn.replay(event.id)).status).toBe(200);
      expect(await paid.shownRefund()).toMatchObject({ status: 'refunded' });
      expect(await failing.shownRefund()).toMatchObject({ status: 'failed' });
    } finally {
      standIn.holdRefunds(false);
    }
  });
});

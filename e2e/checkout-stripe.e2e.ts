import path from 'node:path';
import { type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../apps/api/src/test-support/stripe-stand-in.ts';
import {
  acceptTermsAndContinue,
  addToVisitorBasket,
  cartKit,
  continueButton,
  expectStep,
  fillGuestShipping,
} from './cart-kit.ts';
import { callAt, catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { startOwnServers } from './support/own-servers.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

/**
 * Stripe Checkout (ADR 86) in the browser: this file starts its own API host with PAYMENT_CARD_PROVIDER=stripe,
 * pointed at the local Stripe stand-in (test support), and its own web server in front of it; the stand-in's
 * hosted page redirects the payer back and sends its signed webhook to the web server's public address, as
 * Stripe would.
 */

let standIn: StripeStandIn;
let servers: Awaited<ReturnType<typeof startOwnServers>> | null = null;
let baseUrl = '';
const { newPage: openPage } = useBrowser(() => baseUrl);
const newPage = (width = 1366) => openPage({ width });

beforeAll(async () => {
  standIn = await startStripeStandIn();
  servers = await startOwnServers({
    name: 'e2e-stripe',
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_ADDRESS_FAILURE_LIMIT: '1000',
      // The ledger ships and invoices an order as soon as it has it: the refund test needs its invoice.
      LEDGER_SHIP_AFTER_MINUTES: '0',
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_BASE: standIn.url,
    },
  });
  baseUrl = servers.webUrl;
  // Stripe posts its webhook to the shop's public address: the web server forwards it to the API host.
  standIn.deliverTo(async (body, signature) => {
    const response = await fetch(`${baseUrl}/api/Payment/StripeWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    await response.body?.cancel();
    return response.status;
  });
}, 600_000);

afterAll(async () => {
  await servers?.stop();
  await standIn?.close();
});

describe('A guest pays both baskets through Stripe Checkout (issue 32, ADR 86)', () => {
  it.each(languageCodes)(
    "one Checkout session in the guest's language for both orders, then the receipt (%s)",
    async (language) => {
      const { retailProductUrl } = cartKit(baseUrl);
      const page = await newPage();
      await addToVisitorBasket(page, language, await retailProductUrl(language, 'Stock'), 'Stock');
      await addToVisitorBasket(page, language, await retailProductUrl(language, 'Preorder'), 'Preorder');

      await gotoHydrated(page, localizePath('checkout', language));
      await continueButton(page, language).click();
      await fillGuestShipping(page, language);
      await acceptTermsAndContinue(page, language);
      await expectStep(page, language, 'checkout.step.payment');
      const card = page.getByRole('radio', {
        name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.payment.card'))}`),
      });
      await card.waitFor();
      expect(await card.isChecked()).toBe(true);
      const sessionsBefore = standIn.sessions.size;
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();

      // Stripe's hosted page (the stand-in's), in the order's language: the card data is entered there only.
      await page.waitForURL((url) => url.href.startsWith(`${standIn.url}/pay/`));
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(standIn.sessions.size).toBe(sessionsBefore + 1);
      const session = [...standIn.sessions.values()].at(-1);
      expect(session?.locale).toBe(language);
      await page.getByRole('button', { name: language === 'da' ? 'Betal' : 'Pay', exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const orderIds = new URL(page.url()).searchParams.getAll('orderId');
      expect(orderIds).toHaveLength(2);
      for (const orderId of orderIds) {
        await page
          .getByRole('heading', { name: uiText(language, 'receipt.orderNumber', { orderNumber: orderId }) })
          .waitFor();
      }
      await page.getByText(uiText(language, 'checkout.total-together'), { exact: true }).waitFor();
      // One authorization for both orders, captured once for exactly their sum; the signed webhook was taken.
      const intent = standIn.intents.get(session?.payment_intent ?? '');
      expect(intent).toMatchObject({ status: 'succeeded', amount_received: session?.amount_total });
      expect(
        standIn.calls.filter((call) => call.path === `/v1/payment_intents/${intent?.id}/capture`),
      ).toHaveLength(1);
      expect(standIn.sentEvents.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
    },
    180_000,
  );
});

describe('A credit memo of a card-paid invoice is refunded through Stripe and shown on the memo (ADR 86)', () => {
  const dealer = 'dealer@nordlys.demo';

  /** The dealer's Stock order paid by card at the stand-in's Checkout, invoiced by the ledger. */
  async function cardPaidInvoicedOrder(token: string, language: LanguageCode) {
    const catalogue = catalogueApi(baseUrl);
    const { stockCartMeetingMinimum, emptyCarts, orderOnceInvoiced } = customerCenterKit(baseUrl);
    await emptyCarts(token);
    const cart = await stockCartMeetingMinimum(token);
    const areaInfo = { areaId: 'b2b', languageCode: language, currencyCode: 'DKK' } as const;
    await catalogue.call(
      endpoints.cart.setShipping,
      {
        body: {
          area: areaInfo,
          cartId: cart.cartId,
          shippingAddress: {
            name: 'Lillekanin ApS',
            address1: 'Vesterbrogade 1',
            postalCode: '1620',
            city: 'København V',
            countryCode: 'DK',
          },
          shippingMethod: { internalId: 'parcel-dk' },
        },
      },
      token,
    );
    await catalogue.call(
      endpoints.cart.calculateCart,
      { body: { area: areaInfo, cartId: cart.cartId } },
      token,
    );
    const { order } = await catalogue.call(
      endpoints.order.createOrderByCartId,
      { body: { areaInfo, cartId: cart.cartId, paymentMethod: 'card', acceptTerms: true } },
      token,
    );
    const intent = await catalogue.call(
      endpoints.payment.createPaymentIntent,
      { body: { areaInfo, cartId: cart.cartId } },
      token,
    );
    const sessionId =
      new URL(intent.paymentIntentResponse.redirectLink ?? '').pathname.split('/').at(-1) ?? '';
    await standIn.payerDecides(sessionId, 'pay');
    return orderOnceInvoiced(token, order.orderId);
  }

  it.each(languageCodes)(
    'the dealer reads what went back to the card on the credit memo (%s)',
    async (language) => {
      const token = await catalogueApi(baseUrl).token(dealer);
      const order = await cardPaidInvoicedOrder(token, language);
      const invoice = order.invoices[0];
      const line = order.lines[0];
      if (!invoice || !line) throw new Error('no invoice');
      expect(invoice.prepaid).toBe(true);
      const managerToken = await catalogueApi(baseUrl).token('manager@nordlys.demo');
      const { creditMemo } = await callAt(
        servers?.apiUrl ?? '',
        endpoints.backoffice.createCreditMemo,
        {
          body: {
            invoiceNo: invoice.invoiceId,
            requestId: `stripe-e2e-${language}-${Date.now().toString(36)}`,
            reason: `Returned (${language})`,
            lines: [{ lineNo: line.lineNo, quantity: 1 }],
          },
        },
        managerToken,
      );
      // The refund job pays it back through Stripe (the stand-in) once.
      await expect
        .poll(
          () =>
            [...standIn.refunds.values()].filter(
              (refund) => refund.metadata.creditMemoNo === creditMemo.documentNo,
            ).length,
          { timeout: 30_000 },
        )
        .toBe(1);
      const refund = [...standIn.refunds.values()].find(
        (each) => each.metadata.creditMemoNo === creditMemo.documentNo,
      );
      expect(refund?.amount).toBe(creditMemo.amountWithVat);

      for (const width of [390, 1366]) {
        const page = await newPage(width);
        await login(page, dealer, { language });
        await page.waitForURL((url) => !url.pathname.includes('login'));
        await gotoHydrated(page, localizePath('creditMemo', language, { id: creditMemo.documentNo }));
        await mainHeading(page)
          .filter({
            hasText: uiText(language, 'customer-center.credit-memo.title', { id: creditMemo.documentNo }),
          })
          .waitFor();
        await page
          .getByText(uiText(language, 'customer-center.credit-memo.refund'), { exact: true })
          .waitFor();
        const fact = page.getByText(
          new RegExp(
            escapeRegExp(
              uiText(language, 'customer-center.credit-memo.refund-refunded', { amount: '§', date: '§' }),
            ).replace(/§/g, '.+'),
          ),
        );
        await fact.waitFor();
        if (process.env.E2E_SCREENSHOTS) {
          await page.screenshot({
            path: path.join(process.env.E2E_SCREENSHOTS, `stripe-refund-${language}-${width}.png`),
            fullPage: true,
          });
        }
        expect(await axeViolations(page)).toEqual([]);
      }
    },
    120_000,
  );
});

import {
  type Cart,
  languageCodes,
  localizePath,
  type Order,
  type OrderDocuments,
  type OrderTransferStatus,
  type ProductKey,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cartKit, continueButton, expectStep, standardParcel } from './cart-kit.ts';
import { area, callAt, catalogueApi, escapeRegExp, shownMoney } from './catalogue-api.ts';
import { demoUserName, uiText } from './support/demo-data.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const apiUrl = inject('apiUrl');
const catalogue = catalogueApi(baseUrl);
const { colorsFor, emptyCarts, stockCart } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/**
 * The dealer's Stock cart filled through the API until it meets the dealer's minimum order amount, with no
 * more of a product than is on hand (so the cart validation changes nothing) and no more than needed.
 */
async function stockCartMeetingMinimum(token: string): Promise<Cart> {
  const cart = await stockCart(token);
  const setLine = async (productKey: ProductKey, quantity: number) => {
    const lines = [{ productKey, quantity }];
    const body = { area: area('da'), cartId: cart.cartId, lines, overrideExistingQuantity: true };
    await catalogue.call(endpoints.cart.addOrUpdateLines, { body }, token);
    const answer = await catalogue.call(
      endpoints.cart.calculateCart,
      { body: { area: area('da'), cartId: cart.cartId } },
      token,
    );
    return answer.cart;
  };
  const inStock = (await colorsFor('Stock', token)).filter((pick) => pick.onHand > 0);
  for (const { product, colorCode, onHand } of inStock) {
    const productKey = {
      productId: product.id,
      variantId: product.colors[colorCode]?.firstVariantId ?? null,
      unitOfMeasure: 'CU',
    };
    let calculated = await setLine(productKey, 1);
    const minimum = calculated.calculation?.minimum;
    const unit = calculated.lines.find((line) => line.productKey.productId === product.id)?.netUnitPrice
      ?.priceWithoutVat;
    if (minimum && !minimum.met && unit && onHand > 1) {
      const needed = 1 + Math.ceil((minimum.threshold - minimum.amount) / unit);
      calculated = await setLine(productKey, Math.min(onHand, needed));
    }
    if (calculated.calculation?.minimum?.met) return calculated;
  }
  throw new Error('The demo stock is not enough to reach the dealer minimum');
}

/**
 * The order of `cartId` once it has `status`. The ERP transfer is a job of the API's worker, so the order gets
 * there on its own: ask again every 250 ms for at most 30 s (a bounded wait for a state, not a timing claim).
 */
async function orderReaching(token: string, cartId: string, status: OrderTransferStatus): Promise<Order> {
  const deadline = Date.now() + 30_000;
  let order: Order;
  do {
    const answer = await catalogue.call(
      endpoints.order.getOrderByCartId,
      { body: { areaInfo: area('da'), cartId } },
      token,
    );
    order = answer.order.item;
    if (order.status === status) return order;
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < deadline);
  throw new Error(
    `Order ${order.orderId} is still ${order.status} (${order.statusReason ?? 'no reason'}) after 30 s, not ${status}`,
  );
}

/**
 * The ERP's documents of the order as the back office reads them from the API host (a B2B Manager's call),
 * once the built-in ledger has shipped it all (the tests' ledger ships at once; its job runs within a poll).
 */
async function documentsOnceShipped(orderId: string): Promise<OrderDocuments> {
  const managerToken = await catalogue.token('manager@nordlys.demo');
  const deadline = Date.now() + 30_000;
  let documents: OrderDocuments;
  do {
    documents = await callAt(
      apiUrl,
      endpoints.backoffice.getOrderDocuments,
      { body: { orderId } },
      managerToken,
    );
    if (documents.shipmentStatus === 'FullyShipped') return documents;
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < deadline);
  throw new Error(`Order ${orderId} is ${documents.shipmentStatus} after 30 s, not FullyShipped`);
}

describe('A Danish dealer checks out on account', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it.each(languageCodes)(
    'goes from the basket through the four steps, is stopped by the unticked terms, sees the receipt, and the order reaches the ERP (%s)',
    async (language) => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const cart = await stockCartMeetingMinimum(token);
      const page = await loggedIn(dealer, language);

      // The basket meets the minimum: no minimum warning, the checkout link is live, and the side column
      // names the dealer's sales contact.
      await gotoHydrated(page, localizePath('cart', language));
      const main = page.getByRole('main');
      const contacts = main.getByRole('region', { name: uiText(language, 'cart.sales-contact.heading') });
      await contacts.getByText(await demoUserName('sales@nordlys.demo'), { exact: true }).waitFor();
      await contacts.getByRole('link', { name: 'sales@nordlys.demo', exact: true }).waitFor();
      // Each stock line says in words what is delivered now (issue 20 item 11: not 'Delivery: 20 from stock').
      for (const line of cart.lines) {
        // Filled from stock on hand only: every piece is delivered now.
        expect(line.deliveries.map((delivery) => delivery.date)).toEqual([null]);
        const deliveries = line.deliveries.map((delivery) =>
          uiText(language, 'cart.delivery-now', { count: String(delivery.quantity) }),
        );
        await main
          .getByRole('listitem')
          // The cart was read in Danish: find the line by its item number, the same in both languages.
          .filter({ hasText: line.product?.number ?? line.productKey.productId })
          .getByText(`${uiText(language, 'cart.deliveries')}: ${deliveries.join(', ')}`, { exact: true })
          .first()
          .waitFor();
      }
      const toCheckout = main.getByRole('link', { name: uiText(language, 'cart.checkout'), exact: true });
      await toCheckout.waitFor();
      expect(await main.getByRole('list', { name: uiText(language, 'cart.minimum-warnings') }).count()).toBe(
        0,
      );
      await toCheckout.click();

      await page.waitForURL((url) => url.pathname === localizePath('checkout', language));
      await page
        .getByRole('heading', { level: 1, name: uiText(language, 'checkout.title'), exact: true })
        .waitFor();
      const stockChoice = page.getByRole('checkbox', {
        name: new RegExp(`^${uiText(language, 'cart.order-type-Stock')}`),
      });
      await stockChoice.waitFor();
      expect(await stockChoice.isChecked()).toBe(true);
      await continueButton(page, language).click();

      await expectStep(page, language, 'checkout.step.shipping');
      // The dealer's default shipping address is chosen; the methods for it arrive with their fees.
      const parcel = standardParcel(page, language);
      await parcel.waitFor();
      expect(await parcel.isChecked()).toBe(true);
      await continueButton(page, language).click();

      await expectStep(page, language, 'checkout.step.billing');
      await page.getByLabel(uiText(language, 'checkout.reference')).fill('E2E-PO-1');
      await continueButton(page, language).click();
      const terms = page.getByRole('checkbox', {
        name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.acceptTerms'))}`),
      });
      await page.getByText(uiText(language, 'validation.required-field'), { exact: true }).waitFor();
      expect(await terms.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await terms.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(
        uiText(language, 'validation.required-field'),
      );
      await terms.check();
      await continueButton(page, language).click();

      await expectStep(page, language, 'checkout.step.payment');
      const onAccount = page.getByRole('radio', { name: uiText(language, 'checkout.payment.account') });
      await onAccount.waitFor();
      await onAccount.check();
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const { order } = await catalogue.call(
        endpoints.order.getOrderByCartId,
        { body: { areaInfo: area('da'), cartId: cart.cartId } },
        token,
      );
      expect(order.item.paymentMethod).toBe('account');
      expect(order.item.reference).toBe('E2E-PO-1');
      expect(await mainHeading(page).textContent()).toBe(uiText(language, 'receipt.title'));
      await page
        .getByRole('heading', {
          name: uiText(language, 'receipt.orderNumber', { orderNumber: order.item.orderId }),
        })
        .waitFor();
      // Prices excluding VAT (the dealer's default): the receipt also says the total to pay with VAT (item 4).
      const toPay = page.locator('.receipt__order .checkout-totals__row--toPay');
      expect(await toPay.locator('dt').textContent()).toBe(uiText(language, 'checkout.totals.toPay'));
      expect(await toPay.locator('dd').textContent()).toBe(
        shownMoney(order.item.totalNetPrice.priceWithVat, order.item.currencyCode, language),
      );
      // The heading is in the server's HTML; the purchase is pushed once the page has hydrated.
      await page.waitForFunction(() =>
        (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer?.some(
          (entry) => entry.event === 'purchase',
        ),
      );
      const purchases = await page.evaluate(() =>
        (
          window as unknown as {
            dataLayer?: Array<{ event?: string; ecommerce?: { transaction_id?: string } }>;
          }
        ).dataLayer
          ?.filter((entry) => entry.event === 'purchase')
          .map((entry) => entry.ecommerce?.transaction_id),
      );
      expect(purchases).toEqual([order.item.orderId]);

      const transferred = await orderReaching(token, cart.cartId, 'Transferred');
      expect(transferred.orderId).toBe(order.item.orderId);
      expect(transferred.erpDocumentNo).not.toBeNull();

      // The ledger ships it and posts one invoice for exactly what the dealer ordered.
      const documents = await documentsOnceShipped(transferred.orderId);
      expect(documents.shipments).toHaveLength(1);
      expect(documents.invoices).toHaveLength(1);
      expect(documents.invoices[0]).toMatchObject({
        customerNumber: transferred.customerNumber,
        amountWithoutVat: transferred.totalNetPrice.priceWithoutVat,
        amountWithVat: transferred.totalNetPrice.priceWithVat,
      });
    },
    120_000,
  );
});

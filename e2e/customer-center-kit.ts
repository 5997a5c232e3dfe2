import {
  type Cart,
  type CustomerOrder,
  type LanguageCode,
  localizePath,
  type ProductKey,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { buildCustomers } from '../apps/api/src/db/seed/build-customers.ts';
import { cartKit, continueButton, expectStep, standardParcel } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated } from './support/session.ts';

/** The language of the demo dealer's customer (C10001, the seed's): the language its documents are written in. */
export const dealerDocumentLanguage = (() => {
  const code = buildCustomers().customers.find(
    (customer) => customer.customerNumber === 'C10001',
  )?.languageCode;
  if (code !== 'da' && code !== 'en')
    throw new Error(`The demo customer C10001 has no shop language (${code})`);
  return code satisfies LanguageCode;
})();

/**
 * What the customer-center browser tests set up through the shop itself: a dealer's order placed on
 * account through the real checkout, and the order as the customer center reads it once the built-in
 * ledger (which the tests' API host runs with LEDGER_SHIP_AFTER_MINUTES=0) has shipped and invoiced it.
 */
export function customerCenterKit(baseUrl: string) {
  const catalogue = catalogueApi(baseUrl);
  const { colorsFor, emptyCarts, stockCart } = cartKit(baseUrl);

  /**
   * The dealer's Stock cart filled through the API until it meets the dealer's minimum order amount, with
   * up to `styles` colours and no more of a product than is on hand (so the cart validation changes nothing).
   */
  async function stockCartMeetingMinimum(token: string, styles = 2): Promise<Cart> {
    const cart = await stockCart(token);
    let calculated = cart;
    let added = 0;
    for (const { product, colorCode, onHand } of (await colorsFor('Stock', token)).filter(
      (pick) => pick.onHand > 0,
    )) {
      const productKey: ProductKey = {
        productId: product.id,
        variantId: product.colors[colorCode]?.firstVariantId ?? null,
        unitOfMeasure: 'CU',
      };
      const setLine = async (quantity: number) => {
        const lines = [{ productKey, quantity }];
        const body = { area: area('da'), cartId: cart.cartId, lines, overrideExistingQuantity: true };
        await catalogue.call(endpoints.cart.addOrUpdateLines, { body }, token);
        const calculation = { body: { area: area('da'), cartId: cart.cartId } };
        return (await catalogue.call(endpoints.cart.calculateCart, calculation, token)).cart;
      };
      calculated = await setLine(1);
      added += 1;
      const minimum = calculated.calculation?.minimum;
      const unit = calculated.lines.find((line) => line.productKey.productId === product.id)?.netUnitPrice
        ?.priceWithoutVat;
      if (minimum && !minimum.met && unit && onHand > 1 && added >= styles) {
        const needed = 1 + Math.ceil((minimum.threshold - minimum.amount) / unit);
        calculated = await setLine(Math.min(onHand, needed));
      }
      if (calculated.calculation?.minimum?.met && added >= styles) return calculated;
    }
    throw new Error('The demo stock is not enough to reach the dealer minimum');
  }

  /**
   * The dealer orders the Stock cart on account through the real checkout in `language` with `reference`,
   * and lands on the receipt; answers the order number.
   */
  async function placeOrderOnAccount(page: Page, token: string, language: LanguageCode, reference: string) {
    await emptyCarts(token);
    const cart = await stockCartMeetingMinimum(token);
    await gotoHydrated(page, localizePath('checkout', language));
    await page
      .getByRole('heading', { level: 1, name: uiText(language, 'checkout.title'), exact: true })
      .waitFor();
    await continueButton(page, language).click();
    await expectStep(page, language, 'checkout.step.shipping');
    const parcel = standardParcel(page, language);
    await parcel.waitFor();
    await continueButton(page, language).click();
    await expectStep(page, language, 'checkout.step.billing');
    await page.getByLabel(uiText(language, 'checkout.reference')).fill(reference);
    await page
      .getByRole('checkbox', {
        name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.acceptTerms'))}`),
      })
      .check();
    await continueButton(page, language).click();
    await expectStep(page, language, 'checkout.step.payment');
    const onAccount = page.getByRole('radio', { name: uiText(language, 'checkout.payment.account') });
    await onAccount.waitFor();
    await onAccount.check();
    await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
    const { order } = await catalogue.call(
      endpoints.order.getOrderByCartId,
      { body: { areaInfo: area(language), cartId: cart.cartId } },
      token,
    );
    return order.item.orderId;
  }

  /**
   * The order as the customer center reads it (through the web origin, as the dealer), once the ledger has
   * shipped all of it and posted its invoice: asked every 250 ms for at most 30 s (a bounded wait for a
   * state, not a timing claim).
   */
  async function orderOnceInvoiced(token: string, orderId: string): Promise<CustomerOrder> {
    const deadline = Date.now() + 30_000;
    let order: CustomerOrder;
    do {
      order = (await catalogue.call(endpoints.customerCenter.getOrder, { body: { orderId } }, token)).order;
      if (order.shipmentStatus === 'FullyShipped' && order.invoices.length > 0) return order;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < deadline);
    throw new Error(`Order ${orderId} is ${order.status}/${order.shipmentStatus} after 30 s, not invoiced`);
  }

  /**
   * A Stock order on account of one product, placed through the cart and order calls: as many pieces as the
   * dealer's minimum order amount needs, and on hand `copies` times over (the order takes its pieces from stock;
   * ordering it again `copies - 1` times adds them all each time). `email`: where its confirmation goes (the
   * customer's address when none is given).
   */
  async function placeStockOrder(
    token: string,
    copies = 2,
    email?: string,
  ): Promise<{ orderId: string; productKey: ProductKey; quantity: number }> {
    await emptyCarts(token);
    const cart = await stockCart(token);
    const cartBody = { area: area('da'), cartId: cart.cartId };
    for (const { product, colorCode, onHand } of await colorsFor('Stock', token)) {
      const productKey: ProductKey = {
        productId: product.id,
        variantId: product.colors[colorCode]?.firstVariantId ?? null,
        unitOfMeasure: 'CU',
      };
      const setQuantity = async (quantity: number): Promise<Cart> => {
        const lines = [{ productKey, quantity }];
        await catalogue.call(
          endpoints.cart.addOrUpdateLines,
          { body: { ...cartBody, lines, overrideExistingQuantity: true } },
          token,
        );
        return (await catalogue.call(endpoints.cart.calculateCart, { body: cartBody }, token)).cart;
      };
      const one = await setQuantity(1);
      const minimum = one.calculation?.minimum;
      const unit = one.lines[0]?.netUnitPrice?.priceWithoutVat;
      if (!minimum || !unit) continue;
      const quantity = minimum.met ? 1 : Math.ceil((minimum.threshold - minimum.amount) / unit) + 1;
      if (quantity * copies > onHand) continue;
      await setQuantity(quantity);
      await catalogue.call(
        endpoints.cart.setShipping,
        {
          body: {
            ...cartBody,
            shippingAddress: {
              name: 'Lillekanin ApS',
              address1: 'Vesterbrogade 1',
              address2: null,
              postalCode: '1620',
              city: 'København V',
              countryCode: 'DK',
              email: 'indkoeb@lillekanin.demo',
              phone: null,
            },
            shippingMethod: { internalId: 'parcel-dk' },
          },
        },
        token,
      );
      await catalogue.call(endpoints.cart.calculateCart, { body: cartBody }, token);
      const { order } = await catalogue.call(
        endpoints.order.createOrderByCartId,
        {
          body: {
            areaInfo: area('da'),
            cartId: cart.cartId,
            paymentMethod: 'account',
            acceptTerms: true,
            ...(email ? { email } : {}),
          },
        },
        token,
      );
      return { orderId: order.orderId, productKey, quantity };
    }
    throw new Error(`No stock product of the demo has enough on hand to order ${copies} times`);
  }

  /**
   * An order the dealer places on account through the checkout in `language` with `reference`, and the order
   * once the ledger has shipped and invoiced it: where the stories about an order's documents start.
   */
  async function invoicedOrder(page: Page, token: string, language: LanguageCode, reference: string) {
    const orderId = await placeOrderOnAccount(page, token, language, reference);
    return { orderId, order: await orderOnceInvoiced(token, orderId) };
  }

  return {
    placeOrderOnAccount,
    placeStockOrder,
    orderOnceInvoiced,
    invoicedOrder,
    emptyCarts,
    stockCartMeetingMinimum,
  };
}

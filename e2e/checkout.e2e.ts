import { orderTypeForColor } from '@shop/commerce';
import {
  type CalculateCartResponse,
  type Cart,
  type CartResponse,
  defaultAreaId,
  type GetOrderByCartIdResponse,
  type GetProductsByIdsResponse,
  type LanguageCode,
  localizeContentUrl,
  localizePath,
  type Order,
  type OrderDocuments,
  type OrderTransferStatus,
  type Product,
} from '@shop/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { demoUserName, uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const apiUrl = inject('apiUrl');
const catalogue = catalogueApi(baseUrl);
const dealer = 'dealer@nordlys.demo';
const area = (languageCode: LanguageCode) => ({ areaId: defaultAreaId, languageCode });

/** A call through the same BFF the browser uses, as the holder of `token`. */
async function call<T>(method: string, path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Products whose colour goes into a Stock cart, with the pieces on hand now of that colour's first variant. */
async function stockProducts(
  token: string,
): Promise<Array<{ product: Product; colorCode: string; onHand: number }>> {
  const hits = (await catalogue.searchProducts('da', { take: 48 })).items;
  const { items } = await call<GetProductsByIdsResponse>('POST', '/api/Product/GetProductsByIds', token, {
    area: area('da'),
    ids: hits.map((hit) => hit.id),
  });
  return Object.values(items).flatMap((product) =>
    Object.entries(product.colors).flatMap(([colorCode, color]) => {
      if (product.units[0]?.unitId !== 'CU' || orderTypeForColor(color) !== 'Stock') return [];
      const onHand = product.stocks
        .filter((row) => row.variantId === color.firstVariantId && row.unitId === 'CU' && !row.availableDate)
        .reduce((sum, row) => sum + row.volume, 0);
      return onHand > 0 ? [{ product, colorCode, onHand }] : [];
    }),
  );
}

async function emptyCarts(token: string) {
  const { carts } = await call<{ carts: Cart[] }>('POST', '/api/Cart/GetCartsBySearch', token, {
    area: area('da'),
    orderTypes: ['Preorder', 'Stock'],
  });
  for (const cart of carts) {
    await call('DELETE', '/api/Cart/EmptyCart', token, { area: area('da'), cartId: cart.cartId });
  }
}

/**
 * The dealer's Stock cart filled through the API until it meets the dealer's minimum order amount, with no
 * more of a product than is on hand (so the cart validation changes nothing) and no more than needed.
 */
async function stockCartMeetingMinimum(token: string): Promise<Cart> {
  const { cart } = await call<CartResponse>('POST', '/api/Cart/GetOrCreateCart', token, {
    area: area('da'),
    orderType: 'Stock',
  });
  const setLine = async (productKey: object, quantity: number) => {
    const lines = [{ productKey, quantity }];
    const body = { area: area('da'), cartId: cart.cartId, lines, overrideExistingQuantity: true };
    await call('POST', '/api/Cart/AddOrUpdateLines', token, body);
    const answer = await call<CalculateCartResponse>('POST', '/api/Cart/CalculateCart', token, {
      area: area('da'),
      cartId: cart.cartId,
    });
    return answer.cart;
  };
  for (const { product, colorCode, onHand } of await stockProducts(token)) {
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
    orderedByDealer.add(product.id);
    if (calculated.calculation?.minimum?.met) return calculated;
  }
  throw new Error('The demo stock is not enough to reach the dealer minimum');
}

/** Products the dealer's order above took stock of: the guest buys something else. */
const orderedByDealer = new Set<string>();

/** A product in stock that an anonymous visitor sees a retail price for (so the page offers the basket). */
async function retailStockProduct() {
  const currencyCode = (await catalogue.getArea('en')).currencyCode;
  for (const pick of await stockProducts(await catalogue.token(dealer))) {
    if (orderedByDealer.has(pick.product.id) || pick.onHand < 2) continue;
    const key = {
      productId: pick.product.id,
      variantId: pick.product.colors[pick.colorCode]?.firstVariantId ?? null,
      unitOfMeasure: 'CU',
    };
    const found = await catalogue.price(key, { currencyCode }).catch(() => null);
    if (found) return pick;
  }
  throw new Error('The demo has no product in stock with a retail price');
}

/**
 * The order of `cartId` once it has `status`. The ERP transfer is a job of the API's worker, so the order gets
 * there on its own: ask again every 250 ms for at most 30 s (a bounded wait for a state, not a timing claim).
 */
async function orderReaching(token: string, cartId: string, status: OrderTransferStatus): Promise<Order> {
  const deadline = Date.now() + 30_000;
  let order: Order;
  do {
    const answer = await call<z.infer<typeof GetOrderByCartIdResponse>>(
      'POST',
      '/api/Order/GetOrderByCartId',
      token,
      { areaInfo: area('da'), cartId },
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
    const response = await fetch(new URL('/backoffice/api/Order/GetOrderDocuments', apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${managerToken}` },
      body: JSON.stringify({ orderId }),
    });
    if (!response.ok)
      throw new Error(`GetOrderDocuments answered ${response.status}: ${await response.text()}`);
    documents = (await response.json()) as OrderDocuments;
    if (documents.shipmentStatus === 'FullyShipped') return documents;
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < deadline);
  throw new Error(`Order ${orderId} is ${documents.shipmentStatus} after 30 s, not FullyShipped`);
}

const continueButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: uiText(language, 'checkout.continue'), exact: true });

/** The step heading has focus after a step change (spec: focus moves to the new step). */
async function expectStep(page: Page, language: LanguageCode, key: string) {
  const heading = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`${escapeRegExp(uiText(language, key))}$`),
  });
  await heading.waitFor();
  await page.waitForFunction(
    (text) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent?.endsWith(text),
    uiText(language, key),
  );
}

describe('A Danish dealer checks out on account', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('goes from the basket through the four steps, is stopped by the unticked terms, sees the receipt, and the order reaches the ERP', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const cart = await stockCartMeetingMinimum(token);
    const page = await newPage();
    await login(page, dealer, { language: 'da' });
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'da'));

    // The basket meets the minimum: no minimum warning, the checkout link is live, and the side column
    // names the dealer's sales contact.
    await gotoHydrated(page, localizePath('cart', 'da'));
    const main = page.getByRole('main');
    const contacts = main.getByRole('region', { name: uiText('da', 'cart.sales-contact.heading') });
    await contacts.getByText(await demoUserName('sales@nordlys.demo'), { exact: true }).waitFor();
    await contacts.getByRole('link', { name: 'sales@nordlys.demo', exact: true }).waitFor();
    const toCheckout = main.getByRole('link', { name: uiText('da', 'cart.checkout'), exact: true });
    await toCheckout.waitFor();
    expect(await main.getByRole('list', { name: uiText('da', 'cart.minimum-warnings') }).count()).toBe(0);
    await toCheckout.click();

    await page.waitForURL((url) => url.pathname === localizePath('checkout', 'da'));
    await page
      .getByRole('heading', { level: 1, name: uiText('da', 'checkout.title'), exact: true })
      .waitFor();
    const stockChoice = page.getByRole('checkbox', {
      name: new RegExp(`^${uiText('da', 'cart.order-type-Stock')}`),
    });
    await stockChoice.waitFor();
    expect(await stockChoice.isChecked()).toBe(true);
    await continueButton(page, 'da').click();

    await expectStep(page, 'da', 'checkout.step.shipping');
    // The dealer's default shipping address is chosen; the methods for it arrive with their fees.
    const parcel = page.getByRole('radio', { name: /Standardpakke \(DHL\)/ });
    await parcel.waitFor();
    expect(await parcel.isChecked()).toBe(true);
    await continueButton(page, 'da').click();

    await expectStep(page, 'da', 'checkout.step.billing');
    await page.getByLabel(uiText('da', 'checkout.reference')).fill('E2E-PO-1');
    await continueButton(page, 'da').click();
    const terms = page.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(uiText('da', 'checkout.acceptTerms'))}`),
    });
    await page.getByText(uiText('da', 'validation.required-field'), { exact: true }).waitFor();
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await terms.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(
      uiText('da', 'validation.required-field'),
    );
    await terms.check();
    await continueButton(page, 'da').click();

    await expectStep(page, 'da', 'checkout.step.payment');
    const onAccount = page.getByRole('radio', { name: uiText('da', 'checkout.payment.account') });
    await onAccount.waitFor();
    await onAccount.check();
    await page.getByRole('button', { name: uiText('da', 'checkout.placeOrder'), exact: true }).click();

    await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', 'da'));
    const { order } = await call<z.infer<typeof GetOrderByCartIdResponse>>(
      'POST',
      '/api/Order/GetOrderByCartId',
      token,
      { areaInfo: area('da'), cartId: cart.cartId },
    );
    expect(order.item.paymentMethod).toBe('account');
    expect(order.item.reference).toBe('E2E-PO-1');
    expect(await mainHeading(page).textContent()).toBe(uiText('da', 'receipt.title'));
    await page
      .getByRole('heading', {
        name: uiText('da', 'receipt.orderNumber', { orderNumber: order.item.orderId }),
      })
      .waitFor();
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
  }, 120_000);
});

describe('An anonymous visitor checks out as a guest by card', () => {
  it('is declined, returns to checkout with the message, pays again and sees the receipt', async () => {
    const pick = await retailStockProduct();
    const page = await newPage();
    // Product URLs are per language: the English page of the product.
    const english = await catalogue.product('en', pick.product.id);
    await gotoHydrated(page, `${localizeContentUrl(english.url, 'en')}?colorCode=${pick.colorCode}`);
    await page.getByRole('button', { name: uiText('en', 'product.add-to-basket'), exact: true }).click();
    await page.waitForFunction(() => window.localStorage.getItem('_carts')?.includes('Stock'));

    await gotoHydrated(page, localizePath('checkout', 'en'));
    await page
      .getByRole('checkbox', { name: new RegExp(`^${uiText('en', 'cart.order-type-Stock')}`) })
      .waitFor();
    await continueButton(page, 'en').click();

    await expectStep(page, 'en', 'checkout.step.shipping');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.name'), exact: true })
      .fill('Ida Holm');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.address1'), exact: true })
      .fill('Vestergade 3');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.postalCode'), exact: true })
      .fill('8000');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.city'), exact: true })
      .fill('Aarhus C');
    await page
      .getByRole('combobox', { name: uiText('en', 'checkout.address.country'), exact: true })
      .selectOption('DK');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.email'), exact: true })
      .fill('ida@example.com');
    await page.getByRole('radio', { name: /Standard parcel \(DHL\)/ }).waitFor();
    await continueButton(page, 'en').click();

    await expectStep(page, 'en', 'checkout.step.billing');
    await page
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(uiText('en', 'checkout.acceptTerms'))}`) })
      .check();
    await continueButton(page, 'en').click();

    await expectStep(page, 'en', 'checkout.step.payment');
    const card = page.getByRole('radio', { name: new RegExp(`^${uiText('en', 'checkout.payment.card')}`) });
    await card.waitFor();
    // A guest is offered card only.
    expect(await page.getByRole('radio', { name: uiText('en', 'checkout.payment.account') }).count()).toBe(0);
    expect(await card.isChecked()).toBe(true);
    await page.getByRole('button', { name: uiText('en', 'checkout.placeOrder'), exact: true }).click();

    // The hosted test gateway: decline first.
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL((url) => url.pathname === localizePath('checkout', 'en'));
    const returned = new URL(page.url()).searchParams;
    expect(returned.get('payment')).toBe('declined');
    await page
      .getByRole('alert')
      .filter({ hasText: uiText('en', 'checkout.payment.declined') })
      .waitFor();

    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page
      .getByRole('button', { name: uiText('en', 'checkout.paymentReturned.retry'), exact: true })
      .click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();

    await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', 'en'));
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(orderId).toBe(returned.get('orderId'));
    expect(currentPath(page)).toBe('/checkout/receipt');
    expect(await mainHeading(page).textContent()).toBe(uiText('en', 'receipt.title'));
    await page
      .getByRole('heading', { name: uiText('en', 'receipt.orderNumber', { orderNumber: orderId ?? '' }) })
      .waitFor();
    await page.getByText(uiText('en', 'checkout.payment.card'), { exact: true }).waitFor();
    // The local basket's lines are in the order now.
    await page.waitForFunction(() => !window.localStorage.getItem('_carts')?.includes('Stock'));
  });
});

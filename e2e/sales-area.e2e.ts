import { type Cart, type LanguageCode, localizePath, type ProductKey } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartKit } from './cart-kit.ts';
import { area, catalogueApi } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor, emptyCarts, openCarts } = cartKit(baseUrl);
const t = uiText;

const salesPerson = 'sales@nordlys.demo';
/** C10001, assigned to the sales person; C50001 is not (the manager sees it). */
const assigned = { username: 'dealer@nordlys.demo', number: 'C10001', name: 'Lille Kanin Børnetøj ApS' };
const unassigned = { username: 'butik.se@nordlys.demo', number: 'C50001', name: 'Lilla Myran Barnkläder AB' };

/**
 * The cart of `orderType` of the holder of `token` with one product line, as many pieces as the customer's
 * minimum order amount for it needs (Stock: no more than are on hand), calculated; answers the cart.
 */
async function fillCart(token: string, orderType: 'Preorder' | 'Stock'): Promise<Cart> {
  const { cart } = await catalogue.call(
    endpoints.cart.getOrCreateCart,
    { body: { area: area('da'), orderType } },
    token,
  );
  const cartBody = { area: area('da'), cartId: cart.cartId };
  for (const { product, colorCode, onHand } of await colorsFor(orderType, token)) {
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
    let quantity = minimum.met ? 1 : Math.ceil((minimum.threshold - minimum.amount) / unit) + 1;
    // The minimum counts what the calculation counts (discounts, sale lines): grow until it is met.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (orderType === 'Stock' && quantity > onHand) break;
      const filled = await setQuantity(quantity);
      const check = filled.calculation?.minimum;
      if (!check || check.met) return filled;
      quantity = Math.ceil((quantity * check.threshold) / Math.max(check.amount, 1)) + 1;
    }
  }
  throw new Error(`No product of the demo fills a ${orderType} cart to the minimum`);
}

/** A Preorder order on account: delivered on its drop's date, so it stays running (not shipped) for months. */
async function placePreorder(token: string): Promise<string> {
  const cart = await fillCart(token, 'Preorder');
  const cartBody = { area: area('da'), cartId: cart.cartId };
  const shippingAddress = {
    name: 'Indkøb',
    address1: 'Vesterbrogade 1',
    address2: null,
    postalCode: '1620',
    city: 'København V',
    countryCode: 'DK',
    email: 'indkoeb@example.com',
    phone: null,
  };
  await catalogue.call(
    endpoints.cart.setShipping,
    { body: { ...cartBody, shippingAddress, shippingMethod: { internalId: 'parcel-dk' } } },
    token,
  );
  await catalogue.call(endpoints.cart.calculateCart, { body: cartBody }, token);
  const { order } = await catalogue.call(
    endpoints.order.createOrderByCartId,
    { body: { areaInfo: area('da'), cartId: cart.cartId, paymentMethod: 'account', acceptTerms: true } },
    token,
  );
  return order.orderId;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** axe with the pointer moved off the tables first: a hovered link takes the theme's light hover colour. */
async function axeViolationsAwayFromPointer(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  return axeViolations(page);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('The sales area', () => {
  let assignedToken = '';
  let unassignedToken = '';
  let assignedOrder = '';
  let unassignedOrder = '';

  beforeAll(async () => {
    assignedToken = await catalogue.token(assigned.username);
    unassignedToken = await catalogue.token(unassigned.username);
    await emptyCarts(assignedToken);
    await emptyCarts(unassignedToken);
    // Each customer: a running order (a preorder waits for its drop) and a basket with lines, not ordered.
    assignedOrder = await placePreorder(assignedToken);
    unassignedOrder = await placePreorder(unassignedToken);
    await fillCart(assignedToken, 'Stock');
    await fillCart(unassignedToken, 'Stock');
  }, 120_000);

  afterAll(async () => {
    if (assignedToken) await emptyCarts(assignedToken);
    if (unassignedToken) await emptyCarts(unassignedToken);
  });

  it.each<LanguageCode>(['en', 'da'])(
    '%s: the dashboard, running and temporary orders show the assigned customers only, and open a basket acting for one',
    async (language) => {
      const page = await loggedIn(salesPerson, language);
      await page.waitForURL((url) => url.pathname === localizePath('sales', language));

      // The dashboard: the assigned customers, not the others; search by name.
      await heading(page, t(language, 'sales.dashboard.title')).waitFor();
      const customers = page.getByRole('table', { name: t(language, 'sales.dashboard.caption') });
      // A customer's row of the customers table (the proposal events below name customers too).
      const customerRow = (name: string) => customers.getByRole('row').filter({ hasText: name });
      await customerRow(assigned.name).waitFor();
      expect(await customerRow(unassigned.name).count()).toBe(0);
      const row = customerRow(assigned.name);
      expect(await row.textContent()).toContain(t(language, 'cart.order-type-Stock'));
      expect(
        await row
          .getByRole('button', { name: t(language, 'sales.act-as-label', { name: assigned.name }) })
          .count(),
      ).toBe(1);
      expect(await axeViolationsAwayFromPointer(page)).toEqual([]);

      const search = page.getByRole('searchbox', { name: t(language, 'sales.dashboard.search') });
      await search.fill('kanin');
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === 'kanin');
      await expect.poll(() => customers.locator('tbody tr').count()).toBe(1);
      await search.fill(unassigned.name);
      await search.press('Enter');
      await page.getByText(t(language, 'sales.dashboard.no-match'), { exact: true }).waitFor();

      // Running orders, from the customer's count: the preorder waits for its drop; nothing of the other's.
      await gotoHydrated(page, `${localizePath('sales', language)}?search=kanin`);
      await customerRow(assigned.name)
        .getByRole('link', {
          name: new RegExp(t(language, 'sales.running-link-label', { name: assigned.name })),
        })
        .click();
      await page.waitForURL(
        (url) =>
          url.pathname === localizePath('salesRunningOrders', language) &&
          url.searchParams.get('customer') === assigned.number,
      );
      await heading(page, t(language, 'sales.running.title')).waitFor();
      const orderRow = rowOf(page, assignedOrder);
      await orderRow.waitFor();
      expect(await orderRow.textContent()).toContain(t(language, 'cart.order-type-Preorder'));
      expect(await page.getByLabel(t(language, 'sales.filters.customer'), { exact: true }).inputValue()).toBe(
        assigned.number,
      );
      expect(await axeViolationsAwayFromPointer(page)).toEqual([]);
      await gotoHydrated(page, localizePath('salesRunningOrders', language));
      await rowOf(page, assignedOrder).waitFor();
      expect(await rowOf(page, unassignedOrder).count()).toBe(0);
      expect(await rowOf(page, unassigned.name).count()).toBe(0);
      // The filter by order type, through the form.
      await page.getByLabel(t(language, 'sales.filters.order-type'), { exact: true }).selectOption('Stock');
      await page.getByRole('button', { name: t(language, 'sales.filters.apply'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('orderType') === 'Stock');
      await expect.poll(() => rowOf(page, assignedOrder).count()).toBe(0);

      // Opening the order acts for its customer and shows it in the customer center.
      await gotoHydrated(page, localizePath('salesRunningOrders', language));
      await rowOf(page, assignedOrder)
        .getByRole('button', {
          name: t(language, 'sales.running.open-label', { orderId: assignedOrder, name: assigned.name }),
        })
        .click();
      await page.waitForURL((url) => url.pathname === localizePath('order', language, { id: assignedOrder }));
      await page.getByRole('heading', { level: 1 }).filter({ hasText: assignedOrder }).waitFor();
      await page
        .getByRole('region', { name: t(language, 'impersonation.bar.region') })
        .getByText(assigned.name)
        .waitFor();

      // Temporary orders: the assigned customer's Stock basket, not the other's; back link to the dashboard.
      await gotoHydrated(page, localizePath('salesTemporaryOrders', language));
      await heading(page, t(language, 'sales.temporary.title')).waitFor();
      const baskets = page.getByRole('table', { name: t(language, 'sales.temporary.carts-caption') });
      const basket = baskets.getByRole('row').filter({ hasText: assigned.name });
      await basket.waitFor();
      expect(await basket.textContent()).toContain(t(language, 'cart.order-type-Stock'));
      expect(await baskets.getByRole('row').filter({ hasText: unassigned.name }).count()).toBe(0);
      expect(
        await page.getByRole('link', { name: t(language, 'sales.back-to-dashboard') }).getAttribute('href'),
      ).toBe(localizePath('sales', language));
      expect(await axeViolationsAwayFromPointer(page)).toEqual([]);

      // Opening the basket acts for the customer: the shop's basket page with the impersonation bar.
      const orderType = t(language, 'cart.order-type-Stock');
      await basket
        .getByRole('button', {
          name: t(language, 'sales.temporary.open-cart-label', { orderType, name: assigned.name }),
        })
        .click();
      await page.waitForURL((url) => url.pathname === localizePath('cart', language));
      await page
        .getByRole('region', { name: t(language, 'impersonation.bar.region') })
        .getByText(assigned.name)
        .waitFor();
      const stockLines =
        (await openCarts(assignedToken)).find((cart) => cart.orderType === 'Stock')?.lines ?? [];
      expect(stockLines.length).toBeGreaterThan(0);

      // Back on the dashboard the session acts for no one again.
      await gotoHydrated(page, localizePath('sales', language));
      expect(currentPath(page)).toBe(localizePath('sales', language));
      expect(await page.getByRole('region', { name: t(language, 'impersonation.bar.region') }).count()).toBe(
        0,
      );
    },
  );
});

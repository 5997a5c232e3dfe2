import { orderTypeForColor } from '@shop/commerce';
import {
  type Cart,
  type CheckoutOrderType,
  type LanguageCode,
  localizeContentUrl,
  type Product,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { area, catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated } from './support/session.ts';

/** A colour of a product, with the pieces on hand now of the colour's first variant. */
export type ColorPick = { product: Product; colorCode: string; onHand: number };

/**
 * The carts of the demo customers, through the same BFF as the browser: what the cart and checkout tests
 * set up and what they need to know what the shop should show.
 */
export function cartKit(baseUrl: string) {
  const catalogue = catalogueApi(baseUrl);

  async function openCarts(token: string): Promise<Cart[]> {
    const body = { area: area('da'), orderTypes: ['Preorder' as const, 'Stock' as const] };
    return (await catalogue.call(endpoints.cart.getCartsBySearch, { body }, token)).carts;
  }

  /** The Stock cart of the holder of `token`, created when there is none. */
  async function stockCart(token: string): Promise<Cart> {
    const body = { area: area('da'), orderType: 'Stock' as const };
    return (await catalogue.call(endpoints.cart.getOrCreateCart, { body }, token)).cart;
  }

  /** Start from empty carts: the demo customers are shared by every browser test of the run. */
  async function emptyCarts(token: string) {
    for (const cart of await openCarts(token)) {
      const body = { area: area('da'), cartId: cart.cartId };
      await catalogue.call(endpoints.cart.emptyCart, { body }, token);
    }
  }

  /**
   * The colours that go into the cart of `orderType` (the shop's own rule), of the first 48 products as the
   * holder of `token` sees them, sold in pieces (CU), with the pieces on hand now of each first variant.
   */
  async function colorsFor(orderType: CheckoutOrderType, token: string): Promise<ColorPick[]> {
    const hits = (await catalogue.searchProducts('da', { take: 48 })).items;
    const body = { area: area('da'), ids: hits.map((hit) => hit.id) };
    const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, token);
    return Object.values(items).flatMap((product) =>
      Object.entries(product.colors).flatMap(([colorCode, color]) => {
        if (product.units[0]?.unitId !== 'CU' || orderTypeForColor(color) !== orderType) return [];
        const onHand = product.stocks
          .filter(
            (row) => row.variantId === color.firstVariantId && row.unitId === 'CU' && !row.availableDate,
          )
          .reduce((sum, row) => sum + row.volume, 0);
        return [{ product, colorCode, onHand }];
      }),
    );
  }

  /**
   * A product whose colour goes into the cart of `orderType`, seen by the holder of `token`, with the URL of
   * its Danish page in that colour; for Stock, its first size must have at least `onHand` pieces so the cart
   * validation leaves the line alone.
   */
  async function productFor(orderType: CheckoutOrderType, token: string, onHand = 3) {
    const pick = (await colorsFor(orderType, token)).find(
      (candidate) => orderType !== 'Stock' || candidate.onHand >= onHand,
    );
    if (!pick) throw new Error(`No product of the demo goes into a ${orderType} cart`);
    const url = `${localizeContentUrl(pick.product.url, 'da')}?colorCode=${pick.colorCode}`;
    return { ...pick, url };
  }

  return { openCarts, stockCart, emptyCarts, colorsFor, productFor };
}

const marker = (language: LanguageCode, count: number) => uiCount(language, 'cart.marker', count);

/**
 * The header button's name carries the marker's count for screen readers: wait until it says `count`.
 * (Chromium puts a space between the button's flex items when it computes the name.)
 */
export async function waitForMarker(page: Page, language: LanguageCode, count: number) {
  const name = new RegExp(
    `^${escapeRegExp(uiText(language, 'cart.mini-cart'))}\\s*, ${escapeRegExp(marker(language, count))}$`,
  );
  await page.getByRole('button', { name }).waitFor();
}

/** Put the product of `url` into the basket from its page; the mini cart opens with it. */
export async function addFromProductPage(page: Page, language: LanguageCode, url: string) {
  await gotoHydrated(page, url);
  await page.getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true }).click();
  return page.getByRole('dialog', { name: uiText(language, 'cart.mini-cart-title') });
}

export const continueButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: uiText(language, 'checkout.continue'), exact: true });

/** The step heading has focus after a step change (spec: focus moves to the new step). */
export async function expectStep(page: Page, language: LanguageCode, key: string) {
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

/** The demo's standard parcel shipping method (seeded by the API host in both languages). */
export const standardParcel = (page: Page, language: LanguageCode) =>
  page.getByRole('radio', {
    name: new RegExp(escapeRegExp({ en: 'Standard parcel (DHL)', da: 'Standardpakke (DHL)' }[language])),
  });

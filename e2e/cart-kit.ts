import { orderTypeForColor } from '@shop/commerce';
import {
  type Cart,
  type CheckoutOrderType,
  type LanguageCode,
  localizeContentUrl,
  type Product,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
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

  /**
   * Put `quantity` pieces of the colour's first variant into the `orderType` cart of the holder of `token`
   * (created when there is none); the cart as CalculateCart answers it afterwards.
   */
  async function addLine(
    orderType: CheckoutOrderType,
    product: Product,
    colorCode: string,
    quantity: number,
    token: string,
  ): Promise<Cart> {
    const cart = (
      await catalogue.call(endpoints.cart.getOrCreateCart, { body: { area: area('da'), orderType } }, token)
    ).cart;
    const productKey = {
      productId: product.id,
      variantId: product.colors[colorCode]?.firstVariantId,
      unitOfMeasure: 'CU',
    };
    const body = { area: area('da'), cartId: cart.cartId, lines: [{ productKey, quantity }] };
    await catalogue.call(endpoints.cart.addOrUpdateLines, { body }, token);
    const calc = { area: area('da'), cartId: cart.cartId };
    return (await catalogue.call(endpoints.cart.calculateCart, { body: calc }, token)).cart;
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

  /**
   * The page (in `language`, in the colour) of a product whose colour goes into the `orderType` basket and that
   * a visitor sees a retail price for, so the page offers the basket; for Stock, with 2 pieces on hand.
   */
  async function retailProductUrl(language: LanguageCode, orderType: CheckoutOrderType): Promise<string> {
    const currencyCode = (await catalogue.getArea(language)).currencyCode;
    for (const pick of await colorsFor(orderType, await catalogue.token('dealer@nordlys.demo'))) {
      if (orderType === 'Stock' && pick.onHand < 2) continue;
      const key = {
        productId: pick.product.id,
        variantId: pick.product.colors[pick.colorCode]?.firstVariantId ?? null,
        unitOfMeasure: 'CU',
      };
      if (await catalogue.price(key, { currencyCode }).catch(() => null)) {
        const product = await catalogue.product(language, pick.product.id);
        return `${localizeContentUrl(product.url, language)}?colorCode=${pick.colorCode}`;
      }
    }
    throw new Error(`The demo has no ${orderType} product with a retail price`);
  }

  return { openCarts, stockCart, addLine, emptyCarts, colorsFor, productFor, retailProductUrl };
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

/** The product page's button that puts the chosen size and quantity into the basket. */
export const addToBasketButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true });

/** The header's "prices with VAT" switch. */
export const vatSwitch = (page: Page, language: LanguageCode) =>
  page.getByRole('switch', { name: uiText(language, 'prices.with-vat'), exact: true }).first();

/** The mini cart, as it opens after adding to the basket. */
export const miniCartDialog = (page: Page, language: LanguageCode) =>
  page.getByRole('dialog', { name: uiText(language, 'cart.mini-cart-title') });

/** Put the product of `url` into the basket from its page; the mini cart opens with it. */
export async function addFromProductPage(page: Page, language: LanguageCode, url: string) {
  await gotoHydrated(page, url);
  await addToBasketButton(page, language).click();
  return miniCartDialog(page, language);
}

/** A visitor puts the product of `url` into the basket from its page; the local `orderType` basket has it. */
export async function addToVisitorBasket(
  page: Page,
  language: LanguageCode,
  url: string,
  orderType: CheckoutOrderType,
) {
  await gotoHydrated(page, url);
  await addToBasketButton(page, language).click();
  await page.waitForFunction((type) => window.localStorage.getItem('_carts')?.includes(type), orderType);
}

export const continueButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: uiText(language, 'checkout.continue'), exact: true });

/** The step heading has focus after a step change (spec: focus moves to the new step). */
export async function expectStep(page: Page, language: LanguageCode, key: TextKey) {
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

export type GuestAddress = { address1: string; postalCode: string; city: string; countryCode: string };

const aarhus: GuestAddress = {
  address1: 'Vestergade 3',
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
};

/** A guest's shipping step: one address (Aarhus unless told) with a mail address, the standard parcel; on. */
export async function fillGuestShipping(page: Page, language: LanguageCode, address: GuestAddress = aarhus) {
  const textbox = (key: TextKey) => page.getByRole('textbox', { name: uiText(language, key), exact: true });
  await expectStep(page, language, 'checkout.step.shipping');
  await textbox('checkout.address.name').fill('Ida Holm');
  await textbox('checkout.address.address1').fill(address.address1);
  await textbox('checkout.address.postalCode').fill(address.postalCode);
  await textbox('checkout.address.city').fill(address.city);
  await page
    .getByRole('combobox', { name: uiText(language, 'checkout.address.country'), exact: true })
    .selectOption(address.countryCode);
  await textbox('checkout.address.email').fill('ida@example.com');
  await standardParcel(page, language).waitFor();
  await continueButton(page, language).click();
}

/** The billing step: accept the terms, on to payment. */
export async function acceptTermsAndContinue(page: Page, language: LanguageCode) {
  await expectStep(page, language, 'checkout.step.billing');
  await page
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.acceptTerms'))}`) })
    .check();
  await continueButton(page, language).click();
}

/** The demo's standard parcel shipping method (seeded by the API host in both languages). */
export const standardParcel = (page: Page, language: LanguageCode) =>
  page.getByRole('radio', {
    name: new RegExp(escapeRegExp({ en: 'Standard parcel (DHL)', da: 'Standardpakke (DHL)' }[language])),
  });

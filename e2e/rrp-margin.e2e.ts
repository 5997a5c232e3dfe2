import { lineMargin, unitMargin } from '@shop/commerce';
import {
  type LanguageCode,
  localizeContentUrl,
  localizePath,
  type ProductKey,
  type RetailPrice,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi, pageProductKey, shownMoney } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** The RRP the dealer's retail prices give a key (GetPrices with the dealer's token: their RRP currency). */
async function rrpOf(key: ProductKey, token: string): Promise<RetailPrice> {
  const answer = await catalogue.call(endpoints.price.getPrices, { body: { products: [key] } }, token);
  const found = answer.prices[0];
  if (!found) throw new Error(`No RRP for ${JSON.stringify(key)}`);
  return { amount: found.price.netUnitPrice, currencyCode: found.currencyCode };
}

const percent = (basisPoints: number, language: LanguageCode) =>
  new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(basisPoints / 10_000);

/** The two texts a dealer reads beside a net amount: the RRP, and the margin against the net amount. */
function marginTexts(
  language: LanguageCode,
  rrp: RetailPrice,
  margin: { amount: number; basisPoints: number } | null,
): { rrp: string; margin: string } {
  if (!margin) throw new Error('The Danish dealer buys and sells in DKK: every RRP has a margin');
  return {
    rrp: uiText(language, 'margin.rrp', { amount: shownMoney(rrp.amount, rrp.currencyCode, language) }),
    margin: uiText(language, 'margin.margin', {
      percent: percent(margin.basisPoints, language),
      amount: shownMoney(margin.amount, rrp.currencyCode, language),
    }),
  };
}

async function shows(scope: Locator, texts: { rrp: string; margin: string }) {
  await scope.getByText(texts.rrp, { exact: true }).waitFor();
  await scope.getByText(texts.margin, { exact: true }).waitFor();
}

const marginSwitch = (page: Page, language: LanguageCode) =>
  page.getByRole('switch', { name: uiText(language, 'margin.show'), exact: true });

describe("A dealer's RRP and margin", () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`shows the RRP and margin on tiles, the product page and cart lines, and hides them while switched off (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      const main = page.getByRole('main');

      // A tile: the first of the list, its net price against its RRP.
      const first = (await catalogue.searchProducts(language, { take: 1 })).items[0]?.item;
      if (!first) throw new Error('The demo catalogue is empty');
      const tileKey = { productId: first.id, variantId: first.firstVariantId, unitOfMeasure: first.unitId };
      const tileNet = await catalogue.price(tileKey, { token });
      const tileRrp = await rrpOf(tileKey, token);
      const tileTexts = marginTexts(
        language,
        tileRrp,
        unitMargin({ amount: tileNet.price.netUnitPrice, currencyCode: tileNet.currencyCode }, tileRrp),
      );
      await gotoHydrated(page, localizeContentUrl('/shop', language));
      const tile = main.getByRole('article').first();
      await shows(tile, tileTexts);

      // The product page of a Stock colour.
      const pick = await productFor('Stock', token, 3);
      const product = await catalogue.product(language, pick.product.id);
      const key = pageProductKey(product, pick.colorCode);
      const net = await catalogue.price(key, { token });
      const rrp = await rrpOf(key, token);
      await gotoHydrated(page, `${localizeContentUrl(product.url, language)}?colorCode=${pick.colorCode}`);
      await shows(
        main,
        marginTexts(
          language,
          rrp,
          unitMargin({ amount: net.price.netUnitPrice, currencyCode: net.currencyCode }, rrp),
        ),
      );
      expect(await axeViolations(page, '.product-details__price')).toEqual([]);

      // Three of it in the basket: the line's RRP and margin add up against its net line price.
      await page.getByLabel(uiText(language, 'product.quantity'), { exact: true }).fill('3');
      await page
        .getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true })
        .click();
      await waitForMarker(page, language, 3);
      const stock = (await openCarts(token)).find((cart) => cart.orderType === 'Stock');
      if (!stock) throw new Error('The dealer has no Stock basket');
      const body = { area: area(language), cartId: stock.cartId };
      const { cart } = await catalogue.call(endpoints.cart.calculateCart, { body }, token);
      const line = cart.lines.find((candidate) => candidate.productKey.variantId === key.variantId);
      const netLinePrice = line?.netLinePrice?.priceWithoutVat;
      if (!line || netLinePrice === undefined) throw new Error('The line is not in the basket');
      const margin = lineMargin({ netLinePrice, retailUnitPrice: rrp.amount, quantity: 3 });
      expect(margin?.retailLinePrice).toBe(3 * rrp.amount);
      expect((margin?.retailLinePrice ?? 0) - (margin?.amount ?? 0)).toBe(netLinePrice);
      const lineTexts = marginTexts(
        language,
        { amount: 3 * rrp.amount, currencyCode: rrp.currencyCode },
        margin,
      );
      await gotoHydrated(page, localizePath('cart', language));
      const cartLine = main.getByRole('listitem').filter({ hasText: product.name });
      await shows(cartLine, lineTexts);
      expect(await axeViolations(page, '.cart-line')).toEqual([]);

      // Switched off for a shop visitor: gone from the cart line, and still off on the next page.
      await marginSwitch(page, language).click();
      await expect.poll(() => marginSwitch(page, language).isChecked()).toBe(false);
      await expect.poll(() => cartLine.getByText(lineTexts.rrp, { exact: true }).count()).toBe(0);
      expect(await cartLine.getByText(lineTexts.margin, { exact: true }).count()).toBe(0);
      // The net price stays.
      await cartLine
        .getByText(shownMoney(netLinePrice, net.currencyCode, language))
        .first()
        .waitFor();
      await gotoHydrated(page, localizeContentUrl('/shop', language));
      await tile
        .getByText(shownMoney(tileNet.price.netUnitPrice, tileNet.currencyCode, language), { exact: true })
        .waitFor();
      await expect.poll(() => marginSwitch(page, language).isChecked()).toBe(false);
      await expect.poll(() => tile.getByText(tileTexts.rrp, { exact: true }).count()).toBe(0);
      expect(await tile.getByText(tileTexts.margin, { exact: true }).count()).toBe(0);

      // And on again.
      await marginSwitch(page, language).click();
      await shows(tile, tileTexts);
    });
  }
});

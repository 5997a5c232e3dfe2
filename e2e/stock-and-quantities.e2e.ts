import { type LanguageCode, languageCodes, localizePath, type Product } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import type { TextKey } from '@shop/ui-texts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { gatewayTexts } from '../apps/api/src/modules/payment/test-gateway-page.ts';
import {
  acceptTermsAndContinue,
  addToBasketButton,
  type ColorPick,
  cartKit,
  continueButton,
  fillGuestShipping,
} from './cart-kit.ts';
import { catalogueApi, productPageUrl } from './catalogue-api.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

// Issue 28, "stock truth from the first click" and "quantities", as a visitor and a dealer see them.
const { newPage, loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor, emptyCarts } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** Pieces stock can deliver of the variant (B2B, on hand and arriving), as the Stock basket counts them. */
const deliverable = (product: Product, variantId: string) =>
  product.stocks
    .filter((row) => row.variantId === variantId && row.unitId === 'CU' && row.volume > 0)
    .reduce((sum, row) => sum + row.volume, 0);

const variantsOf = (pick: ColorPick) =>
  pick.product.variants.filter((variant) => variant.colorCode === pick.colorCode);

const maxText = (language: LanguageCode) =>
  new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB').format(maxLineQuantity);

const lineName = (language: LanguageCode, product: Product, colorCode: string, size: string) =>
  uiText(language, 'cart.line-name', {
    name: product.name,
    colorName: product.colors[colorCode]?.colorName ?? '',
    size,
  });

/**
 * A Stock colour a visitor can buy whose first size has nothing to deliver (the seed is deterministic: some
 * sizes of stock colours have 0 on hand and nothing arriving), and a size of it with at least 2 on hand.
 */
async function soldOutFirstSize() {
  const token = await catalogue.token(dealer);
  const currencyCode = (await catalogue.getArea('en')).currencyCode;
  for (const pick of await colorsFor('Stock', token)) {
    const [first, ...others] = variantsOf(pick);
    if (!first || first.id !== pick.product.colors[pick.colorCode]?.firstVariantId) continue;
    if (deliverable(pick.product, first.id) > 0) continue;
    const stocked = others.find((variant) =>
      pick.product.stocks.some(
        (row) => row.variantId === variant.id && row.availableDate === null && row.volume >= 2,
      ),
    );
    if (!stocked) continue;
    const key = { productId: pick.product.id, variantId: stocked.id, unitOfMeasure: 'CU' };
    if (await catalogue.price(key, { currencyCode }).catch(() => null)) return { pick, first, stocked };
  }
  throw new Error('The demo has no Stock colour with a retail price whose first size has nothing to deliver');
}

const sizeRadio = (page: Page, language: LanguageCode, size: string, note?: TextKey) =>
  page.getByRole('radio', {
    name: note ? `${size} ${uiText(language, note)}` : size,
    exact: true,
  });

describe('Stock truth from the first click (issue 28)', () => {
  afterAll(async () => {
    await emptyCarts(await catalogue.token(dealer));
  });

  it.each(languageCodes)(
    'a visitor can neither choose nor order a size that cannot be delivered, sees why, and orders the rest (%s)',
    async (language) => {
      const { pick, first, stocked } = await soldOutFirstSize();
      const product = await catalogue.product(language, pick.product.id);
      const page = await newPage();
      await gotoHydrated(page, productPageUrl(product, language, pick.colorCode));

      // The first size says it is out of stock before it is chosen, cannot be chosen and is not pre-selected.
      const soldOut = sizeRadio(page, language, first.size, 'product.size-out-of-stock');
      await soldOut.waitFor({ state: 'attached' });
      expect(await soldOut.isDisabled()).toBe(true);
      expect(await soldOut.isChecked()).toBe(false);
      const checked = await page.$eval(
        'input[type=radio]:checked',
        (input) => (input as HTMLInputElement).value,
      );
      expect(checked).not.toBe(first.size);

      // A size with stock goes in; a line of the sold-out size left in the basket from earlier (stock went
      // meanwhile) is named at checkout, and the rest is ordered.
      // The radio is visually hidden inside its label: a person clicks the label.
      await page.locator('label.size-option', { has: sizeRadio(page, language, stocked.size) }).click();
      expect(await sizeRadio(page, language, stocked.size).isChecked()).toBe(true);
      await addToBasketButton(page, language).click();
      await page.waitForFunction(() => window.localStorage.getItem('_carts')?.includes('Stock'));
      await page.evaluate((variantId) => {
        const carts = JSON.parse(window.localStorage.getItem('_carts') ?? '{}');
        const stock = carts.Stock ?? [];
        stock.push({ productKey: { ...stock[0].productKey, variantId }, quantity: 1 });
        window.localStorage.setItem('_carts', JSON.stringify({ ...carts, Stock: stock }));
      }, first.id);

      await gotoHydrated(page, localizePath('checkout', language));
      await continueButton(page, language).click();
      const removed = uiText(language, 'checkout.change.removed-delivery', {
        line: lineName(language, product, pick.colorCode, first.size),
      });
      await page.getByText(removed, { exact: true }).waitFor();
      await page.getByText(uiText(language, 'checkout.stock-changed-title'), { exact: true }).waitFor();
      await fillGuestShipping(page, language);
      await acceptTermsAndContinue(page, language);
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();
      await page.getByRole('button', { name: gatewayTexts[language].buttons.approve, exact: true }).click();
      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const receipt = await page.locator('main').textContent();
      expect(receipt).toContain(stocked.size);
    },
  );

  it.each(languageCodes)('a grid entry over stock says what was cut (%s)', async (language) => {
    const token = await catalogue.token(dealer);
    await emptyCarts(token);
    let found: { pick: ColorPick; size: string; can: number } | null = null;
    for (const pick of await colorsFor('Stock', token)) {
      const variant = variantsOf(pick).find((v) => {
        const can = deliverable(pick.product, v.id);
        return can > 0 && can < 1000;
      });
      if (variant) {
        found = { pick, size: variant.size, can: deliverable(pick.product, variant.id) };
        break;
      }
    }
    if (!found) throw new Error('no Stock size with a little stock');
    const { pick, size, can } = found;
    const product = await catalogue.product(language, pick.product.id);
    const page = await loggedIn(dealer, language);
    await gotoHydrated(page, productPageUrl(product, language, pick.colorCode));
    const section = page.getByRole('region', { name: uiText(language, 'size-grid.title') });
    await section.getByRole('button', { name: uiText(language, 'size-grid.open') }).click();
    const colorName = product.colors[pick.colorCode]?.colorName ?? '';
    await section
      .getByLabel(uiText(language, 'size-grid.cell', { color: colorName, size }))
      .fill(String(can + 3));
    await section
      .getByRole('button', { name: uiCount(language, 'size-grid.add', can + 3), exact: true })
      .click();
    const said = uiText(language, 'cart.reduced.stock', {
      line: lineName(language, product, pick.colorCode, size),
      quantity: String(can),
      requested: String(can + 3),
    });
    await section.getByText(said, { exact: true }).waitFor();
  });
});

describe('Quantities (issue 28)', () => {
  it.each(languageCodes)(
    'refuses 2.5, 1e3 and a too large quantity on the product page with a message (%s)',
    async (language) => {
      const { pick } = await soldOutFirstSize();
      const product = await catalogue.product(language, pick.product.id);
      const page = await newPage();
      await gotoHydrated(page, productPageUrl(product, language, pick.colorCode));
      const quantity = page.getByLabel(uiText(language, 'product.quantity'), { exact: true });
      const message = uiText(language, 'quantity.invalid', { max: maxText(language) });
      for (const wrong of ['2.5', '1e3', '99999999999999999999']) {
        await quantity.fill(wrong);
        await addToBasketButton(page, language).click();
        await page.getByText(message, { exact: true }).waitFor();
        expect(await quantity.getAttribute('aria-invalid')).toBe('true');
        // Never rounded or clamped: the field keeps what was typed.
        expect(await quantity.inputValue()).toBe(wrong);
      }
      expect(await page.evaluate(() => window.localStorage.getItem('_carts'))).toBeNull();
    },
  );
});

import { orderTypeForColor } from '@shop/commerce';
import { type LanguageCode, languageCodes, type Product } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import { describe, expect, it } from 'vitest';
import { addToBasketButton, cartKit, miniCartDialog, waitForMarker } from './cart-kit.ts';
import { catalogueApi, productPageUrl } from './catalogue-api.ts';
import { dynamicUiText, uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
/** The one quantity message (issue 28), with the line bound as the language writes it. */
const invalid = (language: LanguageCode) =>
  uiText(language, 'quantity.invalid', {
    max: new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB').format(maxLineQuantity),
  });

describe('Storefront fixes of issue 20: counting, quantities and delivery texts', () => {
  it('counts packs as the pieces they hold (1 piece + 2 packs of n = 1 + 2n pcs), and says "1 item"', async () => {
    const currencyCode = (await catalogue.getArea('en')).currencyCode;
    let found: { product: Product; colorCode: string; pack: Product['units'][number] } | null = null;
    for (const product of await catalogue.firstProducts('en')) {
      const pack = product.units.find((unit) => unit.unitId !== 'CU');
      const colorCode = Object.keys(product.colors).find((code) => {
        const color = product.colors[code];
        return color && orderTypeForColor(color) !== null;
      });
      if (!pack || !colorCode || product.units[0]?.unitId !== 'CU') continue;
      const key = {
        productId: product.id,
        variantId: product.colors[colorCode]?.firstVariantId ?? null,
        unitOfMeasure: 'CU',
      };
      if (await catalogue.price(key, { currencyCode }).catch(() => null)) {
        found = { product, colorCode, pack };
        break;
      }
    }
    if (!found) throw new Error('The demo has no product sold in packs with a retail price');
    const perPack = Number(found.pack.name.match(/\d+/)?.[0]);
    const color = found.product.colors[found.colorCode];
    const orderType = color ? orderTypeForColor(color) : null;
    if (!orderType) throw new Error('no basket');
    const page = await newPage();
    await gotoHydrated(page, productPageUrl(found.product, 'en', found.colorCode));

    await addToBasketButton(page, 'en').click();
    await waitForMarker(page, 'en', 1);
    const summary = miniCartDialog(page, 'en').getByRole('region', {
      name: uiText('en', `cart.order-type-${orderType}`),
    });
    await summary.getByText(uiCount('en', 'cart.quantity-pieces', 1), { exact: true }).waitFor();
    await miniCartDialog(page, 'en')
      .getByRole('button', { name: uiText('en', 'common.close') })
      .click();

    await page.getByLabel(uiText('en', 'product.unit'), { exact: true }).selectOption(found.pack.unitId);
    await page.getByLabel(uiText('en', 'product.quantity'), { exact: true }).fill('2');
    // The add button ignores clicks while it still shows the first add (spec §2 action button).
    await expect.poll(() => addToBasketButton(page, 'en').getAttribute('aria-busy')).not.toBe('true');
    await addToBasketButton(page, 'en').click();
    await summary
      .getByText(uiCount('en', 'cart.quantity-pieces', 1 + 2 * perPack), { exact: true })
      .waitFor();
  });

  it.each(languageCodes)(
    'refuses a quantity of 0 or below on the product page with a message, and adds nothing (%s)',
    async (language) => {
      const pick = await productFor('Stock', await catalogue.token(dealer), 1);
      const product = await catalogue.product(language, pick.product.id);
      const page = await newPage();
      await gotoHydrated(page, productPageUrl(product, language, pick.colorCode));
      const quantity = page.getByLabel(uiText(language, 'product.quantity'), { exact: true });

      for (const wrong of ['0', '-2']) {
        await quantity.fill(wrong);
        await addToBasketButton(page, language).click();
        await page.getByText(invalid(language), { exact: true }).waitFor();
        expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      }
      expect(await miniCartDialog(page, language).count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('_carts'))).toBeNull();

      // A good quantity clears the message and is added as typed.
      await quantity.fill('2');
      await addToBasketButton(page, language).click();
      await waitForMarker(page, language, 2);
      expect(await page.getByText(invalid(language)).count()).toBe(0);
    },
  );

  it.each(languageCodes)(
    'says on the product page when a preorder is delivered and which basket a colour goes into (%s)',
    async (language) => {
      const token = await catalogue.token(dealer);
      const preorder = await productFor('Preorder', token);
      const product = await catalogue.product(language, preorder.product.id);
      const drop = product.colors[preorder.colorCode]?.deliveryDrop;
      if (!drop) throw new Error('The preorder colour has no delivery drop');
      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, productPageUrl(product, language, preorder.colorCode));

      const date = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(drop.availableDate));
      const dropName = dynamicUiText(language, `facet.deliveryDrop.${drop.code}`);
      await page
        .getByText(uiText(language, 'product.delivery-drop', { drop: dropName, date }), { exact: true })
        .waitFor();
      const basket = uiText(language, 'cart.basket-Preorder');
      await page.getByText(uiText(language, 'cart.adds-to', { basket }), { exact: true }).waitFor();
    },
  );
});

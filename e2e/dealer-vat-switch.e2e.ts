import { withVat } from '@shop/commerce';
import { type LanguageCode, localizeContentUrl } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cartKit, vatSwitch } from './cart-kit.ts';
import { catalogueApi, pageProductKey, shownMoney } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { productFor } = cartKit(baseUrl);

/**
 * Issue 28 / ADR 67: the "prices with VAT" switch shows a dealer their own rate. A German dealer with a valid
 * DE VAT number buys under reverse charge: prices stay net, and the switch says why; the Danish dealer × 1.25.
 */
describe("The prices-with-VAT switch at a dealer's own rate", () => {
  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    for (const dealer of [
      { email: 'haendler@nordlys.demo', rate: 0, note: 'tax.noVat.reverse-charge' as const },
      { email: 'dealer@nordlys.demo', rate: 2500, note: null },
    ]) {
      it(`${dealer.email}: the product page price with the switch on (${language})`, async () => {
        const token = await catalogue.token(dealer.email);
        const page = await loggedIn(dealer.email, language);
        page.setDefaultTimeout(20_000);
        const pick = await productFor('Stock', token, 1);
        const product = await catalogue.product(language, pick.product.id);
        const key = pageProductKey(product, pick.colorCode);
        const net = await catalogue.price(key, { token });
        await gotoHydrated(page, `${localizeContentUrl(product.url, language)}?colorCode=${pick.colorCode}`);
        const price = page.locator('.product-details__price');
        const amount = net.price.netUnitPrice;
        await price
          .getByText(shownMoney(amount, net.currencyCode, language), { exact: true })
          .first()
          .waitFor();

        await vatSwitch(page, language).click();
        await expect.poll(() => vatSwitch(page, language).isChecked()).toBe(true);
        const shown = shownMoney(withVat(amount, dealer.rate), net.currencyCode, language);
        await price.getByText(shown, { exact: true }).first().waitFor();
        // The tag says what the price is: no VAT at a 0 % decision, VAT included otherwise.
        const vatLabel = uiText(language, dealer.rate === 0 ? 'prices.excl-vat' : 'prices.incl-vat');
        await price.getByText(vatLabel, { exact: true }).first().waitFor();
        if (dealer.note) {
          await page.getByText(uiText(language, dealer.note), { exact: true }).waitFor();
        } else {
          expect(await page.getByText(uiText(language, 'tax.noVat.reverse-charge')).count()).toBe(0);
          expect(withVat(amount, dealer.rate)).not.toBe(amount);
        }
        // Off again, so the stored choice does not follow the dealer into other tests.
        await vatSwitch(page, language).click();
        await expect.poll(() => vatSwitch(page, language).isChecked()).toBe(false);
      });
    }
  }
});

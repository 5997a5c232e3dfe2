import { euStandardVatRates, withVat } from '@shop/commerce';
import { type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  addToBasketButton,
  cartKit,
  continueButton,
  expectStep,
  fillGuestShipping,
  miniCartDialog,
  vatSwitch,
} from './cart-kit.ts';
import { catalogueApi, shownMoney } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { retailProductUrl } = cartKit(baseUrl);

const percent = (language: LanguageCode, basisPoints: number) =>
  new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', { style: 'percent' }).format(
    basisPoints / 10_000,
  );

/**
 * Issue 28 / ADR 67: a visitor's prices carry the spec's 25 % until they choose where they deliver to; from
 * the checkout's shipping step on, the rate of that country (the One-Stop-Shop rule: Germany 19 %), and the
 * switch says so.
 */
describe("A visitor's prices with VAT after choosing a delivery country", () => {
  it.each(languageCodes)(
    'carry 25 % before and 19 % after choosing Germany at checkout (%s)',
    async (language) => {
      const page = await newPage();
      page.setDefaultTimeout(20_000);
      const url = await retailProductUrl(language, 'Stock');
      await gotoHydrated(page, url);
      const price = page.locator('.product-details__price .price-tag__price').first();
      await price.waitFor();
      const net = (await price.textContent())?.trim() ?? '';
      const { currencyCode } = await catalogue.getArea(language);
      const withSwitch = async () => {
        await vatSwitch(page, language).click();
        await expect.poll(() => vatSwitch(page, language).isChecked()).toBe(true);
        const shown = (await price.textContent())?.trim() ?? '';
        await vatSwitch(page, language).click();
        await expect.poll(() => vatSwitch(page, language).isChecked()).toBe(false);
        return shown;
      };
      // The page shows money with two decimals: its digits are the amount in minor units.
      const amount = Number(net.replace(/\D/g, ''));
      expect(shownMoney(amount, currencyCode, language)).toBe(net);
      expect(await withSwitch()).toBe(shownMoney(withVat(amount, 2500), currencyCode, language));

      await addToBasketButton(page, language).click();
      await miniCartDialog(page, language).waitFor();
      await gotoHydrated(page, localizePath('checkout', language));
      await page
        .getByRole('checkbox', { name: new RegExp(`^${uiText(language, 'cart.order-type-Stock')}`) })
        .waitFor();
      await continueButton(page, language).click();
      await fillGuestShipping(page, language, {
        address1: 'Ottenser Hauptstraße 14',
        postalCode: '22765',
        city: 'Hamburg',
        countryCode: 'DE',
      });
      await expectStep(page, language, 'checkout.step.billing');

      await gotoHydrated(page, url);
      await price.waitFor();
      const germany = euStandardVatRates.DE;
      expect(germany).toBe(1900);
      await vatSwitch(page, language).click();
      await expect.poll(() => vatSwitch(page, language).isChecked()).toBe(true);
      await expect
        .poll(() => price.textContent())
        .toBe(shownMoney(withVat(amount, germany), currencyCode, language));
      const country = new Intl.DisplayNames([language === 'da' ? 'da-DK' : 'en-GB'], { type: 'region' }).of(
        'DE',
      );
      await page
        .getByText(
          uiText(language, 'tax.visitorRate', { rate: percent(language, germany), country: country ?? 'DE' }),
        )
        .first()
        .waitFor();
    },
  );
});

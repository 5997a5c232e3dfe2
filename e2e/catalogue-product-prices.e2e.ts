import { withVat } from '@shop/commerce';
import { languageCodes, localizeContentUrl } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueApi, pageProductKey, shownMoney } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);

const shownText = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });

describe('Prices on a product page', () => {
  it.each([
    ['dealer@nordlys.demo', 'da', 'DKK'],
    ['haendler@nordlys.demo', 'en', 'EUR'],
  ] as const)('%s sees their own net price in %s, in %s', async (username, language, currency) => {
    const product = await api.firstProduct(language);
    const price = await api.price(pageProductKey(product), { token: await api.token(username) });
    expect(price.currencyCode).toBe(currency);
    const page = await loggedIn(username, language);

    await gotoHydrated(page, localizeContentUrl(product.url, language));

    await shownText(page, shownMoney(price.price.netUnitPrice, currency, language)).waitFor();
    expect(await mainHeading(page).textContent()).toBe(product.name);
  });

  it('multiplies the shown price by 1.25 with the VAT toggle, and remembers the choice', async () => {
    const product = await api.firstProduct('da');
    const dealer = 'dealer@nordlys.demo';
    const { price } = await api.price(pageProductKey(product), { token: await api.token(dealer) });
    const page = await loggedIn(dealer, 'da');
    await gotoHydrated(page, localizeContentUrl(product.url, 'da'));
    await shownText(page, shownMoney(price.netUnitPrice, 'DKK', 'da')).waitFor();

    await page.getByRole('switch', { name: uiText('da', 'prices.with-vat') }).check();

    await shownText(page, shownMoney(withVat(price.netUnitPrice), 'DKK', 'da')).waitFor();
    await page.reload();
    await shownText(page, shownMoney(withVat(price.netUnitPrice), 'DKK', 'da')).waitFor();
    expect(await page.getByRole('switch', { name: uiText('da', 'prices.with-vat') }).isChecked()).toBe(true);
  });

  it.each(languageCodes)('shows an anonymous visitor the retail price (%s)', async (language) => {
    const product = await api.firstProduct(language);
    const area = await api.getArea(language);
    const retail = await api.price(pageProductKey(product), { currencyCode: area.currencyCode });
    const page = await newPage();

    await gotoHydrated(page, localizeContentUrl(product.url, language));

    await shownText(page, shownMoney(retail.price.netUnitPrice, retail.currencyCode, language)).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
  });
});

import {
  type LanguageCode,
  languageCodes,
  localizeContentUrl,
  localizePath,
  type ProductKey,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueApi, pageProductKey, productPageUrl, shownMoney } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const t = uiText;

/** Staff: a sales manager with the back office's role; the dealer whose prices they look at. */
const manager = 'manager@nordlys.demo';
const dealer = 'dealer@nordlys.demo';
const customerNumber = 'C10001';

const priceViewBar = (page: Page, language: LanguageCode) =>
  page.getByRole('region', { name: t(language, 'price-view.region'), exact: true });

/** What the page's own script would get asking for a basket: the API's answer through the web origin. */
const basketAnswer = (page: Page, language: LanguageCode) =>
  page.evaluate(async (languageCode) => {
    const response = await fetch('/api/Cart/GetOrCreateCart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: { areaId: 'b2b', languageCode }, orderType: 'Stock' }),
    });
    return { status: response.status, body: (await response.json()) as { errorCode?: string } };
  }, language);

/** The customer's name as staff find it (GetAllowedUsersToImpersonate). */
async function customerName(): Promise<string> {
  const token = await catalogue.token(manager);
  const answer = await catalogue.call(
    endpoints.salesImpersonation.getAllowedUsersToImpersonate,
    { body: { search: customerNumber } },
    token,
  );
  const found = answer.customers.find((candidate) => candidate.customerNumber === customerNumber);
  if (!found) throw new Error(`${customerNumber} is not in the demo`);
  return found.name;
}

async function netAndRetail(key: ProductKey, areaCurrency: string) {
  const token = await catalogue.token(dealer);
  const net = await catalogue.price(key, { token });
  const retail = await catalogue.price(key, { currencyCode: areaCurrency as never });
  return { net, retail };
}

describe('Staff view the shop with a customer’s prices without acting for them (issue 31, ADR 82)', () => {
  it.each(languageCodes)(
    '%s: a sales manager chooses C10001, sees its net prices on a category and a product page, cannot fill a basket, and stops',
    async (language) => {
      const page = await loggedIn(manager, language);
      page.setDefaultTimeout(20_000);
      const main = page.getByRole('main');
      const area = await catalogue.getArea(language);

      // The first tile of the shop's category page, and a product page of the catalogue's first product.
      const first = (await catalogue.searchProducts(language, { take: 1 })).items[0]?.item;
      if (!first) throw new Error('The demo catalogue is empty');
      const tileKey = { productId: first.id, variantId: first.firstVariantId, unitOfMeasure: first.unitId };
      const tilePrices = await netAndRetail(tileKey, area.currencyCode);
      const product = await catalogue.product(language, first.id);
      const colorCode = Object.keys(product.colors)[0] ?? '';
      const pageKey = pageProductKey(product, colorCode);
      const pagePrices = await netAndRetail(pageKey, area.currencyCode);
      expect(tilePrices.net.currencyCode).toBe('DKK');
      const categoryPath = localizeContentUrl('/shop', language);

      // From the category page, the staff navigation's "View prices as…" opens the customer list.
      await gotoHydrated(page, categoryPath);
      const staffNav = page.getByRole('navigation', { name: t(language, 'header.staff.label') });
      await staffNav.getByRole('link', { name: t(language, 'price-view.choose'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === localizePath('impersonation', language));
      await page.getByLabel(t(language, 'impersonation.search-label'), { exact: true }).fill(customerNumber);
      await page
        .getByRole('button', { name: t(language, 'impersonation.search-submit'), exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('q') === customerNumber);
      const name = await customerName();
      await main
        .getByRole('button', { name: t(language, 'price-view.view-customer', { name }), exact: true })
        .click();

      // Back on the category page, with the bar naming the customer and the dealer's net price on the tile.
      await page.waitForURL((url) => url.pathname === categoryPath);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const bar = priceViewBar(page, language);
      await bar.getByText(name, { exact: true }).waitFor();
      await bar.getByText(`(${customerNumber})`, { exact: true }).waitFor();
      await bar.getByText(t(language, 'price-view.not-acting')).waitFor();
      const tile = main.getByRole('article').first();
      const tileNet = shownMoney(tilePrices.net.price.netUnitPrice, 'DKK', language);
      await tile.getByText(tileNet, { exact: true }).waitFor();

      // The product page: the net price, the note instead of the basket button, and no basket at the API.
      await gotoHydrated(page, productPageUrl(product, language, colorCode));
      const pageNet = shownMoney(pagePrices.net.price.netUnitPrice, 'DKK', language);
      await main.locator('.product-details__price').getByText(pageNet, { exact: true }).waitFor();
      await main
        .getByText(t(language, 'price-view.note', { number: customerNumber, name }), { exact: true })
        .waitFor();
      expect(
        await page.getByRole('button', { name: t(language, 'product.add-to-basket'), exact: true }).count(),
      ).toBe(0);
      expect(await page.getByRole('link', { name: t(language, 'header.customer-center') }).count()).toBe(0);
      const refused = await basketAnswer(page, language);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('price-view.not-acting');
      await page.mouse.move(0, 0);
      expect(await axeViolations(page), '1366 px').toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await bar.waitFor();
      expect(await axeViolations(page), '390 px').toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await page.setViewportSize({ width: 1366, height: 900 });

      // Back to visitor prices: the same page, the retail price of the area's currency, no bar.
      const productPath = currentPath(page);
      await bar.getByRole('button', { name: t(language, 'price-view.stop'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === new URL(productPath, baseUrl).pathname);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect.poll(() => priceViewBar(page, language).count()).toBe(0);
      const retail = shownMoney(
        pagePrices.retail.price.netUnitPrice,
        pagePrices.retail.currencyCode,
        language,
      );
      await main.locator('.product-details__price').getByText(retail, { exact: true }).waitFor();
      if (retail !== pageNet)
        expect(
          await main.locator('.product-details__price').getByText(pageNet, { exact: true }).count(),
        ).toBe(0);
      await gotoHydrated(page, categoryPath);
      const tileRetail = shownMoney(
        tilePrices.retail.price.netUnitPrice,
        tilePrices.retail.currencyCode,
        language,
      );
      await main.getByRole('article').first().getByText(tileRetail, { exact: true }).waitFor();
    },
    180_000,
  );
});

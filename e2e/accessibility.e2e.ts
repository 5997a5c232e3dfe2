import { type LanguageCode, languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addFromProductPage, cartKit } from './cart-kit.ts';
import { catalogueApi } from './catalogue-api.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { demoPage } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, loggedIn, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);
const { productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** The storefront's main pages (issue 20's axe target), with something in the basket. */
async function mainPages(language: LanguageCode, productUrl: string) {
  const area = await api.getArea(language);
  const category = area.menus.find((item) => item.menus.includes('categories'));
  if (!category) throw new Error('The demo has no category menu');
  const [hit] = (await api.searchProducts(language, { take: 1 })).items;
  const word = hit?.item.name.split(/\s+/)[0] ?? '';
  return {
    home: demoPage('home', language).path,
    category: localizeContentUrl(category.url, language),
    search: `${localizePath('search', language)}?q=${encodeURIComponent(word)}`,
    product: productUrl,
    cart: localizePath('cart', language),
    checkout: localizePath('checkout', language),
    login: localizePath('login', language),
  };
}

/** The page of a product whose colour goes into a Stock basket, in `language`. */
async function productUrl(language: LanguageCode, token: string): Promise<string> {
  const { product, colorCode } = await productFor('Stock', token);
  const { url } = await api.product(language, product.id);
  return `${localizeContentUrl(url, language)}?colorCode=${colorCode}`;
}

/** Each page's violations, named by page, so a failure lists them all at once. */
async function violationsOn(page: Page, pages: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    for (const violation of await axeViolationsOfAnyKind(page)) found.push(`${name} ${path}: ${violation}`);
  }
  return found;
}

describe('Accessibility: axe finds nothing of any impact on the storefront pages', () => {
  it.each(languageCodes)('for a visitor with a basket (%s)', async (language) => {
    const token = await api.token(dealer);
    const url = await productUrl(language, token);
    const page = await newPage();
    await addFromProductPage(page, language, url);
    expect(await violationsOn(page, await mainPages(language, url))).toEqual([]);
  });

  it.each(languageCodes)('for a dealer with a basket (%s)', async (language) => {
    const token = await api.token(dealer);
    const url = await productUrl(language, token);
    const page = await loggedIn(dealer, language);
    await addFromProductPage(page, language, url);
    expect(await violationsOn(page, await mainPages(language, url))).toEqual([]);
  });
});

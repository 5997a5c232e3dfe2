import { gzipSync } from 'node:zlib';
import { type LanguageCode, languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { demoPage } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);

/** Issue 20: at most 150 KB of JavaScript (gzip) per storefront route (ADR 64). */
const budgetKb = 150;

/** The storefront pages a first-time visitor opens, in `language`. */
async function storefrontPages(language: LanguageCode): Promise<Record<string, string>> {
  const area = await api.getArea(language);
  const category = area.menus.find((item) => item.menus.includes('categories'));
  if (!category) throw new Error('The demo has no category menu');
  const product = await api.firstProduct(language);
  return {
    home: demoPage('home', language).path,
    category: localizeContentUrl(category.url, language),
    search: `${localizePath('search', language)}?q=dress`,
    product: localizeContentUrl(product.url, language),
    cart: localizePath('cart', language),
    login: localizePath('login', language),
  };
}

/** The gzip (-9) size in KB of every script the page loads until it is hydrated and the network is idle. */
async function javascriptKb(page: Page, path: string): Promise<number> {
  const scripts = new Map<string, Promise<Buffer>>();
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  };
  page.on('response', onResponse);
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let bytes = 0;
  for (const body of scripts.values()) bytes += gzipSync(await body, { level: 9 }).length;
  return bytes / 1024;
}

describe('The JavaScript a storefront page loads', () => {
  it.each(languageCodes)(
    `stays within ${budgetKb} KB (gzip) on every storefront page (%s)`,
    async (language) => {
      const page = await newPage();
      const over: string[] = [];
      for (const [name, path] of Object.entries(await storefrontPages(language))) {
        const kb = await javascriptKb(page, path);
        if (kb > budgetKb) over.push(`${name} ${path}: ${kb.toFixed(1)} KB`);
      }
      expect(over).toEqual([]);
    },
  );
});

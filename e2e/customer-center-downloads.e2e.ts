import path from 'node:path';
import { toMajor } from '@shop/commerce';
import { type CustomerOrder, languageCodes, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey, TextKeyUnder } from '@shop/ui-texts';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeSvgJpeg } from '../apps/api/src/db/seed/write-svg-jpeg.ts';
import { formatMoneyIn } from '../apps/web/app/lib/money.ts';
import { catalogueApi } from './catalogue-api.ts';
import { customerCenterKit, dealerDocumentLanguage } from './customer-center-kit.ts';
import { uiText } from './support/demo-data.ts';
import { downloadFrom, pdfText, sheetRows } from './support/downloads.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { invoicedOrder, emptyCarts } = customerCenterKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const mediaDir = inject('mediaDir');
/** What the order's pictures hold in the media folder: any real JPEG (the image pack copies the files). */
const pictureSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#6b7f5a"/></svg>';

describe.each(languageCodes)(
  "A dealer downloads an order's files in the customer center (%s)",
  (language) => {
    let token = '';
    let page: Page;
    let orderId = '';
    let order: CustomerOrder;
    const reference = `CC-E2E-downloads-${language}-${Date.now().toString(36)}`;
    const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);

    beforeAll(async () => {
      token = await catalogue.token(dealer);
      page = await loggedIn(dealer, language);
      ({ orderId, order } = await invoicedOrder(page, token, language, reference));
    });

    afterAll(async () => {
      if (token) await emptyCarts(token);
    });

    it('downloads the order confirmation as PDF and Excel and the image pack', async () => {
      const d = (key: TextKey) => uiText(dealerDocumentLanguage, key);
      const total = order.totalNetPrice.priceWithVat;
      // The demo renders no image files here: give the order's style-colours theirs, as the media folder would.
      const ids = [...new Set(order.lines.map((line) => line.productId))];
      const { items } = await catalogue.call(
        endpoints.product.getProductsByIds,
        { body: { area: { areaId: 'b2b', languageCode: language }, ids } },
        token,
      );
      const expectedImages: string[] = [];
      for (const styleColour of new Map(
        order.lines.map((line) => [`${line.productId}|${line.colorCode}`, line]),
      ).values()) {
        const media = items[styleColour.productId]?.colors[styleColour.colorCode]?.media ?? [];
        for (const [index, image] of media.entries()) {
          // A real picture: other stories (the cart's thumbnails) may show the same file.
          await writeSvgJpeg(pictureSvg, path.join(mediaDir, image.url));
          expectedImages.push(
            `${styleColour.productNumber}_${styleColour.colorCode}_${index + 1}${path.extname(image.url).toLowerCase() || '.jpg'}`,
          );
        }
      }
      expect(expectedImages.length).toBeGreaterThan(0);

      await gotoHydrated(page, localizePath('order', language, { id: orderId }));
      const pdf = await downloadFrom(page, t('customer-center.download.order-pdf'));
      expect(pdf.name).toBe(`${d('documents.file.orderConfirmation')}-${orderId}.pdf`);
      const text = await pdfText(pdf.bytes);
      expect(text).toContain(orderId);
      expect(text).toContain(
        formatMoneyIn(total, order.currencyCode, dealerDocumentLanguage).replace(/\s+/g, ' '),
      );

      const excel = await downloadFrom(page, t('customer-center.download.excel'));
      expect(excel.name).toMatch(/\.xlsx$/);
      const rows = await sheetRows(excel.bytes);
      const column = (key: TextKeyUnder<'documents.excel.'>) => d(`documents.excel.${key}`);
      const lineRows = rows.filter((row) => row[column('orderNumber')] === orderId);
      expect(
        lineRows.map((row) => [row[column('itemNumber')], row[column('quantity')], row[column('lineTotal')]]),
      ).toEqual(
        order.lines.map((line) => [
          line.productNumber,
          line.quantity,
          toMajor(line.netLinePrice.priceWithoutVat, order.currencyCode),
        ]),
      );
      const totalRow = rows.find((row) => row[column('name')] === d('documents.excel.totalWithVat'));
      expect(totalRow?.[column('lineTotal')]).toBe(toMajor(total, order.currencyCode));

      const pack = await downloadFrom(page, t('customer-center.download.images'));
      expect(pack.name).toMatch(/\.zip$/);
      const zip = await JSZip.loadAsync(pack.bytes);
      const entries = Object.keys(zip.files);
      expect(entries[0]).toBe('products.xlsx');
      expect(entries.slice(1).sort()).toEqual([...expectedImages].sort());
      const products = await sheetRows(await zip.file('products.xlsx')!.async('nodebuffer'));
      expect(new Set(products.map((row) => row[column('itemNumber')]))).toEqual(
        new Set(order.lines.map((line) => line.productNumber)),
      );

      // While a file prepares the button says so; a refusal (too many downloads) is explained, not a broken file.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/CustomerCenter/GetOrderConfirmationPdf*', async (route) => {
        await held;
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many downloads', errorCode: 'too-many-requests' }),
        });
      });
      const main = page.getByRole('main');
      await main.getByRole('link', { name: t('customer-center.download.order-pdf'), exact: true }).click();
      await main.getByText(t('customer-center.download.preparing'), { exact: true }).waitFor();
      release();
      await main
        .getByRole('alert')
        .filter({ hasText: t('customer-center.download.too-many') })
        .waitFor();
      await page.unroute('**/api/CustomerCenter/GetOrderConfirmationPdf*');
    }, 90_000);
  },
);

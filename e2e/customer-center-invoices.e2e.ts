import { type CustomerOrder, languageCodes, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAt, catalogueApi } from './catalogue-api.ts';
import { customerCenterKit, dealerDocumentLanguage } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { downloadFrom, pdfText } from './support/downloads.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { invoicedOrder, emptyCarts } = customerCenterKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const apiUrl = inject('apiUrl');

/** Today in the shop calendar (Europe/Copenhagen), YYYY-MM-DD. */
function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
}

describe.each(languageCodes)(
  "A dealer finds an order's invoices and credit memos in the customer center (%s)",
  (language) => {
    let token = '';
    let page: Page;
    let orderId = '';
    let order: CustomerOrder;
    const reference = `CC-E2E-invoices-${language}-${Date.now().toString(36)}`;
    const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);

    beforeAll(async () => {
      token = await catalogue.token(dealer);
      page = await loggedIn(dealer, language);
      ({ orderId, order } = await invoicedOrder(page, token, language, reference));
    });

    afterAll(async () => {
      if (token) await emptyCarts(token);
    });

    it('filters the invoice list by date and search, and says so when nothing matches', async () => {
      const invoice = order.invoices[0];
      if (!invoice) throw new Error('no invoice');
      const today = shopToday();
      await gotoHydrated(page, localizePath('invoices', language));
      await page.getByRole('searchbox', { name: t('customer-center.filters.search') }).fill(orderId);
      await page.getByLabel(t('customer-center.filters.from')).fill(today);
      await page.getByLabel(t('customer-center.filters.to')).fill(today);
      await page
        .getByRole('search', { name: t('customer-center.filters.label') })
        .getByRole('button', { name: t('customer-center.filters.apply') })
        .click();
      await page.waitForURL(
        (url) => url.searchParams.get('from') === today && url.searchParams.get('search') === orderId,
      );
      const table = page.getByRole('table', { name: t('customer-center.invoices.caption') });
      await table.getByRole('link', { name: invoice.invoiceId, exact: true }).waitFor();
      // Polled: the unfiltered list (this dealer's other invoices too) can still be on the page for a moment.
      await expect.poll(() => table.getByRole('row').count()).toBe(1 + order.invoices.length);

      // A range that ended before the order: nothing matches, and the page offers to clear the search.
      await gotoHydrated(
        page,
        `${localizePath('invoices', language)}?search=${orderId}&from=2001-01-01&to=2001-12-31`,
      );
      await page.getByText(t('customer-center.list.no-match')).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: t('customer-center.filters.clear') })
        .first()
        .click();
      await page.waitForURL(
        (url) => url.pathname === localizePath('invoices', language) && url.search === '',
      );
      await page.getByRole('table', { name: t('customer-center.invoices.caption') }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }, 60_000);

    it('opens a credit memo booked on the ledger from the credit memo list', async () => {
      const invoice = order.invoices[0];
      const line = order.lines[0];
      if (!invoice || !line) throw new Error('no invoice');
      const managerToken = await catalogue.token('manager@nordlys.demo');
      const reason = `Returned in the e2e test (${language})`;
      const { creditMemo } = await callAt(
        apiUrl,
        endpoints.backoffice.createCreditMemo,
        {
          body: {
            invoiceNo: invoice.invoiceId,
            requestId: `${reference}-credit`,
            reason,
            lines: [{ lineNo: line.lineNo, quantity: 1 }],
          },
        },
        managerToken,
      );
      await gotoHydrated(page, `${localizePath('creditMemos', language)}?search=${orderId}`);
      const table = page.getByRole('table', { name: t('customer-center.credit-memos.caption') });
      const row = table.getByRole('row').filter({ hasText: creditMemo.documentNo });
      await row.getByText(reason).waitFor();
      await row.getByRole('link', { name: creditMemo.documentNo, exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === localizePath('creditMemo', language, { id: creditMemo.documentNo }),
      );
      await mainHeading(page)
        .filter({ hasText: t('customer-center.credit-memo.title', { id: creditMemo.documentNo }) })
        .waitFor();
      const lines = page.getByRole('table', { name: t('customer-center.credit-memo.lines') });
      await lines.getByRole('rowheader').filter({ hasText: line.productNumber }).waitFor();
      // It names the invoice it credits, as a link, and offers its PDF.
      await page.getByRole('main').getByRole('link', { name: invoice.invoiceId, exact: true }).waitFor();
      const pdf = await downloadFrom(page, t('customer-center.download.credit-memo-pdf'));
      expect(pdf.name).toBe(
        `${uiText(dealerDocumentLanguage, 'documents.file.creditMemo')}-${creditMemo.documentNo}.pdf`,
      );
      const text = await pdfText(pdf.bytes);
      expect(text).toContain(creditMemo.documentNo);
      expect(text).toContain(invoice.invoiceId);
      expect(await axeViolations(page)).toEqual([]);
    }, 60_000);
  },
);

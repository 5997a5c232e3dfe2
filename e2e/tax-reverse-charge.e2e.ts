import { vatNoteTexts } from '@shop/commerce';
import { languageCodes, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomers } from '../apps/api/src/db/seed/build-customers.ts';
import { catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { uiText } from './support/demo-data.ts';
import { downloadFrom, pdfText } from './support/downloads.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { invoicedOrder, emptyCarts } = customerCenterKit(baseUrl);
const haendler = 'haendler@nordlys.demo';

/** C20001's language: its documents are written in it, whatever language the shop is browsed in. */
const documentLanguage = (() => {
  const code = buildCustomers().customers.find((c) => c.customerNumber === 'C20001')?.languageCode;
  if (code !== 'da' && code !== 'en') throw new Error(`C20001 has no shop language (${code})`);
  return code;
})();

describe.each(languageCodes)(
  'A German dealer with a German VAT number is invoiced without VAT, under reverse charge (%s)',
  (language) => {
    let token = '';
    let page: Page;
    const reference = `TAX-E2E-${language}-${Date.now().toString(36)}`;
    const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);

    beforeAll(async () => {
      token = await catalogue.token(haendler);
      page = await loggedIn(haendler, language);
    });

    afterAll(async () => {
      if (token) await emptyCarts(token);
    });

    it('orders on account through the checkout; the receipt, the invoice page and its PDF say 0 % VAT and carry the reverse-charge text', async () => {
      const { order } = await invoicedOrder(page, token, language, reference);
      // The receipt (where the checkout lands) shows the VAT row at 0 % and the note, in the shop's language.
      const receipt = page.locator('.receipt__order');
      const zeroInShop = new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
        style: 'percent',
      }).format(0);
      await receipt.getByText(t('tax.vatAtRate', { rate: zeroInShop }), { exact: true }).waitFor();
      await receipt.getByText(t('tax.reverseChargeNote'), { exact: true }).waitFor();
      // The addresses end in the country's name in the shop's language, not its code.
      const germany = new Intl.DisplayNames([language === 'da' ? 'da-DK' : 'en-GB'], { type: 'region' }).of(
        'DE',
      );
      await expect
        .poll(() => receipt.locator('.receipt__addresses p').allTextContents())
        .toContainEqual(expect.stringMatching(new RegExp(`, ${germany}$`)));

      const invoice = order.invoices[0];
      if (!invoice) throw new Error('no invoice');
      expect(invoice.vat).toBe(0);
      expect(invoice.amountWithVat).toBe(invoice.amountWithoutVat);

      await gotoHydrated(page, localizePath('invoice', language, { id: invoice.invoiceId }));
      // The invoice's page says what its PDF prints: VAT at 0 % and why, in the language the shop is browsed in.
      const totals = page.getByRole('main');
      await totals.getByText(t('tax.vatAtRate', { rate: zeroInShop }), { exact: true }).waitFor();
      await totals.getByText(t('tax.reverseChargeNote'), { exact: true }).waitFor();
      const pdf = await downloadFrom(page, t('customer-center.download.invoice-pdf'));
      const text = await pdfText(pdf.bytes);
      expect(text).toContain(invoice.invoiceId);
      const d = (key: TextKey) => uiText(documentLanguage, key);
      const zero = new Intl.NumberFormat(documentLanguage === 'da' ? 'da-DK' : 'en-GB', {
        style: 'percent',
      }).format(0);
      // The VAT summary has one group, at 0 % (it was 25 % before the tax rules).
      expect(text).toContain(
        `${d('documents.vatSummary')} ${d('documents.vatRate')} ${d('documents.vatBase')} ${d('documents.vatAmount')} ${zero} `,
      );
      expect(text).toContain(vatNoteTexts['tax.reverseChargeNote'][documentLanguage]);
    }, 120_000);
  },
);

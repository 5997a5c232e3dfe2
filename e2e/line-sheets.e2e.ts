import { languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from '../apps/web/app/lib/money.ts';
import { cartKit } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp, pageProductKey } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { downloadFrom, pdfText, sheetRows } from './support/downloads.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const salesPerson = 'sales@nordlys.demo';

/** Money as the PDF writes it, whitespace as single spaces (as pdfText reads it). */
const money = (minorUnits: number, currency: string, language: 'en' | 'da') =>
  formatMoneyIn(minorUnits, currency, language).replace(/\s+/g, ' ');

/** A proposal of the sales person to the dealer with one line of a Stock product, made through the API. */
async function proposalToDealer(name: string) {
  const sales = await catalogue.token(salesPerson);
  const areaInfo = { ...area('en'), currencyCode: 'DKK' as const };
  const { id: draftId } = await catalogue.call(
    endpoints.proposal.createProposalDraft,
    { body: { area: areaInfo, currencyCode: 'DKK', name } },
    sales,
  );
  const { token: editing } = await catalogue.call(
    endpoints.proposal.getProposalUser,
    { body: { areaInfo, draftId, currencyCode: 'DKK' } },
    sales,
  );
  const pick = await productFor('Stock', editing);
  const { cart } = await catalogue.call(
    endpoints.cart.getOrCreateCart,
    { body: { area: areaInfo, orderType: 'Stock' } },
    editing,
  );
  await catalogue.call(
    endpoints.cart.addOrUpdateLines,
    {
      body: {
        area: areaInfo,
        cartId: cart.cartId,
        overrideExistingQuantity: false,
        lines: [{ lineId: null, productKey: pageProductKey(pick.product, pick.colorCode), quantity: 2 }],
      },
    },
    editing,
  );
  await catalogue.call(
    endpoints.proposal.updateProposalDraft,
    { body: { areaInfo, draft: { id: draftId, recipients: [dealer] } } },
    sales,
  );
  const { proposals } = await catalogue.call(
    endpoints.proposal.convertDraftToProposal,
    { body: { areaInfo, draftId } },
    sales,
  );
  const proposal = proposals[0];
  if (!proposal) throw new Error('the draft made no proposal');
  return { id: proposal.id, product: pick.product };
}

describe.each(languageCodes)('A dealer downloads line sheets (%s)', (language) => {
  const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);
  /** "Page 1 of N" in the language, N captured. */
  const pageNumbers = (page: string) =>
    new RegExp(escapeRegExp(t('documents.page', { page, pages: '\u0000' })).replace('\u0000', '(\\d+)'), 'g');

  it('from a category page and from a proposal’s page, with the styles at their net prices and RRP', async () => {
    const token = await catalogue.token(dealer);
    const shopArea = await catalogue.getArea(language);
    const top = shopArea.menus.find((item) => item.menus.includes('categories'));
    if (!top) throw new Error('The demo has no category menu');
    const category = await catalogue.categoryId(language, top.url);
    const [hit] = (await catalogue.searchProducts(language, { category, take: 1 })).items;
    if (!hit) throw new Error(`${top.url} lists no product`);
    const style = await catalogue.product(language, hit.id);
    const price = await catalogue.price(
      { productId: style.id, variantId: null, unitOfMeasure: style.units[0]?.unitId ?? 'CU' },
      { token },
    );

    const page = await loggedIn(dealer, language);
    await gotoHydrated(page, localizeContentUrl(top.url, language));
    // The links sit in the list's toolbar, each named by its file, axe-clean.
    await page
      .getByRole('link', { name: t('line-sheet.download', { format: 'PDF' }), exact: true })
      .waitFor();
    expect(await axeViolations(page, '.product-list__toolbar')).toEqual([]);
    const pdf = await downloadFrom(page, t('line-sheet.download', { format: 'PDF' }));
    expect(pdf.name).toMatch(new RegExp(`^${escapeRegExp(t('line-sheet.file'))}-.+\\.pdf$`));
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(t('line-sheet.title'));
    expect(text).toContain(t('line-sheet.index'));
    expect(text).toContain(`${t('line-sheet.itemNumber')} ${style.number}`);
    expect(text).toContain(style.name);
    expect(price.currencyCode).toBe('DKK');
    expect(text).toContain(money(price.price.netUnitPrice, price.currencyCode, language));
    if (!price.retailPrice) throw new Error('the style has no RRP');
    expect(text).toContain(money(price.retailPrice.amount, price.retailPrice.currencyCode, language));
    const pages = Number(pageNumbers('1').exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(t('documents.page', { page: String(pages), pages: String(pages) }));

    // From a search: the styles found, as PDF and as Excel with each colour's picture link.
    await gotoHydrated(page, `${localizePath('search', language)}?q=${encodeURIComponent(style.number)}`);
    const found = await pdfText(
      (await downloadFrom(page, t('line-sheet.download', { format: 'PDF' }))).bytes,
    );
    expect(found).toContain(t('line-sheet.searchResult'));
    expect(found).toContain(`${t('line-sheet.itemNumber')} ${style.number}`);
    expect(found).toContain(money(price.price.netUnitPrice, price.currencyCode, language));
    const rows = await sheetRows(
      (await downloadFrom(page, t('line-sheet.download', { format: 'Excel' }))).bytes,
    );
    const ofStyle = rows.filter((row) => row[t('line-sheet.itemNumber')] === style.number);
    expect(ofStyle.length).toBeGreaterThan(0);
    // The picture is a link cell (its text and its address).
    const linkOf = (cell: unknown) =>
      typeof cell === 'object' && cell !== null ? (cell as { hyperlink?: string }).hyperlink : cell;
    // The shop's image address of the colour's picture (the browser tests render no picture files).
    for (const row of ofStyle)
      expect(String(linkOf(row[t('line-sheet.picture')]))).toMatch(
        new RegExp(`^${escapeRegExp(baseUrl)}/images/fit/\\d+/\\d+/\\w+/[\\w-]+\\.jpg$`),
      );

    const proposalName = `Line sheet ${language} ${Date.now().toString(36)}`;
    const proposal = await proposalToDealer(proposalName);
    const proposed = await catalogue.product(language, proposal.product.id);
    const proposedPrice = await catalogue.price(
      { productId: proposed.id, variantId: null, unitOfMeasure: proposed.units[0]?.unitId ?? 'CU' },
      { token },
    );
    await gotoHydrated(page, localizePath('proposal', language, { id: proposal.id }));
    expect(await axeViolations(page)).toEqual([]);
    const sheet = await downloadFrom(page, t('line-sheet.download', { format: 'PDF' }));
    const proposalText = await pdfText(sheet.bytes);
    expect(proposalText).toContain(proposalName);
    expect(proposalText).toContain(`${t('line-sheet.itemNumber')} ${proposed.number}`);
    expect(proposalText).toContain(money(proposedPrice.price.netUnitPrice, 'DKK', language));
    // Cover, index and the style's page: "Page 3 of 3".
    expect(proposalText).toContain(t('documents.page', { page: '3', pages: '3' }));

    // The sales person's copy, from the sales area's proposal page, at the dealer's prices.
    const sales = await loggedIn(salesPerson, language);
    await gotoHydrated(sales, localizePath('salesProposal', language, { id: proposal.id }));
    const salesSheet = await pdfText(
      (await downloadFrom(sales, t('line-sheet.download', { format: 'PDF' }))).bytes,
    );
    expect(salesSheet).toContain(proposalName);
    expect(salesSheet).toContain(`${t('line-sheet.itemNumber')} ${proposed.number}`);
    expect(salesSheet).toContain(money(proposedPrice.price.netUnitPrice, 'DKK', language));
  });
});

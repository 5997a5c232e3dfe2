import {
  type CheckoutOrderType,
  type CurrencyCode,
  type LanguageCode,
  localizeContentUrl,
  localizePath,
  type ProductKey,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addFromProductPage, cartKit, continueButton, expectStep, standardParcel } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp, pageProductKey, shownMoney } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { demoUserName, uiText } from './support/demo-data.ts';
import { sheetRows } from './support/downloads.ts';
import { mailsTo, nextMailTo } from './support/mailbox.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, sessionCookie, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor, emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const mailDir = inject('mailDir');

const salesPerson = 'sales@nordlys.demo';
/** Two users of customers assigned to the sales person: the Danish dealer (C10001) and the UK shop (C30001). */
const dealer = 'dealer@nordlys.demo';
const ukShop = 'shop.uk@nordlys.demo';

/** The product page (in the page's language) of a product that goes into the cart of `orderType`. */
async function productPage(orderType: CheckoutOrderType, token: string, language: LanguageCode) {
  const pick = await productFor(orderType, token);
  const body = { area: area(language), ids: [pick.product.id] };
  const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, token);
  const productUrl = items[pick.product.id]?.url ?? pick.product.url;
  return { ...pick, url: `${localizeContentUrl(productUrl, language)}?colorCode=${pick.colorCode}` };
}

/**
 * A Stock product for the proposal whose dealer can check out its line alone: `quantity` pieces (on hand, so the
 * cart validation leaves the line alone) reach the dealer's minimum order amount at the dealer's net price with
 * room to spare (quantity breaks may lower the price). Answers it with the URL of its page in `language`.
 */
async function stockProductMeetingMinimum(token: string, language: LanguageCode) {
  const { customer } = await catalogue.call(endpoints.user.getUser, {}, token);
  if (!customer) throw new Error('the dealer acts for no customer');
  const picks = (await colorsFor('Stock', token)).filter((pick) => pick.onHand > 0).slice(0, 100);
  const keyOf = (pick: (typeof picks)[number]): ProductKey => pageProductKey(pick.product, pick.colorCode);
  const { prices } = await catalogue.call(
    endpoints.price.getPricesByCustomer,
    { body: { products: picks.map(keyOf) } },
    token,
  );
  for (const pick of picks) {
    const key = keyOf(pick);
    const net = prices.find(
      (entry) => entry.productKey.productId === key.productId && entry.productKey.variantId === key.variantId,
    )?.price.netUnitPrice;
    if (!net) continue;
    const quantity = Math.ceil((1.5 * customer.minOrderAmount) / net);
    if (quantity <= pick.onHand) {
      // The page's address in its language (the picks were searched in Danish).
      const body = { area: area(language), ids: [pick.product.id] };
      const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, token);
      const productUrl = items[pick.product.id]?.url ?? pick.product.url;
      const url = `${localizeContentUrl(productUrl, language)}?colorCode=${pick.colorCode}`;
      return { ...pick, quantity, url };
    }
  }
  throw new Error('No Stock product of the demo has enough on hand to reach the dealer minimum alone');
}

/** At 390 px nothing but a table's own scrolling box is wider than the screen; the viewport is restored. */
async function fitsPhone(page: Page): Promise<boolean> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
  if (before) await page.setViewportSize(before);
  return fits;
}

const bar = (page: Page, language: LanguageCode) =>
  page.getByRole('region', { name: uiText(language, 'impersonation.bar.region') });

describe.each<LanguageCode>(['en', 'da'])('Proposals (%s)', (language) => {
  const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);
  let dealerToken = '';
  afterAll(async () => {
    if (dealerToken) await emptyCarts(dealerToken);
  });

  it('a sales person builds a draft in the shop, sends it to two users, and the dealer adds it to the baskets', async () => {
    dealerToken = await catalogue.token(dealer);
    await emptyCarts(dealerToken);
    const name = `Proposal ${language} ${Date.now()}`;
    const dealerName = await demoUserName(dealer);
    const ukName = await demoUserName(ukShop);
    // The draft is priced in a currency other than the shop area's, so the shop must show the draft's.
    const areaCurrency = (await catalogue.getArea(language)).currencyCode;
    const draftCurrency: CurrencyCode = areaCurrency === 'GBP' ? 'SEK' : 'GBP';

    // The drafts page: create a draft.
    const sales = await loggedIn(salesPerson, language);
    await gotoHydrated(sales, localizePath('salesProposalDrafts', language));
    await sales.getByRole('heading', { level: 1, name: t('proposal-screens.drafts.title') }).waitFor();
    await sales.getByLabel(t('proposal-screens.name'), { exact: true }).fill(name);
    await sales.getByLabel(t('proposal-screens.currency')).selectOption(draftCurrency);
    await sales.getByRole('button', { name: t('proposal-screens.drafts.create') }).click();
    await sales.getByText(t('proposal-screens.drafts.created', { name }), { exact: true }).waitFor();
    await sales.mouse.move(0, 0);
    expect(await axeViolations(sales)).toEqual([]);
    expect(await fitsPhone(sales)).toBe(true);

    // Edit in shop: the session is now the draft's, the bar says so, the customer-center link is gone.
    const salesToken = (await sessionCookie(sales))?.value;
    await sales.getByRole('button', { name: t('proposal-screens.drafts.edit-named', { name }) }).click();
    await sales.waitForURL((url) => !url.pathname.includes('/sales'));
    const editing = bar(sales, language);
    await editing.getByText(t('impersonation.bar.editing-draft')).waitFor();
    expect((await sessionCookie(sales))?.value).not.toBe(salesToken);
    expect(
      await sales
        .getByRole('banner')
        .getByRole('link', { name: t('header.customer-center') })
        .count(),
    ).toBe(0);

    // Lines into both of the draft's baskets, from the products' pages.
    const draftToken = (await sessionCookie(sales))?.value ?? '';
    const stock = await stockProductMeetingMinimum(dealerToken, language);
    const preorder = await productPage('Preorder', dealerToken, language);

    // The product page shows the draft's list price in the draft's currency, not the area's.
    // The API decides from the session's token: asked in the area's currency, it answers the draft's.
    const { prices: draftPrices } = await catalogue.call(
      endpoints.price.getPrices,
      { body: { currencyCode: areaCurrency, products: [pageProductKey(stock.product, stock.colorCode)] } },
      draftToken,
    );
    const draftPrice = draftPrices[0];
    if (!draftPrice) throw new Error(`no price of ${stock.product.id}`);
    expect(draftPrice.currencyCode).toBe(draftCurrency);
    const listPrice = await catalogue.price(pageProductKey(stock.product, stock.colorCode), {
      currencyCode: draftCurrency,
    });
    expect(draftPrice.price).toEqual(listPrice.price);
    const user = await catalogue.call(endpoints.user.getUser, {}, draftToken);
    expect(user.extraInfo.draftCurrencyCode).toBe(draftCurrency);
    await gotoHydrated(sales, stock.url);
    await sales
      .getByRole('main')
      .getByText(shownMoney(draftPrice.price.netUnitPrice, draftCurrency, language), { exact: true })
      .waitFor();
    // The size a dealer sees in stock is in stock for the draft too (issue 31 item 2: it read "Out of stock").
    expect([t('stock.in-stock'), t('stock.few-in-stock')]).toContain(
      await sales.locator('.stock-indicator > span:not([aria-hidden])').first().innerText(),
    );
    for (const [pick, orderType] of [
      [stock, 'Stock'],
      [preorder, 'Preorder'],
    ] as const) {
      const miniCart = await addFromProductPage(sales, language, pick.url);
      await miniCart.getByRole('region', { name: t(`cart.order-type-${orderType}`) }).waitFor();
      if (pick === stock) {
        // The mini cart's line is the draft's basket, priced in the draft's currency.
        await miniCart
          .getByText(shownMoney(draftPrice.price.netUnitPrice, draftCurrency, language), { exact: true })
          .first()
          .waitFor();
      }
      await miniCart.getByRole('button', { name: t('common.close') }).click();
    }
    const draftCarts = await openCarts(draftToken);
    expect(draftCarts.every((cart) => cart.extraInfo.draftId !== null)).toBe(true);
    expect(
      Object.fromEntries(
        draftCarts.map((cart) => [cart.orderType, cart.lines.map((l) => l.productKey.productId)]),
      ),
    ).toEqual({ Stock: [stock.product.id], Preorder: [preorder.product.id] });

    // The draft's baskets lead to the recipients, not to a checkout (issue 31 item 5), and so does the
    // checkout's address.
    await gotoHydrated(sales, localizePath('checkout', language));
    await sales.getByText(t('cart.draft-note')).waitFor();
    expect(await sales.getByText(t('checkout.noCustomer')).count()).toBe(0);
    await gotoHydrated(sales, localizePath('cart', language));
    const overview = sales.getByRole('complementary', { name: t('cart.side-column') });
    await overview.getByText(t('cart.draft-note')).waitFor();
    expect(await overview.getByRole('link', { name: t('cart.checkout') }).count()).toBe(0);

    // Recipients: two users found by search and ticked together, then the conversion.
    await overview.getByRole('link', { name: t('proposal-screens.bar.recipients') }).click();
    await sales
      .getByRole('heading', { level: 1, name: t('proposal-screens.recipients.title', { name }) })
      .waitFor();
    await sales.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    for (const username of [dealer, ukShop]) {
      const search = sales.getByRole('searchbox', { name: t('customer-center.filters.search') });
      await search.fill(username);
      await search.press('Enter');
      await sales.waitForURL((url) => url.searchParams.get('search') === username);
      await sales.getByRole('checkbox', { name: new RegExp(username.replace(/\./g, '\\.')) }).check();
      await sales.getByRole('button', { name: t('proposal-screens.recipients.add') }).click();
      await sales
        .getByText(uiText(language, 'proposal-screens.recipients.added.one', { count: '1' }), { exact: true })
        .waitFor();
    }
    await sales
      .getByRole('heading', {
        name: uiText(language, 'proposal-screens.recipients.chosen.other', { count: '2' }),
      })
      .waitFor();
    await sales.mouse.move(0, 0);
    expect(await axeViolations(sales)).toEqual([]);

    const dealerMails = mailsTo(mailDir, dealer).length;
    await sales.getByLabel(t('proposal-screens.notes')).fill('Hand-picked for the spring windows');
    await sales.getByRole('button', { name: t('proposal-screens.recipients.convert') }).click();
    // Sent: back on the proposals list, whose address ended the editing session.
    await sales.waitForURL((url) => url.pathname === localizePath('salesProposals', language));
    await sales
      .getByText(uiText(language, 'proposal-screens.proposals.sent-notice.other', { count: '2' }), {
        exact: true,
      })
      .waitFor();
    expect(await bar(sales, language).count()).toBe(0);
    // One proposal per recipient customer, listed with the customer.
    const sentRows = sales.getByRole('row').filter({ has: sales.getByRole('link', { name, exact: true }) });
    await expect.poll(() => sentRows.count()).toBe(2);
    await sentRows.filter({ hasText: 'C10001' }).waitFor();
    await sentRows.filter({ hasText: 'C30001' }).waitFor();

    // The dealer's mail links to the proposal in the customer center.
    const mail = await nextMailTo(mailDir, dealer, dealerMails);
    const link = /https?:\/\/\S+\/customer-center\/proposals\/[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const proposalPath = new URL(link ?? '').pathname.replace(/^\/da(?=\/)/, '');
    const proposalId = proposalPath.split('/').at(-1) ?? '';

    // The dealer opens it (Opened), keeps the quantities and adds it to the baskets (AddedToCart).
    const buyer = await loggedIn(dealer, language);
    await gotoHydrated(buyer, localizePath('proposals', language));
    await buyer
      .getByRole('navigation', { name: t('customer-center.nav.label') })
      .getByRole('link', { name: t('proposal-screens.nav.proposals') })
      .waitFor();
    const listed = buyer.getByRole('link', { name, exact: true });
    expect(await listed.getAttribute('href')).toBe(localizePath('proposal', language, { id: proposalId }));
    await buyer.mouse.move(0, 0);
    expect(await axeViolations(buyer)).toEqual([]);
    await gotoHydrated(buyer, localizePath('proposal', language, { id: proposalId }));
    await buyer.getByRole('heading', { level: 1, name }).waitFor();
    await buyer.getByText('Hand-picked for the spring windows').waitFor();
    await buyer.mouse.move(0, 0);
    expect(await axeViolations(buyer)).toEqual([]);
    // Enough of the Stock line to reach the dealer's minimum, so that basket can be checked out on its own.
    await buyer
      .getByRole('row')
      .filter({ hasText: t('cart.order-type-Stock') })
      .getByRole('spinbutton')
      .fill(String(stock.quantity));
    await buyer.getByRole('button', { name: t('proposal-screens.customer.add-to-cart') }).click();
    const summary = buyer
      .getByRole('status')
      .filter({ hasText: t('proposal-screens.customer.summary-title') });
    await summary.waitFor();
    const carts = await openCarts(dealerToken);
    const byKind = Object.fromEntries(
      carts.map((cart) => [cart.orderType, cart.lines.map((line) => line.productKey.productId)]),
    );
    expect(byKind.Stock).toContain(stock.product.id);
    expect(byKind.Preorder).toContain(preorder.product.id);
    expect(await fitsPhone(buyer)).toBe(true);
    const stockCart = carts.find((cart) => cart.orderType === 'Stock');
    expect(stockCart?.lines.find((line) => line.productKey.productId === stock.product.id)?.quantity).toBe(
      stock.quantity,
    );

    // The dealer checks the Stock basket out on account through the checkout's steps and sees the receipt.
    const reference = `PROPOSAL-${language}-${Date.now().toString(36)}`;
    await gotoHydrated(buyer, localizePath('checkout', language));
    await buyer.getByRole('heading', { level: 1, name: t('checkout.title'), exact: true }).waitFor();
    const orderTypeChoice = (orderType: CheckoutOrderType) =>
      buyer.getByRole('checkbox', {
        name: new RegExp(`^${escapeRegExp(t(`cart.order-type-${orderType}`))}`),
      });
    await orderTypeChoice('Stock').check();
    await orderTypeChoice('Preorder').uncheck();
    await continueButton(buyer, language).click();
    await expectStep(buyer, language, 'checkout.step.shipping');
    await standardParcel(buyer, language).waitFor();
    await continueButton(buyer, language).click();
    await expectStep(buyer, language, 'checkout.step.billing');
    await buyer.getByLabel(t('checkout.reference')).fill(reference);
    await buyer
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t('checkout.acceptTerms'))}`) })
      .check();
    await continueButton(buyer, language).click();
    await expectStep(buyer, language, 'checkout.step.payment');
    const onAccount = buyer.getByRole('radio', { name: t('checkout.payment.account') });
    await onAccount.check();
    await buyer.getByRole('button', { name: t('checkout.placeOrder'), exact: true }).click();
    await buyer.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
    const { order } = await catalogue.call(
      endpoints.order.getOrderByCartId,
      { body: { areaInfo: area(language), cartId: stockCart?.cartId ?? '' } },
      dealerToken,
    );
    expect(order.item).toMatchObject({ paymentMethod: 'account', reference });
    expect(await mainHeading(buyer).textContent()).toBe(t('receipt.title'));
    await buyer
      .getByRole('heading', { name: t('receipt.orderNumber', { orderNumber: order.item.orderId }) })
      .waitFor();
    // The Preorder basket was not chosen: it keeps the proposal's line.
    const left = await openCarts(dealerToken);
    expect(
      left.find((cart) => cart.orderType === 'Preorder')?.lines.map((l) => l.productKey.productId),
    ).toEqual(byKind.Preorder);

    // The order is in the customer center's orders list.
    await gotoHydrated(buyer, `${localizePath('orders', language)}?search=${encodeURIComponent(reference)}`);
    await buyer
      .getByRole('table', { name: t('customer-center.orders.caption') })
      .getByRole('link', { name: order.item.orderId, exact: true })
      .waitFor();

    // The sales person sees the events on the dealer's proposal and exports it as Excel.
    await gotoHydrated(sales, localizePath('salesProposal', language, { id: proposalId }));
    const timeline = sales.locator('.proposal-timeline');
    await timeline.getByText(t('proposal-screens.event.Created', { user: dealerName })).waitFor();
    await timeline.getByText(t('proposal-screens.event.Opened', { user: dealerName })).waitFor();
    await timeline.getByText(t('proposal-screens.event.AddedToCart', { user: dealerName })).waitFor();
    expect(await timeline.getByText(ukName).count()).toBe(0);
    // Added to the baskets, the proposal was accepted: a final status, which the page offers no change of.
    await sales.getByText(t('proposal-screens.status.final')).waitFor();
    await sales.mouse.move(0, 0);
    expect(await axeViolations(sales)).toEqual([]);

    const salesApiToken = await catalogue.token(salesPerson);
    const { proposal } = await catalogue.call(
      endpoints.proposal.getProposal,
      { body: { areaInfo: area(language), id: proposalId } },
      salesApiToken,
    );
    const download = await sales.request.get(
      (await sales.getByRole('link', { name: t('proposal-screens.export-excel') }).getAttribute('href')) ??
        '',
    );
    expect(download.status()).toBe(200);
    const rows = await sheetRows(Buffer.from(await download.body()));
    // The workbook speaks the customer's language: the Danish dealer's is Danish.
    const itemNumber = uiText('da', 'proposal-excel.item-number');
    const numbers = rows.map((row) => String(row[itemNumber] ?? ''));
    for (const line of proposal.lines) expect(numbers).toContain(line.productNumber);

    // The UK shop's proposal, still Sent, is declined by the sales person: the page offers only the next statuses.
    await gotoHydrated(sales, localizePath('salesProposals', language));
    await sales
      .getByRole('row')
      .filter({ hasText: 'C30001' })
      .getByRole('link', { name, exact: true })
      .click();
    const status = sales.getByLabel(t('proposal-screens.status.change'));
    await status.waitFor();
    expect(await status.locator('option').allTextContents()).toEqual(
      (['Viewed', 'Accepted', 'Declined', 'Expired'] as const).map((next) =>
        t(`proposal-screens.status.${next}`),
      ),
    );
    await status.selectOption({ label: t('proposal-screens.status.Declined') });
    await sales.getByRole('button', { name: t('proposal-screens.status.save') }).click();
    // A final status is asked for first; "No" leaves the proposal as it was.
    const declined = t('proposal-screens.status.Declined');
    const question = sales.getByRole('alert').filter({
      hasText: t('proposal-screens.status.confirm-final', { name, status: declined }),
    });
    await question.waitFor();
    await question.getByRole('link', { name: t('proposal-screens.status.confirm-final.no') }).click();
    await expect.poll(() => question.count()).toBe(0);
    await expect
      .poll(() => sales.locator('.document-facts .status-badge').innerText())
      .toBe(t('proposal-screens.status.Sent'));
    await status.selectOption({ label: declined });
    await sales.getByRole('button', { name: t('proposal-screens.status.save') }).click();
    await question
      .getByRole('button', { name: t('proposal-screens.status.confirm-final.yes', { status: declined }) })
      .click();
    await sales
      .getByRole('status')
      .getByText(t('proposal-screens.status.changed', { status: declined }))
      .waitFor();
    await sales.getByText(t('proposal-screens.status.final')).waitFor();
    await sales.locator('.document-facts').getByText(declined).waitFor();
    const salesName = (await catalogue.call(endpoints.user.getUser, {}, salesApiToken)).name;
    await sales
      .locator('.proposal-timeline')
      .getByText(t('proposal-screens.event.MarkedDeclined', { user: salesName }))
      .waitFor();
    expect(await axeViolations(sales)).toEqual([]);
  }, 240_000);

  it('a sales person stops editing a draft from the bar, and deletes the draft after a confirmation', async () => {
    const name = `Draft ${language} ${Date.now()}`;
    const sales = await loggedIn(salesPerson, language);
    await gotoHydrated(sales, localizePath('salesProposalDrafts', language));
    await sales.getByLabel(t('proposal-screens.name'), { exact: true }).fill(name);
    await sales.getByRole('button', { name: t('proposal-screens.drafts.create') }).click();
    await sales.getByText(t('proposal-screens.drafts.created', { name }), { exact: true }).waitFor();
    // The form is ready for the next draft: its name field empty again.
    await expect
      .poll(() => sales.getByLabel(t('proposal-screens.name'), { exact: true }).inputValue())
      .toBe('');
    await sales.getByRole('button', { name: t('proposal-screens.drafts.edit-named', { name }) }).click();
    await bar(sales, language).getByText(t('impersonation.bar.editing-draft')).waitFor();

    // Stop editing: the drafts list, whose address ends the session; the sales person is themselves again.
    await bar(sales, language)
      .getByRole('link', { name: t('proposal-screens.bar.stop') })
      .click();
    await sales.waitForURL((url) => url.pathname === localizePath('salesProposalDrafts', language));
    await sales.getByRole('heading', { level: 1, name: t('proposal-screens.drafts.title') }).waitFor();
    expect(await bar(sales, language).count()).toBe(0);
    const user = await catalogue.call(endpoints.user.getUser, {}, (await sessionCookie(sales))?.value);
    expect(user.roles).toEqual(['impersonator']);

    // Delete asks first, then the draft is gone from the list.
    await sales.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await sales.getByRole('button', { name: t('proposal-screens.drafts.delete-named', { name }) }).click();
    await sales.getByText(t('proposal-screens.drafts.delete-question', { name })).waitFor();
    await sales
      .getByRole('button', { name: t('proposal-screens.drafts.confirm-delete-named', { name }) })
      .click();
    await sales.getByText(t('proposal-screens.drafts.deleted', { name }), { exact: true }).waitFor();
    await expect.poll(() => sales.getByRole('row').filter({ hasText: name }).count()).toBe(0);
  }, 120_000);
});

import { type Cart, type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit } from './cart-kit.ts';
import { area, catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { workerChromium } from './support/chromium.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, sessionCookieName, useBrowser } from './support/session.ts';

// Issue 31 item 10: the forms that fill the baskets carry a request id, so the same form sent twice adds once.
const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const { placeStockOrder } = customerCenterKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const salesPerson = 'sales@nordlys.demo';
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page without JavaScript, logged in as the holder of `token` (the web's session cookie). */
async function pageWithoutJavaScript(token: string): Promise<Page> {
  const browser = await workerChromium();
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  contexts.push(context);
  await context.addCookies([{ name: sessionCookieName, value: token, url: baseUrl }]);
  return context.newPage();
}

/** The pieces in the dealer's open baskets, per variant. */
async function basketPieces(token: string): Promise<Record<string, number>> {
  const pieces: Record<string, number> = {};
  for (const line of (await openCarts(token)).flatMap((cart: Cart) => cart.lines)) {
    const variantId = line.productKey.variantId ?? line.productKey.productId;
    pieces[variantId] = (pieces[variantId] ?? 0) + line.quantity;
  }
  return pieces;
}

/** A proposal of 3 pieces of a Stock product to the dealer, drafted and sent through the API. */
async function sentProposal(language: LanguageCode): Promise<{ id: string; variantId: string }> {
  const sales = await catalogue.token(salesPerson);
  const { id: draftId } = await catalogue.call(
    endpoints.proposal.createProposalDraft,
    { body: { area: area(language), currencyCode: 'DKK', name: `Twice ${language} ${Date.now()}` } },
    sales,
  );
  const { token: editing } = await catalogue.call(
    endpoints.proposal.getProposalUser,
    { body: { areaInfo: area(language), draftId, currencyCode: 'DKK' } },
    sales,
  );
  const pick = await productFor('Stock', editing, 10);
  const variantId = pick.product.colors[pick.colorCode]?.firstVariantId ?? '';
  const { cart } = await catalogue.call(
    endpoints.cart.getOrCreateCart,
    { body: { area: area(language), orderType: 'Stock' } },
    editing,
  );
  await catalogue.call(
    endpoints.cart.addOrUpdateLines,
    {
      body: {
        area: area(language),
        cartId: cart.cartId,
        lines: [{ productKey: { productId: pick.product.id, variantId, unitOfMeasure: 'CU' }, quantity: 3 }],
      },
    },
    editing,
  );
  await catalogue.call(
    endpoints.proposal.updateProposalDraft,
    { body: { areaInfo: area(language), draft: { id: draftId, recipients: [dealer] } } },
    sales,
  );
  const { proposals } = await catalogue.call(
    endpoints.proposal.convertDraftToProposal,
    { body: { areaInfo: area(language), draftId } },
    sales,
  );
  return { id: proposals[0]?.id ?? '', variantId };
}

/** The request id a form was rendered with. */
const requestIdOf = (page: Page, form: string) =>
  page.locator(`form.${form} input[name="requestId"]`).inputValue();

/** The same form posted again, as a browser's "resend" or a back-button resubmit sends it. */
function resubmit(page: Page, fields: Record<string, string>) {
  return page.request.post(page.url(), { form: fields, headers: { Origin: baseUrl } });
}

describe.each<LanguageCode>(['en', 'da'])('Adding to the baskets once per form (%s)', (language) => {
  const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('adds a proposal once for a double click and a resubmitted form, and again for a new press', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const proposal = await sentProposal(language);
    const page = await loggedIn(dealer, language);
    await gotoHydrated(page, localizePath('proposal', language, { id: proposal.id }));
    const requestId = await requestIdOf(page, 'proposal-add-to-cart');

    await page
      .getByRole('button', { name: t('proposal-screens.customer.add-to-cart'), exact: true })
      .dblclick();
    await page.getByRole('heading', { name: t('proposal-screens.customer.summary-title') }).waitFor();
    expect((await basketPieces(token))[proposal.variantId]).toBe(3);

    // The form as it was sent, once more: answered as the first time, nothing added.
    const quantityField = await page.locator('input.proposal-quantity').getAttribute('name');
    const again = await resubmit(page, { intent: 'add-to-cart', requestId, [quantityField ?? '']: '3' });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(t('proposal-screens.customer.summary-title'));
    expect((await basketPieces(token))[proposal.variantId]).toBe(3);

    // The page now carries a new request id: pressing again is a new add.
    await expect.poll(() => requestIdOf(page, 'proposal-add-to-cart')).not.toBe(requestId);
    await page.getByRole('button', { name: t('proposal-screens.customer.add-to-cart'), exact: true }).click();
    await expect.poll(async () => (await basketPieces(token))[proposal.variantId]).toBe(6);
  }, 120_000);

  it('orders again once without JavaScript, also when the form is sent again', async () => {
    token = await catalogue.token(dealer);
    // On hand three times over: the order, the first "Order again" and the deliberate second one.
    const { orderId, productKey, quantity } = await placeStockOrder(token, 3);
    const variantId = productKey.variantId ?? '';
    const page = await pageWithoutJavaScript(token);
    await page.goto(localizePath('order', language, { id: orderId }));
    const requestId = await requestIdOf(page, 'order-again');

    await page.getByRole('button', { name: t('reorder.order-again'), exact: true }).click();
    await page.getByRole('heading', { name: t('reorder.summary-title') }).waitFor();
    expect(await basketPieces(token)).toEqual({ [variantId]: quantity });

    const again = await resubmit(page, { intent: 'order-again', requestId });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(t('reorder.summary-title'));
    expect(await basketPieces(token)).toEqual({ [variantId]: quantity });

    // The page after the add was rendered with a new request id: pressing again orders again.
    expect(await requestIdOf(page, 'order-again')).not.toBe(requestId);
    await page.getByRole('button', { name: t('reorder.order-again'), exact: true }).click();
    await page.getByRole('heading', { name: t('reorder.summary-title') }).waitFor();
    expect(await basketPieces(token)).toEqual({ [variantId]: 2 * quantity });
  }, 120_000);
});

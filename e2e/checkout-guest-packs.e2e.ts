import { orderTypeForColor } from '@shop/commerce';
import {
  type BackofficeOrderDetail,
  type LanguageCode,
  languageCodes,
  localizePath,
  type Product,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatewayTexts } from '../apps/api/src/modules/payment/test-gateway-page.ts';
import {
  acceptTermsAndContinue,
  addToBasketButton,
  cartKit,
  continueButton,
  expectStep,
  fillGuestShipping,
  miniCartDialog,
  standardParcel,
  waitForMarker,
} from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp, productPageUrl, shownMoney } from './catalogue-api.ts';
import { customerCenterKit, dealerDocumentLanguage } from './customer-center-kit.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { downloadFrom, pdfText } from './support/downloads.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

/**
 * Issue 28 item 3: a visitor's 1 piece + 2 × "Pack of n" stays whole from the basket to the order. Before, the
 * header said 3 while the mini cart said 1 + 2n pcs, and checkout removed the packs ("changed to what can be
 * delivered"), so the order's total was the single piece's.
 */

const { newPage, loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const staff = 'manager@nordlys.demo';
const dealer = 'dealer@nordlys.demo';
const { emptyCarts, stockCart } = cartKit(baseUrl);
const { stockCartMeetingMinimum, orderOnceInvoiced } = customerCenterKit(baseUrl);

type PackPick = { product: Product; colorCode: string; unitId: string; perPack: number };

/**
 * A product sold per piece and in packs whose colour goes into the Stock basket, with a retail price and enough
 * pieces on hand in its first size for both languages' orders (1 + 2 packs each).
 */
async function stockProductInPacks(): Promise<PackPick> {
  const dealerToken = await catalogue.token('dealer@nordlys.demo');
  const hits = (await catalogue.searchProducts('da', { take: 48 })).items;
  const body = { area: area('da'), ids: hits.map((hit) => hit.id) };
  const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, dealerToken);
  for (const product of Object.values(items) as Product[]) {
    const pack = product.units.find((unit) => unit.unitId !== 'CU' && (unit.quantityPerUnit ?? 1) > 1);
    if (!pack || product.units[0]?.unitId !== 'CU') continue;
    const perPack = pack.quantityPerUnit ?? 1;
    for (const [colorCode, color] of Object.entries(product.colors)) {
      if (orderTypeForColor(color) !== 'Stock') continue;
      const onHand = product.stocks
        .filter((row) => row.variantId === color.firstVariantId && row.unitId === 'CU' && !row.availableDate)
        .reduce((sum, row) => sum + row.volume, 0);
      if (onHand < 4 * (1 + 2 * perPack)) continue;
      const key = { productId: product.id, variantId: color.firstVariantId, unitOfMeasure: 'CU' };
      if (await catalogue.price(key, { currencyCode: 'EUR' }).catch(() => null))
        return { product, colorCode, unitId: pack.unitId, perPack };
    }
  }
  throw new Error('The demo has no Stock product sold in packs with enough pieces on hand');
}

/** 1 piece from the product page, then 2 packs; answers the pieces the basket holds. */
async function pieceAndTwoPacks(page: Page, language: LanguageCode, pick: PackPick): Promise<number> {
  const product = await catalogue.product(language, pick.product.id);
  await gotoHydrated(page, productPageUrl(product, language, pick.colorCode));
  await addToBasketButton(page, language).click();
  const miniCart = miniCartDialog(page, language);
  await miniCart
    .getByText(uiCount(language, 'cart.quantity-pieces', 1), { exact: true })
    .first()
    .waitFor();
  await miniCart.getByRole('button', { name: uiText(language, 'common.close') }).click();

  await page.getByLabel(uiText(language, 'product.unit'), { exact: true }).selectOption(pick.unitId);
  await page.getByLabel(uiText(language, 'product.quantity'), { exact: true }).fill('2');
  const add = addToBasketButton(page, language);
  // The add button ignores clicks while it still shows the first add (spec §2 action button).
  await expect.poll(() => add.getAttribute('aria-busy')).not.toBe('true');
  await add.click();
  const pieces = 1 + 2 * pick.perPack;
  await miniCart
    .getByText(uiCount(language, 'cart.quantity-pieces', pieces), { exact: true })
    .first()
    .waitFor();
  // The header's marker counts the same pieces as the mini cart (it said 3).
  await waitForMarker(page, language, pieces);
  return pieces;
}

describe('A visitor orders 1 piece + 2 packs (issue 28 item 3)', () => {
  let pick: PackPick | null = null;

  it.each(languageCodes)(
    'keeps the packs through checkout: marker, mini cart, cart, receipt and back office count the same pieces (%s)',
    async (language) => {
      pick ??= await stockProductInPacks();
      const page = await newPage();
      const pieces = await pieceAndTwoPacks(page, language, pick);

      await gotoHydrated(page, localizePath('cart', language));
      const overview = page
        .getByRole('main')
        .getByRole('region', { name: uiText(language, 'cart.overview') });
      const total = overview.locator('.cart-overview__row.is-total');
      await total.getByText(`(${uiCount(language, 'cart.quantity-pieces', pieces)})`).waitFor();
      await expect
        .poll(() => total.locator('dd').textContent())
        .not.toBe(uiText(language, 'cart.calculating'));
      const cartTotal = (await total.locator('dd').textContent())?.trim() ?? '';
      await waitForMarker(page, language, pieces);

      await gotoHydrated(page, localizePath('checkout', language));
      await page
        .getByRole('checkbox', { name: new RegExp(`^${uiText(language, 'cart.order-type-Stock')}`) })
        .waitFor();
      await continueButton(page, language).click();
      await fillGuestShipping(page, language);
      await acceptTermsAndContinue(page, language);
      await expectStep(page, language, 'checkout.step.payment');
      // Nothing was taken out of the basket on the way ("changed to what can be delivered").
      expect(await page.getByText(uiText(language, 'cart.validation-changed-title')).count()).toBe(0);
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();
      await page.getByRole('button', { name: gatewayTexts[language].buttons.approve, exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      const lines = page.getByRole('table', { name: uiText(language, 'receipt.lines') });
      const packQuantity = uiCount(language, 'cart.quantity-in-pieces', 2 * pick.perPack, { quantity: '2' });
      await lines.getByRole('cell', { name: packQuantity, exact: true }).waitFor();
      await lines
        .getByRole('cell', { name: uiCount(language, 'cart.quantity-pieces', pieces), exact: true })
        .waitFor();
      // The lines cost what the basket said: the receipt's subtotal is the cart's total (both without VAT).
      const subtotal = page.locator('.checkout-totals__row--subtotal dd');
      expect((await subtotal.textContent())?.trim()).toBe(cartTotal);

      // The back office shows the same order: the pack line, 11 pieces, and lines + shipping = total.
      const token = await catalogue.token(staff);
      const detail: BackofficeOrderDetail = await catalogue.call(
        endpoints.backofficeOrders.getOrder,
        { body: { orderId } },
        token,
      );
      const { order } = detail;
      expect(order.lines.map((line) => [line.unitId, line.quantity, line.quantityPerUnit])).toEqual([
        ['CU', 1, 1],
        [pick.unitId, 2, pick.perPack],
      ]);
      const office = await loggedIn(staff, language);
      await gotoHydrated(office, localizePath('backofficeOrder', language, { id: orderId }));
      const table = office.getByRole('table', { name: uiText(language, 'backoffice.order.lines-caption') });
      await table.getByRole('cell', { name: packQuantity, exact: true }).waitFor();
      await table
        .getByRole('cell', { name: uiCount(language, 'cart.quantity-pieces', pieces), exact: true })
        .waitFor();
      const money = (amount: number) => shownMoney(amount, order.currencyCode, language);
      const lineSum = order.lines.reduce((sum, line) => sum + line.netLinePrice.priceWithoutVat, 0);
      const shipping = order.shippingFee.priceWithoutVat;
      expect(lineSum + shipping).toBe(order.totalNetPrice.priceWithoutVat);
      for (const [key, amount] of [
        ['backoffice.order.lines-total', lineSum],
        ['checkout.totals.shipping', shipping],
        ['backoffice.order.total-excl', order.totalNetPrice.priceWithoutVat],
        ['checkout.totals.vat', order.vat],
        ['backoffice.order.total-incl', order.totalNetPrice.priceWithVat],
      ] as const) {
        const row = table.getByRole('row', { name: new RegExp(`^${uiText(language, key)}`) });
        expect((await row.getByRole('cell').last().textContent())?.trim(), key).toBe(money(amount));
      }
    },
  );
});

describe("A dealer's pack line in the customer center and on the invoice (issue 28 item 3)", () => {
  it.each(languageCodes)(
    'shows 2 packs as what they hold on the order page and in the invoice PDF, with the total in pieces (%s)',
    async (language) => {
      const pick = await stockProductInPacks();
      const token = await catalogue.token(dealer);
      await emptyCarts(token);
      const filled = await stockCartMeetingMinimum(token);
      const cart = await stockCart(token);
      const productKey = {
        productId: pick.product.id,
        variantId: pick.product.colors[pick.colorCode]?.firstVariantId ?? null,
        unitOfMeasure: pick.unitId,
      };
      const body = { area: area('da'), cartId: cart.cartId, lines: [{ productKey, quantity: 2 }] };
      await catalogue.call(endpoints.cart.addOrUpdateLines, { body }, token);
      const before = filled.lines.reduce(
        (sum, line) => sum + line.quantity * (line.product?.quantityPerUnit ?? 1),
        0,
      );
      const pieces = before + 2 * pick.perPack;

      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, localizePath('checkout', language));
      await continueButton(page, language).click();
      await expectStep(page, language, 'checkout.step.shipping');
      await standardParcel(page, language).waitFor();
      await continueButton(page, language).click();
      await expectStep(page, language, 'checkout.step.billing');
      await page
        .getByRole('checkbox', {
          name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.acceptTerms'))}`),
        })
        .check();
      await continueButton(page, language).click();
      await expectStep(page, language, 'checkout.step.payment');
      await page.getByRole('radio', { name: uiText(language, 'checkout.payment.account') }).check();
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      const order = await orderOnceInvoiced(token, orderId);
      expect(order.lines.find((line) => line.unitId === pick.unitId)?.quantityPerUnit).toBe(pick.perPack);

      await gotoHydrated(page, localizePath('order', language, { id: orderId }));
      const lines = page.getByRole('table', { name: uiText(language, 'customer-center.order.lines') });
      const packQuantity = uiCount(language, 'cart.quantity-in-pieces', 2 * pick.perPack, { quantity: '2' });
      await lines.getByRole('cell', { name: packQuantity, exact: true }).waitFor();
      await lines
        .getByRole('cell', { name: uiCount(language, 'cart.quantity-pieces', pieces), exact: true })
        .waitFor();

      const invoiceId = order.invoices[0]?.invoiceId ?? '';
      await gotoHydrated(page, localizePath('invoice', language, { id: invoiceId }));
      const pdf = await downloadFrom(page, uiText(language, 'customer-center.download.invoice-pdf'));
      const text = await pdfText(pdf.bytes);
      const d = dealerDocumentLanguage;
      expect(text).toContain(uiCount(d, 'documents.quantityInPieces', 2 * pick.perPack, { quantity: '2' }));
      expect(text).toContain(
        `${uiText(d, 'documents.totalQuantity')} ${uiCount(d, 'documents.pieces', pieces)}`,
      );
      await emptyCarts(token);
    },
    90_000,
  );
});

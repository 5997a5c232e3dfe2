import { languageCodes, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatewayTexts } from '../apps/api/src/modules/payment/test-gateway-page.ts';
import {
  acceptTermsAndContinue,
  addToVisitorBasket,
  cartKit,
  continueButton,
  expectStep,
  fillGuestShipping,
} from './cart-kit.ts';
import { escapeRegExp } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const { retailProductUrl } = cartKit(baseUrl);

/** The element and its parent hold nothing wider than themselves: no sideways scrolling, nothing cut off. */
const fitsWidth = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.flatMap((element) =>
      [element, element.parentElement as Element].map((box) => ({
        scroll: box.scrollWidth,
        client: box.clientWidth,
      })),
    ),
  );

describe('A guest with lines in both baskets checks out once (issue 20 item 5, ADR 60)', () => {
  it.each(languageCodes)(
    'one address, one card payment for the total, shipping once, both orders on one receipt (%s)',
    async (language) => {
      const stockUrl = await retailProductUrl(language, 'Stock');
      const preorderUrl = await retailProductUrl(language, 'Preorder');
      const page = await newPage({ width: 390 });
      await addToVisitorBasket(page, language, stockUrl, 'Stock');
      await addToVisitorBasket(page, language, preorderUrl, 'Preorder');

      await gotoHydrated(page, localizePath('checkout', language));
      // Both baskets are ticked: one checkout for both.
      for (const orderType of ['Stock', 'Preorder'] as const) {
        const box = page.getByRole('checkbox', {
          name: new RegExp(`^${escapeRegExp(uiText(language, `cart.order-type-${orderType}`))}`),
        });
        await box.waitFor();
        expect(await box.isChecked()).toBe(true);
      }
      await continueButton(page, language).click();
      // One address form.
      await fillGuestShipping(page, language);
      await acceptTermsAndContinue(page, language);

      await expectStep(page, language, 'checkout.step.payment');
      // Shipping is charged once: the Preorder basket ships with the Stock order.
      const stockName = uiText(language, 'cart.order-type-Stock').toLocaleLowerCase(language);
      await page
        .getByText(uiText(language, 'checkout.shipping-with-order', { orderType: stockName }), {
          exact: true,
        })
        .waitFor();
      const summaryShipping = await page
        .locator('.checkout-summary .checkout-totals__row--shipping dd')
        .allTextContents();
      expect(summaryShipping).toHaveLength(2);
      expect(summaryShipping.filter((text) => /[1-9]/.test(text))).toHaveLength(1);
      const card = page.getByRole('radio', {
        name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.payment.card'))}`),
      });
      await card.waitFor();
      expect(await card.isChecked()).toBe(true);
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();

      // One payment at the gateway.
      const gateway = gatewayTexts[language];
      await page.getByRole('button', { name: gateway.buttons.approve, exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const orderIds = new URL(page.url()).searchParams.getAll('orderId');
      expect(orderIds).toHaveLength(2);
      for (const orderId of orderIds) {
        await page
          .getByRole('heading', { name: uiText(language, 'receipt.orderNumber', { orderNumber: orderId }) })
          .waitFor();
      }
      const types = await page.locator('.receipt__facts dd:nth-of-type(1)').allTextContents();
      expect(types.sort()).toEqual(
        [uiText(language, 'cart.order-type-Preorder'), uiText(language, 'cart.order-type-Stock')].sort(),
      );
      const receiptShipping = await page
        .locator('.receipt__order .checkout-totals__row--shipping dd')
        .allTextContents();
      expect(receiptShipping.filter((text) => /[1-9]/.test(text))).toHaveLength(1);
      await page.getByText(uiText(language, 'checkout.total-together'), { exact: true }).waitFor();
      // Both local baskets are in the orders now.
      await page.waitForFunction(() => {
        const carts = window.localStorage.getItem('_carts') ?? '';
        return !carts.includes('Stock') && !carts.includes('Preorder');
      });

      // Item 6: at 390 px the receipt's lines fit their card; the line total is on screen.
      for (const box of await fitsWidth(page, '.receipt__order, .receipt__lines')) {
        expect(box.scroll).toBeLessThanOrEqual(box.client);
      }
      const lastColumn = page.locator('.receipt__lines tbody td:last-child').first();
      const cardBox = await page.locator('.receipt__order').first().boundingBox();
      const cellBox = await lastColumn.boundingBox();
      expect(await lastColumn.isVisible()).toBe(true);
      expect(cellBox && cardBox && cellBox.x + cellBox.width <= cardBox.x + cardBox.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    },
  );
});

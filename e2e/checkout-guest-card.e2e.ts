import { languageCodes, localizePath } from '@shop/contracts';
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
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const { retailProductUrl } = cartKit(baseUrl);

describe('An anonymous visitor checks out as a guest by card', () => {
  it.each(languageCodes)(
    'is declined, returns to checkout with the message, pays again and sees the receipt (%s)',
    async (language) => {
      const page = await newPage();
      await addToVisitorBasket(page, language, await retailProductUrl(language, 'Stock'), 'Stock');

      await gotoHydrated(page, localizePath('checkout', language));
      await page
        .getByRole('checkbox', { name: new RegExp(`^${uiText(language, 'cart.order-type-Stock')}`) })
        .waitFor();
      await continueButton(page, language).click();
      await fillGuestShipping(page, language);
      await acceptTermsAndContinue(page, language);

      await expectStep(page, language, 'checkout.step.payment');
      const card = page.getByRole('radio', {
        name: new RegExp(`^${uiText(language, 'checkout.payment.card')}`),
      });
      await card.waitFor();
      // A guest is offered card only.
      expect(
        await page.getByRole('radio', { name: uiText(language, 'checkout.payment.account') }).count(),
      ).toBe(0);
      expect(await card.isChecked()).toBe(true);
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();

      // The hosted test gateway, in the payer's language: decline first.
      const gateway = gatewayTexts[language];
      const decline = page.getByRole('button', { name: gateway.buttons.decline, exact: true });
      await decline.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      // Styled like a provider's hosted page: a card on a tinted page, the approval the one filled button,
      // readable at a phone's width without sideways scrolling, and clean for axe.
      const look = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
        return {
          page: style('body').backgroundColor,
          card: style('main').backgroundColor,
          cardCorners: style('main').borderRadius,
          buttons: Array.from(document.querySelectorAll('button')).map(
            (button) => getComputedStyle(button).backgroundColor,
          ),
        };
      });
      expect(look.page).not.toBe(look.card);
      expect(look.cardCorners).not.toBe('0px');
      expect(look.buttons).toEqual(['rgb(28, 28, 28)', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (desktop) await page.setViewportSize(desktop);
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);
      await decline.click();
      await page.waitForURL((url) => url.pathname === localizePath('checkout', language));
      const returned = new URL(page.url()).searchParams;
      expect(returned.get('payment')).toBe('declined');
      await page
        .getByRole('alert')
        .filter({ hasText: uiText(language, 'checkout.payment.declined') })
        .waitFor();

      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page
        .getByRole('button', { name: uiText(language, 'checkout.paymentReturned.retry'), exact: true })
        .click();
      await page.getByRole('button', { name: gateway.buttons.approve, exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const orderId = new URL(page.url()).searchParams.get('orderId');
      expect(orderId).toBe(returned.get('orderId'));
      expect(currentPath(page)).toBe({ en: '/checkout/receipt', da: '/da/checkout/kvittering' }[language]);
      expect(await mainHeading(page).textContent()).toBe(uiText(language, 'receipt.title'));
      await page
        .getByRole('heading', {
          name: uiText(language, 'receipt.orderNumber', { orderNumber: orderId ?? '' }),
        })
        .waitFor();
      await page.getByText(uiText(language, 'checkout.payment.card'), { exact: true }).waitFor();
      // The local basket's lines are in the order now.
      await page.waitForFunction(() => !window.localStorage.getItem('_carts')?.includes('Stock'));
    },
  );
});

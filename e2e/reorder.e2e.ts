import { type LanguageCode, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts } = cartKit(baseUrl);
const { placeStockOrder } = customerCenterKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe.each<LanguageCode>(['en', 'da'])('Order again (%s)', (language) => {
  const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it("puts the order's lines into the basket once, however fast it is pressed, and says so", async () => {
    token = await catalogue.token(dealer);
    const { orderId, productKey, quantity } = await placeStockOrder(token);
    const page = await loggedIn(dealer, language);
    await gotoHydrated(page, localizePath('order', language, { id: orderId }));

    const button = page.getByRole('button', { name: t('reorder.order-again'), exact: true });
    await button.dblclick();

    const status = page.getByRole('status').filter({ hasText: t('reorder.summary-title') });
    const stockOrder = t('cart.order-type-Stock');
    await status
      .getByText(t('reorder.added.one', { count: '1', orderType: stockOrder }), { exact: true })
      .waitFor();
    // The header's basket shows the pieces without a reload, and they were added once.
    await waitForMarker(page, language, quantity);
    const lines = (await openCarts(token)).flatMap((cart) => cart.lines);
    expect(lines.map((line) => [line.productKey, line.quantity])).toEqual([[productKey, quantity]]);
    expect(await axeViolations(page)).toEqual([]);

    await status.getByRole('link', { name: t('reorder.go-to-cart') }).click();
    await page.waitForURL((url) => url.pathname === localizePath('cart', language));
  }, 120_000);
});

import { type Cart, localizePath } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { addToBasketButton, cartKit, miniCartDialog } from './cart-kit.ts';
import { catalogueApi, escapeRegExp, productPageUrl, shownMoney } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { addLine, emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe("A dealer's baskets at checkout (issue 20 items 2, 4, 7, 11)", () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('goes to checkout with the basket that meets its minimum, and sees the total to pay incl. VAT', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token, 1);
    const preorder = await productFor('Preorder', token);
    const one = await addLine('Preorder', preorder.product, preorder.colorCode, 1, token);
    const minimum = one.calculation?.minimum;
    const unit = one.lines[0]?.netUnitPrice?.priceWithoutVat ?? 0;
    if (!minimum || unit <= 0) throw new Error('The preorder line was not priced');
    const enough = Math.ceil(minimum.threshold / unit) + 1;
    const preorderCart: Cart = await addLine(
      'Preorder',
      preorder.product,
      preorder.colorCode,
      enough - 1,
      token,
    );
    expect(preorderCart.calculation?.minimum?.met).toBe(true);
    const stockCart = await addLine('Stock', stock.product, stock.colorCode, 1, token);
    expect(stockCart.calculation?.minimum?.met).toBe(false);

    const page = await loggedIn(dealer, 'da');
    await gotoHydrated(page, localizePath('cart', 'da'));
    const main = page.getByRole('main');
    const checkout = main.getByRole('link', { name: uiText('da', 'cart.checkout') });
    await checkout.waitFor();
    await main
      .getByText(uiText('da', 'cart.checkout-only', { baskets: uiText('da', 'cart.basket-Preorder') }))
      .waitFor();
    // The stock line says what is delivered now, in words.
    const stockOrder = main.getByRole('region', { name: uiText('da', 'cart.order-type-Stock') });
    await stockOrder.getByText(uiText('da', 'cart.delivery-now', { count: '1' })).waitFor();

    await checkout.click();
    await page.waitForURL((url) => url.pathname === localizePath('checkout', 'da'));
    const preorderBox = page.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(uiText('da', 'cart.order-type-Preorder'))}`),
    });
    await preorderBox.waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await preorderBox.isChecked()).toBe(true);
    const stockBox = page.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(uiText('da', 'cart.order-type-Stock'))}`),
    });
    expect(await stockBox.isChecked()).toBe(false);

    const summary = page.getByRole('region', { name: uiText('da', 'checkout.summary.title') });
    const toPay = shownMoney(preorderCart.calculation?.totalNetPrice.priceWithVat ?? -1, 'DKK', 'da');
    const row = summary.locator('div', { hasText: uiText('da', 'checkout.totals.toPay') }).filter({
      hasText: toPay,
    });
    await row.first().waitFor();
    // The summary counts only what will be ordered: the unticked Stock basket is not in it, so there is no
    // total of all orders (issue 28 item 5: it used to add the basket left out for its minimum).
    const together = summary.getByText(uiText('da', 'checkout.total-together'));
    expect(await together.count()).toBe(0);
    const stockHeading = summary.getByRole('heading', { name: uiText('da', 'cart.order-type-Stock') });
    expect(await stockHeading.count()).toBe(0);
    await stockBox.check();
    await stockHeading.waitFor();
    await together.waitFor();

    await gotoHydrated(page, localizePath('checkout', 'en'));
    await page
      .getByRole('region', { name: uiText('en', 'checkout.summary.title') })
      .getByText(uiText('en', 'checkout.totals.toPay'))
      .first()
      .waitFor();
  });

  it("keeps a toast off the mini cart's 'Go to basket' button", async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token, 1);
    const product = await catalogue.product('en', stock.product.id);
    const page = await loggedIn(dealer, 'en');
    await gotoHydrated(page, productPageUrl(product, 'en', stock.colorCode));
    // More than can be delivered: the basket cuts it as it is added and says so in a toast (issue 28).
    await page.getByLabel(uiText('en', 'product.quantity'), { exact: true }).fill(String(stock.onHand + 500));
    await addToBasketButton(page, 'en').click();
    await page.getByText(uiText('en', 'cart.reduced-title')).first().waitFor();

    const goToBasket = miniCartDialog(page, 'en').getByRole('link', {
      name: uiText('en', 'cart.go-to-cart'),
    });
    await goToBasket.waitFor();
    const box = await goToBasket.boundingBox();
    if (!box) throw new Error('The button has no box');
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(uiText('en', 'cart.go-to-cart'));
    const corner = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      { x: box.x + box.width - 4, y: box.y + box.height - 4 },
    );
    expect(corner).toBe(uiText('en', 'cart.go-to-cart'));
    expect((await openCarts(token)).length).toBeGreaterThan(0);
  });
});

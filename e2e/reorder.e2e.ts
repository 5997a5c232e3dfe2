import { type Cart, type LanguageCode, localizePath, type ProductKey } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor, emptyCarts, openCarts, stockCart } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/**
 * A Stock order on account of one product, placed through the cart and order calls: as many pieces as the
 * dealer's minimum order amount needs, never more than are on hand (so ordering again adds them all).
 */
async function placeStockOrder(
  token: string,
): Promise<{ orderId: string; productKey: ProductKey; quantity: number }> {
  await emptyCarts(token);
  const cart = await stockCart(token);
  const cartBody = { area: area('da'), cartId: cart.cartId };
  for (const { product, colorCode, onHand } of await colorsFor('Stock', token)) {
    const productKey: ProductKey = {
      productId: product.id,
      variantId: product.colors[colorCode]?.firstVariantId ?? null,
      unitOfMeasure: 'CU',
    };
    const setQuantity = async (quantity: number): Promise<Cart> => {
      const lines = [{ productKey, quantity }];
      await catalogue.call(
        endpoints.cart.addOrUpdateLines,
        { body: { ...cartBody, lines, overrideExistingQuantity: true } },
        token,
      );
      return (await catalogue.call(endpoints.cart.calculateCart, { body: cartBody }, token)).cart;
    };
    const one = await setQuantity(1);
    const minimum = one.calculation?.minimum;
    const unit = one.lines[0]?.netUnitPrice?.priceWithoutVat;
    if (!minimum || !unit) continue;
    // Half of what is on hand at most: the order takes its pieces from stock, ordering again needs as many.
    const quantity = minimum.met ? 1 : Math.ceil((minimum.threshold - minimum.amount) / unit) + 1;
    if (quantity * 2 > onHand) continue;
    await setQuantity(quantity);
    await catalogue.call(
      endpoints.cart.setShipping,
      {
        body: {
          ...cartBody,
          shippingAddress: {
            name: 'Lillekanin ApS',
            address1: 'Vesterbrogade 1',
            address2: null,
            postalCode: '1620',
            city: 'København V',
            countryCode: 'DK',
            email: 'indkoeb@lillekanin.demo',
            phone: null,
          },
          shippingMethod: { internalId: 'parcel-dk' },
        },
      },
      token,
    );
    await catalogue.call(endpoints.cart.calculateCart, { body: cartBody }, token);
    const { order } = await catalogue.call(
      endpoints.order.createOrderByCartId,
      { body: { areaInfo: area('da'), cartId: cart.cartId, paymentMethod: 'account', acceptTerms: true } },
      token,
    );
    return { orderId: order.orderId, productKey, quantity };
  }
  throw new Error('No stock product of the demo has enough on hand to order twice');
}

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

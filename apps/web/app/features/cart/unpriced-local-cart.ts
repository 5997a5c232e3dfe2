import { productKey } from '@shop/commerce';
import type { Cart, CartLine, CartOrderType, CurrencyCode } from '@shop/contracts';
import type { LocalLine } from './local-carts.ts';

// Apart from price-local-cart.ts on purpose: reading and showing a local cart must not load the cart
// calculation, which only pricing (opening the mini cart or the cart page) needs.

/** A local cart's id: never sent to the API, it only names the cart on the page. */
export const localCartId = (orderType: CartOrderType) => `local-${orderType}`;

/** The id of a local line is its product key: a local cart holds one line per key. */
export const localLineId = (line: LocalLine) => productKey(line.productKey);

/** A local cart as the page shows it before it is priced: quantities only. */
export function localCart(
  orderType: CartOrderType,
  lines: readonly LocalLine[],
  currencyCode: CurrencyCode,
  version: number,
): Cart {
  return {
    cartId: localCartId(orderType),
    orderType,
    currencyCode,
    lines: lines.map(
      (line): CartLine => ({
        id: localLineId(line),
        parentId: null,
        productKey: { ...line.productKey, variantId: line.productKey.variantId ?? null },
        quantity: line.quantity,
        text: null,
        type: 'product',
        product: null,
        unitPrice: null,
        netUnitPrice: null,
        linePrice: null,
        netLinePrice: null,
        deliveries: [],
      }),
    ),
    shippingAddress: null,
    billingAddress: null,
    shippingMethod: null,
    paymentMethod: null,
    comment: null,
    reference: null,
    extraInfo: { draftId: null },
    calculation: null,
    usedInOrder: false,
    version,
  };
}

/**
 * Worked examples of the cart, shipping and customer definitions (demo data: the dealer's customer C10001 in
 * area b2b, DKK, amounts in øre). Kept beside the definitions, not in them, so each definition stays a screen;
 * not part of `endpoints` (index.ts lists only the definition modules).
 */

export const exampleArea = { areaId: 'b2b', languageCode: 'en' } as const;

export const exampleCartId = '87fd6766-20cc-4bb3-ae19-25ad6101156c';

export const exampleProductKey = {
  productId: 'NL10005',
  variantId: 'NL10005-garden-green-46',
  unitOfMeasure: 'CU',
} as const;

export const exampleAddress = {
  name: 'Lille Kanin Børnetøj ApS',
  address1: 'Søndergade 21',
  address2: null,
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  email: 'indkoeb@lillekanin.demo',
  phone: '+45 86 12 34 56',
};

export const exampleShippingMethod = {
  internalId: 'parcel-dk',
  name: 'Standard parcel (DHL)',
  fee: 7500,
  countryCode: 'DK',
  trackAndTrace: true,
  extraInfo: { pickup: false, currencyCode: 'DKK' },
};

const money = (priceWithoutVat: number) => ({ priceWithVat: priceWithoutVat * 1.25, priceWithoutVat });

const exampleLine = {
  id: '6c51d363-45cd-4ef1-a1df-61592f5534f3',
  parentId: null,
  productKey: exampleProductKey,
  quantity: 2,
  text: null,
  type: 'product',
  product: {
    name: 'Lyng Cap',
    number: 'NL10005',
    url: '/product/lyng-cap-nl10005',
    colorCode: 'garden-green',
    colorName: 'Garden green',
    size: '46',
    unitName: 'Piece',
    image: 'products/cap-garden-green-front.jpg',
    stockKind: 'Stock',
    onSale: false,
  },
  unitPrice: null,
  netUnitPrice: null,
  linePrice: null,
  netLinePrice: null,
  deliveries: [],
};

/** The dealer's Stock cart holding two caps, not calculated since its last change. */
export const exampleCart = {
  cartId: exampleCartId,
  orderType: 'Stock',
  currencyCode: 'DKK',
  lines: [exampleLine],
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  paymentMethod: null,
  comment: null,
  reference: null,
  extraInfo: { draftId: null },
  calculation: null,
  usedInOrder: false,
  version: 2,
};

/** The same cart after CalculateCart: net prices, deliveries, totals and the minimum not yet met. */
export const exampleCalculatedCart = {
  ...exampleCart,
  lines: [
    {
      ...exampleLine,
      unitPrice: money(8180),
      netUnitPrice: money(8180),
      linePrice: money(16360),
      netLinePrice: money(16360),
      deliveries: [{ date: null, quantity: 2 }],
    },
  ],
  calculation: {
    discount: 0,
    totalPrice: money(16360),
    totalNetPrice: money(16360),
    shippingFee: money(0),
    vat: 4090,
    summary: {
      subTotalWithoutVat: 16360,
      totalPriceOfInStockWithoutVat: 16360,
      totalPriceOfPreorderWithoutVat: 0,
      totalPriceOfInFutureStockWithoutVat: 0,
      totalPriceOfOnSaleWithoutVat: 0,
      totalPriceOfSummerShopWithoutVat: 0,
      totalQuantity: 2,
      totalQuantityOfInStock: 2,
      totalQuantityOfPreorder: 0,
      totalQuantityOfInFutureStock: 0,
      totalQuantityOfOnSale: 0,
      totalQuantityOfSummerShop: 0,
    },
    minimum: {
      orderType: 'Stock',
      met: false,
      messageKey: 'cart.minimumOrderAmountNotExceeded',
      threshold: 250000,
      amount: 16360,
      saleThreshold: 0,
      saleAmount: 0,
    },
    calculatedAt: '2026-11-25T17:22:05.327Z',
  },
};

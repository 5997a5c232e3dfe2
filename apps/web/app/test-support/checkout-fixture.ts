import { emptyCartSummary } from '@shop/commerce';
import {
  type Cart,
  type CartCalculation,
  danishVatBeforeTaxRules,
  type MinimumOrderCheck,
  type Order,
} from '@shop/contracts';
import { localCart } from '../features/cart/unpriced-local-cart.ts';

/**
 * Carts and orders as the API answers them, for the checkout's unit tests (test support only: imported by
 * *.test.ts files). Amounts are minor units.
 */
const zeroSummary = emptyCartSummary();

export function minimum(orderType: 'Stock' | 'Preorder', met: boolean): MinimumOrderCheck {
  return {
    orderType,
    met,
    messageKey: met ? null : 'cart.minimumOrderAmountNotExceeded',
    threshold: 250000,
    amount: met ? 300000 : 100000,
    saleThreshold: 0,
    saleAmount: 0,
  };
}

export function calculation(minimumCheck: MinimumOrderCheck | null): CartCalculation {
  return {
    discount: 0,
    totalPrice: { priceWithVat: 375000, priceWithoutVat: 300000 },
    totalNetPrice: { priceWithVat: 375000, priceWithoutVat: 300000 },
    shippingFee: { priceWithVat: 0, priceWithoutVat: 0 },
    vat: 75000,
    summary: { ...zeroSummary, subTotalWithoutVat: 300000 },
    tax: danishVatBeforeTaxRules,
    minimum: minimumCheck,
    calculatedAt: '2026-03-01T10:00:00.000Z',
  };
}

/** An API cart before its calculation: `quantities` of demo lines, no prices, no addresses yet. */
export function cart(
  orderType: Cart['orderType'],
  options: { quantities?: number[]; calculation?: CartCalculation | null; usedInOrder?: boolean } = {},
): Cart {
  const lines = (options.quantities ?? [2]).map((quantity, index) => ({
    productKey: { productId: `NL1000${index}`, variantId: `NL1000${index}-rose-98`, unitOfMeasure: 'CU' },
    quantity,
  }));
  return {
    ...localCart(orderType, lines, 'DKK', 1),
    cartId: `cart-${orderType}`,
    calculation: options.calculation ?? null,
    usedInOrder: options.usedInOrder ?? false,
  };
}

export const address = {
  name: 'Lille Kanin Børnetøj ApS',
  address1: 'Søndergade 21',
  address2: null,
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  email: null,
  phone: null,
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'NL-100042',
    cartId: 'cart-Stock',
    orderType: 'Stock',
    status: 'PendingTransfer',
    statusReason: null,
    customerNumber: 'C10001',
    currencyCode: 'DKK',
    lines: [
      {
        lineNo: 1,
        productId: 'NL10001',
        variantId: 'NL10001-rose-98',
        unitId: 'CU',
        productNumber: '10001',
        name: 'Anna dress',
        colorCode: 'rose',
        colorName: 'Rose',
        size: '98',
        unitName: 'Piece',
        quantityPerUnit: 1,
        quantity: 3,
        unitPrice: { priceWithVat: 12500, priceWithoutVat: 10000 },
        netUnitPrice: { priceWithVat: 12500, priceWithoutVat: 10000 },
        linePrice: { priceWithVat: 37500, priceWithoutVat: 30000 },
        netLinePrice: { priceWithVat: 37500, priceWithoutVat: 30000 },
        vatIncluded: true,
        deliveries: [],
      },
    ],
    discount: 0,
    totalPrice: { priceWithVat: 46875, priceWithoutVat: 37500 },
    totalNetPrice: { priceWithVat: 46875, priceWithoutVat: 37500 },
    shippingFee: { priceWithVat: 9375, priceWithoutVat: 7500 },
    vat: 9375,
    summary: { ...zeroSummary, subTotalWithoutVat: 30000 },
    tax: danishVatBeforeTaxRules,
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: {
      internalId: 'parcel-dk',
      name: 'Standard parcel (DHL)',
      fee: 7500,
      countryCode: 'DK',
      trackAndTrace: true,
      extraInfo: { pickup: false, currencyCode: 'DKK' },
    },
    comment: null,
    reference: null,
    email: null,
    paymentMethod: 'account',
    paymentStatus: 'none',
    paymentTerms: 'net30',
    erpDocumentNo: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

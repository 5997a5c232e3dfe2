import { defineEndpoint } from '../endpoint.ts';
import {
  CreateOrderByCartIdBody,
  CreateOrderResponse,
  CreateOrdersByCartIdsBody,
  CreateOrdersResponse,
  GetOrderByCartIdBody,
  GetOrderByCartIdResponse,
  type Order,
} from '../order.ts';
import { danishVatBeforeTaxRules } from '../tax.ts';

/**
 * The order calls of spec shop-front §7. Any valid token may call ('visitor'); the API checks the cart or order
 * belongs to the caller (the cart rule). Prices, totals and customer numbers in a body are never read: the
 * server prices the cart again and decides (unknown keys are stripped).
 */

const address = {
  name: 'Lillekanin ApS',
  address1: 'Vesterbrogade 1',
  address2: null,
  postalCode: '1620',
  city: 'København V',
  countryCode: 'DK',
  email: 'indkoeb@lillekanin.demo',
  phone: null,
};

/** A dealer's Stock order on account, as the receipt shows it (amounts in øre). */
const exampleOrder: Order = {
  orderId: 'SO100001',
  cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
  orderType: 'Stock',
  status: 'PendingTransfer',
  statusReason: null,
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  lines: [
    {
      lineNo: 1,
      productId: 'NL10001',
      variantId: 'NL10001-jojoba-110',
      unitId: 'CU',
      productNumber: 'NL10001',
      name: 'Vilma Dress',
      colorCode: 'jojoba',
      colorName: 'Jojoba',
      size: '110',
      unitName: 'Piece',
      quantityPerUnit: 1,
      quantity: 20,
      unitPrice: { priceWithVat: 25_565, priceWithoutVat: 20_452 },
      netUnitPrice: { priceWithVat: 24_286, priceWithoutVat: 19_429 },
      linePrice: { priceWithVat: 511_300, priceWithoutVat: 409_040 },
      netLinePrice: { priceWithVat: 485_725, priceWithoutVat: 388_580 },
      vatIncluded: true,
      deliveries: [{ date: null, quantity: 20 }],
    },
  ],
  discount: 20_460,
  totalPrice: { priceWithVat: 520_675, priceWithoutVat: 416_540 },
  totalNetPrice: { priceWithVat: 495_100, priceWithoutVat: 396_080 },
  shippingFee: { priceWithVat: 9_375, priceWithoutVat: 7_500 },
  vat: 99_020,
  tax: danishVatBeforeTaxRules,
  summary: {
    subTotalWithoutVat: 388_580,
    totalPriceOfInStockWithoutVat: 388_580,
    totalPriceOfPreorderWithoutVat: 0,
    totalPriceOfInFutureStockWithoutVat: 0,
    totalPriceOfOnSaleWithoutVat: 0,
    totalPriceOfSummerShopWithoutVat: 0,
    totalQuantity: 20,
    totalQuantityOfInStock: 20,
    totalQuantityOfPreorder: 0,
    totalQuantityOfInFutureStock: 0,
    totalQuantityOfOnSale: 0,
    totalQuantityOfSummerShop: 0,
  },
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: {
    internalId: 'parcel-dk',
    name: 'Standard parcel (DHL)',
    fee: 7_500,
    countryCode: 'DK',
    trackAndTrace: true,
    extraInfo: { pickup: false, currencyCode: 'DKK' },
  },
  comment: null,
  reference: 'PO-4711',
  email: 'indkoeb@lillekanin.demo',
  paymentMethod: 'account',
  paymentStatus: 'none',
  paymentTerms: 'net30',
  erpDocumentNo: null,
  createdAt: '2026-11-25T17:23:49.514Z',
};

const areaInfo = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;

export const createOrderByCartId = defineEndpoint({
  operationId: 'createOrderByCartId',
  method: 'POST',
  path: '/api/Order/CreateOrderByCartId',
  access: 'visitor',
  tags: ['Order'],
  summary: 'Turn the cart into an order, exactly once',
  description:
    'Repeated and concurrent calls for the cart answer the same order. The cart is priced again on the server ' +
    'and must have been calculated (CalculateCart) at its current version with the same totals. On account ' +
    '(dealers only) → PendingTransfer, next "receipt"; card → PendingPayment, next "payment" ' +
    '(CreatePaymentIntent). Stock orders reserve on-hand stock. Errors: 400 missing shipping address/method, ' +
    'guest e-mail, payment method not allowed, terms not accepted; 401; 403 NotCartOwnerException; 404 ' +
    'cart-not-found; 409 cart-not-calculated, cart-prices-changed, cart-changed-by-validation, cart-empty, ' +
    'customer-blocked, cart.minimumOrderAmountNotExceeded, cart.minimumSaleOrderAmountNotExceeded, ' +
    'not-enough-stock; 422 a line that cannot be priced; 403 permission-scope.release-required: a company user ' +
    'whose permission scope is not Release or All (ADR 41). Send for approval (ADR 81): with `approval: true` ' +
    'a customer’s user of any scope makes the order in PendingApproval instead, on account only (400 ' +
    'payment-method-not-allowed otherwise; 403 Forbidden for a guest): it is not transferred to the ERP, and ' +
    'the colleagues with Release or All get a mail; one of them approves it (POST /api/CustomerCenter/' +
    'ApproveOrder → PendingTransfer, then the ERP) or rejects it (RejectOrder). Next is "receipt".',
  body: CreateOrderByCartIdBody,
  response: CreateOrderResponse,
  errors: [
    'order-type-not-orderable',
    'payment-method-not-allowed',
    'shipping-address-missing',
    'shipping-method-missing',
    'email-missing',
    'Forbidden',
    'not-cart-owner',
    'cart-not-found',
    'cart-used-in-order',
    'cart-not-calculated',
    'cart-prices-changed',
    'cart-changed-by-validation',
    'cart-empty',
    'customer-blocked',
    'cart.minimumOrderAmountNotExceeded',
    'cart.minimumSaleOrderAmountNotExceeded',
    'not-enough-stock',
    'cart-calculation-failed',
    'permission-scope.release-required',
  ],
  example: {
    body: {
      areaInfo,
      cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
      paymentMethod: 'account',
      acceptTerms: true,
    },
    response: { order: exampleOrder, next: 'receipt' },
  },
});

export const createOrdersByCartIds = defineEndpoint({
  operationId: 'createOrdersByCartIds',
  method: 'POST',
  path: '/api/Order/CreateOrdersByCartIds',
  access: 'visitor',
  tags: ['Order'],
  summary: 'One checkout of several carts: one order per cart, exactly once, shipping charged once',
  description:
    'Turns each cart into its order in one transaction (ADR 60): all or none. Repeated and concurrent calls ' +
    'answer the same orders. The orders share a checkout: a cart set to ship with another (SetShipping ' +
    'shipWithCartId) has no shipping fee of its own and must be ordered with that cart, same address and ' +
    'method. By card, one CreatePaymentIntent (any of the carts) pays the total of every order. Each cart is ' +
    'checked as in CreateOrderByCartId; 409 cart-used-in-order when a cart was ordered apart, ' +
    'cart-ships-with-other-cart when the cart carrying the fee is not in the call.',
  body: CreateOrdersByCartIdsBody,
  response: CreateOrdersResponse,
  errors: [...createOrderByCartId.errors, 'cart-ships-with-other-cart'],
  example: {
    body: {
      areaInfo,
      cartIds: ['e0b5f51a-18b6-4e4d-8da1-fa270da83f57', '0d2c8b0e-7a51-4c1e-9b0f-7b3f1f6f0c11'],
      paymentMethod: 'card',
      acceptTerms: true,
      email: 'ida@example.com',
    },
    response: { orders: [exampleOrder], next: 'payment' },
  },
});

export const getOrderByCartId = defineEndpoint({
  operationId: 'getOrderByCartId',
  method: 'POST',
  path: '/api/Order/GetOrderByCartId',
  access: 'visitor',
  tags: ['Order'],
  summary: 'The receipt: the order by orderId or cartId',
  description:
    'Both given: they must belong together. With its lines as bought and its transfer status. Only for the ' +
    'owner of its cart (403 otherwise); 404 order-not-found.',
  body: GetOrderByCartIdBody,
  response: GetOrderByCartIdResponse,
  errors: ['not-order-owner', 'order-not-found'],
  example: {
    body: { areaInfo, orderId: 'SO100001' },
    response: { order: { item: exampleOrder } },
  },
});

import {
  type CustomerCreditMemo,
  type CustomerInvoice,
  type CustomerOrder,
  type CustomerOrderSummary,
  type CustomerShipment,
  customerCenterLimits,
  DocumentSearchOptions,
  GetCreditMemoBody,
  GetCreditMemoResponse,
  GetCreditMemosPageResponse,
  GetInvoiceBody,
  GetInvoiceResponse,
  GetInvoicesPageResponse,
  GetInvoicesResponse,
  GetOrderBody,
  GetOrderResponse,
  GetOrdersPageResponse,
  GetOrdersResponse,
  GetShipmentDetailsBody,
  GetShipmentDetailsResponse,
  OrderSearchOptions,
  PageQuery,
} from '../customer-center.ts';
import { defineEndpoint } from '../endpoint.ts';
import { danishVatBeforeTaxRules } from '../tax.ts';

export {
  downloadInvoiceImages,
  downloadOrderImages,
  getCreditMemoPdf,
  getInvoiceExcel,
  getInvoicePdf,
  getOrderConfirmationExcel,
  getOrderConfirmationPdf,
} from './customer-center-files.ts';
export {
  addProposalToCart,
  deleteProposal,
  getProposal,
  getProposals,
} from './customer-proposals.ts';
export { approveOrder, rejectOrder } from './order-approval.ts';
export { reorderOrder } from './reorder.ts';

/**
 * The customer center's reads (spec customer-center §7 "Customer center"): a dealer's orders, invoices, credit
 * memos and shipments. Callers act for a customer ('customer': a dealer, or a sales user while impersonating
 * one) and read only that customer's documents. A document of another customer answers exactly as a missing
 * one does (404 not-found, the same message), so ids cannot be probed. The caller's permission scope must grant
 * the kind (ADR 41): orders and shipments take Shipping, Release or All, invoices and credit memos Invoice or
 * All; else 403 with the code naming the scope (`permission-scope.shipping-required`…). The documents, Excel
 * and image-pack downloads of the same section are other definitions.
 */

const tags = ['CustomerCenter'] as const;
const access = 'customer' as const;

const search =
  'The body is the search options: includeLinesInResult (default true; false leaves `lines` out), from and ' +
  'to (inclusive days of the shop calendar, Europe/Copenhagen, YYYY-MM-DD), search (part of the order or ' +
  'document number, the reference, an item number or item name; case-insensitive). Newest first.';
const paged =
  `pageSize and pageNr are required (400 naming the field); pages count from 1; a pageSize above ` +
  `${customerCenterLimits.pageSize} is served as ${customerCenterLimits.pageSize}; a page past the last is ` +
  'empty. pageCount = ceil(totalCount / pageSize).';
const unpaged = `At most the newest ${customerCenterLimits.unpagedList}; totalCount says how many match.`;

const orderLine = {
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
  shippedQuantity: 20,
  shipped: 'Shipped' as const,
};

/** A dealer's invoice as the lists show it (amounts in øre). */
const exampleInvoice: CustomerInvoice = {
  invoiceId: 'LIN-SO100001-1',
  linkId: 'LSO-SO100001',
  orderId: 'SO100001',
  reference: 'PO-4711',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  postedAt: '2026-11-25T18:00:00.000Z',
  shippingFeeWithoutVat: 7_500,
  shippingFeeVat: 1_875,
  amountWithoutVat: 396_080,
  vat: 99_020,
  amountWithVat: 495_100,
  tax: danishVatBeforeTaxRules,
  lineCount: 1,
  lines: [
    {
      lineNo: 1,
      productNumber: 'NL10001',
      variantId: 'NL10001-jojoba-110',
      unitId: 'CU',
      name: 'Vilma Dress',
      colorCode: 'jojoba',
      colorName: 'Jojoba',
      size: '110',
      unitName: 'Piece',
      quantityPerUnit: 1,
      quantity: 20,
      amountWithoutVat: 388_580,
      vat: 97_145,
      amountWithVat: 485_725,
    },
  ],
  shipmentId: 'LSH-SO100001-1',
  prepaid: false,
  dueDate: '2026-12-25',
  paymentTerms: 'net30',
};

/** Two of the twenty dresses credited back. */
const exampleCreditMemo: CustomerCreditMemo = {
  creditMemoId: 'LCM-SO100001-1',
  linkId: 'LSO-SO100001',
  orderId: 'SO100001',
  reference: 'PO-4711',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  postedAt: '2026-11-28T10:15:00.000Z',
  shippingFeeWithoutVat: 0,
  shippingFeeVat: 0,
  amountWithoutVat: 38_858,
  vat: 9_715,
  amountWithVat: 48_573,
  tax: danishVatBeforeTaxRules,
  lineCount: 1,
  lines: [
    {
      ...(exampleInvoice.lines?.[0] as NonNullable<CustomerInvoice['lines']>[number]),
      quantity: 2,
      amountWithoutVat: 38_858,
      vat: 9_715,
      amountWithVat: 48_573,
    },
  ],
  appliesToInvoiceId: 'LIN-SO100001-1',
  reason: 'Two dresses returned damaged',
};

const exampleOrderSummary: CustomerOrderSummary = {
  orderId: 'SO100001',
  linkId: 'LSO-SO100001',
  orderType: 'Stock',
  status: 'Transferred',
  shipmentStatus: 'FullyShipped',
  currencyCode: 'DKK',
  reference: 'PO-4711',
  paymentMethod: 'account',
  paymentStatus: 'none',
  totalNetPrice: { priceWithVat: 495_100, priceWithoutVat: 396_080 },
  createdAt: '2026-11-25T17:23:49.514Z',
  lineCount: 1,
  totalQuantity: 20,
  lines: [orderLine],
};

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

/** A document as an order lists it: without its lines. */
const withoutLines = <D extends { lines?: unknown }>({ lines: _lines, ...document }: D) => document;

const exampleOrder: CustomerOrder = {
  orderId: 'SO100001',
  cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
  orderType: 'Stock',
  status: 'Transferred',
  statusReason: 'accepted by the ERP as LSO-SO100001',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  lines: [orderLine],
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
  erpDocumentNo: 'LSO-SO100001',
  createdAt: '2026-11-25T17:23:49.514Z',
  linkId: 'LSO-SO100001',
  shipmentStatus: 'FullyShipped',
  invoices: [withoutLines(exampleInvoice)],
  creditMemos: [withoutLines(exampleCreditMemo)],
  placedByName: null,
  approval: null,
};

const exampleShipment: CustomerShipment = {
  shipmentId: 'LSH-SO100001-1',
  linkId: 'LSO-SO100001',
  orderId: 'SO100001',
  shippedAt: '2026-11-25T18:00:00.000Z',
  carrier: 'DHL',
  trackingNumber: '00340434161094042557',
  trackAndTraceUrl: 'https://www.dhl.com/dk-en/home/tracking.html?tracking-id=00340434161094042557&submit=1',
  lines: [
    {
      lineNo: 1,
      productNumber: 'NL10001',
      variantId: 'NL10001-jojoba-110',
      unitId: 'CU',
      name: 'Vilma Dress',
      colorName: 'Jojoba',
      size: '110',
      unitName: 'Piece',
      quantityPerUnit: 1,
      quantity: 20,
      orderedQuantity: 20,
      shippedQuantity: 20,
      shipped: 'Shipped',
    },
  ],
};

const exampleSearch = { includeLinesInResult: true, from: '2026-11-01', to: '2026-11-30', search: 'PO-4711' };
const examplePage = { pageCount: 1, totalCount: 1, pageSize: 10, pageNr: 1 };

export const getInvoices = defineEndpoint({
  operationId: 'customerCenterGetInvoices',
  method: 'POST',
  path: '/api/CustomerCenter/GetInvoices',
  access,
  tags,
  summary: "The acting customer's invoices, newest first",
  description: `${search} ${unpaged}`,
  body: DocumentSearchOptions,
  response: GetInvoicesResponse,
  errors: ['permission-scope.invoice-required'],
  example: { body: exampleSearch, response: { invoices: [exampleInvoice], totalCount: 1 } },
});

export const getInvoicesWithPagination = defineEndpoint({
  operationId: 'customerCenterGetInvoicesWithPagination',
  method: 'POST',
  path: '/api/CustomerCenter/GetInvoicesWithPagination',
  access,
  tags,
  summary: "A page of the acting customer's invoices",
  description: `${search} ${paged}`,
  query: PageQuery,
  body: DocumentSearchOptions,
  response: GetInvoicesPageResponse,
  errors: ['permission-scope.invoice-required'],
  example: {
    query: { pageSize: 10, pageNr: 1 },
    body: exampleSearch,
    response: { invoices: [exampleInvoice], ...examplePage },
  },
});

export const getInvoice = defineEndpoint({
  operationId: 'customerCenterGetInvoice',
  method: 'POST',
  path: '/api/CustomerCenter/GetInvoice',
  access,
  tags,
  summary: 'One invoice of the acting customer, with its lines',
  description: 'Lines described from the order as bought. 404 not-found: no such invoice of this customer.',
  body: GetInvoiceBody,
  response: GetInvoiceResponse,
  errors: ['not-found', 'permission-scope.invoice-required'],
  example: { body: { invoiceId: 'LIN-SO100001-1' }, response: { invoice: exampleInvoice } },
});

export const getOrders = defineEndpoint({
  operationId: 'customerCenterGetOrders',
  method: 'POST',
  path: '/api/CustomerCenter/GetOrders',
  access,
  tags,
  summary: "The acting customer's orders, newest first, with transfer and shipment status",
  description: `${search} linkId: the order with this ERP sales order number. ${unpaged}`,
  body: OrderSearchOptions,
  response: GetOrdersResponse,
  errors: ['permission-scope.shipping-required'],
  example: { body: exampleSearch, response: { orders: [exampleOrderSummary], totalCount: 1 } },
});

export const getOrdersWithPagination = defineEndpoint({
  operationId: 'customerCenterGetOrdersWithPagination',
  method: 'POST',
  path: '/api/CustomerCenter/GetOrdersWithPagination',
  access,
  tags,
  summary: "A page of the acting customer's orders",
  description: `${search} linkId: the order with this ERP sales order number. ${paged}`,
  query: PageQuery,
  body: OrderSearchOptions,
  response: GetOrdersPageResponse,
  errors: ['permission-scope.shipping-required'],
  example: {
    query: { pageSize: 10, pageNr: 1 },
    body: exampleSearch,
    response: { orders: [exampleOrderSummary], ...examplePage },
  },
});

export const getOrder = defineEndpoint({
  operationId: 'customerCenterGetOrder',
  method: 'POST',
  path: '/api/CustomerCenter/GetOrder',
  access,
  tags,
  summary: 'One order of the acting customer: as bought, its statuses, invoices and credit memos',
  description:
    'Transfer status (PendingPayment … Rejected), shipment status (NoInfo until the ERP has the order, then ' +
    'NotShipped, PartialShipped, FullyShipped), each line with its shipped quantity and flag, and the ' +
    "order's invoices and credit memos (without lines). 404 not-found: no such order of this customer.",
  body: GetOrderBody,
  response: GetOrderResponse,
  errors: ['not-found', 'permission-scope.shipping-required'],
  example: { body: { orderId: 'SO100001' }, response: { order: exampleOrder } },
});

export const getCreditMemosWithPagination = defineEndpoint({
  operationId: 'customerCenterGetCreditMemosWithPagination',
  method: 'POST',
  path: '/api/CustomerCenter/GetCreditMemosWithPagination',
  access,
  tags,
  summary: "A page of the acting customer's credit memos",
  description: `${search} ${paged}`,
  query: PageQuery,
  body: DocumentSearchOptions,
  response: GetCreditMemosPageResponse,
  errors: ['permission-scope.invoice-required'],
  example: {
    query: { pageSize: 10, pageNr: 1 },
    body: exampleSearch,
    response: { creditMemos: [exampleCreditMemo], ...examplePage },
  },
});

export const getCreditMemo = defineEndpoint({
  operationId: 'customerCenterGetCreditMemo',
  method: 'POST',
  path: '/api/CustomerCenter/GetCreditMemo',
  access,
  tags,
  summary: 'One credit memo of the acting customer, with its lines',
  description:
    'Lines described from the order as bought. 404 not-found: no such credit memo of this customer.',
  body: GetCreditMemoBody,
  response: GetCreditMemoResponse,
  errors: ['not-found', 'permission-scope.invoice-required'],
  example: { body: { creditMemoId: 'LCM-SO100001-1' }, response: { creditMemo: exampleCreditMemo } },
});

export const getShipmentDetails = defineEndpoint({
  operationId: 'customerCenterGetShipmentDetails',
  method: 'POST',
  path: '/api/CustomerCenter/GetShipmentDetails',
  access,
  tags,
  summary: "An order's shipments: lines, quantities, shipped flags, carrier and track-and-trace link",
  description:
    'Oldest first. Each line says what left with the shipment, what was ordered, what has shipped in all, and ' +
    'Shipped once the whole order line has. The tracking link opens the carrier’s page in the area’s ' +
    'language where it has one; null for collected goods. 404 not-found: no such order of this customer.',
  body: GetShipmentDetailsBody,
  response: GetShipmentDetailsResponse,
  errors: ['not-found', 'permission-scope.shipping-required'],
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' }, orderId: 'SO100001' },
    response: { orderId: 'SO100001', shipmentStatus: 'FullyShipped', shipments: [exampleShipment] },
  },
});

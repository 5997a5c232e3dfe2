import { CacheUsage, InvalidateCacheByTypeBody, InvalidateCacheByTypeResponse } from '../cache-admin.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  CreateCreditMemoBody,
  CreateCreditMemoResponse,
  type ErpCreditMemo,
  type ErpInvoice,
  GetOrderDocumentsBody,
  OrderDocuments,
} from '../erp-documents.ts';
import { danishVatBeforeTaxRules } from '../tax.ts';

/**
 * The back office's calls (`/backoffice/api/...`): staff with the B2B Manager role. Their operationIds carry
 * a `backoffice` prefix, as the spec's back-office call names repeat shop call names.
 */

const invoiceLine = {
  lineNo: 1,
  productNumber: 'NL10001',
  variantId: 'NL10001-jojoba-110',
  unitId: 'CU',
  quantity: 20,
  amountWithoutVat: 388_580,
  vat: 97_145,
};

/** The ledger's invoice of a dealer's order (amounts in øre). */
const exampleInvoice: ErpInvoice = {
  documentNo: 'LIN-SO100001-1',
  externalOrderNo: 'SO100001',
  salesOrderNo: 'LSO-SO100001',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  postedAt: '2026-11-25T18:00:00.000Z',
  lines: [invoiceLine],
  shippingFeeWithoutVat: 7_500,
  shippingFeeVat: 1_875,
  amountWithoutVat: 396_080,
  vat: 99_020,
  amountWithVat: 495_100,
  tax: danishVatBeforeTaxRules,
  shipmentNo: 'LSH-SO100001-1',
  prepaid: false,
  dueDate: '2026-12-25',
  paymentTerms: 'net30',
};

/** Two of the twenty pieces credited back. */
const exampleCreditMemo: ErpCreditMemo = {
  documentNo: 'LCM-SO100001-1',
  externalOrderNo: 'SO100001',
  salesOrderNo: 'LSO-SO100001',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  postedAt: '2026-11-28T10:15:00.000Z',
  lines: [{ ...invoiceLine, quantity: 2, amountWithoutVat: 38_858, vat: 9_715 }],
  shippingFeeWithoutVat: 0,
  shippingFeeVat: 0,
  amountWithoutVat: 38_858,
  vat: 9_715,
  amountWithVat: 48_573,
  tax: danishVatBeforeTaxRules,
  appliesToInvoiceNo: 'LIN-SO100001-1',
  reason: 'Two dresses returned damaged',
};

export const getOrderDocuments = defineEndpoint({
  operationId: 'backofficeGetOrderDocuments',
  method: 'POST',
  path: '/backoffice/api/Order/GetOrderDocuments',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'What the ERP holds for one order: its shipments, invoices and credit memos',
  description:
    'Oldest shipment first, newest invoice and memo first, and its shipment status (NoInfo until the order ' +
    'is transferred). 401; 403 without the B2B Manager role; 404 order-not-found.',
  body: GetOrderDocumentsBody,
  response: OrderDocuments,
  errors: ['order-not-found'],
  example: {
    body: { orderId: 'SO100001' },
    response: {
      orderId: 'SO100001',
      shipmentStatus: 'FullyShipped',
      shipments: [
        {
          documentNo: 'LSH-SO100001-1',
          externalOrderNo: 'SO100001',
          salesOrderNo: 'LSO-SO100001',
          customerNumber: 'C10001',
          shippedAt: '2026-11-25T18:00:00.000Z',
          carrier: 'dhl',
          trackingNumber: '00340434161094042557',
          lines: [
            {
              lineNo: 1,
              productNumber: 'NL10001',
              variantId: 'NL10001-jojoba-110',
              unitId: 'CU',
              quantity: 20,
            },
          ],
        },
      ],
      invoices: [exampleInvoice],
      creditMemos: [exampleCreditMemo],
    },
  },
});

export const createCreditMemo = defineEndpoint({
  operationId: 'backofficeCreateCreditMemo',
  method: 'POST',
  path: '/backoffice/api/Ledger/CreateCreditMemo',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'Book a credit memo on the built-in ledger against a posted invoice',
  description:
    'Quantities of its lines (up to what is left to credit) and, once, its shipping fee. Idempotent on ' +
    'requestId: the same id answers the memo it booked. Audited. 400 bad body or line-not-invoiced; 401; 403 ' +
    'without the B2B Manager role; 404 invoice-not-found; 409 credit-exceeds-invoice, ' +
    'credit-memo-request-reused, erp-not-ledger (another ERP is configured: credit memos are booked there).',
  body: CreateCreditMemoBody,
  response: CreateCreditMemoResponse,
  errors: [
    'line-not-invoiced',
    'invoice-not-found',
    'credit-exceeds-invoice',
    'credit-memo-request-reused',
    'erp-not-ledger',
  ],
  example: {
    body: {
      invoiceNo: 'LIN-SO100001-1',
      requestId: '5d1c6f0e-returns-2026-11-28',
      reason: 'Two dresses returned damaged',
      lines: [{ lineNo: 1, quantity: 2 }],
    },
    response: { creditMemo: exampleCreditMemo },
  },
});

export const getCacheUsage = defineEndpoint({
  operationId: 'backofficeGetCacheUsage',
  method: 'GET',
  path: '/backoffice/api/Debug/GetCacheUsage',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "The API cache's families: entries and bytes held, hits and misses",
  description:
    'Per cache type: entries and bytes in the store (Redis, shared by every API instance, when REDIS_URL is ' +
    "set; else this process's memory) and the hits and misses of the process that answered. Counting stops " +
    'at a bound (truncated). 401; 403 without the B2B Manager role.',
  response: CacheUsage,
  errors: [],
  example: {
    response: {
      store: 'redis',
      storeAnswered: true,
      truncated: false,
      types: [
        { type: 'Products', entries: 412, bytes: 1_804_113, hits: 9_210, misses: 412 },
        { type: 'Prices', entries: 380, bytes: 96_140, hits: 7_002, misses: 380 },
        { type: 'Search', entries: 57, bytes: 640_221, hits: 1_290, misses: 57 },
        { type: 'Areas', entries: 4, bytes: 21_880, hits: 3_100, misses: 4 },
        { type: 'Translations', entries: 2, bytes: 30_112, hits: 2_240, misses: 2 },
      ],
    },
  },
});

export const invalidateCacheByType = defineEndpoint({
  operationId: 'backofficeInvalidateCacheByType',
  method: 'POST',
  path: '/backoffice/api/Debug/InvalidateCacheByType',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'Drop one cache family (or all) on every API instance',
  description:
    'The next read computes from the database. With REDIS_URL the cache is shared, so every API instance ' +
    'sees the drop at once. Audited. 400 unknown type; 401; 403 without the B2B Manager role.',
  body: InvalidateCacheByTypeBody,
  response: InvalidateCacheByTypeResponse,
  errors: [],
  example: { body: { type: 'Prices' }, response: { invalidated: ['Prices'] } },
});

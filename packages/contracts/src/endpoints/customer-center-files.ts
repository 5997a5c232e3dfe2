import { z } from 'zod';
import {
  CreditMemoPdfQuery,
  fileContentTypes,
  InvoiceFileQuery,
  InvoicePdfQuery,
  OrderFileQuery,
} from '../customer-center-files.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The customer center's files (spec customer-center §7): PDFs of invoices, credit memos and order
 * confirmations, Excel files of orders and invoices, and image packs. Part of `endpoints.customerCenter`
 * (customer-center.ts re-exports them). Every file is streamed as it is made, in the acting customer's language,
 * with a Content-Disposition file name in that language (RFC 5987 `filename*`). Another customer's document
 * answers exactly as a missing one (404 not-found). Each user has a budget of downloads per call and minute and
 * at most a few downloads running at once: more answer 429 rate-limited with Retry-After.
 * See docs/decisions/0039-customer-center-files.md.
 */

const tags = ['CustomerCenter'] as const;
const access = 'customer' as const;
const limits =
  ' 429 rate-limited with Retry-After: too many downloads by this user in the last minute, or too many at once.';

const file = (contentType: string, description: string) =>
  z.any().meta({ description, content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } });

const pdfContents =
  "In the customer's language and money format: the brand's logo, seller and buyer addresses, document " +
  'number and dates, reference, lines (item number, name, colour, size, unit, quantity, unit price, discount, ' +
  'line total, all without VAT), VAT summary, totals, payment terms and due date, "Page n of N" on every ' +
  'page; a long document continues on further pages with the header row repeated and no line split.';

export const getInvoicePdf = defineEndpoint({
  operationId: 'customerCenterGetInvoicePdf',
  method: 'GET',
  path: '/api/CustomerCenter/GetInvoicePdf',
  access,
  tags,
  summary: 'One invoice of the acting customer as a PDF',
  description: `${pdfContents} LinkId must be the invoice's linkId. 404 not-found: no such invoice of this customer with that LinkId.${limits}`,
  query: InvoicePdfQuery,
  response: file(fileContentTypes.pdf, 'The invoice (Invoice-<number>.pdf / Faktura-<number>.pdf)'),
  errors: ['not-found', 'permission-scope.invoice-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { InvoiceId: 'LIN-SO100001-1', LinkId: 'LSO-SO100001' } },
});

export const getCreditMemoPdf = defineEndpoint({
  operationId: 'customerCenterGetCreditMemoPdf',
  method: 'GET',
  path: '/api/CustomerCenter/GetCreditMemoPdf',
  access,
  tags,
  summary: 'One credit memo of the acting customer as a PDF',
  description: `${pdfContents} It names the invoice it credits and the reason. LinkId must be the credit memo's linkId. 404 not-found: no such credit memo of this customer with that LinkId.${limits}`,
  query: CreditMemoPdfQuery,
  response: file(
    fileContentTypes.pdf,
    'The credit memo (Credit-memo-<number>.pdf / Kreditnota-<number>.pdf)',
  ),
  errors: ['not-found', 'permission-scope.invoice-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { CreditMemoId: 'LCM-SO100001-1', LinkId: 'LSO-SO100001' } },
});

export const getOrderConfirmationPdf = defineEndpoint({
  operationId: 'customerCenterGetOrderConfirmationPdf',
  method: 'GET',
  path: '/api/CustomerCenter/GetOrderConfirmationPdf',
  access,
  tags,
  summary: "One order's confirmation as a PDF",
  description: `${pdfContents} Payment terms: the order's payment method. 404 not-found: no such order of this customer.${limits}`,
  query: OrderFileQuery,
  response: file(
    fileContentTypes.pdf,
    'The confirmation (Order-confirmation-<number>.pdf / Ordrebekraeftelse-<number>.pdf)',
  ),
  errors: ['not-found', 'permission-scope.shipping-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { OrderId: 'SO100001' } },
});

const excelContents =
  "One worksheet: a header row in the customer's language (frozen), then one row per line with EAN, item " +
  "number, name, colour, size, quantity, net unit price, RRP (recommended retail price in the customer's " +
  'retail currency), line total, then the totals. Prices are numbers with two decimals in major units. Text ' +
  "that begins with = + - @, a tab or CR is written with a leading ' so no spreadsheet runs it.";

export const getOrderConfirmationExcel = defineEndpoint({
  operationId: 'customerCenterGetOrderConfirmationExcel',
  method: 'GET',
  path: '/api/CustomerCenter/GetOrderConfirmationExcel',
  access,
  tags,
  summary: "One order's lines as an .xlsx, for the dealer's own system",
  description: `${excelContents} 404 not-found: no such order of this customer.${limits}`,
  query: OrderFileQuery,
  response: file(fileContentTypes.xlsx, 'The order (Order-<number>.xlsx / Ordre-<number>.xlsx)'),
  errors: ['not-found', 'permission-scope.shipping-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { OrderId: 'SO100001' } },
});

export const getInvoiceExcel = defineEndpoint({
  operationId: 'customerCenterGetInvoiceExcel',
  method: 'GET',
  path: '/api/CustomerCenter/GetInvoiceExcel',
  access,
  tags,
  summary: "One invoice's lines as an .xlsx, for the dealer's own system",
  description: `${excelContents} 404 not-found: no such invoice of this customer.${limits}`,
  query: InvoiceFileQuery,
  response: file(fileContentTypes.xlsx, 'The invoice (Invoice-<number>.xlsx / Faktura-<number>.xlsx)'),
  errors: ['not-found', 'permission-scope.invoice-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { InvoiceId: 'LIN-SO100001-1' } },
});

const imagePackContents =
  'A zip, streamed: the full-size images of every style-colour on the document, named ' +
  '<item-number>_<colour>_<n>.jpg, and products.xlsx (EAN, item number, name, colour, size, description in ' +
  "the customer's language, RRP) so the products can be listed in the dealer's own shop.";

export const downloadOrderImages = defineEndpoint({
  operationId: 'customerCenterDownloadOrderImages',
  method: 'GET',
  path: '/api/CustomerCenter/DownloadOrderImages',
  access,
  tags,
  summary: "The image pack of one order's products",
  description: `${imagePackContents} 404 not-found: no such order of this customer.${limits}`,
  query: OrderFileQuery,
  response: file(fileContentTypes.zip, 'The image pack (Images-<number>.zip / Billeder-<number>.zip)'),
  errors: ['not-found', 'permission-scope.shipping-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { OrderId: 'SO100001' } },
});

export const downloadInvoiceImages = defineEndpoint({
  operationId: 'customerCenterDownloadInvoiceImages',
  method: 'GET',
  path: '/api/CustomerCenter/DownloadInvoiceImages',
  access,
  tags,
  summary: "The image pack of one invoice's products",
  description: `${imagePackContents} 404 not-found: no such invoice of this customer.${limits}`,
  query: InvoiceFileQuery,
  response: file(fileContentTypes.zip, 'The image pack (Images-<number>.zip / Billeder-<number>.zip)'),
  errors: ['not-found', 'permission-scope.invoice-required'],
  responseKind: 'binary',
  rateLimited: true,
  example: { query: { InvoiceId: 'LIN-SO100001-1' } },
});

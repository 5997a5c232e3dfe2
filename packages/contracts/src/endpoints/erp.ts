import { defineEndpoint } from '../endpoint.ts';
import type { ErpCreditMemo, ErpInvoice, ErpShipment } from '../erp-documents.ts';
import {
  PostErpCreditMemoBody,
  PostErpCreditMemoResponse,
  PostErpInvoiceBody,
  PostErpInvoiceResponse,
  PostErpShipmentBody,
  PostErpShipmentResponse,
  SetErpStockLevelsBody,
  SetErpStockLevelsResponse,
} from '../erp-inbound.ts';
import { danishVatBeforeTaxRules } from '../tax.ts';

/**
 * The ERP's inbound calls under /api/admin/Erp (ADR 87, docs/erp-integration.md): with `ERP=http`, the brand's
 * ERP (or its middleware) posts shipments, invoices, credit memos and stock levels for the shop's orders and
 * variants. Access `erp`: an API key of the `erp` kind, created in the back office's feed keys page
 * (`Authorization: ApiKey <key>` or `X-Api-Key: <key>`); a feed key or a user's token is refused.
 */

const refusals =
  '401 without a live key (none, unknown or revoked); 403 for a feed key or a user token; 409 erp-not-http ' +
  'while the shop runs its built-in ledger.';
const documentRules =
  'Idempotent on documentNo: posting a number the shop has answers the stored document with applied: false and ' +
  'changes nothing (the first posting wins; a correction is a credit memo). Applied in one transaction and shown ' +
  'in the customer center at once.';

const exampleShipment: ErpShipment = {
  documentNo: 'SH-104233',
  externalOrderNo: 'WEB-000123',
  salesOrderNo: 'SO-88412',
  customerNumber: 'C10001',
  shippedAt: '2026-12-05T08:30:00.000Z',
  carrier: 'dhl',
  trackingNumber: '00340434161234567890',
  lines: [
    { lineNo: 1, productNumber: 'NL10001', variantId: 'NL10001-jojoba-110', unitId: 'PCS', quantity: 2 },
  ],
};

const posted = {
  externalOrderNo: 'WEB-000123',
  salesOrderNo: 'SO-88412',
  customerNumber: 'C10001',
  currencyCode: 'DKK',
  postedAt: '2026-12-05T09:00:00.000Z',
  shippingFeeWithoutVat: 0,
  shippingFeeVat: 0,
  tax: danishVatBeforeTaxRules,
};
const exampleLine = {
  lineNo: 1,
  productNumber: 'NL10001',
  variantId: 'NL10001-jojoba-110',
  unitId: 'PCS',
  quantity: 2,
  amountWithoutVat: 39800,
  vat: 9950,
};

const exampleInvoice: ErpInvoice = {
  ...posted,
  documentNo: 'INV-220871',
  lines: [exampleLine],
  amountWithoutVat: 39800,
  vat: 9950,
  amountWithVat: 49750,
  shipmentNo: 'SH-104233',
  prepaid: false,
  dueDate: '2027-01-04',
  paymentTerms: 'net30',
};

const exampleCreditMemo: ErpCreditMemo = {
  ...posted,
  documentNo: 'CM-5511',
  postedAt: '2026-12-12T10:00:00.000Z',
  lines: [{ ...exampleLine, quantity: 1, amountWithoutVat: 19900, vat: 4975 }],
  amountWithoutVat: 19900,
  vat: 4975,
  amountWithVat: 24875,
  appliesToInvoiceNo: 'INV-220871',
  reason: 'Returned: wrong size',
};

export const postShipment = defineEndpoint({
  operationId: 'erpPostShipment',
  method: 'POST',
  path: '/api/admin/Erp/PostShipment',
  access: 'erp',
  tags: ['ERP'],
  summary: 'The ERP posts a shipment (with tracking) of one of our orders',
  description: `Lines name our order's line numbers; product, variant and unit come from the order. ${documentRules} 404 erp-order-unknown: the order was never transferred to the ERP. 400 erp-line-unknown: a line number the order has not. ${refusals}`,
  body: PostErpShipmentBody,
  response: PostErpShipmentResponse,
  errors: ['erp-order-unknown', 'erp-line-unknown', 'erp-not-http'],
  example: {
    body: {
      documentNo: 'SH-104233',
      externalOrderNo: 'WEB-000123',
      shippedAt: '2026-12-05T08:30:00Z',
      carrier: 'dhl',
      trackingNumber: '00340434161234567890',
      lines: [{ lineNo: 1, quantity: 2 }],
    },
    response: { applied: true, shipment: exampleShipment },
  },
});

export const postInvoice = defineEndpoint({
  operationId: 'erpPostInvoice',
  method: 'POST',
  path: '/api/admin/Erp/PostInvoice',
  access: 'erp',
  tags: ['ERP'],
  summary: 'The ERP posts the invoice of one shipment of our order',
  description: `One invoice per shipment. Amounts are the ERP's, in minor units of the order's currency; prepaid, payment terms and the VAT note come from the order. ${documentRules} 409 erp-document-out-of-order: the shipment it bills is not posted yet (post it, then retry); 409 erp-document-conflict: the shipment has another invoice. 404 erp-order-unknown; 400 erp-line-unknown. ${refusals}`,
  body: PostErpInvoiceBody,
  response: PostErpInvoiceResponse,
  errors: [
    'erp-order-unknown',
    'erp-document-out-of-order',
    'erp-document-conflict',
    'erp-line-unknown',
    'erp-not-http',
  ],
  example: {
    body: {
      documentNo: 'INV-220871',
      externalOrderNo: 'WEB-000123',
      shipmentNo: 'SH-104233',
      postedAt: '2026-12-05T09:00:00Z',
      dueDate: '2027-01-04',
      lines: [{ lineNo: 1, quantity: 2, amountWithoutVat: 39800, vat: 9950 }],
      shippingFeeWithoutVat: 0,
      shippingFeeVat: 0,
    },
    response: { applied: true, invoice: exampleInvoice },
  },
});

export const postCreditMemo = defineEndpoint({
  operationId: 'erpPostCreditMemo',
  method: 'POST',
  path: '/api/admin/Erp/PostCreditMemo',
  access: 'erp',
  tags: ['ERP'],
  summary: 'The ERP posts a credit memo against one posted invoice',
  description: `${documentRules} A card-paid invoice's credit is refunded to the card as for the built-in ledger's memos. 409 erp-document-out-of-order: the invoice it credits is not posted yet (post it, then retry). 400 erp-line-unknown: a line the invoice has not. ${refusals}`,
  body: PostErpCreditMemoBody,
  response: PostErpCreditMemoResponse,
  errors: ['erp-document-out-of-order', 'erp-line-unknown', 'erp-not-http'],
  example: {
    body: {
      documentNo: 'CM-5511',
      appliesToInvoiceNo: 'INV-220871',
      postedAt: '2026-12-12T10:00:00Z',
      reason: 'Returned: wrong size',
      lines: [{ lineNo: 1, quantity: 1, amountWithoutVat: 19900, vat: 4975 }],
    },
    response: { applied: true, creditMemo: exampleCreditMemo },
  },
});

export const setStockLevels = defineEndpoint({
  operationId: 'erpSetStockLevels',
  method: 'POST',
  path: '/api/admin/Erp/SetStockLevels',
  access: 'erp',
  tags: ['ERP'],
  summary: 'The ERP sets stock levels per variant, unit and warehouse, up to 10,000 rows in one call',
  description: `Each row replaces what the shop held for its variant, unit and warehouse: on hand now, and the deliveries still to arrive (incoming). Warehouse B2B is what the shop sells from (spec §6); other warehouses are kept but never shown. Applied in one transaction, all or nothing; variants the shop does not sell are left out and listed. Idempotent by nature: the same levels twice change nothing. At most 10,000 rows and 4 MB. 400 naming the row and field of a bad value. ${refusals}`,
  body: SetErpStockLevelsBody,
  response: SetErpStockLevelsResponse,
  errors: ['erp-not-http'],
  example: {
    body: {
      rows: [
        { variantId: 'NL10001-jojoba-110', unitId: 'PCS', warehouse: 'B2B', onHand: 42 },
        {
          variantId: 'NL10001-jojoba-116',
          unitId: 'PCS',
          warehouse: 'B2B',
          onHand: 0,
          incoming: [{ date: '2027-01-15', quantity: 120 }],
        },
      ],
    },
    response: { applied: 2, unknownVariantIds: [] },
  },
});

import { defineEndpoint } from '../endpoint.ts';
import type { ErpCreditMemo, ErpInvoice, ErpShipment } from '../erp-documents.ts';
import {
  PostErpCreditMemoBody,
  PostErpCreditMemoResponse,
  PostErpCustomerBody,
  PostErpCustomerResponse,
  PostErpInvoiceBody,
  PostErpInvoiceResponse,
  PostErpShipmentBody,
  PostErpShipmentResponse,
  SetErpPricesBody,
  SetErpPricesResponse,
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

export const setPrices = defineEndpoint({
  operationId: 'erpSetPrices',
  method: 'POST',
  path: '/api/admin/Erp/SetPrices',
  access: 'erp',
  tags: ['ERP'],
  summary: 'The ERP sets price lists and customer prices, up to 10,000 rows in one call',
  description: `A row is a price of a product (or of one of its variants) in a unit from a quantity up, for a price group (its price list) or for one customer (a customer price, which beats the group's), in that group's or customer's currency, valid between two days. The rows of one product for one group or customer replace every price the shop held for that product and group or customer: send the product's whole list for it, current and future prices. removed takes a product's prices for a group or customer away. Applied in one transaction, all or nothing, and shown at once on product pages, in baskets and in search's price filter; rows naming a product, variant, group or customer the shop does not know are left out and listed. Idempotent by nature: the same call twice changes nothing. At most 10,000 rows and removals together, and 4 MB. 400 naming the row and field of a bad value. ${refusals}`,
  body: SetErpPricesBody,
  response: SetErpPricesResponse,
  errors: ['erp-not-http'],
  example: {
    body: {
      rows: [
        { priceGroupCode: 'B2B DKK', productId: 'NL10001', unitId: 'PCS', unitPrice: 19900 },
        { priceGroupCode: 'B2B DKK', productId: 'NL10001', unitId: 'PCS', minQuantity: 12, unitPrice: 17900 },
        {
          customerNumber: 'C10001',
          productId: 'NL10001',
          unitId: 'PCS',
          unitPrice: 16900,
          validFrom: '2027-01-01',
          validTo: '2027-03-31',
        },
      ],
      removed: [{ customerNumber: 'C10002', productId: 'NL10001' }],
    },
    response: {
      applied: 3,
      removed: 4,
      unknownProductIds: [],
      unknownVariantIds: [],
      unknownPriceGroupCodes: [],
      unknownCustomerNumbers: [],
    },
  },
});

export const postCustomer = defineEndpoint({
  operationId: 'erpPostCustomer',
  method: 'POST',
  path: '/api/admin/Erp/PostCustomer',
  access: 'erp',
  tags: ['ERP'],
  summary: "The ERP creates or replaces one customer's master data",
  description: `Keyed by customerNumber: a number the shop does not know creates the customer, a known one is replaced whole (name, currency, price group, minimum orders, shipment method, blocked status, language, contact, VAT number, payment terms, billing address and shipping addresses, the first of which is the default). The shop's users of the customer stay. Applied in one transaction, recorded in the audit log, and in force on the customer's next request. Idempotent: the same data twice answers changed: false and writes nothing. 400 erp-price-group-unknown: the price group is not a wholesale group of the customer's currency. ${refusals}`,
  body: PostErpCustomerBody,
  response: PostErpCustomerResponse,
  errors: ['erp-price-group-unknown', 'erp-not-http'],
  example: {
    body: {
      customerNumber: 'C10001',
      name: 'Lillekanin ApS',
      currencyCode: 'DKK',
      priceGroupCode: 'B2B DKK',
      minOrderAmount: 150000,
      minOrderAmountPre: 500000,
      shipmentMethodCode: 'DHL',
      countryCode: 'DK',
      languageCode: 'da',
      email: 'indkoeb@lillekanin.demo',
      vatNumber: 'DK12345678',
      paymentTerms: 'net30',
      billingAddress: {
        name: 'Lillekanin ApS',
        address1: 'Vesterbrogade 1',
        postalCode: '1620',
        city: 'København V',
        countryCode: 'DK',
      },
      shippingAddresses: [
        {
          name: 'Lillekanin ApS',
          address1: 'Vesterbrogade 1',
          postalCode: '1620',
          city: 'København V',
          countryCode: 'DK',
        },
      ],
    },
    response: { created: false, changed: true, customerNumber: 'C10001' },
  },
});

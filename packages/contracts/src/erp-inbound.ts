import { z } from 'zod';
import { maxLineQuantity } from './cart-constants.ts';
import { BlockedStatus, CurrencyCode, LanguageCode } from './common.ts';
import { ErpCreditMemo, ErpInvoice, ErpShipment } from './erp-documents.ts';
import { PaymentTermsCode } from './payment-terms.ts';

/**
 * The ERP over HTTP (`ERP=http`, docs/decisions/0087-erp-over-http.md, docs/erp-integration.md): what the shop
 * POSTs to the ERP (outbound messages, signed), and what the ERP posts back to the shop under /api/admin/Erp
 * with an API key of the `erp` kind (inbound calls). Amounts are integer minor units in the order's currency.
 */

/** The version of the message shapes both ways; a breaking change gets a new number (and a new path). */
export const erpMessageVersion = 1;

/** The headers of an outbound message. */
export const erpHeaders = {
  /** `v1=` and the hex HMAC-SHA256 of `<timestamp>.<body>` with the shared signing secret. */
  signature: 'x-shop-signature',
  /** Unix seconds when the message was signed; the ERP refuses one older than 5 minutes (replays). */
  timestamp: 'x-shop-timestamp',
  /** The same on every retry of one message: the ERP makes one document of it, however often it arrives. */
  idempotencyKey: 'idempotency-key',
} as const;

/**
 * The outbound message types. Only `order.created`: once transferred, an order's status is the ERP's (the
 * shop's state machine ends at Transferred); an approval's release or a paid card order is what transfers it, and
 * an order rejected before transfer never reached the ERP. A new type is added, never a changed one.
 */
export const erpOutboundTypes = ['order.created'] as const;
export type ErpOutboundType = (typeof erpOutboundTypes)[number];

/**
 * The ERP's answer to an outbound message. 2xx: taken; `orderNo` is the ERP's own number of the sales order,
 * which the shop stores on the order (without one the shop uses its own order number). 4xx with a `refusal`:
 * refused on the order's merits (a blocked customer): the order goes to the back office's transfer errors. Any
 * other answer (5xx, a 4xx without a refusal, a timeout) is retried with a capped backoff.
 */
export const ErpOrderAnswer = z.object({ orderNo: z.string().trim().min(1).max(64).optional() });
export const ErpRefusalAnswer = z.object({
  refusal: z.object({ code: z.string().max(100).optional(), reason: z.string().min(1).max(2000) }),
});

/** Limits of the inbound calls. */
export const erpInboundLimits = {
  documentNoLength: 64,
  lines: 1000,
  /** Stock rows in one call, and the largest body that call takes (bytes). */
  stockRows: 10_000,
  stockBodyBytes: 4 * 1024 * 1024,
  /** Price rows (and removals) in one call, and the largest body that call takes (bytes). */
  priceRows: 10_000,
  priceBodyBytes: 4 * 1024 * 1024,
  /** Shipping addresses of one customer. */
  customerAddresses: 100,
  trackingLength: 100,
  reasonLength: 500,
} as const;

const text = (field: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
    })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is longer than ${max} characters`);

const documentNo = (field: string) =>
  text(field, erpInboundLimits.documentNoLength).regex(
    /^[A-Za-z0-9._\-/]+$/,
    `${field} may hold letters, digits and . _ - / only`,
  );

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be an ISO 8601 date and time, e.g. 2026-12-05T08:30:00Z`,
  });
const isoDay = (field: string) => z.iso.date({ error: `${field} must be a date YYYY-MM-DD` });

const whole = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const minorUnits = (field: string) => whole(field, 0, 1_000_000_000_000);
/** A unit price or an order minimum: up to 10,000,000.00 of a currency (the shop stores them as 32-bit integers). */
const priceAmount = (field: string) => whole(field, 0, 1_000_000_000);
const lineNo = whole('lineNo', 1, 100_000);
const quantity = whole('quantity', 1, maxLineQuantity);

const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: 'lines must be a list' })
    .min(1, 'lines must hold at least one line')
    .max(erpInboundLimits.lines, `lines holds at most ${erpInboundLimits.lines} lines`);

/** A shipped quantity of one of our order lines (`lineNo`: the line number the order message carried). */
export const ErpInboundShipmentLine = z.object({ lineNo, quantity });

/** PostShipment: goods of one of our orders left the ERP's warehouse. */
export const PostErpShipmentBody = z.object({
  documentNo: documentNo('documentNo'),
  /** Our order number (the order message's `order.externalOrderNo`). */
  externalOrderNo: text('externalOrderNo', 64),
  shippedAt: instant('shippedAt'),
  /** The shop's carrier code (`dhl`, `dhl-express`); null when collected. */
  carrier: text('carrier', 40).nullable().default(null),
  trackingNumber: text('trackingNumber', erpInboundLimits.trackingLength).nullable().default(null),
  lines: lines(ErpInboundShipmentLine),
});
export type PostErpShipmentBody = z.input<typeof PostErpShipmentBody>;

/** An invoiced (or credited) quantity of one of our order lines, with its amount and VAT as the ERP posted it. */
export const ErpInboundDocumentLine = z.object({
  lineNo,
  quantity,
  amountWithoutVat: minorUnits('amountWithoutVat'),
  vat: minorUnits('vat'),
});

const postedFigures = {
  documentNo: documentNo('documentNo'),
  postedAt: instant('postedAt'),
  lines: lines(ErpInboundDocumentLine),
  shippingFeeWithoutVat: minorUnits('shippingFeeWithoutVat').default(0),
  shippingFeeVat: minorUnits('shippingFeeVat').default(0),
};

/** PostInvoice: the invoice of one shipment (one invoice per shipment, as the customer center shows them). */
export const PostErpInvoiceBody = z.object({
  ...postedFigures,
  externalOrderNo: text('externalOrderNo', 64),
  shipmentNo: documentNo('shipmentNo'),
  dueDate: isoDay('dueDate'),
});
export type PostErpInvoiceBody = z.input<typeof PostErpInvoiceBody>;

/** PostCreditMemo: a credit against one posted invoice (returned goods, a complaint). */
export const PostErpCreditMemoBody = z.object({
  ...postedFigures,
  appliesToInvoiceNo: documentNo('appliesToInvoiceNo'),
  reason: text('reason', erpInboundLimits.reasonLength),
});
export type PostErpCreditMemoBody = z.input<typeof PostErpCreditMemoBody>;

/** `applied` false: the document number was known already, and nothing changed (a replay). */
export const PostErpShipmentResponse = z.object({ applied: z.boolean(), shipment: ErpShipment });
export const PostErpInvoiceResponse = z.object({ applied: z.boolean(), invoice: ErpInvoice });
export const PostErpCreditMemoResponse = z.object({ applied: z.boolean(), creditMemo: ErpCreditMemo });

/**
 * One stock level: what the warehouse has of a variant in a unit, on hand now and arriving later. It replaces
 * everything the shop held for that variant, unit and warehouse.
 */
export const ErpStockLevel = z.object({
  variantId: text('variantId', 150),
  unitId: text('unitId', 20),
  /** The ERP's location code; the shop sells from `B2B` (spec §6), the other warehouses are kept, not shown. */
  warehouse: text('warehouse', 20),
  onHand: whole('onHand', 0, 100_000_000),
  incoming: z
    .array(z.object({ date: isoDay('date'), quantity: whole('quantity', 1, 100_000_000) }), {
      error: 'incoming must be a list',
    })
    .max(20, 'incoming holds at most 20 deliveries')
    .default([]),
});
export type ErpStockLevel = z.output<typeof ErpStockLevel>;

export const SetErpStockLevelsBody = z.object({
  rows: z
    .array(ErpStockLevel, { error: 'rows must be a list' })
    .min(1, 'rows must hold at least one row')
    .max(erpInboundLimits.stockRows, `rows holds at most ${erpInboundLimits.stockRows} rows`),
});
export type SetErpStockLevelsBody = z.input<typeof SetErpStockLevelsBody>;

export const SetErpStockLevelsResponse = z.object({
  /** Rows applied. */
  applied: z.number().int(),
  /** Variants the shop does not sell (not in its catalogue): left out, the rest applied. */
  unknownVariantIds: z.array(z.string()),
});
export type SetErpStockLevelsResponse = z.infer<typeof SetErpStockLevelsResponse>;

/**
 * Whose price a row is: a price group's (its price list: `B2B DKK`, `RETAIL EUR`…) or one customer's (a
 * customer price, which beats the group's). Exactly one of the two.
 */
const priceAudience = {
  priceGroupCode: text('priceGroupCode', 40).optional(),
  customerNumber: text('customerNumber', 64).optional(),
};
const oneAudience = (row: { priceGroupCode?: string | undefined; customerNumber?: string | undefined }) =>
  (row.priceGroupCode === undefined) !== (row.customerNumber === undefined);
const oneAudienceRule = {
  message: 'name either priceGroupCode (a price list) or customerNumber (a customer price), not both',
  path: ['priceGroupCode'],
};

/**
 * One price of a product (or of one variant of it) in one unit from a quantity up, for a price group or a
 * customer, in that group's or customer's currency, valid from and to the given days (both included; none: open).
 * `beforePrice` is the struck-through price of a sale.
 */
export const ErpPriceRow = z
  .object({
    ...priceAudience,
    productId: text('productId', 100),
    variantId: text('variantId', 150).nullable().default(null),
    unitId: text('unitId', 20),
    minQuantity: whole('minQuantity', 1, maxLineQuantity).default(1),
    unitPrice: priceAmount('unitPrice'),
    beforePrice: priceAmount('beforePrice').nullable().default(null),
    validFrom: isoDay('validFrom').nullable().default(null),
    validTo: isoDay('validTo').nullable().default(null),
  })
  .refine(oneAudience, oneAudienceRule)
  .refine((row) => !row.validFrom || !row.validTo || row.validFrom <= row.validTo, {
    message: 'validTo must not be before validFrom',
    path: ['validTo'],
  });
export type ErpPriceRow = z.output<typeof ErpPriceRow>;

/** Every price of a product for one price group or customer, to be removed. */
export const ErpPriceRemoval = z
  .object({ ...priceAudience, productId: text('productId', 100) })
  .refine(oneAudience, oneAudienceRule);
export type ErpPriceRemoval = z.output<typeof ErpPriceRemoval>;

/**
 * SetPrices: price lists and customer prices. The rows of one product for one price group or customer replace
 * every price the shop held for that product and group or customer (send its whole list: every variant, unit,
 * quantity break, current and future); `removed` takes a product's prices for a group or customer away.
 */
export const SetErpPricesBody = z
  .object({
    rows: z
      .array(ErpPriceRow, { error: 'rows must be a list' })
      .max(erpInboundLimits.priceRows, `rows holds at most ${erpInboundLimits.priceRows} rows`)
      .default([]),
    removed: z
      .array(ErpPriceRemoval, { error: 'removed must be a list' })
      .max(erpInboundLimits.priceRows, `removed holds at most ${erpInboundLimits.priceRows} entries`)
      .default([]),
  })
  .refine((body) => body.rows.length + body.removed.length > 0, {
    message: 'rows or removed must hold at least one entry',
    path: ['rows'],
  })
  .refine((body) => body.rows.length + body.removed.length <= erpInboundLimits.priceRows, {
    message: `rows and removed hold at most ${erpInboundLimits.priceRows} entries together`,
    path: ['rows'],
  });
export type SetErpPricesBody = z.input<typeof SetErpPricesBody>;

export const SetErpPricesResponse = z.object({
  /** Price rows stored. */
  applied: z.number().int(),
  /** Prices taken away (by `removed`, and the earlier prices the rows replaced). */
  removed: z.number().int(),
  /** What the shop does not know: rows naming them are left out, the rest applied. */
  unknownProductIds: z.array(z.string()),
  unknownVariantIds: z.array(z.string()),
  unknownPriceGroupCodes: z.array(z.string()),
  unknownCustomerNumbers: z.array(z.string()),
});
export type SetErpPricesResponse = z.infer<typeof SetErpPricesResponse>;

const countryCode = text('countryCode', 2).regex(
  /^[A-Z]{2}$/,
  'countryCode must be a two-letter ISO code like DK',
);

/** A customer's postal address as the ERP holds it. */
export const ErpCustomerAddress = z.object({
  name: text('name', 200),
  address1: text('address1', 200),
  address2: text('address2', 200).nullable().default(null),
  postalCode: text('postalCode', 20),
  city: text('city', 100),
  countryCode,
});
export type ErpCustomerAddress = z.output<typeof ErpCustomerAddress>;

/**
 * PostCustomer: the ERP's master data of one customer (a dealer), created or replaced whole by its number. The
 * first shipping address is the default one. The shop's users of the customer are the shop's, not the ERP's.
 */
export const PostErpCustomerBody = z.object({
  customerNumber: documentNo('customerNumber'),
  name: text('name', 200),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
  currencyCode: CurrencyCode,
  /** The currency of the recommended retail prices shown beside net prices; none: the customer's currency. */
  rrpCurrencyCode: CurrencyCode.nullable().default(null),
  /** A wholesale price group of the customer's currency (`B2B DKK`). */
  priceGroupCode: text('priceGroupCode', 40),
  minOrderAmount: priceAmount('minOrderAmount').default(0),
  minOrderAmountPre: priceAmount('minOrderAmountPre').default(0),
  /** The ERP's shipment method code; `EXW`: the customer collects (pickup only). */
  shipmentMethodCode: text('shipmentMethodCode', 20),
  blockedStatus: BlockedStatus.default('None'),
  countryCode,
  languageCode: LanguageCode,
  email: z
    .email({ error: 'email must be an e-mail address' })
    .max(254, 'email is longer than 254 characters'),
  phone: text('phone', 40).nullable().default(null),
  vatNumber: text('vatNumber', 20).nullable().default(null),
  paymentTerms: PaymentTermsCode,
  billingAddress: ErpCustomerAddress,
  shippingAddresses: z
    .array(ErpCustomerAddress, { error: 'shippingAddresses must be a list' })
    .min(1, 'shippingAddresses must hold at least one address')
    .max(
      erpInboundLimits.customerAddresses,
      `shippingAddresses holds at most ${erpInboundLimits.customerAddresses} addresses`,
    ),
});
export type PostErpCustomerBody = z.input<typeof PostErpCustomerBody>;
export type ErpCustomer = z.output<typeof PostErpCustomerBody>;

export const PostErpCustomerResponse = z.object({
  /** true: the customer was new to the shop. */
  created: z.boolean(),
  /** false: the shop held exactly this already (a replay), and nothing was written. */
  changed: z.boolean(),
  customerNumber: z.string(),
});
export type PostErpCustomerResponse = z.infer<typeof PostErpCustomerResponse>;

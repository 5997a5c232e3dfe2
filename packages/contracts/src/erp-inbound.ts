import { z } from 'zod';
import { maxLineQuantity } from './cart-constants.ts';
import { ErpCreditMemo, ErpInvoice, ErpShipment } from './erp-documents.ts';

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

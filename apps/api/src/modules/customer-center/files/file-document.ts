import { countPieces, type UnitDelivery, type VatNoteKey } from '@shop/commerce';
import type {
  Address,
  CustomerCreditMemo,
  CustomerDocumentLine,
  CustomerInvoice,
  Order,
  OrderLine,
  PaymentMethodId,
  PaymentTermsCode,
  VatDecision,
} from '@shop/contracts';

/**
 * One document as the customer's files show it, whichever kind it is: an invoice or a credit memo as the ERP
 * posted it, described with the order it bills (prices before discount, addresses), or an order as the shop
 * took it. Amounts are minor units of `currencyCode`, without VAT unless named otherwise. Pure data: the PDF,
 * the Excel file and the image pack are each made from it.
 */

export type FileKind = 'invoice' | 'creditMemo' | 'orderConfirmation';

export type FileLine = {
  lineNo: number;
  /** The style, when the shop knows the order line (an ERP-only document has item numbers only). */
  productId: string | null;
  productNumber: string;
  variantId: string;
  unitId: string;
  name: string | null;
  colorCode: string | null;
  colorName: string | null;
  size: string | null;
  unitName: string | null;
  /** Pieces in one unit ('Pack of 5': 5; a piece: 1): the line holds `quantity × quantityPerUnit` pieces. */
  quantityPerUnit: number;
  /** In the line's unit (2 for 2 × 'Pack of 5'); prices are per unit. */
  quantity: number;
  /** The list price of one unit before discount. */
  unitPrice: number;
  /** The net unit price: what one unit costs after discount. */
  netUnitPrice: number;
  /** 0 to 1: how much below the list price the net price is. */
  discountRate: number;
  lineTotal: number;
  vat: number;
  /** Order confirmations: when the line is expected to be delivered, as bought; posted documents have none. */
  deliveries?: UnitDelivery[];
};

export type FileBuyer = {
  customerNumber: string;
  name: string;
  vatNumber: string | null;
  billTo: Address | null;
  shipTo: Address | null;
};

export type FileDocument = {
  kind: FileKind;
  /** The document's own number: invoice, credit memo or order number. */
  number: string;
  orderId: string;
  /** The ERP's sales order number; null for an order not transferred yet. */
  linkId: string | null;
  reference: string | null;
  currencyCode: string;
  /** When it was posted or ordered (ISO instant). */
  issuedAt: string;
  /** Invoices: the day the amount is due. */
  dueDate: string | null;
  /** Invoices: paid by card before transfer, nothing is due. */
  prepaid: boolean;
  /** Orders: how the order is paid. */
  paymentMethod: PaymentMethodId | null;
  /**
   * Invoices: the terms they were posted with; order confirmations: the customer's terms the order keeps. Null
   * for credit memos and where none are known (a guest, a document booked in the ERP directly).
   */
  paymentTerms: PaymentTermsCode | null;
  /** Credit memos: the invoice credited and why. */
  appliesToInvoiceId: string | null;
  reason: string | null;
  buyer: FileBuyer;
  lines: FileLine[];
  shipping: { withoutVat: number; vat: number };
  totals: { withoutVat: number; vat: number; withVat: number };
  /** The VAT decision of the order (ADR 67): the rate printed and the legal note, if any. */
  tax: VatDecision;
};

/** The discount of a net price below a list price, 0 to 1 (0 when there is no list price). */
export const discountRateOf = (unitPrice: number, netUnitPrice: number) =>
  unitPrice > 0 && netUnitPrice < unitPrice ? (unitPrice - netUnitPrice) / unitPrice : 0;

/** A posted line, priced from the order line it bills when the shop has it. */
function postedLine(line: CustomerDocumentLine, bought: OrderLine | undefined): FileLine {
  const netUnitPrice = Math.round(line.amountWithoutVat / line.quantity);
  const unitPrice = bought?.unitPrice.priceWithoutVat ?? netUnitPrice;
  return {
    lineNo: line.lineNo,
    productId: bought?.productId ?? null,
    productNumber: line.productNumber,
    variantId: line.variantId,
    unitId: line.unitId,
    name: line.name,
    colorCode: line.colorCode,
    colorName: line.colorName,
    size: line.size,
    unitName: line.unitName,
    quantityPerUnit: line.quantityPerUnit,
    quantity: line.quantity,
    unitPrice,
    netUnitPrice,
    discountRate: discountRateOf(unitPrice, netUnitPrice),
    lineTotal: line.amountWithoutVat,
    vat: line.vat,
  };
}

type Buyer = Omit<FileBuyer, 'billTo' | 'shipTo'>;

function posted(document: CustomerInvoice | CustomerCreditMemo, order: Order | null, buyer: Buyer) {
  const bought = new Map(order?.lines.map((line) => [line.lineNo, line]));
  return {
    orderId: document.orderId,
    linkId: document.linkId,
    reference: document.reference,
    currencyCode: document.currencyCode,
    issuedAt: document.postedAt,
    paymentMethod: order?.paymentMethod ?? null,
    buyer: { ...buyer, billTo: order?.billingAddress ?? null, shipTo: order?.shippingAddress ?? null },
    lines: (document.lines ?? []).map((line) => postedLine(line, bought.get(line.lineNo))),
    shipping: { withoutVat: document.shippingFeeWithoutVat, vat: document.shippingFeeVat },
    totals: { withoutVat: document.amountWithoutVat, vat: document.vat, withVat: document.amountWithVat },
    tax: document.tax,
  };
}

export function invoiceFile(invoice: CustomerInvoice, order: Order | null, buyer: Buyer): FileDocument {
  return {
    kind: 'invoice',
    number: invoice.invoiceId,
    ...posted(invoice, order, buyer),
    dueDate: invoice.dueDate,
    prepaid: invoice.prepaid,
    paymentTerms: invoice.paymentTerms,
    appliesToInvoiceId: null,
    reason: null,
  };
}

export function creditMemoFile(memo: CustomerCreditMemo, order: Order | null, buyer: Buyer): FileDocument {
  return {
    kind: 'creditMemo',
    number: memo.creditMemoId,
    ...posted(memo, order, buyer),
    dueDate: null,
    prepaid: false,
    paymentTerms: null,
    appliesToInvoiceId: memo.appliesToInvoiceId,
    reason: memo.reason,
  };
}

export function orderFile(order: Order, buyer: Buyer): FileDocument {
  return {
    kind: 'orderConfirmation',
    number: order.orderId,
    orderId: order.orderId,
    linkId: order.erpDocumentNo,
    reference: order.reference,
    currencyCode: order.currencyCode,
    issuedAt: order.createdAt,
    dueDate: null,
    prepaid: order.paymentMethod === 'card' && order.paymentStatus === 'captured',
    paymentMethod: order.paymentMethod,
    paymentTerms: order.paymentTerms,
    appliesToInvoiceId: null,
    reason: null,
    buyer: { ...buyer, billTo: order.billingAddress, shipTo: order.shippingAddress },
    lines: order.lines.map((line) => ({
      lineNo: line.lineNo,
      productId: line.productId,
      productNumber: line.productNumber,
      variantId: line.variantId,
      unitId: line.unitId,
      name: line.name,
      colorCode: line.colorCode,
      colorName: line.colorName,
      size: line.size,
      unitName: line.unitName,
      quantityPerUnit: line.quantityPerUnit,
      quantity: line.quantity,
      unitPrice: line.unitPrice.priceWithoutVat,
      netUnitPrice: line.netUnitPrice.priceWithoutVat,
      discountRate: discountRateOf(line.unitPrice.priceWithoutVat, line.netUnitPrice.priceWithoutVat),
      lineTotal: line.netLinePrice.priceWithoutVat,
      vat: line.netLinePrice.priceWithVat - line.netLinePrice.priceWithoutVat,
      deliveries: line.deliveries,
    })),
    shipping: {
      withoutVat: order.shippingFee.priceWithoutVat,
      vat: order.shippingFee.priceWithVat - order.shippingFee.priceWithoutVat,
    },
    totals: {
      withoutVat: order.totalNetPrice.priceWithoutVat,
      vat: order.vat,
      withVat: order.totalNetPrice.priceWithVat,
    },
    tax: order.tax,
  };
}

/** The pieces of the document's lines: 1 piece + 2 × Pack of 5 is 11 (what the basket counted). */
export const documentPieces = (document: Pick<FileDocument, 'lines'>) => countPieces(document.lines);

export type VatSummaryRow = { rate: number; base: number; vat: number };

/**
 * The VAT summary: one VAT group, at the rate the order's decision set for every line and the shipping fee
 * (ADR 67; `rate` 0.25 for 25 %), with the document's totals as base and VAT, so it adds up exactly. A
 * document of nothing has no group.
 */
export function vatSummary(document: FileDocument): VatSummaryRow[] {
  const { withoutVat, vat } = document.totals;
  if (withoutVat === 0 && vat === 0) return [];
  return [{ rate: document.tax.rateBasisPoints / 10_000, base: withoutVat, vat }];
}

/** The legal note the document must print (reverse charge, export), as a translation key; null if none. */
export const vatNoteOf = (document: FileDocument): VatNoteKey | null => document.tax.noteKey;

import type {
  CustomerCreditMemo,
  CustomerDocumentLine,
  CustomerInvoice,
  ErpCreditMemo,
  ErpDocumentLine,
  ErpInvoice,
  OrderLine,
} from '@shop/contracts';
import type { OrderSnapshot } from '../order/index.ts';

/**
 * Invoices and credit memos as the customer center shows them: the ERP's posted document, described with what
 * the shop knows of the order it bills (the buyer's reference; each line's name, colour, size and unit as
 * bought). A document of an order the shop does not know (booked in the ERP directly) keeps its item numbers
 * and null descriptions.
 */

function toDocumentLine(line: ErpDocumentLine, bought: OrderLine | undefined): CustomerDocumentLine {
  return {
    lineNo: line.lineNo,
    productNumber: line.productNumber,
    variantId: line.variantId,
    unitId: line.unitId,
    name: bought?.name ?? null,
    colorCode: bought?.colorCode ?? null,
    colorName: bought?.colorName ?? null,
    size: bought?.size ?? null,
    unitName: bought?.unitName ?? null,
    quantityPerUnit: bought?.quantityPerUnit ?? 1,
    quantity: line.quantity,
    amountWithoutVat: line.amountWithoutVat,
    vat: line.vat,
    amountWithVat: line.amountWithoutVat + line.vat,
  };
}

function postedFigures(
  document: ErpInvoice | ErpCreditMemo,
  order: OrderSnapshot | undefined,
  withLines: boolean,
) {
  return {
    linkId: document.salesOrderNo,
    orderId: document.externalOrderNo,
    reference: order?.reference ?? null,
    customerNumber: document.customerNumber,
    currencyCode: document.currencyCode,
    postedAt: document.postedAt,
    shippingFeeWithoutVat: document.shippingFeeWithoutVat,
    shippingFeeVat: document.shippingFeeVat,
    amountWithoutVat: document.amountWithoutVat,
    vat: document.vat,
    amountWithVat: document.amountWithVat,
    tax: document.tax,
    lineCount: document.lines.length,
    ...(withLines
      ? { lines: document.lines.map((line) => toDocumentLine(line, order?.lines.get(line.lineNo))) }
      : {}),
  };
}

export function toCustomerInvoice(
  invoice: ErpInvoice,
  order: OrderSnapshot | undefined,
  withLines: boolean,
): CustomerInvoice {
  return {
    invoiceId: invoice.documentNo,
    ...postedFigures(invoice, order, withLines),
    shipmentId: invoice.shipmentNo,
    prepaid: invoice.prepaid,
    dueDate: invoice.dueDate,
    paymentTerms: invoice.paymentTerms,
  };
}

export function toCustomerCreditMemo(
  creditMemo: ErpCreditMemo,
  order: OrderSnapshot | undefined,
  withLines: boolean,
): CustomerCreditMemo {
  return {
    creditMemoId: creditMemo.documentNo,
    ...postedFigures(creditMemo, order, withLines),
    appliesToInvoiceId: creditMemo.appliesToInvoiceNo,
    reason: creditMemo.reason,
  };
}

import { pieceOf } from '@shop/commerce';
import type { CreateCreditMemoBody, ErpCreditMemo, ErpDocumentLine } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { erpCreditMemos, erpInvoices, erpSalesOrders } from './erp.tables.ts';
import { toCreditMemo } from './ledger-documents.ts';

/** What earlier credit memos of an invoice took back: quantity per line, and whether the shipping fee. */
async function creditedSoFar(tx: Db, invoiceNo: string) {
  const memos = await tx
    .select({ lines: erpCreditMemos.lines, shippingFee: erpCreditMemos.shippingFeeWithoutVat })
    .from(erpCreditMemos)
    .where(eq(erpCreditMemos.appliesToInvoiceNo, invoiceNo));
  const quantities = new Map<number, number>();
  for (const line of memos.flatMap((memo) => memo.lines)) {
    quantities.set(line.lineNo, (quantities.get(line.lineNo) ?? 0) + line.quantity);
  }
  return { quantities, shippingFee: memos.some((memo) => memo.shippingFee > 0) };
}

/** The memo an earlier request with this id booked; a reused id for another invoice is a conflict. */
async function earlierMemo(tx: Db, body: CreateCreditMemoBody): Promise<ErpCreditMemo | null> {
  const [row] = await tx.select().from(erpCreditMemos).where(eq(erpCreditMemos.requestId, body.requestId));
  if (!row) return null;
  if (row.appliesToInvoiceNo !== body.invoiceNo) {
    throw appError(
      'credit-memo-request-reused',
      `requestId ${body.requestId} already booked ${row.documentNo} against invoice ${row.appliesToInvoiceNo}`,
    );
  }
  return toCreditMemo(row);
}

/**
 * Book a credit memo against a posted invoice of the built-in ledger (returned goods, a complaint): the chosen
 * quantities of its lines, and its shipping fee if asked. A line can be credited up to what the invoice billed,
 * less earlier memos; each piece carries its share of the line's amount and VAT (`pieceOf`), so crediting a
 * whole invoice in any number of memos gives back exactly what it billed. Idempotent on `requestId`; the
 * sales order is locked, so concurrent memos of one order neither over-credit nor share a number. Audited.
 */
export async function createLedgerCreditMemo(ctx: Ctx, body: CreateCreditMemoBody): Promise<ErpCreditMemo> {
  return withTransaction(ctx, async (scoped) => {
    const [invoice] = await scoped.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.documentNo, body.invoiceNo));
    if (!invoice) throw appError('invoice-not-found', `Invoice ${body.invoiceNo} was not found`);
    await scoped.db
      .select({ documentNo: erpSalesOrders.documentNo })
      .from(erpSalesOrders)
      .where(eq(erpSalesOrders.documentNo, invoice.salesOrderNo))
      .for('update');
    const earlier = await earlierMemo(scoped.db, body);
    if (earlier) return earlier;

    const credited = await creditedSoFar(scoped.db, invoice.documentNo);
    const invoiced = new Map(invoice.lines.map((line) => [line.lineNo, line]));
    const lines: ErpDocumentLine[] = body.lines.map(({ lineNo, quantity }) => {
      const billed = invoiced.get(lineNo);
      if (!billed)
        throw appError('line-not-invoiced', `Line ${lineNo} is not on invoice ${invoice.documentNo}`);
      const before = credited.quantities.get(lineNo) ?? 0;
      const left = billed.quantity - before;
      if (quantity > left) {
        throw appError(
          'credit-exceeds-invoice',
          `Line ${lineNo}: ${quantity} to credit, but only ${left} of ${billed.quantity} invoiced are left to credit`,
        );
      }
      return {
        lineNo,
        productNumber: billed.productNumber,
        variantId: billed.variantId,
        unitId: billed.unitId,
        quantity,
        amountWithoutVat: pieceOf(billed.amountWithoutVat, before, quantity, billed.quantity),
        vat: pieceOf(billed.vat, before, quantity, billed.quantity),
      };
    });
    if (body.creditShippingFee && (invoice.shippingFeeWithoutVat === 0 || credited.shippingFee)) {
      throw appError(
        'credit-exceeds-invoice',
        invoice.shippingFeeWithoutVat === 0
          ? `Invoice ${invoice.documentNo} billed no shipping fee`
          : `The shipping fee of invoice ${invoice.documentNo} was credited already`,
      );
    }
    const shippingFeeWithoutVat = body.creditShippingFee ? invoice.shippingFeeWithoutVat : 0;
    const shippingFeeVat = body.creditShippingFee ? invoice.shippingFeeVat : 0;

    const [{ memos } = { memos: 0 }] = await scoped.db
      .select({ memos: count() })
      .from(erpCreditMemos)
      .where(eq(erpCreditMemos.salesOrderNo, invoice.salesOrderNo));
    const [row] = await scoped.db
      .insert(erpCreditMemos)
      .values({
        documentNo: `LCM-${invoice.externalOrderNo}-${Number(memos) + 1}`,
        requestId: body.requestId,
        appliesToInvoiceNo: invoice.documentNo,
        salesOrderNo: invoice.salesOrderNo,
        externalOrderNo: invoice.externalOrderNo,
        customerNumber: invoice.customerNumber,
        reason: body.reason,
        currencyCode: invoice.currencyCode,
        postedAt: ctx.now,
        lines,
        shippingFeeWithoutVat,
        shippingFeeVat,
        amountWithoutVat: lines.reduce((sum, line) => sum + line.amountWithoutVat, shippingFeeWithoutVat),
        vat: lines.reduce((sum, line) => sum + line.vat, shippingFeeVat),
        // A credit memo reverses its invoice at the invoice's rate and carries its note.
        vatDecision: invoice.vatDecision,
      })
      .onConflictDoNothing({ target: erpCreditMemos.requestId })
      .returning();
    if (!row) {
      // The same requestId was booked meanwhile against another order's invoice (this order's memos wait for
      // the lock above): answer as for any reused id.
      const booked = await earlierMemo(scoped.db, body);
      if (booked) return booked;
      throw new Error(`credit memo for ${invoice.documentNo} was not stored`);
    }
    await recordAudit(
      scoped,
      {
        action: 'ledger.credit-memo',
        entity: 'invoice',
        entityId: invoice.documentNo,
        details: { creditMemoNo: row.documentNo, requestId: body.requestId, reason: body.reason },
      },
      { always: true },
    );
    await ctx.services.onCreditMemoBooked(scoped, {
      creditMemoNo: row.documentNo,
      invoiceNo: invoice.documentNo,
      externalOrderNo: invoice.externalOrderNo,
      prepaid: invoice.prepaid,
      amountWithVat: row.amountWithoutVat + row.vat,
      currencyCode: row.currencyCode,
    });
    return toCreditMemo(row);
  });
}

import { eq } from 'drizzle-orm';
import { withTransaction } from '../../lib/context.ts';
import { internalPriceStrategy } from '../pricing/index.ts';
import { erpSalesOrders } from './erp.tables.ts';
import { type Erp, ErpRefusal } from './erp.ts';
import {
  ledgerCreditMemos,
  ledgerInvoices,
  ledgerOrderDocuments,
  ledgerShipments,
  ledgerShipmentsOfOrders,
} from './ledger-documents.ts';
import { scheduleShippingOf } from './ledger-fulfilment.ts';

/**
 * Orders the ledger refused once because of `config.ledger.refuseOnceReference` (`LEDGER_REFUSE_ONCE_REFERENCE`,
 * unset in production): like a payment gateway's test card numbers, a demo or a browser test names an order
 * reference the ledger refuses the first transfer of (as an ERP refuses a blocked customer) and accepts the
 * next, to show a failed transfer and its retry from the back office (ADR 49). Kept in this process: a restart
 * accepts them at once.
 */
const refusedOnce = new Set<string>();

/** The ledger's own document number for an order: derived from ours, so a retry can never mint a second one. */
const documentNoFor = (externalOrderNo: string) => `LSO-${externalOrderNo}`;

/**
 * The built-in ERP, so the shop runs alone: its prices are the shop's own price rules, so a dealer's net
 * price is the same whichever calculation mode is configured; its sales orders are rows of `erp_sales_orders`,
 * one per external order number (the unique key makes a repeated transfer a no-op). Its warehouse ships and
 * invoices them (ledger-fulfilment.ts), and the back office books credit memos (ledger-credit-memo.ts).
 */
export const internalLedgerErp: Erp = {
  name: 'internal-ledger',
  priceTimeoutMs: 2000,
  getPrices: (ctx, request) => internalPriceStrategy.getPrices(ctx, request.audience, request.lines),
  orderTimeoutMs: 10_000,
  async createSalesOrder(ctx, order) {
    const refuseReference = ctx.config.ledger.refuseOnceReference;
    if (refuseReference && order.reference === refuseReference && !refusedOnce.has(order.externalOrderNo)) {
      refusedOnce.add(order.externalOrderNo);
      throw new ErpRefusal(
        `ledger refused ${order.externalOrderNo}: customer blocked in the ledger (LEDGER_REFUSE_ONCE_REFERENCE)`,
      );
    }
    const created = await withTransaction(ctx, async (scoped) => {
      const [row] = await scoped.db
        .insert(erpSalesOrders)
        .values({
          documentNo: documentNoFor(order.externalOrderNo),
          externalOrderNo: order.externalOrderNo,
          customerNumber: order.customerNumber,
          payload: order,
        })
        .onConflictDoNothing({ target: erpSalesOrders.externalOrderNo })
        .returning({ documentNo: erpSalesOrders.documentNo });
      if (row) {
        await scheduleShippingOf(
          scoped.db,
          order.externalOrderNo,
          ctx.now,
          ctx.config.ledger.shipAfterMinutes,
        );
      }
      return row;
    });
    if (created) return created;
    const [existing] = await ctx.db
      .select({ documentNo: erpSalesOrders.documentNo })
      .from(erpSalesOrders)
      .where(eq(erpSalesOrders.externalOrderNo, order.externalOrderNo));
    if (!existing) throw new Error(`Ledger lost sales order ${order.externalOrderNo}`);
    return existing;
  },
  getShipments: (ctx, externalOrderNo) => ledgerShipments(ctx.db, externalOrderNo),
  findShipments: (ctx, externalOrderNos) => ledgerShipmentsOfOrders(ctx.db, externalOrderNos),
  findOrderDocuments: (ctx, externalOrderNo) => ledgerOrderDocuments(ctx.db, externalOrderNo),
  findInvoices: (ctx, query) => ledgerInvoices(ctx.db, query),
  findCreditMemos: (ctx, query) => ledgerCreditMemos(ctx.db, query),
};

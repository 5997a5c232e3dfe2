import type {
  CustomerCreditMemo,
  CustomerInvoice,
  DocumentSearchOptions,
  ErpCreditMemo,
  ErpInvoice,
} from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import type { ErpDocumentQuery } from '../erp/index.ts';
import { customerOrderSnapshots, customerOrdersMatching, type OrderSnapshot } from '../order/index.ts';
import { refundOfCreditMemo } from '../payment/index.ts';
import { toCustomerCreditMemo, toCustomerInvoice } from './customer-documents.ts';
import { documentNotFound, documentOwner } from './document-owner.ts';
import type { ListWindow } from './list-window.ts';

/**
 * The customer's invoices and credit memos, read through the configured ERP (the built-in ledger or an adapter:
 * `ctx.services.erp`), never from its tables, and described with the shop's orders (the order module's reads).
 */

/**
 * Orders of the customer a search may also mean (by reference, item number or name): at most this many, the
 * newest. The ERP's documents carry none of these, so its search is widened to these orders' documents (by
 * reference) and to the documents holding their matching lines (by item).
 */
const searchOrdersLimit = 1000;

async function erpQuery(
  ctx: Ctx,
  customerNumber: string,
  options: DocumentSearchOptions,
  window: ListWindow,
): Promise<ErpDocumentQuery> {
  const search = options.search?.trim() || undefined;
  return {
    customerNumber,
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
    ...(search
      ? {
          search,
          searchOrders: await customerOrdersMatching(ctx.db, customerNumber, search, searchOrdersLimit),
        }
      : {}),
    skip: window.skip,
    take: window.take,
  };
}

/** The orders the documents bill, with their lines when the documents' lines are shown. */
const ordersOf = (
  ctx: Ctx,
  customerNumber: string,
  documents: readonly (ErpInvoice | ErpCreditMemo)[],
  withLines: boolean,
): Promise<Map<string, OrderSnapshot>> =>
  customerOrderSnapshots(
    ctx.db,
    customerNumber,
    documents.map((document) => document.externalOrderNo),
    withLines,
  );

export type DocumentList<T> = { items: T[]; total: number };

/** GetInvoices / GetInvoicesWithPagination: the customer's invoices, newest first. */
export async function listInvoices(
  ctx: Ctx,
  options: DocumentSearchOptions,
  window: ListWindow,
): Promise<DocumentList<CustomerInvoice>> {
  const customerNumber = documentOwner(ctx, 'invoices');
  const found = await ctx.services.erp.findInvoices(
    ctx,
    await erpQuery(ctx, customerNumber, options, window),
  );
  const withLines = options.includeLinesInResult;
  const orders = await ordersOf(ctx, customerNumber, found.items, withLines);
  return {
    items: found.items.map((invoice) =>
      toCustomerInvoice(invoice, orders.get(invoice.externalOrderNo), withLines),
    ),
    total: found.total,
  };
}

/** GetCreditMemosWithPagination: the customer's credit memos, newest first. */
export async function listCreditMemos(
  ctx: Ctx,
  options: DocumentSearchOptions,
  window: ListWindow,
): Promise<DocumentList<CustomerCreditMemo>> {
  const customerNumber = documentOwner(ctx, 'creditMemos');
  const found = await ctx.services.erp.findCreditMemos(
    ctx,
    await erpQuery(ctx, customerNumber, options, window),
  );
  const withLines = options.includeLinesInResult;
  const orders = await ordersOf(ctx, customerNumber, found.items, withLines);
  return {
    items: found.items.map((memo) => toCustomerCreditMemo(memo, orders.get(memo.externalOrderNo), withLines)),
    total: found.total,
  };
}

const one = { skip: 0, take: 1 };

/** GetInvoice: one of the customer's invoices with its lines; not-found for a missing or another's. */
export async function getInvoice(ctx: Ctx, invoiceId: string): Promise<CustomerInvoice> {
  const customerNumber = documentOwner(ctx, 'invoices');
  const found = await ctx.services.erp.findInvoices(ctx, { customerNumber, documentNo: invoiceId, ...one });
  const invoice = found.items[0];
  if (!invoice) throw documentNotFound('Invoice');
  const orders = await ordersOf(ctx, customerNumber, [invoice], true);
  return toCustomerInvoice(invoice, orders.get(invoice.externalOrderNo), true);
}

/** GetCreditMemo: one of the customer's credit memos with its lines; not-found for a missing or another's. */
export async function getCreditMemo(ctx: Ctx, creditMemoId: string): Promise<CustomerCreditMemo> {
  const customerNumber = documentOwner(ctx, 'creditMemos');
  const found = await ctx.services.erp.findCreditMemos(ctx, {
    customerNumber,
    documentNo: creditMemoId,
    ...one,
  });
  const memo = found.items[0];
  if (!memo) throw documentNotFound('Credit memo');
  const orders = await ordersOf(ctx, customerNumber, [memo], true);
  const refund = await refundOfCreditMemo(ctx, memo.documentNo);
  return { ...toCustomerCreditMemo(memo, orders.get(memo.externalOrderNo), true), refund };
}

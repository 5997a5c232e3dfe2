import type { CustomerCreditMemo, CustomerInvoice, CustomerOrderSummary } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { CustomerCenterLayout } from './customer-center-layout.tsx';
import { DocumentListFrame } from './document-list-frame.tsx';
import type { ListQuery, ListResult } from './list-query.ts';
import { OrdersTable } from './orders-table.tsx';
import { CreditMemosTable, InvoicesTable } from './posted-documents-table.tsx';

/** Spec §2 customer orders list (/customer-center/orders, /da/kundecenter/ordrer). */
export function OrdersListPage({
  query,
  result,
}: {
  query: ListQuery;
  result: ListResult<CustomerOrderSummary>;
}) {
  const t = useT();
  return (
    <CustomerCenterLayout title={t('customer-center.orders.title')}>
      <DocumentListFrame
        query={query}
        result={result}
        texts={{
          searchHint: 'customer-center.orders.search-hint',
          emptyTitle: 'customer-center.orders.empty-title',
          emptyText: 'customer-center.orders.empty-text',
        }}
      >
        {(orders) => <OrdersTable orders={orders} />}
      </DocumentListFrame>
    </CustomerCenterLayout>
  );
}

/** Spec §2 customer invoices list (/customer-center/invoices, /da/kundecenter/fakturaer). */
export function InvoicesListPage({
  query,
  result,
}: {
  query: ListQuery;
  result: ListResult<CustomerInvoice>;
}) {
  const t = useT();
  return (
    <CustomerCenterLayout title={t('customer-center.invoices.title')}>
      <DocumentListFrame
        query={query}
        result={result}
        texts={{
          searchHint: 'customer-center.invoices.search-hint',
          emptyTitle: 'customer-center.invoices.empty-title',
          emptyText: 'customer-center.invoices.empty-text',
        }}
      >
        {(invoices) => <InvoicesTable invoices={invoices} captionKey="customer-center.invoices.caption" />}
      </DocumentListFrame>
    </CustomerCenterLayout>
  );
}

/** Spec §2 customer credit memos list (/customer-center/credit-memos, /da/kundecenter/kreditnotaer). */
export function CreditMemosListPage({
  query,
  result,
}: {
  query: ListQuery;
  result: ListResult<CustomerCreditMemo>;
}) {
  const t = useT();
  return (
    <CustomerCenterLayout title={t('customer-center.credit-memos.title')}>
      <DocumentListFrame
        query={query}
        result={result}
        texts={{
          searchHint: 'customer-center.credit-memos.search-hint',
          emptyTitle: 'customer-center.credit-memos.empty-title',
          emptyText: 'customer-center.credit-memos.empty-text',
        }}
      >
        {(creditMemos) => (
          <CreditMemosTable creditMemos={creditMemos} captionKey="customer-center.credit-memos.caption" />
        )}
      </DocumentListFrame>
    </CustomerCenterLayout>
  );
}

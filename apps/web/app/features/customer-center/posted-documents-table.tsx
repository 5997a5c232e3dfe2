import { type CustomerCreditMemo, type CustomerInvoice, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** A page of invoices: number (to the invoice), date, order, reference, due date and total. */
export function InvoicesTable({
  invoices,
  captionKey,
}: {
  invoices: CustomerInvoice[];
  captionKey: TextKey;
}) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  const columns: ListColumn<CustomerInvoice>[] = [
    {
      header: t('customer-center.invoices.number'),
      cell: (invoice) => (
        <Link to={localizePath('invoice', language, { id: invoice.invoiceId })}>{invoice.invoiceId}</Link>
      ),
    },
    { header: t('customer-center.document.date'), cell: (invoice) => format.date(invoice.postedAt) },
    {
      header: t('customer-center.document.order'),
      cell: (invoice) => (
        <Link to={localizePath('order', language, { id: invoice.orderId })}>{invoice.orderId}</Link>
      ),
    },
    { header: t('customer-center.document.reference'), cell: (invoice) => invoice.reference ?? '' },
    {
      header: t('customer-center.invoices.due'),
      cell: (invoice) =>
        invoice.prepaid ? t('customer-center.invoices.prepaid') : format.day(invoice.dueDate),
    },
    {
      header: t('customer-center.document.total-incl-vat'),
      numeric: true,
      cell: (invoice) => format.money(invoice.amountWithVat, invoice.currencyCode),
    },
  ];
  return (
    <ListTable
      caption={t(captionKey)}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.invoiceId}
    />
  );
}

/** A page of credit memos: number (to the memo), date, order, the invoice it credits, reason and total. */
export function CreditMemosTable({
  creditMemos,
  captionKey,
}: {
  creditMemos: CustomerCreditMemo[];
  captionKey: TextKey;
}) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  const columns: ListColumn<CustomerCreditMemo>[] = [
    {
      header: t('customer-center.credit-memos.number'),
      cell: (memo) => (
        <Link to={localizePath('creditMemo', language, { id: memo.creditMemoId })}>{memo.creditMemoId}</Link>
      ),
    },
    { header: t('customer-center.document.date'), cell: (memo) => format.date(memo.postedAt) },
    {
      header: t('customer-center.document.order'),
      cell: (memo) => <Link to={localizePath('order', language, { id: memo.orderId })}>{memo.orderId}</Link>,
    },
    {
      header: t('customer-center.credit-memos.applies-to'),
      cell: (memo) => (
        <Link to={localizePath('invoice', language, { id: memo.appliesToInvoiceId })}>
          {memo.appliesToInvoiceId}
        </Link>
      ),
    },
    { header: t('customer-center.credit-memos.reason'), cell: (memo) => memo.reason },
    {
      header: t('customer-center.document.total-incl-vat'),
      numeric: true,
      cell: (memo) => format.money(memo.amountWithVat, memo.currencyCode),
    },
  ];
  return (
    <ListTable
      caption={t(captionKey)}
      columns={columns}
      rows={creditMemos}
      rowKey={(memo) => memo.creditMemoId}
    />
  );
}

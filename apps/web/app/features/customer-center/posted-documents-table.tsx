import { type CustomerCreditMemo, type CustomerInvoice, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { Link } from 'react-router';
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
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t(captionKey)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer-center.invoices.number')}</th>
            <th scope="col">{t('customer-center.document.date')}</th>
            <th scope="col">{t('customer-center.document.order')}</th>
            <th scope="col">{t('customer-center.document.reference')}</th>
            <th scope="col">{t('customer-center.invoices.due')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.total-incl-vat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceId}>
              <th scope="row">
                <Link to={localizePath('invoice', language, { id: invoice.invoiceId })}>
                  {invoice.invoiceId}
                </Link>
              </th>
              <td>{format.date(invoice.postedAt)}</td>
              <td>
                <Link to={localizePath('order', language, { id: invoice.orderId })}>{invoice.orderId}</Link>
              </td>
              <td>{invoice.reference ?? ''}</td>
              <td>{invoice.prepaid ? t('customer-center.invoices.prepaid') : format.day(invoice.dueDate)}</td>
              <td className="text-end text-nowrap">
                {format.money(invoice.amountWithVat, invoice.currencyCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t(captionKey)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer-center.credit-memos.number')}</th>
            <th scope="col">{t('customer-center.document.date')}</th>
            <th scope="col">{t('customer-center.document.order')}</th>
            <th scope="col">{t('customer-center.credit-memos.applies-to')}</th>
            <th scope="col">{t('customer-center.credit-memos.reason')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.total-incl-vat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {creditMemos.map((memo) => (
            <tr key={memo.creditMemoId}>
              <th scope="row">
                <Link to={localizePath('creditMemo', language, { id: memo.creditMemoId })}>
                  {memo.creditMemoId}
                </Link>
              </th>
              <td>{format.date(memo.postedAt)}</td>
              <td>
                <Link to={localizePath('order', language, { id: memo.orderId })}>{memo.orderId}</Link>
              </td>
              <td>
                <Link to={localizePath('invoice', language, { id: memo.appliesToInvoiceId })}>
                  {memo.appliesToInvoiceId}
                </Link>
              </td>
              <td>{memo.reason}</td>
              <td className="text-end text-nowrap">{format.money(memo.amountWithVat, memo.currencyCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

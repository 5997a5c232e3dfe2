import { type CustomerCreditMemo, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { BackLink } from './back-link.tsx';
import { CustomerCenterLayout } from './customer-center-layout.tsx';
import { DetailFacts } from './detail-facts.tsx';
import { CreditMemoDownloads } from './document-downloads.tsx';
import { DocumentLinesTable, DocumentTotals } from './document-lines-table.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** One credit memo (spec §2 customer credit memo detail): why, what it credits, lines, totals and its PDF. */
export function CreditMemoDetailPage({ creditMemo }: { creditMemo: CustomerCreditMemo }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  /** What went back to the card that paid the invoice (ADR 86). */
  const refundText = () => {
    const refund = creditMemo.refund;
    if (!refund) return '';
    const amount = format.money(refund.amount, refund.currencyCode);
    if (refund.status === 'refunded' && refund.refundedAt) {
      return t('customer-center.credit-memo.refund-refunded', {
        amount,
        date: format.date(refund.refundedAt),
      });
    }
    return refund.status === 'failed'
      ? t('customer-center.credit-memo.refund-failed', { amount })
      : t('customer-center.credit-memo.refund-pending', { amount });
  };
  return (
    <CustomerCenterLayout
      title={t('customer-center.credit-memo.title', { id: creditMemo.creditMemoId })}
      before={<BackLink route="creditMemos" labelKey="customer-center.credit-memo.back" />}
    >
      <DetailFacts
        facts={[
          { label: t('customer-center.document.date'), value: format.date(creditMemo.postedAt) },
          { label: t('customer-center.credit-memos.reason'), value: creditMemo.reason },
          {
            label: t('customer-center.credit-memos.applies-to'),
            value: (
              <Link to={localizePath('invoice', language, { id: creditMemo.appliesToInvoiceId })}>
                {creditMemo.appliesToInvoiceId}
              </Link>
            ),
          },
          {
            label: t('customer-center.document.order'),
            value: (
              <Link to={localizePath('order', language, { id: creditMemo.orderId })}>
                {creditMemo.orderId}
              </Link>
            ),
          },
          { label: t('customer-center.document.reference'), value: creditMemo.reference },
          ...(creditMemo.refund
            ? [{ label: t('customer-center.credit-memo.refund'), value: refundText() }]
            : []),
        ]}
      />
      <CreditMemoDownloads creditMemoId={creditMemo.creditMemoId} linkId={creditMemo.linkId} />
      <section className="document-section">
        <DocumentLinesTable
          lines={creditMemo.lines ?? []}
          currencyCode={creditMemo.currencyCode}
          caption={t('customer-center.credit-memo.lines')}
        />
        <DocumentTotals document={creditMemo} />
      </section>
    </CustomerCenterLayout>
  );
}

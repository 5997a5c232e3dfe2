import { type CustomerInvoice, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { BackLink } from './back-link.tsx';
import { CustomerCenterLayout } from './customer-center-layout.tsx';
import { DetailFacts } from './detail-facts.tsx';
import { InvoiceDownloads } from './document-downloads.tsx';
import { DocumentLinesTable, DocumentTotals } from './document-lines-table.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** One invoice (spec §2 customer invoice detail): facts, its order, lines, totals and the downloads. */
export function InvoiceDetailPage({ invoice }: { invoice: CustomerInvoice }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <CustomerCenterLayout
      title={t('customer-center.invoice.title', { id: invoice.invoiceId })}
      before={<BackLink route="invoices" labelKey="customer-center.invoice.back" />}
    >
      <DetailFacts
        facts={[
          { label: t('customer-center.document.date'), value: format.date(invoice.postedAt) },
          {
            label: t('customer-center.invoices.due'),
            value: invoice.prepaid ? t('customer-center.invoices.prepaid') : format.day(invoice.dueDate),
          },
          {
            // The terms the invoice was posted with (its due date follows from them); none when paid by card.
            label: t('customer-center.invoice.payment-terms'),
            value:
              invoice.prepaid || invoice.paymentTerms === null
                ? null
                : t(`payment-terms.${invoice.paymentTerms}`),
          },
          {
            label: t('customer-center.document.order'),
            value: (
              <Link to={localizePath('order', language, { id: invoice.orderId })}>{invoice.orderId}</Link>
            ),
          },
          { label: t('customer-center.document.reference'), value: invoice.reference },
          { label: t('customer-center.order.erp-number'), value: invoice.linkId },
          { label: t('customer-center.invoice.shipment'), value: invoice.shipmentId },
        ]}
      />
      <InvoiceDownloads invoiceId={invoice.invoiceId} linkId={invoice.linkId} />
      <section className="document-section">
        <DocumentLinesTable
          lines={invoice.lines ?? []}
          currencyCode={invoice.currencyCode}
          caption={t('customer-center.invoice.lines')}
        />
        <DocumentTotals document={invoice} />
      </section>
    </CustomerCenterLayout>
  );
}

import * as files from '@shop/contracts/endpoints/customer-center';
import { urlOf } from '../../lib/call-endpoint.ts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { DownloadButton } from './download-button.tsx';

/**
 * The files a document offers (spec §2): an order its confirmation PDF, a confirmation Excel file and an image
 * pack; an invoice its PDF, an Excel file and an image pack; a credit memo its PDF. Each is a GET call of spec
 * §7 on this origin, which the BFF forwards with the session's token. The fallback names are used only when the
 * server names no file.
 */
function Downloads({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <section className="document-downloads" aria-labelledby="document-downloads-title">
      <h2 id="document-downloads-title" className="document-section__subtitle">
        {t('customer-center.download.title')}
      </h2>
      <div className="document-downloads__buttons">{children}</div>
    </section>
  );
}

export function OrderDownloads({ orderId }: { orderId: string }) {
  const t = useT();
  const query = { OrderId: orderId };
  return (
    <Downloads>
      <DownloadButton
        href={urlOf(files.getOrderConfirmationPdf, { query })}
        label={t('customer-center.download.order-pdf')}
        fileName={`${orderId}.pdf`}
      />
      <DownloadButton
        href={urlOf(files.getOrderConfirmationExcel, { query })}
        label={t('customer-center.download.excel')}
        fileName={`${orderId}.xlsx`}
      />
      <DownloadButton
        href={urlOf(files.downloadOrderImages, { query })}
        label={t('customer-center.download.images')}
        fileName={`${orderId}-images.zip`}
      />
    </Downloads>
  );
}

export function InvoiceDownloads({ invoiceId, linkId }: { invoiceId: string; linkId: string }) {
  const t = useT();
  return (
    <Downloads>
      <DownloadButton
        href={urlOf(files.getInvoicePdf, { query: { InvoiceId: invoiceId, LinkId: linkId } })}
        label={t('customer-center.download.invoice-pdf')}
        fileName={`${invoiceId}.pdf`}
      />
      <DownloadButton
        href={urlOf(files.getInvoiceExcel, { query: { InvoiceId: invoiceId } })}
        label={t('customer-center.download.excel')}
        fileName={`${invoiceId}.xlsx`}
      />
      <DownloadButton
        href={urlOf(files.downloadInvoiceImages, { query: { InvoiceId: invoiceId } })}
        label={t('customer-center.download.images')}
        fileName={`${invoiceId}-images.zip`}
      />
    </Downloads>
  );
}

export function CreditMemoDownloads({ creditMemoId, linkId }: { creditMemoId: string; linkId: string }) {
  const t = useT();
  return (
    <Downloads>
      <DownloadButton
        href={urlOf(files.getCreditMemoPdf, { query: { CreditMemoId: creditMemoId, LinkId: linkId } })}
        label={t('customer-center.download.credit-memo-pdf')}
        fileName={`${creditMemoId}.pdf`}
      />
    </Downloads>
  );
}

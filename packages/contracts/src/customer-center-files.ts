import { z } from 'zod';
import { requiredId } from './price.ts';

/**
 * The customer center's files (customer-center §7: GetInvoicePdf, GetCreditMemoPdf, GetOrderConfirmationPdf,
 * GetOrderConfirmationExcel, GetInvoiceExcel, DownloadOrderImages, DownloadInvoiceImages): the query of each
 * call, named as the spec names it. `LinkId` is the document's ERP sales order number (the `linkId` of
 * GetInvoice / GetCreditMemo); a LinkId that is not the document's answers not-found, as a missing document does.
 * See docs/decisions/0039-customer-center-files.md.
 */

const documentId = (name: string) => requiredId(name, 64);

export const InvoicePdfQuery = z.object({ InvoiceId: documentId('InvoiceId'), LinkId: documentId('LinkId') });
export type InvoicePdfQuery = z.infer<typeof InvoicePdfQuery>;

export const CreditMemoPdfQuery = z.object({
  CreditMemoId: documentId('CreditMemoId'),
  LinkId: documentId('LinkId'),
});
export type CreditMemoPdfQuery = z.infer<typeof CreditMemoPdfQuery>;

export const OrderFileQuery = z.object({ OrderId: documentId('OrderId') });
export type OrderFileQuery = z.infer<typeof OrderFileQuery>;

export const InvoiceFileQuery = z.object({ InvoiceId: documentId('InvoiceId') });
export type InvoiceFileQuery = z.infer<typeof InvoiceFileQuery>;

/** Content types of the files. */
export const fileContentTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

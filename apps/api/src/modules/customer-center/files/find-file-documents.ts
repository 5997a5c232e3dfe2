import { defaultAreaId, defaultLanguage, type LanguageCode, languageCodes } from '@shop/contracts';
import type { Ctx } from '../../../lib/context.ts';
import { nameLinesIn } from '../../catalog/index.ts';
import { findCustomerDocumentDetails } from '../../customer/index.ts';
import { findCustomerOrder } from '../../order/index.ts';
import { documentNotFound, documentOwner } from '../document-owner.ts';
import { getCreditMemo, getInvoice } from '../find-documents.ts';
import { requireCustomerOrder } from '../find-orders.ts';
import {
  creditMemoFile,
  type FileBuyer,
  type FileDocument,
  invoiceFile,
  orderFile,
} from './file-document.ts';
import { type FileTexts, loadFileTexts } from './file-texts.ts';

/**
 * The document a file call asks for, read through the customer center's own finders (GetInvoice,
 * GetCreditMemo, GetOrder's order), so a file shows exactly what the customer center shows and is refused
 * exactly as it is: another customer's document and a missing one are the same not-found. One function per
 * kind of document: where a permission scope narrows what a user may read, it narrows it here.
 */

/** What a file is made of: the document, and the texts in the customer's language. */
export type FileSubject = { document: FileDocument; texts: FileTexts };

/**
 * The document in the language of its texts (ADR 80): lines name products, colours and units from the
 * catalogue in that language, whatever page the order came from (one statement for all lines).
 */
async function subjectInLanguage(ctx: Ctx, document: FileDocument, texts: FileTexts): Promise<FileSubject> {
  return {
    document: { ...document, lines: await nameLinesIn(ctx, texts.languageCode, document.lines) },
    texts,
  };
}

type Buyer = Omit<FileBuyer, 'billTo' | 'shipTo'>;

const asLanguage = (code: string): LanguageCode =>
  (languageCodes as readonly string[]).includes(code) ? (code as LanguageCode) : defaultLanguage;

/** The buyer's name and VAT number, and the language the customer reads their documents in. */
async function buyerOf(ctx: Ctx, customerNumber: string): Promise<{ buyer: Buyer; texts: FileTexts }> {
  const row = await findCustomerDocumentDetails(ctx, customerNumber);
  // The owner comes from the caller's token, whose customer exists; a missing row is a data error (500).
  if (!row) throw new Error(`customer ${customerNumber} of the caller is missing`);
  // Dealers shop in the B2B area; its texts are the shipped dictionary unless edited there.
  const texts = await loadFileTexts(ctx, defaultAreaId, asLanguage(row.languageCode));
  return { buyer: { customerNumber, name: row.name, vatNumber: row.vatNumber }, texts };
}

/**
 * An invoice of the acting customer. With `linkId` (the PDF's LinkId) it must be the invoice's own: a
 * LinkId of another order answers not-found, as a missing invoice does.
 */
export async function invoiceForFile(ctx: Ctx, invoiceId: string, linkId?: string): Promise<FileSubject> {
  const customerNumber = documentOwner(ctx, 'invoices');
  const invoice = await getInvoice(ctx, invoiceId);
  if (linkId !== undefined && invoice.linkId !== linkId) throw documentNotFound('Invoice');
  const [order, { buyer, texts }] = await Promise.all([
    findCustomerOrder(ctx.db, customerNumber, invoice.orderId),
    buyerOf(ctx, customerNumber),
  ]);
  return subjectInLanguage(ctx, invoiceFile(invoice, order, buyer), texts);
}

/** A credit memo of the acting customer whose LinkId is the one asked for. */
export async function creditMemoForFile(
  ctx: Ctx,
  creditMemoId: string,
  linkId: string,
): Promise<FileSubject> {
  const customerNumber = documentOwner(ctx, 'creditMemos');
  const memo = await getCreditMemo(ctx, creditMemoId);
  if (memo.linkId !== linkId) throw documentNotFound('Credit memo');
  const [order, { buyer, texts }] = await Promise.all([
    findCustomerOrder(ctx.db, customerNumber, memo.orderId),
    buyerOf(ctx, customerNumber),
  ]);
  return subjectInLanguage(ctx, creditMemoFile(memo, order, buyer), texts);
}

/** An order of the acting customer. */
export async function orderForFile(ctx: Ctx, orderId: string): Promise<FileSubject> {
  const customerNumber = documentOwner(ctx, 'orders');
  const [order, { buyer, texts }] = await Promise.all([
    requireCustomerOrder(ctx, orderId),
    buyerOf(ctx, customerNumber),
  ]);
  return subjectInLanguage(ctx, orderFile(order, buyer), texts);
}

import { toMajor } from '@shop/commerce';
import { type LanguageCode, languageCodes, type Proposal } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../lib/context.ts';
import { escapeCellText } from '../cart/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import { findCustomerDocumentDetails } from '../customer/index.ts';
import { contentDisposition } from '../media/index.ts';
import { describeProposal } from './proposal-read.ts';
import { requireSalesProposal } from './sales-proposals.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const priceFormat = '#,##0.00';

const columns = [
  { key: 'productNumber', header: 'proposal-excel.item-number', width: 14 },
  { key: 'name', header: 'proposal-excel.name', width: 32 },
  { key: 'colorCode', header: 'proposal-excel.color-code', width: 12 },
  { key: 'colorName', header: 'proposal-excel.color', width: 16 },
  { key: 'size', header: 'proposal-excel.size', width: 10 },
  { key: 'quantity', header: 'proposal-excel.quantity', width: 10 },
  { key: 'netUnitPrice', header: 'proposal-excel.net-unit-price', width: 14, price: true },
  { key: 'netLinePrice', header: 'proposal-excel.net-line-price', width: 16, price: true },
  { key: 'currency', header: 'proposal-excel.currency', width: 10 },
  { key: 'rrpUnitPrice', header: 'proposal-excel.rrp', width: 14, price: true },
  { key: 'rrpCurrency', header: 'proposal-excel.currency', width: 10 },
  { key: 'orderType', header: 'proposal-excel.order-type', width: 12 },
] as const;

/**
 * The proposal as a workbook in `languageCode` (headers from @shop/ui-texts' texts/proposals.ts): one row per line
 * with the customer's net prices (without VAT) and RRP in major units, then a total row. Text that a
 * spreadsheet would run (= + - @, tab, CR first) gets a leading ' (the cart export's rule).
 */
export async function buildProposalWorkbook(
  proposal: Proposal,
  texts: Record<string, string>,
  now: Date,
): Promise<Buffer> {
  const t = (key: TextKey) => texts[key] ?? key;
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet(t('proposal-excel.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: t(column.header),
    width: column.width,
    ...('price' in column ? { style: { numFmt: priceFormat } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const money = (amount: number | null, currency: string) =>
    amount === null ? null : toMajor(amount, currency);
  for (const line of proposal.lines) {
    sheet.addRow({
      productNumber: escapeCellText(line.productNumber),
      name: escapeCellText(line.name),
      colorCode: escapeCellText(line.colorCode),
      colorName: escapeCellText(line.colorName),
      size: escapeCellText(line.size),
      quantity: line.quantity,
      netUnitPrice: money(line.netUnitPrice, proposal.currencyCode),
      netLinePrice: money(line.netLinePrice, proposal.currencyCode),
      currency: proposal.currencyCode,
      rrpUnitPrice: money(line.rrpUnitPrice, proposal.rrpCurrencyCode),
      rrpCurrency: proposal.rrpCurrencyCode,
      // The order type's name in the workbook's language ('Forudbestilling'), not the code.
      orderType: escapeCellText(t(`cart.order-type-${line.orderType}`)),
    });
  }
  const total = sheet.addRow({
    productNumber: t('proposal-excel.total'),
    quantity: proposal.quantity,
    netLinePrice: money(proposal.netTotal, proposal.currencyCode),
    currency: proposal.currencyCode,
  });
  total.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** ExportProposalAsExcel: the caller's proposal in its customer's language. */
export async function exportProposal(
  ctx: Ctx,
  areaId: string,
  id: string,
): Promise<{ content: Buffer; contentDisposition: string }> {
  const row = await requireSalesProposal(ctx, id);
  const customer = await findCustomerDocumentDetails(ctx, row.customerNumber);
  const languageCode: LanguageCode = (languageCodes as readonly string[]).includes(
    customer?.languageCode ?? '',
  )
    ? (customer?.languageCode as LanguageCode)
    : 'en';
  const texts = await getTranslationsIn(ctx, areaId, languageCode);
  const proposal = await describeProposal(ctx, id);
  const content = await buildProposalWorkbook(proposal, texts, ctx.now);
  const stem = `${texts['proposal-excel.file-name'] ?? 'Proposal'}-${proposal.customerNumber}-${proposal.name}`;
  return { content, contentDisposition: contentDisposition(`${stem.replace(/[\\/:*?"<>|]+/g, '_')}.xlsx`) };
}

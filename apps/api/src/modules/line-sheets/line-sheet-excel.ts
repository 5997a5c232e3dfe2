import type { Readable } from 'node:stream';
import { toMajor } from '@shop/commerce';
import type { TextKey } from '@shop/ui-texts';
import { escapeCellText } from '../cart/index.ts';
import { type FileTexts, moneyFormat, streamWorkbook } from '../customer-center/index.ts';
import type { LineSheet } from './line-sheet.ts';

/**
 * A line sheet as an Excel file for dealers who plan in spreadsheets: one row per style and colour with the
 * picture's link (the tile-size image on the shop's address), written with exceljs' streaming writer.
 */

const columns: Array<{ key: string; label: TextKey; width: number }> = [
  { key: 'itemNumber', label: 'line-sheet.itemNumber', width: 14 },
  { key: 'name', label: 'line-sheet.name', width: 30 },
  { key: 'colourCode', label: 'line-sheet.colourCode', width: 12 },
  { key: 'colour', label: 'line-sheet.colour', width: 16 },
  { key: 'season', label: 'line-sheet.season.column', width: 16 },
  { key: 'sizes', label: 'line-sheet.sizes', width: 24 },
  { key: 'minimum', label: 'line-sheet.minimum', width: 16 },
  { key: 'netPrice', label: 'line-sheet.netPrice', width: 12 },
  { key: 'currency', label: 'documents.excel.currency', width: 9 },
  { key: 'rrp', label: 'line-sheet.rrp', width: 12 },
  { key: 'rrpCurrency', label: 'documents.excel.rrpCurrency', width: 9 },
  { key: 'margin', label: 'line-sheet.margin', width: 9 },
  { key: 'delivery', label: 'line-sheet.delivery', width: 22 },
  { key: 'picture', label: 'line-sheet.picture', width: 60 },
];

const text = (value: string | null | undefined) => (value ? escapeCellText(value) : null);

export function renderLineSheetExcel(
  loading: Promise<LineSheet>,
  texts: FileTexts,
  pictureUrl: (mediaPath: string) => string,
  now: Date,
): Readable {
  return streamWorkbook(now, async (workbook) => {
    const sheet = await loading;
    const worksheet = workbook.addWorksheet(texts.t('line-sheet.title'), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));
    worksheet.getColumn('netPrice').numFmt = moneyFormat(sheet.currencyCode);
    worksheet.getColumn('rrp').numFmt = moneyFormat(sheet.rrpCurrencyCode);
    worksheet.getColumn('margin').numFmt = '0.0%';
    const header = worksheet.addRow(columns.map((column) => texts.t(column.label)));
    header.font = { bold: true };
    header.commit();
    for (const style of sheet.styles) {
      const minimum =
        style.unit.quantityPerUnit > 1
          ? `${style.unit.name} (${texts.plural('documents.pieces', style.unit.quantityPerUnit)})`
          : texts.plural('documents.pieces', 1);
      for (const colour of style.colours) {
        const link = colour.imagePath ? pictureUrl(colour.imagePath) : null;
        worksheet
          .addRow({
            itemNumber: text(style.number),
            name: text(style.name),
            colourCode: text(colour.code),
            colour: text(colour.name),
            season: text(colour.season && texts.season(colour.season)),
            sizes: text(style.sizes.join(', ')),
            minimum: text(minimum),
            netPrice: style.net === null ? null : toMajor(style.net, sheet.currencyCode),
            currency: sheet.currencyCode,
            rrp: style.rrp === null ? null : toMajor(style.rrp, sheet.rrpCurrencyCode),
            rrpCurrency: sheet.rrpCurrencyCode,
            margin: style.margin ? style.margin.basisPoints / 10_000 : null,
            delivery: colour.drop
              ? text(`${colour.drop.name} (${texts.date(colour.drop.availableDate)})`)
              : texts.t('line-sheet.inStock'),
            picture: link ? { text: link, hyperlink: link } : null,
          })
          .commit();
      }
    }
    worksheet.commit();
  });
}

import { toMajor } from '@shop/commerce';
import type { Cart, CartLine, CartOrderType, LanguageCode } from '@shop/contracts';
import { uiTexts } from '@shop/ui-texts';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../lib/context.ts';
import { contentDisposition } from '../media/index.ts';
import {
  type CartExcelColumnKey,
  cartExcelColumns,
  columnHeader,
  escapeCellText,
} from './cart-excel-columns.ts';
import { cartLanguage, toCart } from './cart-view.ts';
import { getOwnedCart } from './get-owned-cart.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CartWorkbook = { fileName: string; contentDisposition: string; content: Buffer };

const sheetName: Record<LanguageCode, string> = { en: 'Cart', da: 'Kurv' };
const fileStem: Record<LanguageCode, string> = { en: 'cart', da: 'kurv' };
const priceFormat = '#,##0.00';

type CellValue = string | number | null;

/** One line as cells: text escaped so no spreadsheet runs it, prices in major units, ids for the import. */
function lineCells(line: CartLine, currencyCode: string): Record<CartExcelColumnKey, CellValue> {
  const text = (value: string | null | undefined) => (value ? escapeCellText(value) : null);
  const price = (amount: number | undefined) => (amount === undefined ? null : toMajor(amount, currencyCode));
  const product = line.product;
  const netUnitPrice = line.netUnitPrice?.priceWithoutVat;
  const netLinePrice = line.netLinePrice?.priceWithoutVat;
  return {
    productNumber: text(product?.number),
    name: text(product?.name),
    colorCode: text(product?.colorCode),
    colorName: text(product?.colorName),
    size: text(product?.size),
    unit: text(line.productKey.unitOfMeasure),
    quantity: line.quantity,
    netUnitPrice: price(netUnitPrice),
    netLinePrice: price(netLinePrice),
    currency: netUnitPrice === undefined ? null : currencyCode,
    productId: text(line.productKey.productId),
    variantId: text(line.productKey.variantId),
  };
}

/**
 * The cart as a workbook: a header row in the cart's language, then one row per product line (generated lines
 * come from the server and are left out). Prices are the stored calculation's net prices without VAT while
 * it is current; an uncalculated cart exports without prices. Importing the file gives the same lines.
 */
export async function buildCartWorkbook(cart: Cart, languageCode: LanguageCode, now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet(sheetName[languageCode], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = cartExcelColumns.map((column) => ({
    key: column.key,
    header: columnHeader(column.key, languageCode),
    width: column.width,
    ...(column.key === 'netUnitPrice' || column.key === 'netLinePrice'
      ? { style: { numFmt: priceFormat } }
      : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of cart.lines) {
    if (line.type !== 'product') continue;
    sheet.addRow(lineCells(line, cart.currencyCode));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `kurv-forudbestilling-2026-12-05.xlsx`: the file named in its language, the order type by the shop's name for it
 * there (`cart.order-type-*`, as the cart and the proposal workbook name it), not by its code.
 */
export function cartFileName(languageCode: LanguageCode, orderType: CartOrderType, now: Date): string {
  const typeName = uiTexts[languageCode][`cart.order-type-${orderType}`].toLowerCase().replace(/\s+/g, '-');
  return `${fileStem[languageCode]}-${typeName}-${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * ExportCartAsExcel: the caller's own cart (any status: an ordered cart can still be exported) as an .xlsx,
 * in the language the cart was last changed in, like the cart itself. 404 unknown cart, 403
 * NotCartOwnerException for someone else's.
 */
export async function exportCartAsExcel(ctx: Ctx, cartId: string): Promise<CartWorkbook> {
  const row = await getOwnedCart(ctx, cartId);
  const languageCode = cartLanguage(ctx, row);
  const cart = await toCart(ctx, row);
  const content = await buildCartWorkbook(cart, languageCode, ctx.now);
  const fileName = cartFileName(languageCode, cart.orderType, ctx.now);
  return { fileName, contentDisposition: contentDisposition(fileName), content };
}

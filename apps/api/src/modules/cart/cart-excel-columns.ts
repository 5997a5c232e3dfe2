import type { LanguageCode } from '@shop/contracts';

/**
 * The cart workbook's columns: the file format shared by ExportCartAsExcel and ImportCart. The header row is
 * written in the cart's language; the import finds columns by header in either language (so a Danish file
 * imports in the English shop) and ignores columns it does not know, in any order. The price columns are
 * information only: the import never reads prices.
 */
export const cartExcelColumns = [
  { key: 'productNumber', en: 'Product number', da: 'Varenummer', width: 16 },
  { key: 'name', en: 'Name', da: 'Navn', width: 36 },
  { key: 'colorCode', en: 'Colour code', da: 'Farvekode', width: 14 },
  { key: 'colorName', en: 'Colour', da: 'Farve', width: 16 },
  { key: 'size', en: 'Size', da: 'Størrelse', width: 10 },
  { key: 'unit', en: 'Unit', da: 'Enhed', width: 8 },
  { key: 'quantity', en: 'Quantity', da: 'Antal', width: 10 },
  { key: 'netUnitPrice', en: 'Unit price excl. VAT', da: 'Enhedspris ekskl. moms', width: 14 },
  { key: 'netLinePrice', en: 'Line price excl. VAT', da: 'Linjepris ekskl. moms', width: 14 },
  { key: 'currency', en: 'Currency', da: 'Valuta', width: 9 },
  { key: 'productId', en: 'Product id', da: 'Produkt-id', width: 16 },
  { key: 'variantId', en: 'Variant id', da: 'Variant-id', width: 26 },
] as const;

export type CartExcelColumnKey = (typeof cartExcelColumns)[number]['key'];

export function columnHeader(key: CartExcelColumnKey, languageCode: LanguageCode): string {
  const column = cartExcelColumns.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`Unknown cart workbook column ${key}`);
  return column[languageCode];
}

const normaliseHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const keyByHeader = new Map<string, CartExcelColumnKey>(
  cartExcelColumns.flatMap((column) => [
    [normaliseHeader(column.en), column.key],
    [normaliseHeader(column.da), column.key],
  ]),
);

/** The column a header names, in English or Danish, or null for a column the import ignores. */
export function columnKeyOfHeader(header: string): CartExcelColumnKey | null {
  return keyByHeader.get(normaliseHeader(header)) ?? null;
}

/**
 * Text that a spreadsheet (or a CSV saved from it) could take for a formula or a command: it starts with
 * = + - @, a tab or a carriage return. Such text is written with a leading apostrophe so it stays text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function escapeCellText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** Undoes `escapeCellText`, so an exported id that starts with one of those characters imports unchanged. */
export function unescapeCellText(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

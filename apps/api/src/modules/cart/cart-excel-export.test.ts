import type { Cart, CartLine } from '@shop/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeCellText, unescapeCellText } from './cart-excel-columns.ts';
import { buildCartWorkbook, cartFileName } from './cart-excel-export.ts';
import { readCartWorkbook } from './read-cart-workbook.ts';

const money = (withoutVat: number) => ({
  priceWithVat: Math.round(withoutVat * 1.25),
  priceWithoutVat: withoutVat,
});

function line(
  id: string,
  overrides: { name: string; productId: string; variantId: string; quantity: number },
): CartLine {
  return {
    id,
    parentId: null,
    productKey: { productId: overrides.productId, variantId: overrides.variantId, unitOfMeasure: 'CU' },
    quantity: overrides.quantity,
    text: null,
    type: 'product',
    product: {
      name: overrides.name,
      number: overrides.productId,
      url: '/product/x',
      colorCode: 'rose',
      colorName: 'Rose',
      size: '98',
      unitName: 'Piece',
      image: null,
      stockKind: 'Stock',
      onSale: false,
    },
    unitPrice: money(19995),
    netUnitPrice: money(9998),
    linePrice: money(19995 * overrides.quantity),
    netLinePrice: money(9998 * overrides.quantity),
    deliveries: [],
  };
}

function cartOf(lines: CartLine[]): Cart {
  return {
    cartId: 'c1',
    orderType: 'Stock',
    currencyCode: 'DKK',
    lines,
    shippingAddress: null,
    billingAddress: null,
    shippingMethod: null,
    paymentMethod: null,
    comment: null,
    reference: null,
    extraInfo: { draftId: null },
    calculation: null,
    usedInOrder: false,
    version: 3,
  };
}

async function firstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('cart workbook', () => {
  it('escapes text a spreadsheet could run as a formula, and reads it back unescaped', async () => {
    const dangerous = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    const lines = dangerous.map((name, index) =>
      line(`l${index}`, {
        name,
        productId: index === 0 ? '-P1' : `P${index}`,
        variantId: `=V${index}`,
        quantity: 1,
      }),
    );
    const sheet = await firstSheet(
      await buildCartWorkbook(cartOf(lines), 'en', new Date('2026-01-02T00:00:00Z')),
    );

    for (const [index, name] of dangerous.entries()) {
      const row = sheet.getRow(index + 2);
      const cell = row.getCell(2);
      // XML reads a stored CR back as LF; the apostrophe in front is what matters.
      expect(cell.value).toBe(`'${name.replace('\r', '\n')}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(12).value).toBe(`'=V${index}`);
    }
    expect(sheet.getRow(2).getCell(11).value).toBe("'-P1");
    // Nothing in the file is a formula.
    sheet.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });

    const read = await readCartWorkbook(await buildCartWorkbook(cartOf(lines), 'en', new Date()));
    expect(read.errors).toEqual([]);
    expect(read.rows[0]?.item).toEqual({ kind: 'ids', productId: '-P1', variantId: '=V0' });
  });

  it('writes a header in the cart language and prices from the calculation in major units', async () => {
    const cart = cartOf([
      line('l1', { name: 'Kjole', productId: 'NL10001', variantId: 'NL10001-rose-98', quantity: 3 }),
    ]);
    const sheet = await firstSheet(await buildCartWorkbook(cart, 'da', new Date()));
    expect(sheet.name).toBe('Kurv');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Varenummer',
      'Navn',
      'Farvekode',
      'Farve',
      'Størrelse',
      'Enhed',
      'Antal',
      'Enhedspris ekskl. moms',
      'Linjepris ekskl. moms',
      'Valuta',
      'Produkt-id',
      'Variant-id',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'NL10001',
      'Kjole',
      'rose',
      'Rose',
      '98',
      'CU',
      3,
      99.98,
      299.94,
      'DKK',
      'NL10001',
      'NL10001-rose-98',
    ]);
  });

  it('leaves prices empty for an uncalculated line and skips generated lines', async () => {
    const plain = {
      ...line('l1', { name: 'Dress', productId: 'P', variantId: 'V', quantity: 1 }),
      netUnitPrice: null,
      netLinePrice: null,
    };
    const generated = {
      ...line('l2', { name: 'Gift', productId: 'G', variantId: 'GV', quantity: 1 }),
      type: 'generated' as const,
    };
    const sheet = await firstSheet(await buildCartWorkbook(cartOf([plain, generated]), 'en', new Date()));
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(8).value).toBeNull();
    expect(sheet.getRow(2).getCell(10).value).toBeNull();
  });

  it('escapes only text starting with a formula character', () => {
    expect(escapeCellText('Dress - rose')).toBe('Dress - rose');
    expect(escapeCellText("'quoted")).toBe("'quoted");
    expect(unescapeCellText("'quoted")).toBe("'quoted");
    expect(unescapeCellText(escapeCellText('=1+1'))).toBe('=1+1');
  });
});

describe('the cart workbook’s file name', () => {
  it('names the order type in the file’s language', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(cartFileName('da', 'Preorder', now)).toBe('kurv-forudbestilling-2026-12-05.xlsx');
    expect(cartFileName('da', 'Stock', now)).toBe('kurv-lagerordre-2026-12-05.xlsx');
    expect(cartFileName('da', 'FutureStock', now)).toBe('kurv-kommende-lager-2026-12-05.xlsx');
    expect(cartFileName('en', 'Preorder', now)).toBe('cart-preorder-2026-12-05.xlsx');
    expect(cartFileName('en', 'Stock', now)).toBe('cart-stock-order-2026-12-05.xlsx');
  });
});

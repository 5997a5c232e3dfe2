import type { CustomerOrder, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { ask, calls, read, useCustomerCenterFixture } from '../../../test-support/customer-center-kit.ts';
import { pdfPageItems } from '../../../test-support/pdf-text.ts';
import { nameLinesIn } from '../../catalog/index.ts';

/**
 * ADR 80: the fixture's orders are placed from the English pages (the kit's area is `en`), by a Danish dealer
 * (C10001) among others. Its documents and order pages name products, colours, units and the shipping method
 * in the language being read, from the catalogue.
 */
const fixture = useCustomerCenterFixture();

// Where the demo's colour is spelt alike in both languages, the Danish catalogue gets a name of its own, so
// which language a document shows can be seen (after the orders were placed: their lines store English).
beforeAll(async () => {
  await fixture.app.db.execute(sql`
    UPDATE colors SET name_da = 'Farve-' || code
    WHERE name_da = name_en
      AND code IN (SELECT color_code FROM variants WHERE id IN (${fixture.products[0].variantId}, ${fixture.products[1].variantId}))`);
});

type Names = { name: string; colorName: string; unitName: string };

/** A variant's names in the catalogue in one language (its single unit, CU). */
async function catalogueNames(variantId: string, languageCode: LanguageCode): Promise<Names> {
  const [row] = await queryRows<Names>(
    fixture.app.db,
    sql`SELECT t.name,
          CASE WHEN ${languageCode} = 'da' THEN c.name_da ELSE c.name_en END AS "colorName",
          CASE WHEN ${languageCode} = 'da' THEN u.name_da ELSE u.name_en END AS "unitName"
        FROM variants v
        JOIN product_translations t ON t.product_id = v.product_id AND t.language_code = ${languageCode}
        JOIN colors c ON c.code = v.color_code
        JOIN units_of_measure u ON u.product_id = v.product_id AND u.unit_id = 'CU'
        WHERE v.id = ${variantId}`,
  );
  if (!row) throw new Error(`no catalogue names for ${variantId}`);
  return row;
}

const orderIn = async (orderId: string, languageCode?: LanguageCode): Promise<CustomerOrder> =>
  (
    await read(
      fixture.app,
      calls.getOrder,
      { body: { orderId, ...(languageCode ? { languageCode } : {}) } },
      fixture.dealerA,
    )
  ).order;

const namesOf = (order: CustomerOrder) =>
  order.lines.map((line) => ({ name: line.name, colorName: line.colorName, unitName: line.unitName }));

describe('documents in the reader’s language', () => {
  it('names an order placed from the English pages in Danish on the Danish order page', async () => {
    const [first] = fixture.products;
    const da = await catalogueNames(first.variantId, 'da');
    const en = await catalogueNames(first.variantId, 'en');
    // The test means something only where the languages differ.
    expect(da.colorName).not.toBe(en.colorName);
    expect(da.unitName).not.toBe(en.unitName);

    // As stored: the English names of the page it was placed from.
    const stored = await orderIn(fixture.o4);
    expect(namesOf(stored)).toEqual([en]);
    expect(stored.shippingMethod.name).toBe('Standard parcel (DHL)');

    const danish = await orderIn(fixture.o4, 'da');
    expect(namesOf(danish)).toEqual([da]);
    expect(danish.shippingMethod).toEqual({ ...stored.shippingMethod, name: 'Standardpakke (DHL)' });
    expect(namesOf(await orderIn(fixture.o4, 'en'))).toEqual([en]);
  });

  it('writes the Danish dealer’s order confirmation PDF and invoice Excel file with the Danish names', async () => {
    const [first, second] = fixture.products;
    const da = [await catalogueNames(first.variantId, 'da'), await catalogueNames(second.variantId, 'da')];
    const en = [await catalogueNames(first.variantId, 'en'), await catalogueNames(second.variantId, 'en')];

    const pdf = await ask(
      fixture.app,
      calls.getOrderConfirmationPdf,
      { query: { OrderId: fixture.o1 } },
      fixture.dealerA,
    );
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = (await pdfPageItems(pdf.rawPayload)).flat().join(' ').replace(/\s+/g, ' ');
    for (const [index, names] of da.entries()) {
      expect(text).toContain(names.colorName);
      expect(text).toContain(names.unitName);
      expect(text).not.toContain(en[index]?.colorName);
    }

    const invoiceId = fixture.invoices[fixture.o1]?.[0] as string;
    const excel = await ask(
      fixture.app,
      calls.getInvoiceExcel,
      { query: { InvoiceId: invoiceId } },
      fixture.dealerA,
    );
    expect(excel.statusCode, excel.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (header: string) => headers.indexOf(header) + 1;
    const row = sheet.getRow(2);
    // The invoice's first line bills the order's first line (the first product).
    expect([
      row.getCell(column('Navn')).value,
      row.getCell(column('Farve')).value,
      row.getCell(column('Enhed')).value,
    ]).toEqual([da[0]?.name, da[0]?.colorName, da[0]?.unitName]);
  });

  it('keeps the stored names of a product no longer in the catalogue, and of a unit it no longer has', async () => {
    const [first] = fixture.products;
    const gone = {
      variantId: 'GONE-1',
      unitId: 'CU',
      name: 'Old style',
      colorName: 'Sandy',
      unitName: 'Piece',
    };
    const oldUnit = {
      variantId: first.variantId,
      unitId: 'PK99',
      name: 'x',
      colorName: 'y',
      unitName: 'Pack of 99',
    };
    const [keptGone, keptUnit] = await nameLinesIn({ db: fixture.app.db }, 'da', [gone, oldUnit]);
    expect(keptGone).toEqual(gone);
    const da = await catalogueNames(first.variantId, 'da');
    expect(keptUnit).toEqual({ ...oldUnit, name: da.name, colorName: da.colorName, unitName: 'Pack of 99' });
  });
});

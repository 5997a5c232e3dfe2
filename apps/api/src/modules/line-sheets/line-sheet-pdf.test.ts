import type { Readable } from 'node:stream';
import { uiTexts } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { pdfPageItems } from '../../test-support/pdf-text.ts';
import { fileTextsFrom } from '../customer-center/files/file-texts.ts';
import type { LineSheet, LineSheetStyle } from './line-sheet.ts';
import { renderLineSheetPdf } from './line-sheet-pdf.ts';

const style = (index: number, changes: Partial<LineSheetStyle> = {}): LineSheetStyle => ({
  productId: `P${index}`,
  number: `NL${20000 + index}`,
  name: `Style ${index}`,
  colours: [
    {
      code: 'rose',
      name: 'Rose',
      imagePath: null,
      season: 'Spring/Summer 2027',
      drop: { name: 'SS27 drop 2', availableDate: '2027-02-15' },
    },
    { code: 'sand', name: 'Sand', imagePath: null, season: 'Spring/Summer 2027', drop: null },
  ],
  sizes: ['92', '98'],
  unit: { unitId: 'CU', name: 'Piece', quantityPerUnit: 1 },
  net: 12_345,
  rrp: 29_995,
  margin: { amount: 17_650, basisPoints: 5884 },
  ...changes,
});

const sheet: LineSheet = {
  languageCode: 'en',
  subject: 'Girls',
  customer: { customerNumber: 'C10001', name: 'Lille Kanin ApS' },
  salesContacts: [{ name: 'Sofie Sælger', email: 'sales@nordlys.demo', phone: null }],
  currencyCode: 'DKK',
  rrpCurrencyCode: 'DKK',
  seasons: ['Spring/Summer 2027'],
  styles: [
    ...Array.from({ length: 5 }, (_, index) => style(index + 1)),
    style(6, { rrp: null, margin: null }),
    style(7, { unit: { unitId: 'PK5', name: 'Pack of 5', quantityPerUnit: 5 } }),
  ],
  found: 812,
  issuedAt: new Date('2026-12-05T08:00:00Z'),
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function pagesOf(language: 'en' | 'da') {
  const texts = fileTextsFrom(uiTexts[language], language);
  const stream = renderLineSheetPdf(Promise.resolve(sheet), texts, async () => null, sheet.issuedAt);
  return (await pdfPageItems(await bytesOf(stream))).map((items) =>
    items
      .filter((item) => item.trim() !== '')
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' '),
  );
}

describe('the line sheet PDF', () => {
  it('has a cover saying the sheet was cut, an index, three styles a page and page numbers', async () => {
    const pages = await pagesOf('en');
    // Cover, one index page, three style pages (3 + 3 + 1).
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain('Girls');
    expect(pages[0]).toContain('Spring/Summer 2027');
    expect(pages[0]).toContain('Sofie Sælger · sales@nordlys.demo');
    expect(pages[0]).toContain('The first 7 of 812 styles found; narrow the search for the rest.');
    expect(pages[1]).toContain('Index');
    expect(pages[1]).toContain('NL20001\nStyle 1\n3');
    expect(pages[1]).toContain('NL20004\nStyle 4\n4');
    expect(pages[1]).toContain('NL20007\nStyle 7\n5');
    expect(pages[4]).toContain('Item number NL20007');
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of 5`);
    });
  });

  it('shows each style’s prices, margin, minimum and delivery, and a dash where there is no RRP', async () => {
    const pages = await pagesOf('en');
    expect(pages[2]).toContain('123,45 kr.');
    expect(pages[2]).toContain('299,95 kr.');
    expect(pages[2]).toContain('58.8%');
    expect(pages[2]).toContain('SS27 drop 2 (15 Feb 2027) · From stock');
    expect(pages[2]).toContain('92, 98');
    expect(pages[4]).toContain('Pack of 5 (5 pcs)');
    const noRrp = pages[3]?.split('Item number NL20006')[1] ?? '';
    expect(noRrp).toMatch(/RRP\n–/);
  });

  it('is in Danish when the texts are', async () => {
    const pages = await pagesOf('da');
    expect(pages[0]).toContain('Linjeark');
    expect(pages[0]).toContain('De første 7 af 812 fundne modeller');
    // The season is data; the storefront's season names name it in Danish, as on its stickers.
    expect(pages[0]).toContain('forår/sommer 2027');
    expect(pages[0]).not.toContain('Spring/Summer 2027');
    expect(pages[2]).toContain('123,45 kr.');
    expect(pages[2]).toContain('58,8 %');
    expect(pages[4]).toContain('Side 5 af 5');
  });
});

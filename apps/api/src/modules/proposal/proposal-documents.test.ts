import type { Proposal } from '@shop/contracts';
import { uiTexts } from '@shop/ui-texts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildProposalWorkbook } from './proposal-excel.ts';
import { proposalLink, renderProposalMail } from './proposal-mail.ts';
import { mayMove, nextStatus, statusOn } from './proposal-status.ts';

const line = {
  lineNo: 1,
  productId: 'NL1',
  variantId: 'NL1-rose-110',
  unitId: 'CU',
  productNumber: 'NL1',
  name: '=HYPERLINK("http://evil.example","click")',
  colorCode: 'rose',
  colorName: '+Rose',
  size: '110',
  quantity: 3,
  orderType: 'Stock' as const,
  netUnitPrice: 12_345,
  netLinePrice: 37_035,
  rrpUnitPrice: 29_995,
};

const proposal: Proposal = {
  id: 'p1',
  name: 'AW27',
  status: 'Sent',
  customerNumber: 'C10001',
  customerName: 'Nordlys Børn ApS',
  currencyCode: 'DKK',
  rrpCurrencyCode: 'DKK',
  salesPersonName: 'Sofie Sælger',
  recipientCount: 1,
  lineCount: 2,
  quantity: 5,
  netTotal: 37_035,
  validUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  draftId: 'd1',
  notes: '',
  recipients: [],
  lines: [
    line,
    {
      ...line,
      lineNo: 2,
      name: '@SUM(A1)',
      quantity: 2,
      netUnitPrice: null,
      netLinePrice: null,
      rrpUnitPrice: null,
    },
  ],
  events: [],
};

describe('the proposal workbook', () => {
  it('has headers in the language, one row per line with prices in major units, a total, and no formula', async () => {
    const bytes = await buildProposalWorkbook(proposal, uiTexts.en, new Date('2026-11-20T10:00:00Z'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Proposal');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Item number',
      'Name',
      'Colour code',
      'Colour',
      'Size',
      'Quantity',
      'Net price',
      'Net line price',
      'Currency',
      'RRP',
      'Currency',
      'Basket',
    ]);
    const first = sheet?.getRow(2);
    expect(first?.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(first?.getCell(4).value).toBe("'+Rose");
    expect([
      first?.getCell(6).value,
      first?.getCell(7).value,
      first?.getCell(8).value,
      first?.getCell(10).value,
    ]).toEqual([3, 123.45, 370.35, 299.95]);
    const second = sheet?.getRow(3);
    expect(second?.getCell(2).value).toBe("'@SUM(A1)");
    expect(second?.getCell(7).value).toBeNull();
    const total = sheet?.getRow(4);
    expect([total?.getCell(1).value, total?.getCell(6).value, total?.getCell(8).value]).toEqual([
      'Total',
      5,
      370.35,
    ]);
    // No cell anywhere is a formula.
    sheet?.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
  });

  it('names each line’s order type in the workbook’s language, not by its code', async () => {
    const mixed = { ...proposal, lines: [line, { ...line, lineNo: 2, orderType: 'Preorder' as const }] };
    const types = async (texts: Record<string, string>) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await buildProposalWorkbook(mixed, texts, new Date())) as unknown as ExcelJS.Buffer,
      );
      const sheet = workbook.worksheets[0];
      return [sheet?.getRow(2).getCell(12).value, sheet?.getRow(3).getCell(12).value];
    };
    expect(await types(uiTexts.da)).toEqual(['Lagerordre', 'Forudbestilling']);
    expect(await types(uiTexts.en)).toEqual(['Stock order', 'Preorder']);
  });
});

describe('the proposal mail', () => {
  const input = {
    recipientName: 'Mette <b>Jensen</b>',
    salesPersonName: 'Sofie Sælger',
    customerName: 'Nordlys Børn ApS',
    proposalName: 'AW27 & friends',
    proposalId: 'p1',
    lineCount: 1,
    validUntil: '2026-12-31',
    notes: 'Call me <script>',
  };

  it('is written in the recipient customer’s language with counted lines, the link and escaped HTML', () => {
    const link = proposalLink('https://shop.example/', 'da', 'p1');
    expect(link).toBe('https://shop.example/da/customer-center/proposals/p1');
    const danish = renderProposalMail(uiTexts.da, 'da', link, input);
    expect(danish.subject).toBe('Et tilbud fra Sofie Sælger: AW27 & friends');
    expect(danish.text).toContain('Det indeholder 1 linje.');
    expect(danish.text).toContain('Tilbuddet gælder til og med 31. dec. 2026.');
    expect(danish.text).toContain(link);
    expect(danish.html).toContain('Mette &#60;b&#62;Jensen&#60;/b&#62;');
    expect(danish.html).not.toContain('<script>');
    const english = renderProposalMail(
      uiTexts.en,
      'en',
      proposalLink('https://shop.example/base', 'en', 'p1'),
      {
        ...input,
        lineCount: 4,
        validUntil: null,
        notes: '',
      },
    );
    expect(english.text).toContain('It holds 4 lines.');
    expect(english.text).toContain('https://shop.example/base/customer-center/proposals/p1');
    expect(english.text).not.toContain('valid until');
    expect(english.text).not.toContain('Message from');
  });
});

describe('the status table', () => {
  it('reads Sent and Viewed past validUntil as Expired, and nothing else', () => {
    expect(statusOn('Sent', '2026-01-01', '2026-01-02')).toBe('Expired');
    expect(statusOn('Viewed', '2026-01-01', '2026-01-01')).toBe('Viewed');
    expect(statusOn('Accepted', '2020-01-01', '2026-01-02')).toBe('Accepted');
    expect(statusOn('Sent', null, '2999-01-01')).toBe('Sent');
  });

  it('allows the table’s moves and the same status, and names both statuses when refusing', () => {
    expect(mayMove('Sent', 'Viewed')).toBe(true);
    expect(mayMove('Viewed', 'Sent')).toBe(false);
    expect(mayMove('Accepted', 'Accepted')).toBe(true);
    expect(() => nextStatus('Accepted', 'Declined')).toThrow(
      'A proposal cannot go from Accepted to Declined',
    );
  });
});

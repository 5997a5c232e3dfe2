import { describe, expect, it } from 'vitest';
import { parseQuickOrderRows } from './quick-order-rows.ts';

const limits = { maxRows: 200, maxQuantity: 100_000 };

describe('parseQuickOrderRows', () => {
  it('reads tab-separated rows as copied from Excel, skipping a header and blank lines', () => {
    const text = 'Item number\tSize\tQuantity\r\nNL10001-jojoba\t110\t4\r\n\r\n5701234567892\t\t2\r\n';
    expect(parseQuickOrderRows(text, limits)).toEqual({
      rows: [
        {
          row: 2,
          item: 'NL10001-jojoba',
          color: null,
          size: '110',
          quantity: 4,
          text: 'NL10001-jojoba\t110\t4',
        },
        { row: 4, item: '5701234567892', color: null, size: '', quantity: 2, text: '5701234567892\t\t2' },
      ],
      errors: [],
    });
  });

  it('reads semicolon and comma CSV, quoted cells and the four-column form with a colour', () => {
    const text = '\uFEFF"NL10001";"jojoba";"110";"3"\nNL10002,98,1\n5701234567892;5';
    expect(parseQuickOrderRows(text, limits).rows.map(({ text: _, ...row }) => row)).toEqual([
      { row: 1, item: 'NL10001', color: 'jojoba', size: '110', quantity: 3 },
      { row: 2, item: 'NL10002', color: null, size: '98', quantity: 1 },
      { row: 3, item: '5701234567892', color: null, size: '', quantity: 5 },
    ]);
  });

  it('reads a separator or a doubled quote inside a quoted cell as part of the cell (issue 30)', () => {
    const text = [
      '"Item number","Size (EU, cm)","Quantity"',
      'NL10001,"110;116",2',
      '"NL10002";"jojoba; light";"98";"1"',
      'NL10003,"12"" doll",3',
      'NL10004\t"86\t92"\t4',
    ].join('\r\n');
    const parsed = parseQuickOrderRows(text, limits);
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.rows.map(({ row, item, color, size, quantity }) => [row, item, color, size, quantity]),
    ).toEqual([
      [2, 'NL10001', null, '110;116', 2],
      [3, 'NL10002', 'jojoba; light', '98', 1],
      [4, 'NL10003', null, '12" doll', 3],
      [5, 'NL10004', null, '86\t92', 4],
    ]);
  });

  it('names each bad row with its problem and keeps the good ones', () => {
    const text = 'NL10001;110;0\nNL10001;110;-2\nNL10001;110;1.5\n;110;2\nNL10001\nNL10001;110;7';
    const parsed = parseQuickOrderRows(text, limits);
    expect(parsed.rows).toEqual([
      { row: 6, item: 'NL10001', color: null, size: '110', quantity: 7, text: 'NL10001;110;7' },
    ]);
    expect(parsed.errors.map(({ row, problem }) => [row, problem])).toEqual([
      [1, 'quantity'],
      [2, 'quantity'],
      [3, 'quantity'],
      [4, 'item-missing'],
      [5, 'columns'],
    ]);
  });

  it('refuses a first row of 1e3 or 2.5 as a bad quantity instead of skipping it as a header (issue 28)', () => {
    for (const quantity of ['1e3', '2.5', '99999999999999999999']) {
      const parsed = parseQuickOrderRows(`NL10001;110;${quantity}\nNL10002;98;1`, limits);
      expect(parsed.errors.map(({ row, problem }) => [row, problem])).toEqual([[1, 'quantity']]);
      expect(parsed.rows.map((row) => row.row)).toEqual([2]);
    }
  });

  it('stops at the row limit with one error', () => {
    const text = Array.from({ length: 5 }, (_, i) => `NL1000${i};110;1`).join('\n');
    const parsed = parseQuickOrderRows(text, { maxRows: 3, maxQuantity: 10 });
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.errors).toEqual([{ row: 4, problem: 'too-many-rows', text: 'NL10003;110;1' }]);
  });
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The files a page offers for download, as a test reads them: saved through the browser, PDF and Excel. */

/** Press a download button and wait for the file the browser saves; answers its name and bytes. */
export async function downloadFrom(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const link = page.getByRole('main').getByRole('link', { name, exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  // The button is back from 'Preparing…' before the test looks at the page again.
  await expect.poll(() => link.getAttribute('data-state')).not.toBe('preparing');
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

/** A PDF's text, whitespace (no-break spaces too) as single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** The first sheet of a workbook as rows of cell values, keyed by the header row's texts. */
export async function sheetRows(bytes: Buffer): Promise<Array<Record<string, unknown>>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(
      Object.fromEntries(header.map((name, index) => [name, values[index] ?? null]).filter(([name]) => name)),
    );
  });
  return rows;
}

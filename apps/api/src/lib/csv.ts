/** Excel reads a UTF-8 file as such only after a byte order mark. */
export const byteOrderMark = '\uFEFF';

/**
 * One CSV cell. A cell starting with =, +, -, @, a tab or a carriage return is a formula to a spreadsheet
 * (CSV injection, OWASP): it gets an apostrophe first, which the spreadsheet shows as text. Then RFC 4180:
 * a cell with a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of cells, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

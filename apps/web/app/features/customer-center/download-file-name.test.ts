import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name.ts';

describe('the file name of a download', () => {
  it('prefers the UTF-8 name in the user language', () => {
    expect(
      downloadFileName(
        `attachment; filename="Ordrebekraeftelse-SO1.pdf"; filename*=UTF-8''Ordrebekr%C3%A6ftelse-SO1.pdf`,
      ),
    ).toBe('Ordrebekræftelse-SO1.pdf');
  });

  it('reads a plain quoted or bare name', () => {
    expect(downloadFileName('attachment; filename="Invoice LIN-1.xlsx"')).toBe('Invoice LIN-1.xlsx');
    expect(downloadFileName('attachment; filename=images.zip')).toBe('images.zip');
  });

  it('never lets a name leave the downloads folder, and has none without a header', () => {
    expect(downloadFileName('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(downloadFileName(null)).toBeNull();
    expect(downloadFileName('attachment')).toBeNull();
    expect(downloadFileName("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
  });
});

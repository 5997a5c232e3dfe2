import { describe, expect, it } from 'vitest';
import { checkMediaPath, decodeCanonicalBase64Url, extensionOf } from './media-path.ts';
import { parseByteRange } from './send-media-file.ts';

describe('decodeCanonicalBase64Url', () => {
  it('decodes the one spelling the web produces, UTF-8 included', () => {
    for (const path of ['products/a.jpg', 'ø-mappe/billede.jpg', 'a', 'ab', 'abc']) {
      expect(decodeCanonicalBase64Url(Buffer.from(path).toString('base64url'), 'b64Path')).toBe(path);
    }
  });

  it('refuses padding, standard-alphabet characters, stray bits, empty and non-UTF-8 input', () => {
    const refused = [
      'YQ==',
      'YWI=',
      'fn5+',
      'fn5/',
      'YR',
      'Y',
      '',
      Buffer.from([0xff, 0xfe]).toString('base64url'),
    ];
    for (const encoded of refused) {
      expect(() => decodeCanonicalBase64Url(encoded, 'b64Path'), encoded).toThrow(/b64Path/);
    }
  });
});

describe('checkMediaPath', () => {
  it('splits a clean relative path into segments', () => {
    expect(checkMediaPath('products/dress-rose-front.jpg', 'b64Path')).toEqual([
      'products',
      'dress-rose-front.jpg',
    ]);
  });

  it('refuses every way out of the root before the disk is touched', () => {
    const refused = [
      '../x.jpg',
      'a/../../x.jpg',
      './x.jpg',
      'a/./x.jpg',
      '/etc/passwd',
      'C:/x.jpg',
      'a\\..\\x.jpg',
      'a//x.jpg',
      'a/',
      '.env',
      'a/\u0000.jpg',
      'a/\n.jpg',
      `${'a/'.repeat(40)}x.jpg`,
    ];
    for (const path of refused) {
      expect(() => checkMediaPath(path, 'b64Path'), JSON.stringify(path)).toThrow(/b64Path/);
    }
  });

  it('reads extensions in lower case and ignores dots in folder names and leading dots', () => {
    expect(extensionOf('a/B.JPG')).toBe('jpg');
    expect(extensionOf('a.b/c')).toBe('');
    expect(extensionOf('a/.hidden')).toBe('');
  });
});

describe('parseByteRange', () => {
  it('serves one range, a suffix or an open end; ignores what it does not serve', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
    expect(parseByteRange(undefined, 100)).toBeNull();
  });

  it('calls ranges past the end unsatisfiable', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

import { describe, expect, it } from 'vitest';
import {
  escapeForLog,
  findUnstorableStrings,
  unstorableCharacterIn,
  unstorableStringIssues,
} from './storable-text.ts';

describe('unstorableCharacterIn', () => {
  it('finds NUL and a half of a surrogate pair without its other half', () => {
    expect(unstorableCharacterIn('a\u0000b')).toBe('NUL');
    expect(unstorableCharacterIn('a\ud800b')).toBe('unpaired surrogate');
    expect(unstorableCharacterIn('a\udc00')).toBe('unpaired surrogate');
    expect(unstorableCharacterIn('\udc00\ud800')).toBe('unpaired surrogate');
  });

  it('passes any text PostgreSQL stores: accents, emoji (a whole pair), other control characters', () => {
    for (const text of [
      '',
      'Børnetøj ApS',
      'Straße 5',
      '👗 dress',
      '\ud83d\udc57',
      'tab\tand\nnewline',
      '\u0001',
    ]) {
      expect(unstorableCharacterIn(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe('findUnstorableStrings', () => {
  it('names the path of each string and key that holds one, in document order', () => {
    const value = {
      cartId: 'ok',
      shippingAddress: { name: 'Lille\u0000Kanin', city: 'Aarhus' },
      lines: [{ comment: 'fine' }, { comment: 'bad\ud800' }],
      'key\u0000': 'value',
    };
    expect(findUnstorableStrings(value)).toEqual([
      { path: ['shippingAddress', 'name'], character: 'NUL' },
      { path: ['lines', 1, 'comment'], character: 'unpaired surrogate' },
      { path: ['key\u0000'], character: 'NUL' },
    ]);
    expect(findUnstorableStrings('\u0000')).toEqual([{ path: [], character: 'NUL' }]);
  });

  it('skips binary values, stops at 20 findings, and survives a deeply nested value', () => {
    expect(findUnstorableStrings({ file: new Uint8Array([0, 0, 0]) })).toEqual([]);
    expect(findUnstorableStrings(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20);
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findUnstorableStrings(deep)).toHaveLength(1);
  });
});

describe('unstorableStringIssues', () => {
  it('words each as a validation issue naming the field', () => {
    expect(unstorableStringIssues('body', { comment: 'a\u0000', ids: ['x', '\ud800'] })).toEqual([
      { path: 'body.comment', message: 'comment contains a character that cannot be stored (NUL)' },
      { path: 'body.ids.1', message: 'ids contains a character that cannot be stored (unpaired surrogate)' },
    ]);
  });
});

describe('escapeForLog', () => {
  it('writes control characters, lone surrogates and backslashes as escapes and cuts long values', () => {
    expect(escapeForLog('a\u0000b\\c\nd\ud800')).toBe('a\\u0000b\\\\c\\u000ad\\ud800');
    expect(escapeForLog('👗')).toBe('👗');
    expect(escapeForLog('x'.repeat(100), 10)).toBe('xxxxxxxxxx… (100 characters)');
  });
});

import { describe, expect, it } from 'vitest';
import { readVatPreference, vatStorageKey, writeVatPreference } from './vat-preference.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('VAT preference', () => {
  it('defaults to prices without VAT', () => {
    expect(readVatPreference(memoryStorage(), 'u1')).toBe(false);
    expect(readVatPreference(null, null)).toBe(false);
  });

  it('is remembered per user, apart from anonymous visitors', () => {
    const storage = memoryStorage();
    writeVatPreference(storage, 'u1', true);
    expect(readVatPreference(storage, 'u1')).toBe(true);
    expect(readVatPreference(storage, 'u2')).toBe(false);
    expect(readVatPreference(storage, null)).toBe(false);
    writeVatPreference(storage, 'u1', false);
    expect(readVatPreference(storage, 'u1')).toBe(false);
    expect(storage.values.has(vatStorageKey('u1'))).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(readVatPreference(broken, 'u1')).toBe(false);
    expect(() => writeVatPreference(broken, 'u1', true)).not.toThrow();
  });
});

import { maxLineQuantity } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { changeLocalLine, localCartsKey, readLocalCarts, writeLocalCarts } from './local-carts.ts';

const key = (n: number) => ({ productId: `NL${n}`, variantId: `NL${n}-rose-98`, unitOfMeasure: 'CU' });

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
    removeItem: (name: string) => void values.delete(name),
  };
}

describe('local carts under _carts (spec §1)', () => {
  it('stores one cart per order type and reads back what it wrote', () => {
    const storage = memoryStorage();
    writeLocalCarts(storage, { Stock: [{ productKey: key(1), quantity: 2 }], Preorder: [] });
    expect(JSON.parse(storage.values.get(localCartsKey) ?? '')).toEqual({
      Stock: [{ productKey: key(1), quantity: 2 }],
    });
    expect(readLocalCarts(storage)).toEqual({ Stock: [{ productKey: key(1), quantity: 2 }] });
  });

  it('forgets the key once every cart is empty', () => {
    const storage = memoryStorage();
    writeLocalCarts(storage, { Stock: [{ productKey: key(1), quantity: 2 }] });
    writeLocalCarts(storage, { Stock: [] });
    expect(storage.values.has(localCartsKey)).toBe(false);
  });

  it('drops what does not look like a line instead of breaking the shop', () => {
    const storage = memoryStorage({
      [localCartsKey]: JSON.stringify({
        Stock: [
          { productKey: key(1), quantity: 1 },
          { productKey: { productId: 'NL2' }, quantity: 1 },
          { productKey: key(3), quantity: 1.5 },
          { productKey: key(4), quantity: -2 },
          'rubbish',
        ],
        Wishlist: [{ productKey: key(5), quantity: 1 }],
      }),
    });
    expect(readLocalCarts(storage)).toEqual({ Stock: [{ productKey: key(1), quantity: 1 }] });
    expect(readLocalCarts(memoryStorage({ [localCartsKey]: '{not json' }))).toEqual({});
    expect(readLocalCarts(null)).toEqual({});
  });

  it('adds to a line, replaces it with override, and deletes it at 0 or below (spec §4)', () => {
    let carts = changeLocalLine({}, 'Stock', key(1), 2, false);
    carts = changeLocalLine(carts, 'Stock', key(2), 1, false);
    carts = changeLocalLine(carts, 'Stock', key(1), 3, false);
    expect(carts.Stock).toEqual([
      { productKey: key(1), quantity: 5 },
      { productKey: key(2), quantity: 1 },
    ]);
    carts = changeLocalLine(carts, 'Stock', key(1), 4, true);
    expect(carts.Stock?.[0]).toEqual({ productKey: key(1), quantity: 4 });
    carts = changeLocalLine(carts, 'Stock', key(1), 0, true);
    carts = changeLocalLine(carts, 'Stock', key(2), -1, false);
    expect(carts.Stock).toEqual([]);
  });

  it('refuses a line past the bound like the server does, never capping it (issue 28)', () => {
    const carts = changeLocalLine({}, 'Preorder', key(1), maxLineQuantity, false);
    expect(() => changeLocalLine(carts, 'Preorder', key(1), 5, false)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ errorCode: 'cart-line-quantity' }) }),
    );
    expect(carts.Preorder?.[0]?.quantity).toBe(maxLineQuantity);
  });
});

import type { CartLine } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { dropGroups } from './drop-groups.ts';

const drop1 = { code: 'SS27-1', name: 'SS27 drop 1', availableDate: '2027-01-15' };
const drop2 = { code: 'SS27-2', name: 'SS27 drop 2', availableDate: '2027-03-01' };

function line(id: string, drop: typeof drop1 | null, net: number | null): CartLine {
  return {
    id,
    parentId: null,
    productKey: { productId: 'P', variantId: id, unitOfMeasure: 'CU' },
    quantity: 1,
    text: null,
    type: 'product',
    product: {
      name: 'Dress',
      number: 'NL1',
      url: '/p',
      colorCode: 'RO',
      colorName: 'Rose',
      size: '110',
      unitName: 'Piece',
      image: null,
      stockKind: 'Preorder',
      onSale: false,
      deliveryDrop: drop,
    },
    unitPrice: null,
    netUnitPrice: null,
    linePrice: null,
    netLinePrice: net === null ? null : { priceWithoutVat: net, priceWithVat: (net * 5) / 4 },
    deliveries: [],
  };
}

describe('Preorder lines by delivery drop', () => {
  it('groups by drop, earliest first, lines without a drop last, with subtotals that add up', () => {
    const lines = [line('a', drop2, 400), line('b', null, 100), line('c', drop1, 200), line('d', drop2, 800)];
    const groups = dropGroups(lines);
    expect(groups.map((group) => group.drop?.code ?? null)).toEqual(['SS27-1', 'SS27-2', null]);
    expect(groups.map((group) => group.lines.map((l) => l.id))).toEqual([['c'], ['a', 'd'], ['b']]);
    expect(groups.map((group) => group.subtotal?.priceWithoutVat)).toEqual([200, 1200, 100]);
    const total = groups.reduce((sum, group) => sum + (group.subtotal?.priceWithoutVat ?? 0), 0);
    expect(total).toBe(1500);
  });

  it('has no subtotal while a line of the drop is not calculated', () => {
    expect(dropGroups([line('a', drop1, 400), line('b', drop1, null)])[0]?.subtotal).toBeNull();
  });
});

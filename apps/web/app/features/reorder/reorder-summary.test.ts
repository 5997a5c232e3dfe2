import {
  type RefusedReorderLine,
  type ReorderedLine,
  ReorderedLine as ReorderedLineSchema,
  type ReorderOrderResponse,
  reorderRefusals,
} from '@shop/contracts';
import { reorderTexts } from '@shop/ui-texts/texts/reorder';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import { reorderSummary } from './reorder-summary.ts';

const storefront = {
  en: { 'cart.order-type-Stock': 'Stock order', 'cart.order-type-Preorder': 'Preorder' },
  da: { 'cart.order-type-Stock': 'Lagerordre', 'cart.order-type-Preorder': 'Forudbestilling' },
};
const translate = (language: 'en' | 'da') =>
  createTranslate({ ...storefront[language], ...reorderTexts[language] });

const bought = (lineNo: number, name: string) => ({
  lineNo,
  productId: `NL${lineNo}`,
  variantId: `NL${lineNo}-rose-110`,
  unitId: 'CU',
  productNumber: `NL${lineNo}`,
  name,
  colorName: 'Rose',
  size: '110',
  orderedQuantity: 10,
});
const added = (lineNo: number, name: string, over: Partial<ReorderedLine> = {}): ReorderedLine => ({
  ...bought(lineNo, name),
  orderType: 'Stock',
  cartId: 'stock-cart',
  quantity: 10,
  reducedBy: null,
  ...over,
});
const refused = (lineNo: number, name: string, reason: RefusedReorderLine['reason']): RefusedReorderLine => ({
  ...bought(lineNo, name),
  reason,
});

const answer: ReorderOrderResponse = {
  orderId: 'SO100001',
  carts: [
    { orderType: 'Stock', cartId: 'stock-cart', lineCount: 3, quantity: 24 },
    { orderType: 'Preorder', cartId: 'preorder-cart', lineCount: 1, quantity: 10 },
  ],
  added: [
    added(1, 'Vilma Dress'),
    added(2, 'Alma Blouse', { quantity: 4, reducedBy: 'stock' }),
    added(3, 'Ida Skirt'),
    added(4, 'Liva Jacket', { orderType: 'Preorder', cartId: 'preorder-cart' }),
  ],
  notAdded: [refused(5, 'Bo Shorts', 'out-of-stock')],
};

describe('the summary of ordering again', () => {
  it('says per basket how many lines went in, in plural forms, and names what got less or nothing', () => {
    expect(reorderSummary(answer, translate('en'), 'en')).toEqual({
      added: ['3 lines were added to your Stock order basket.', '1 line was added to your Preorder basket.'],
      nothingAdded: null,
      reduced: {
        heading: '1 line got less than ordered:',
        items: ['Alma Blouse, Rose, 110: 4 of 10 added (stock can deliver no more)'],
      },
      refused: { heading: '1 line could not be added:', items: ['Bo Shorts, Rose, 110: out of stock'] },
      toCart: true,
    });
  });

  it('speaks Danish, and says when nothing could be added', () => {
    const nothing: ReorderOrderResponse = {
      orderId: 'SO100001',
      carts: [],
      added: [],
      notAdded: [
        refused(1, 'Vilma Dress', 'color-not-orderable'),
        refused(2, 'Alma Bluse', 'product-not-sold'),
      ],
    };
    expect(reorderSummary(nothing, translate('da'), 'da')).toEqual({
      added: [],
      nothingAdded: 'Intet fra denne ordre kunne lægges i dine kurve.',
      reduced: null,
      refused: {
        heading: '2 linjer kunne ikke lægges i kurven:',
        items: [
          'Vilma Dress, Rose, 110: denne farve kan ikke bestilles lige nu',
          'Alma Bluse, Rose, 110: varen sælges ikke længere',
        ],
      },
      toCart: false,
    });
  });

  it('has a text for every reason and every cause of a smaller quantity, in both languages', () => {
    for (const language of ['en', 'da'] as const) {
      const texts = reorderTexts[language];
      for (const reason of reorderRefusals) {
        expect(texts[`reorder.reason.${reason}`], `${language} ${reason}`).toEqual(expect.any(String));
      }
      for (const cause of ReorderedLineSchema.shape.reducedBy.unwrap().options) {
        expect(texts[`reorder.reduced-by.${cause}`], `${language} ${cause}`).toEqual(expect.any(String));
      }
    }
    expect(Object.keys(reorderTexts.da).sort()).toEqual(Object.keys(reorderTexts.en).sort());
  });
});

import { type ParsedLineQuantity, parseLineQuantity } from '@shop/commerce';
import type { LanguageCode, ReducedCartLine } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import type { TranslateFunction } from './i18n/translate.ts';
import { localeForLanguage } from './money.ts';

/**
 * Every quantity field of the shop reads its text here (issue 28, ADR 68): a whole number from 1 to the line
 * bound (0 too where the field removes the line). Anything else is refused with `quantityMessage` beside the
 * field; nothing is rounded, clamped or quietly put back.
 */
export function readQuantity(text: string, removable = false): ParsedLineQuantity {
  return parseLineQuantity(text, { max: maxLineQuantity, removable });
}

/** The message a refused quantity field shows, in the user's language, naming the field and the range. */
export function quantityMessage(t: TranslateFunction, language: LanguageCode, removable = false): string {
  const max = new Intl.NumberFormat(localeForLanguage(language)).format(maxLineQuantity);
  return t(removable ? 'quantity.invalid-or-remove' : 'quantity.invalid', { max });
}

/** "Tee, Black, M": a line as a person recognises it. */
export const lineName = (
  t: TranslateFunction,
  line: { name: string; colorName: string; size: string },
): string => t('cart.line-name', { name: line.name, colorName: line.colorName, size: line.size });

/** What a Stock basket cut as the line was added, in words ("… only 6 of 8 were added – …"). */
export function reducedLineText(
  t: TranslateFunction,
  line: Pick<ReducedCartLine, 'name' | 'colorName' | 'size' | 'requested' | 'quantity'> & {
    reducedBy: 'stock' | 'quantity-limit';
  },
): string {
  const params = { line: lineName(t, line), quantity: line.quantity, requested: line.requested };
  if (line.reducedBy === 'quantity-limit') return t('cart.reduced.quantity-limit', params);
  return t(line.quantity === 0 ? 'cart.reduced.none' : 'cart.reduced.stock', params);
}

/**
 * The one rule for a quantity typed by a person (issue 28, docs/decisions/0068): a whole number from 1 to the
 * line bound, or 0 where the field removes (a cart line, a proposal line). "2.0" is the whole number 2 as a
 * spreadsheet writes it; everything else that is not a whole number (2.5, 1e3, -1, text, a number past the
 * bound) is refused with its problem, never rounded or clamped. The API's zod contracts apply the same rule
 * to JSON numbers (`lineQuantity` in @shop/contracts).
 */

export type LineQuantityProblem = 'required' | 'not-whole' | 'too-small' | 'too-large';

export type ParsedLineQuantity = { ok: true; quantity: number } | { ok: false; problem: LineQuantityProblem };

export type LineQuantityBounds = { max: number; removable?: boolean };

const wholeNumber = /^-?\d+(?:[.,]0+)?$/;

export function parseLineQuantity(
  text: string,
  { max, removable = false }: LineQuantityBounds,
): ParsedLineQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!wholeNumber.test(trimmed)) return { ok: false, problem: 'not-whole' };
  const digits = trimmed.replace(/[.,]0+$/, '');
  // Past 15 digits a JavaScript number is no longer exact: such a quantity is too large whatever it says.
  const negative = digits.startsWith('-');
  if (digits.replace(/^-?0*/, '').length > 15)
    return { ok: false, problem: negative ? 'too-small' : 'too-large' };
  const quantity = Number(digits);
  if (quantity < (removable ? 0 : 1)) return { ok: false, problem: 'too-small' };
  if (quantity > max) return { ok: false, problem: 'too-large' };
  return { ok: true, quantity };
}

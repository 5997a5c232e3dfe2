import { z } from 'zod';
import { AreaInfo } from './common.ts';
import { lineQuantity } from './line-quantity.ts';
import { requiredId } from './price.ts';
import { ReorderCart, ReorderedLine, reorderRefusals } from './reorder.ts';
import { RequestId } from './request-id.ts';

/**
 * Quick order and the size × colour grid (issue 20, docs/decisions/0057-quick-order-and-grid.md): lines go into
 * the acting customer's open carts, each into the cart its colour's rules pick (the same placement as "Order
 * again"), in one call. Lines that cannot be added are answered per row; the good ones are added.
 */

/** At most this many item rows per quick order; the text at most this many characters. */
export const maxQuickOrderRows = 500;
export const maxQuickOrderTextLength = 100_000;

export const QuickOrderBody = z.object({
  area: AreaInfo,
  text: z
    .string({ error: 'text is required: the pasted rows or the CSV file’s text' })
    .max(maxQuickOrderTextLength, `text may hold at most ${maxQuickOrderTextLength} characters`),
  requestId: RequestId.optional(),
});
export type QuickOrderBody = z.infer<typeof QuickOrderBody>;

/**
 * Why a row was not added: the parser's (`columns`, `quantity`, `item-missing`, `too-many-rows`), the
 * catalogue's (`unknown-item`, `unknown-color`, `color-required` when a style number names several orderable
 * colours and the row gives none, `unknown-size`, `size-mismatch` when an EAN names another size) and the
 * carts' (the refusals of "Order again").
 */
export const quickOrderProblems = [
  'columns',
  'quantity',
  'item-missing',
  'too-many-rows',
  'unknown-item',
  'unknown-color',
  'color-required',
  'unknown-size',
  'size-mismatch',
  ...reorderRefusals,
] as const;
export const QuickOrderProblem = z.enum(quickOrderProblems);
export type QuickOrderProblem = z.infer<typeof QuickOrderProblem>;

export const QuickOrderRowError = z.object({
  row: z.number().int(),
  /** The row as sent, so a person recognises it. */
  text: z.string(),
  problem: QuickOrderProblem,
});
export type QuickOrderRowError = z.infer<typeof QuickOrderRowError>;

/** The carts changed, the lines added (`lineNo` is the row) and the rows not added, in row order. */
export const QuickOrderResponse = z.object({
  carts: z.array(ReorderCart),
  added: z.array(ReorderedLine),
  rowErrors: z.array(QuickOrderRowError),
});
export type QuickOrderResponse = z.infer<typeof QuickOrderResponse>;

/** One cell of the size × colour grid: a variant (a size of a colour) and how many pieces. */
export const GridLine = z.object({
  variantId: requiredId('variantId', 128),
  quantity: lineQuantity(),
});

export const AddGridLinesBody = z.object({
  area: AreaInfo,
  productId: requiredId('productId', 128),
  /** The unit of measure of every cell (the grid shows one unit at a time); `CU` by default. */
  unitId: z.string().min(1).max(32).default('CU'),
  lines: z.array(GridLine).min(1, 'lines must hold at least one cell').max(maxQuickOrderRows),
  /**
   * Optional (ADR 77, ADR 91): the trade-show page sends the lines it kept on the device with one id per product
   * and send, so a send repeated after a lost answer or a closed tab adds once.
   */
  requestId: RequestId.optional(),
});
export type AddGridLinesBody = z.infer<typeof AddGridLinesBody>;

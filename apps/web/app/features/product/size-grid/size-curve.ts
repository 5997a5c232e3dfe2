import type { ProductPrepack } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import type { GridModel } from './grid-model.ts';

/** The most of one size a curve may ask for in one pack, and the most packs (ADR 90). */
export const maxCurvePart = 999;
export const maxPacks = 999;

/** Why a typed curve or pack count cannot be applied; each names what to change. */
export type CurveProblem =
  | { kind: 'empty' }
  | { kind: 'not-a-number'; part: string }
  | { kind: 'length'; given: number; sizes: number }
  | { kind: 'all-zero' }
  | { kind: 'packs' }
  | { kind: 'no-colour' }
  | { kind: 'too-many'; quantity: number };

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: CurveProblem };

const wholeNumber = /^\d+$/;

/**
 * A curve as a dealer types it: one whole number per size, smallest size first, separated by dashes, spaces,
 * commas or slashes ('1-2-2-1', '1 2 2 1'); at most as many numbers as the grid has sizes (a shorter curve
 * starts at a size the dealer picks). 0 leaves a size out; at least one size is above 0.
 */
export function parseCurve(text: string, sizeCount: number): Parsed<number[]> {
  const parts = text.split(/[\s,/-]+/).filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const bad = parts.find((part) => !wholeNumber.test(part) || Number(part) > maxCurvePart);
  if (bad !== undefined) return { ok: false, problem: { kind: 'not-a-number', part: bad } };
  if (parts.length > sizeCount) {
    return { ok: false, problem: { kind: 'length', given: parts.length, sizes: sizeCount } };
  }
  const curve = parts.map(Number);
  if (curve.every((part) => part === 0)) return { ok: false, problem: { kind: 'all-zero' } };
  return { ok: true, value: curve };
}

/** The number of packs: a whole number from 1 to `maxPacks`. */
export function parsePacks(text: string): Parsed<number> {
  const trimmed = text.trim();
  const packs = Number(trimmed);
  return wholeNumber.test(trimmed) && packs >= 1 && packs <= maxPacks
    ? { ok: true, value: packs }
    : { ok: false, problem: { kind: 'packs' } };
}

/** '1-2-2-1': how a curve is shown and remembered. */
export const formatCurve = (curve: readonly number[]): string => curve.join('-');

/**
 * A prepack as a curve over the grid's sizes and the size it starts at: its pieces per size from its first size
 * in the grid to its last, 0 between ('1-2-2-1' from 98 for a run over 98-116 of a 92-122 grid).
 */
export function prepackCurve(
  prepack: ProductPrepack,
  sizes: readonly string[],
): { curve: number[]; from: string | null } {
  const full = sizes.map((size) => prepack.sizes.find((entry) => entry.size === size)?.quantity ?? 0);
  const first = full.findIndex((quantity) => quantity > 0);
  if (first < 0) return { curve: [], from: null };
  const last = full.length - 1 - [...full].reverse().findIndex((quantity) => quantity > 0);
  return { curve: full.slice(first, last + 1), from: sizes[first] ?? null };
}

export type CurveFill = {
  /** Quantity per variant id of the chosen colours: curve × packs (0 where the curve leaves the size out). */
  quantities: Record<string, number>;
  /** Per chosen colour (grid order): its quantity per size (null where the colour lacks the size) and total. */
  rows: Array<{ colorCode: string; colorName: string; cells: Array<number | null>; total: number }>;
  /** Sizes the curve asks for that a chosen colour is not made in: nothing is filled there. */
  missing: Array<{ colorName: string; size: string }>;
  total: number;
};

/** The sizes a curve of `length` numbers can start at: every size that leaves room for the whole curve. */
export const startSizes = (sizes: readonly string[], length: number): string[] =>
  sizes.slice(0, Math.max(1, sizes.length - length + 1));

/**
 * The curve times the packs for each chosen colour of the grid (in the grid's unit, as its cells count), its
 * first number at the size `from` (the first size by default; moved back where the curve would run past the
 * last size). The chosen colours' other sizes get 0. Refused when no colour is chosen or a cell would pass
 * the line bound.
 */
export function fillByCurve(
  model: GridModel,
  curve: readonly number[],
  packs: number,
  colorCodes: ReadonlySet<string>,
  from: string | null = null,
): Parsed<CurveFill> {
  const chosen = model.rows.filter((row) => colorCodes.has(row.colorCode));
  if (chosen.length === 0) return { ok: false, problem: { kind: 'no-colour' } };
  const largest = Math.max(...curve) * packs;
  if (largest > maxLineQuantity) return { ok: false, problem: { kind: 'too-many', quantity: largest } };
  const at = from === null ? 0 : Math.max(0, model.sizes.indexOf(from));
  const start = Math.min(at, startSizes(model.sizes, curve.length).length - 1);
  const fill: CurveFill = { quantities: {}, rows: [], missing: [], total: 0 };
  for (const row of chosen) {
    const cells = row.cells.map((cell, column) => {
      const quantity = (curve[column - start] ?? 0) * packs;
      if (!cell) {
        if (quantity > 0) fill.missing.push({ colorName: row.colorName, size: model.sizes[column] ?? '' });
        return null;
      }
      fill.quantities[cell.variantId] = quantity;
      return quantity;
    });
    const total = cells.reduce<number>((sum, quantity) => sum + (quantity ?? 0), 0);
    fill.rows.push({ colorCode: row.colorCode, colorName: row.colorName, cells, total });
    fill.total += total;
  }
  return { ok: true, value: fill };
}

/**
 * The grid's cells after a fill: the chosen colours' cells take the curve's quantities (empty where it gives
 * 0), every other cell keeps what the dealer typed.
 */
export function applyFill(
  quantities: Readonly<Record<string, string>>,
  fill: CurveFill,
): Record<string, string> {
  const next = { ...quantities };
  for (const [variantId, quantity] of Object.entries(fill.quantities)) {
    next[variantId] = quantity > 0 ? String(quantity) : '';
  }
  return next;
}

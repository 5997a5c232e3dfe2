import { orderTypeForColor, type StockLevel } from '@shop/commerce';
import type { Product } from '@shop/contracts';
import { readQuantity } from '../../../lib/quantity-input.ts';
import { piecesPerUnitOf, variantStock } from '../product-stock.ts';

/** One cell of the size × colour grid: a variant with its stock on hand (null where the colour lacks the size). */
export type GridCell = { variantId: string; onHand: number; level: StockLevel } | null;

export type GridRow = {
  colorCode: string;
  colorName: string;
  /** The basket the colour's lines go into (the shop's rule), and its delivery drop when presold. */
  orderType: 'Stock' | 'Preorder';
  drop: { code: string; name: string; availableDate: string } | null;
  /** One per size of `GridModel.sizes`, in that order. */
  cells: GridCell[];
};

export type GridModel = { sizes: string[]; rows: GridRow[] };

/**
 * The grid of a product in one unit: a row per colour that can be ordered now (the colour's order type picks
 * its basket, as add to cart does), a column per size in the product's size order.
 */
export function gridModel(product: Product, unitId: string, today: string): GridModel {
  const sizes: string[] = [];
  for (const variant of product.variants) if (!sizes.includes(variant.size)) sizes.push(variant.size);
  const rows: GridRow[] = [];
  for (const [colorCode, color] of Object.entries(product.colors)) {
    const orderType = orderTypeForColor(color);
    if (!orderType) continue;
    const cells = sizes.map((size): GridCell => {
      const variant = product.variants.find((v) => v.colorCode === colorCode && v.size === size);
      if (!variant) return null;
      const stock = variantStock(product.stocks, variant.id, unitId, today, piecesPerUnitOf(product, unitId));
      return { variantId: variant.id, onHand: stock.onHand, level: stock.level };
    });
    const drop = orderType === 'Preorder' ? color.deliveryDrop : null;
    rows.push({ colorCode, colorName: color.colorName, orderType, drop, cells });
  }
  return { sizes, rows };
}

/**
 * A cell's text as typed, by the one quantity rule (issue 28): a whole number from 0 (nothing of this size) to
 * the line bound, or null when it is not one (2.5, 1e3, 100001, text). Empty is 0.
 */
export function cellQuantity(text: string): number | null {
  if (text.trim() === '') return 0;
  const typed = readQuantity(text, true);
  return typed.ok ? typed.quantity : null;
}

export type GridTotals = { rows: number[]; columns: number[]; total: number };

/** Totals per colour, per size and overall of the valid quantities typed (by variant id). */
export function gridTotals(model: GridModel, quantities: Readonly<Record<string, string>>): GridTotals {
  const rows = model.rows.map(() => 0);
  const columns = model.sizes.map(() => 0);
  model.rows.forEach((row, r) => {
    row.cells.forEach((cell, c) => {
      const quantity = cell ? (cellQuantity(quantities[cell.variantId] ?? '') ?? 0) : 0;
      rows[r] = (rows[r] ?? 0) + quantity;
      columns[c] = (columns[c] ?? 0) + quantity;
    });
  });
  return { rows, columns, total: rows.reduce((sum, value) => sum + value, 0) };
}

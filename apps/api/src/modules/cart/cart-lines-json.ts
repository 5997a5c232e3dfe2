import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { cartLines } from './cart.tables.ts';
import type { CartLineRow } from './cart-view.ts';

/** A cart line as `linesJsonAgg` gives it: the row's fields, its time as text. */
export type LineJson = Omit<CartLineRow, 'createdAt'> & { createdAt: string };

const columns = Object.entries(getTableColumns(cartLines));

/** Every column of `cart_lines`, for a select list that must match another one (`UNION ALL`). */
export const lineColumnList = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));

/**
 * The rows of `l` (a `cart_lines` row source, aliased l) as one JSON array of `LineJson`, in the order they were
 * added: `SELECT ${linesJsonAgg} FROM … l`. One value, so a statement can answer lines beside other columns.
 */
export const linesJsonAgg: SQL = sql.raw(
  `coalesce(json_agg(json_build_object(${columns
    .map(([key, column]) => `'${key}', l."${column.name}"`)
    .join(', ')}) ORDER BY l.created_at, l.id), '[]'::json)`,
);

export const toLineRows = (lines: readonly LineJson[]): CartLineRow[] =>
  lines.map((line) => ({ ...line, createdAt: new Date(line.createdAt) }));

import { eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { outerColumn } from '../../lib/outer-column.ts';
import { customers } from './customer.tables.ts';

/** One text column of the customers with these numbers, by number (one statement; unknown numbers are missing). */
async function columnByNumber(
  ctx: Ctx,
  customerNumbers: ReadonlyArray<string>,
  column: typeof customers.name | typeof customers.currencyCode,
): Promise<Map<string, string>> {
  const unique = [...new Set(customerNumbers)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ customerNumber: customers.customerNumber, value: column })
    .from(customers)
    .where(inArray(customers.customerNumber, unique));
  return new Map(rows.map((row) => [row.customerNumber, row.value]));
}

/** The names of the customers with these numbers (unknown numbers are missing from the map). */
export const customerNamesByNumbers = (ctx: Ctx, customerNumbers: ReadonlyArray<string>) =>
  columnByNumber(ctx, customerNumbers, customers.name);

/** The currency of each customer with one of these numbers (unknown numbers are missing). */
export const customerCurrencies = (ctx: Ctx, customerNumbers: ReadonlyArray<string>) =>
  columnByNumber(ctx, customerNumbers, customers.currencyCode);

/**
 * The numbers of the customers whose name matches an ILIKE pattern, as a subquery (`x IN …`): a module that
 * searches its rows by their customer's name filters in its own statement.
 */
export function customerNumbersNamedLike(pattern: string): SQL {
  return sql`(SELECT ${customers.customerNumber} FROM ${customers} WHERE ${customers.name} ILIKE ${pattern})`;
}

/** The name of the customer with the number (a column or expression), as a scalar subquery in the caller's statement. */
export function customerNameOf(customerNumber: SQLWrapper): SQL<string | null> {
  return sql`(SELECT ${customers.name} FROM ${customers} WHERE ${customers.customerNumber} = ${outerColumn(customerNumber)})`;
}

/** The numbers of the active customers, as a subquery (`x IN …`). */
export function activeCustomerNumbers(): SQL {
  return sql`(SELECT ${customers.customerNumber} FROM ${customers} WHERE ${customers.active} = true)`;
}

/** Whether a customer exists and is active (null: no customer has the number). */
export async function customerActivity(
  ctx: Ctx,
  customerNumber: string,
): Promise<{ customerNumber: string; active: boolean } | null> {
  const [row] = await ctx.db
    .select({ customerNumber: customers.customerNumber, active: customers.active })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  return row ?? null;
}

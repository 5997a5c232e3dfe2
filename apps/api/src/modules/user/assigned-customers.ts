import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { outerColumn } from '../../lib/outer-column.ts';
import { salesPersonCustomers } from './user.tables.ts';

/*
 * The customers assigned to a sales person (sales_person_customers, ADR 45/46) as parts of the caller's own
 * statement: a module that lists customers, orders or carts in a sales person's scope filters in one query
 * without reading the assignment table itself.
 */

/** A condition that the sales person is assigned the customer (a column or value). */
export function isAssignedCustomer(userId: string, customerNumber: SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM ${salesPersonCustomers} WHERE ${salesPersonCustomers.customerNumber} = ${outerColumn(customerNumber)} AND ${salesPersonCustomers.userId} = ${userId})`;
}

/** The customer numbers assigned to the sales person, as a subquery (`x IN …`). */
export function assignedCustomerNumbers(userId: string): SQL {
  return sql`(SELECT ${salesPersonCustomers.customerNumber} FROM ${salesPersonCustomers} WHERE ${salesPersonCustomers.userId} = ${userId})`;
}

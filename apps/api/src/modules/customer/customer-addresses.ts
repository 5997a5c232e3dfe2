import type { CustomerAddress } from '@shop/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { customerAddresses, customers } from './customer.tables.ts';

/**
 * GetAddresses: the shipping and billing addresses of the customer acted for (default ones first), with the
 * customer's e-mail and phone for the checkout form. A not-logged-in visitor has none (an empty list); a sales
 * user acting for nobody gets 403.
 */
export async function getCustomerAddresses(ctx: Ctx): Promise<Array<z.infer<typeof CustomerAddress>>> {
  if (!ctx.user) return [];
  const customerNumber = ctx.customerNumber;
  if (customerNumber === null) throw forbidden();
  const rows = await ctx.db
    .select({ address: customerAddresses, email: customers.email, phone: customers.phone })
    .from(customerAddresses)
    .innerJoin(customers, eq(customers.customerNumber, customerAddresses.customerNumber))
    .where(eq(customerAddresses.customerNumber, customerNumber))
    .orderBy(asc(customerAddresses.kind), desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return rows.map(({ address, email, phone }) => ({
    id: String(address.id),
    kind: address.kind,
    isDefault: address.isDefault,
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    email,
    phone,
  }));
}

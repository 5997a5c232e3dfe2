import { normalizeVatNumber } from '@shop/commerce';
import type { ErpCustomer } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { customerAddresses, customers } from './customer.tables.ts';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = Omit<typeof customerAddresses.$inferSelect, 'id' | 'customerNumber'>;

/** The addresses the ERP's data makes: the billing address, then the shipping ones, the first the default. */
function addressesOf(customer: ErpCustomer): AddressRow[] {
  return [
    { ...customer.billingAddress, kind: 'billing', isDefault: true },
    ...customer.shippingAddresses.map((address, index) => ({
      ...address,
      kind: 'shipping' as const,
      isDefault: index === 0,
    })),
  ];
}

const addressFields = [
  'kind',
  'name',
  'address1',
  'address2',
  'postalCode',
  'city',
  'countryCode',
  'isDefault',
] as const satisfies readonly (keyof AddressRow)[];

const sameAddresses = (a: readonly AddressRow[], b: readonly AddressRow[]) =>
  a.length === b.length &&
  a.every((address, index) => addressFields.every((field) => address[field] === b[index]?.[field]));

/**
 * PostCustomer of the ERP over HTTP (ADR 87): creates the customer with this number or replaces its master data
 * and addresses whole, in one transaction, recorded in the audit log with the fields that changed. The same data
 * again writes nothing (`changed: false`). The caller has checked the price group (the pricing module's). The
 * customer's users are the shop's and stay; the data is read on each request (token lookup), so the change is
 * in force on the customer's next request.
 */
export async function replaceCustomerFromErp(
  ctx: Ctx,
  customer: ErpCustomer,
): Promise<{ created: boolean; changed: boolean; customerNumber: string }> {
  const { customerNumber } = customer;
  const row: CustomerRow = {
    customerNumber,
    name: customer.name,
    active: customer.active,
    currencyCode: customer.currencyCode,
    rrpCurrencyCode: customer.rrpCurrencyCode ?? customer.currencyCode,
    priceGroupCode: customer.priceGroupCode,
    minOrderAmount: customer.minOrderAmount,
    minOrderAmountPre: customer.minOrderAmountPre,
    shipmentMethodCode: customer.shipmentMethodCode,
    blockedStatus: customer.blockedStatus,
    countryCode: customer.countryCode,
    languageCode: customer.languageCode,
    email: customer.email,
    phone: customer.phone,
    vatNumber: customer.vatNumber ? normalizeVatNumber(customer.vatNumber) : null,
    paymentTerms: customer.paymentTerms,
  };
  const addresses = addressesOf(customer);
  return withTransaction(ctx, async (scoped) => {
    const [before] = await scoped.db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber))
      .for('update');
    const beforeAddresses = before
      ? await scoped.db
          .select({
            kind: customerAddresses.kind,
            name: customerAddresses.name,
            address1: customerAddresses.address1,
            address2: customerAddresses.address2,
            postalCode: customerAddresses.postalCode,
            city: customerAddresses.city,
            countryCode: customerAddresses.countryCode,
            isDefault: customerAddresses.isDefault,
          })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerNumber, customerNumber))
          .orderBy(asc(customerAddresses.id))
      : [];
    const changedFields = before
      ? (Object.keys(row) as (keyof CustomerRow)[]).filter((field) => before[field] !== row[field])
      : [];
    const addressesChanged = !sameAddresses(beforeAddresses, addresses);
    if (before && changedFields.length === 0 && !addressesChanged) {
      return { created: false, changed: false, customerNumber };
    }
    if (before) {
      await scoped.db.update(customers).set(row).where(eq(customers.customerNumber, customerNumber));
    } else {
      await scoped.db.insert(customers).values(row);
    }
    if (addressesChanged) {
      await scoped.db.delete(customerAddresses).where(eq(customerAddresses.customerNumber, customerNumber));
      await scoped.db
        .insert(customerAddresses)
        .values(addresses.map((address) => ({ ...address, customerNumber })));
    }
    await recordAudit(
      scoped,
      {
        action: 'customer.erp-update',
        entity: 'customer',
        entityId: customerNumber,
        customerNumber,
        details: before
          ? {
              changed: Object.fromEntries(
                changedFields.map((field) => [field, { from: before[field], to: row[field] }]),
              ),
              addressesChanged,
            }
          : {
              created: true,
              name: row.name,
              currencyCode: row.currencyCode,
              priceGroupCode: row.priceGroupCode,
            },
      },
      { always: true },
    );
    return { created: !before, changed: true, customerNumber };
  });
}

import { normalizeVatNumber } from '@shop/commerce';
import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { customerAddresses, customers } from './customer.tables.ts';

/** A postal address of a new customer. */
export type NewCustomerAddress = {
  address1: string;
  address2: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
};

/** What the shop knows of a new dealer (an approved application): the rest are a new dealer's defaults. */
export type NewCustomer = {
  name: string;
  countryCode: string;
  languageCode: LanguageCode;
  currencyCode: CurrencyCode;
  email: string;
  phone: string | null;
  vatNumber: string | null;
  billingAddress: NewCustomerAddress;
  shippingAddress: NewCustomerAddress;
};

/** A new dealer's price group: the wholesale group of its currency, as the demo's dealers have. */
export const wholesalePriceGroupOf = (currencyCode: CurrencyCode) => `B2B ${currencyCode}`;

/** A new dealer's shipment method until staff choose another. */
export const defaultShipmentMethodCode = 'DHL';

/**
 * Creates an active, unblocked customer with a default billing and a default shipping address, numbered from
 * customer_number_seq (C100001 on), and records it in the audit log. Pass the ctx of the caller's transaction to
 * create it together with other writes. Defaults: the wholesale price group of its currency, the RRP in the
 * same currency, shipment by DHL, minimum orders 0 (spec: 'minimum orders default to 0'); the VAT number is
 * stored as decideVat reads it (upper case, without spaces).
 */
export async function createCustomer(ctx: Ctx, customer: NewCustomer): Promise<{ customerNumber: string }> {
  return withTransaction(ctx, async (scoped) => {
    const [next] = await queryRows<{ n: string | number }>(
      scoped.db,
      sql`SELECT nextval('customer_number_seq') AS n`,
    );
    if (!next) throw new Error('customer_number_seq gave no number');
    const customerNumber = `C${next.n}`;
    const vatNumber = customer.vatNumber ? normalizeVatNumber(customer.vatNumber) : null;
    await scoped.db.insert(customers).values({
      customerNumber,
      name: customer.name,
      active: true,
      currencyCode: customer.currencyCode,
      rrpCurrencyCode: customer.currencyCode,
      priceGroupCode: wholesalePriceGroupOf(customer.currencyCode),
      shipmentMethodCode: defaultShipmentMethodCode,
      blockedStatus: 'None',
      countryCode: customer.countryCode,
      languageCode: customer.languageCode,
      email: customer.email,
      phone: customer.phone,
      vatNumber,
    });
    await scoped.db.insert(customerAddresses).values([
      { ...customer.billingAddress, customerNumber, name: customer.name, kind: 'billing', isDefault: true },
      { ...customer.shippingAddress, customerNumber, name: customer.name, kind: 'shipping', isDefault: true },
    ]);
    await recordAudit(
      scoped,
      {
        action: 'customer.create',
        entity: 'customer',
        entityId: customerNumber,
        details: {
          name: customer.name,
          countryCode: customer.countryCode,
          currencyCode: customer.currencyCode,
          vatNumber,
        },
        customerNumber,
      },
      { always: true },
    );
    return { customerNumber };
  });
}

import { defaultPaymentTerms, type PaymentTermsCode } from '@shop/commerce';
import { boolean, integer, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Numbers of customers the shop creates itself (an approved dealer application): C100001 on. */
export const customerNumberSeq = pgSequence('customer_number_seq', { startWith: 100001 });

/** A dealer. Amounts are minor units excluding VAT. */
export const customers = pgTable('customers', {
  customerNumber: text('customer_number').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull(),
  currencyCode: text('currency_code').notNull(),
  rrpCurrencyCode: text('rrp_currency_code'),
  priceGroupCode: text('price_group_code').notNull(),
  minOrderAmount: integer('min_order_amount').notNull().default(0),
  minOrderAmountPre: integer('min_order_amount_pre').notNull().default(0),
  shipmentMethodCode: text('shipment_method_code').notNull(),
  blockedStatus: text('blocked_status').notNull().default('None'),
  countryCode: text('country_code').notNull(),
  languageCode: text('language_code').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  vatNumber: text('vat_number'),
  /** The customer's payment terms (packages/commerce payment-terms.ts), set by back-office staff. */
  paymentTerms: text('payment_terms').$type<PaymentTermsCode>().notNull().default(defaultPaymentTerms),
});

export const customerAddresses = pgTable('customer_addresses', {
  id: serial('id').primaryKey(),
  customerNumber: text('customer_number')
    .notNull()
    .references(() => customers.customerNumber, { onDelete: 'cascade' }),
  kind: text('kind').$type<'shipping' | 'billing'>().notNull(),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
  isDefault: boolean('is_default').notNull(),
});

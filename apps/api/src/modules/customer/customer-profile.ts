import { customers } from './customer.tables.ts';

/** The columns pricing and stock read of the customer a request acts for. */
export const customerProfileColumns = {
  customerNumber: customers.customerNumber,
  active: customers.active,
  currencyCode: customers.currencyCode,
  rrpCurrencyCode: customers.rrpCurrencyCode,
  priceGroupCode: customers.priceGroupCode,
};

/** A customer's pricing profile as stored; `findActingCustomer` checks its currencies. */
export type CustomerProfile = {
  customerNumber: string;
  active: boolean;
  currencyCode: string;
  rrpCurrencyCode: string | null;
  priceGroupCode: string;
};

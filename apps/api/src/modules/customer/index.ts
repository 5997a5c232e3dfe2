/** The customer module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export { createCustomer, type NewCustomer, type NewCustomerAddress } from './create-customer.ts';
export { backofficeCustomerHandlers, customerHandlers } from './customer.routes.ts';
export {
  activeCustomerNumbers,
  customerActivity,
  customerCurrencies,
  customerNameOf,
  customerNamesByNumbers,
  customerNumbersNamedLike,
} from './customer-names.ts';
export {
  actingCustomer,
  type CustomerProfile,
  customerProfileOf,
  findCustomerDocumentDetails,
  loadCustomerProfile,
  pricedCustomer,
  toCustomerProfile,
} from './customer-profile.ts';
export { replaceCustomerFromErp } from './erp-customer.ts';
export type { SalesContactsOf } from './get-sales-contacts.ts';

/** The customer module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { customerRoutes } from './customer.routes.ts';
export * from './customer.tables.ts';
export {
  actingCustomer,
  type CustomerProfile,
  customerProfileColumns,
  loadCustomerProfile,
  toCustomerProfile,
} from './customer-profile.ts';
export type { SalesContactsOf } from './get-sales-contacts.ts';

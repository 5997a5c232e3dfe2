/**
 * Every table of every module for drizzle's client and drizzle-kit. It imports the `*.tables.ts` files, not the
 * modules' index files: a module's index pulls in its routes and services, which import the database client,
 * which imports this file (ADR 29 exempts the database layer).
 */
export * from '../modules/area/area.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/customer/customer.tables.ts';
export * from '../modules/dealer-application/dealer-application.tables.ts';
export * from '../modules/erp/erp.tables.ts';
export * from '../modules/feeds/feeds.tables.ts';
export * from '../modules/forms/forms.tables.ts';
export * from '../modules/jobs/jobs.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/merchandising/merchandising.tables.ts';
export * from '../modules/order/order.tables.ts';
export * from '../modules/payment/payment.tables.ts';
export * from '../modules/personal-data/personal-data.tables.ts';
export * from '../modules/pricing/pricing.tables.ts';
export * from '../modules/proposal/proposal.tables.ts';
export * from '../modules/search/search.tables.ts';
export * from '../modules/stock/stock.tables.ts';
export * from '../modules/user/user.tables.ts';

export * from '../modules/area/area.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/customer/customer.tables.ts';
export * from '../modules/pricing/pricing.tables.ts';
export * from '../modules/search/search.tables.ts';
export * from '../modules/stock/stock.tables.ts';
export * from '../modules/user/user.tables.ts';

export * from './money.ts';
export * from './pagination.ts';
export * from './pricing/price-rules.ts';
export * from './pricing/product-key.ts';
export * from './pricing/resolve-price.ts';
export * from './stock-level.ts';

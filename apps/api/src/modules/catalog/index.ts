/** The catalog module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export * from './catalog.tables.ts';
export { loadProductBases, type ProductBase, productCachePrefix } from './load-product-bases.ts';

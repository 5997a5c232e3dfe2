/** The catalog module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { categoryNameOf, findCategoryContent, findProductContent } from './catalog-content.ts';
export { type CatalogUrls, categoryUrls, productUrls } from './catalog-urls.ts';
export {
  type CatalogueName,
  catalogueNameKey,
  loadCatalogueNames,
  nameLinesIn,
} from './catalogue-names.ts';
export { loadProductBases, type ProductBase, productCachePrefix } from './load-product-bases.ts';
export { productIdsByNumber } from './product-ids-by-number.ts';

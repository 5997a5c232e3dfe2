/** The pricing module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { getCatalogueUnitPrices } from './catalogue-unit-prices.ts';
export { externalPriceStrategy } from './external-price-strategy.ts';
export { internalPriceStrategy } from './internal-price-strategy.ts';
export { priceRulesCachePrefix } from './load-price-rules.ts';
export { priceHandlers } from './price.routes.ts';
export { callerRetailAudience, netAudience, retailAudience, sessionDraftCurrency } from './price-audience.ts';
export { priceGroupCurrencies } from './price-group-currencies.ts';
export type {
  ExternalPriceRequest,
  ExternalPriceSource,
  PriceAudience,
  PricedLine,
  PriceLine,
  PriceReport,
  PriceStrategy,
} from './price-strategy.ts';
export {
  type PriceListAudience,
  type PriceListRow,
  type PriceListsResult,
  priceGroupOf,
  setPriceLists,
} from './set-price-lists.ts';

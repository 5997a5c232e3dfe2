/** The stock module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export { type StockLevel, setStockLevels } from './set-stock-levels.ts';
export {
  getStockByProductIds,
  getStockByVariantIds,
  type ProductStocks,
  type StockRow,
  stockRowsSql,
  toProductStocks,
} from './stock.service.ts';
export { putBackOnHandStock, type StockNeed, takeOnHandStock } from './take-stock.ts';

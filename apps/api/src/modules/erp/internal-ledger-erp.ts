import { internalPriceStrategy } from '../pricing/internal-price-strategy.ts';
import type { Erp } from './erp.ts';

/**
 * The built-in ERP, so the shop runs alone: its prices are the shop's own price rules, so a dealer's net
 * price is the same whichever calculation mode is configured.
 */
export const internalLedgerErp: Erp = {
  name: 'internal-ledger',
  priceTimeoutMs: 2000,
  getPrices: (ctx, request) => internalPriceStrategy.getPrices(ctx, request.audience, request.lines),
};

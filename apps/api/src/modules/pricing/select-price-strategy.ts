import type { Ctx } from '../../lib/context.ts';
import { selectErp } from '../erp/select-erp.ts';
import { externalPriceStrategy } from './external-price-strategy.ts';
import { internalPriceStrategy } from './internal-price-strategy.ts';
import type { PriceStrategy } from './price-strategy.ts';

/**
 * The one place where the price calculation mode becomes a strategy. "Logged in" means a user token (a
 * dealer, or sales staff with or without an impersonated customer); anonymous visitors and not-logged-in
 * tokens are not.
 */
export function selectPriceStrategy(ctx: Ctx): PriceStrategy {
  const external = () => externalPriceStrategy(selectErp(ctx.config.erp));
  switch (ctx.config.priceCalculationMode) {
    case 'InternallyCalculateAll':
      return internalPriceStrategy;
    case 'ExternallyCalculateAll':
      return external();
    case 'InternallyCalculateNotLoggedIn':
      return ctx.auth.kind === 'user' ? external() : internalPriceStrategy;
  }
}

import type { ResolvedPrice } from '@shop/commerce';
import type { CurrencyCode } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';

/** One line to price: a product key plus the quantity. `variantId` null is the product-level price. */
export type PriceLine = { productId: string; variantId: string | null; unitId: string; quantity: number };

/**
 * Whose prices are asked: a customer's net prices (customerNumber set, their price group and currency) or
 * retail prices (customerNumber null, a retail price group).
 */
export type PriceAudience = {
  customerNumber: string | null;
  priceGroupCode: string;
  currencyCode: CurrencyCode;
};

/** A priced line; lines without a price are left out of an answer. Amounts in minor units of the audience. */
export type PricedLine = { line: PriceLine; price: ResolvedPrice };

/**
 * How prices are calculated (DESIGN 'Policy behind strategies'). wiring.ts picks one per
 * caller from the price calculation mode; nothing else decides.
 */
export interface PriceStrategy {
  readonly name: 'internal' | 'external';
  getPrices(
    ctx: Ctx,
    audience: PriceAudience,
    lines: PriceLine[],
    report?: PriceReport,
  ): Promise<PricedLine[]>;
}

/** What the external strategy asks an outside price source for. */
export type ExternalPriceRequest = { audience: PriceAudience; lines: PriceLine[] };

/**
 * The port of the external strategy: where outside prices come from. Pricing declares it and the ERP module
 * implements it (its `Erp` is one), so pricing never names the ERP; wiring.ts hands the configured ERP in.
 */
export interface ExternalPriceSource {
  /** Short name for logs. */
  readonly name: string;
  /** How long a price lookup may take before the strategy stops waiting and calculates internally. */
  readonly priceTimeoutMs: number;
  /** Prices of the lines for the audience; lines the source has no price for are left out. */
  getPrices(ctx: Ctx, request: ExternalPriceRequest): Promise<PricedLine[]>;
}

/**
 * Filled in by a strategy for callers that must tell the user how prices were made (CalculateCart's
 * usingFallbackStrategy): `usedFallback` turns true when the external strategy answered from its fallback.
 */
export type PriceReport = { usedFallback: boolean };

import type { Ctx } from '../../lib/context.ts';
import type { PriceAudience, PricedLine, PriceLine } from '../pricing/price-strategy.ts';

export type ErpPriceRequest = { audience: PriceAudience; lines: PriceLine[] };

/**
 * The ERP as the shop sees it. The built-in default is the internal ledger; a real adapter (Business
 * Central) implements the same interface. Any call may throw or hang: callers decide the fallback.
 */
export interface Erp {
  /** Short name for logs. */
  readonly name: string;
  /** How long a price lookup may take before the shop stops waiting and calculates internally. */
  readonly priceTimeoutMs: number;
  /** Prices of the lines for the audience; lines the ERP has no price for are left out. */
  getPrices(ctx: Ctx, request: ErpPriceRequest): Promise<PricedLine[]>;
}

/**
 * Which ERP the shop talks to (`ERP` in the environment: `internal`). `provided` plugs in an instance
 * built in code: an adapter wired by the server, or a test double.
 */
export type ErpConfig = { kind: 'internal' } | { kind: 'provided'; erp: Erp };

import type { ResolvedPrice } from '@shop/commerce';
import { internalPriceStrategy } from './internal-price-strategy.ts';
import type { ExternalPriceSource, PricedLine, PriceLine, PriceStrategy } from './price-strategy.ts';

const lineKey = (line: PriceLine) =>
  JSON.stringify([line.productId, line.variantId, line.unitId, line.quantity]);

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function isSanePrice(price: ResolvedPrice): boolean {
  return (
    isAmount(price.unitPrice) &&
    isAmount(price.netUnitPrice) &&
    price.netUnitPrice <= price.unitPrice &&
    (price.beforePrice === null || isAmount(price.beforePrice))
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prices from an outside source: the configured ERP (wiring.ts). When the ERP fails, hangs past its timeout or answers amounts that cannot be prices,
 * the answer comes from the internal strategy instead: the failure is logged for operators, and the caller
 * gets prices, never the ERP's error. Only asked lines are taken from an ERP answer.
 */
export function externalPriceStrategy(
  erp: ExternalPriceSource,
  fallback: PriceStrategy = internalPriceStrategy,
): PriceStrategy {
  return {
    name: 'external',
    async getPrices(ctx, audience, lines, report) {
      try {
        const answer = await withTimeout(erp.getPrices(ctx, { audience, lines }), erp.priceTimeoutMs);
        const asked = new Map(lines.map((line) => [lineKey(line), line]));
        const priced: PricedLine[] = [];
        for (const { line, price } of answer) {
          const original = asked.get(lineKey(line));
          if (!original) continue;
          if (!isSanePrice(price)) throw new Error(`unusable price for ${lineKey(line)}`);
          const beforePrice =
            price.beforePrice !== null && price.beforePrice > price.unitPrice ? price.beforePrice : null;
          priced.push({ line: original, price: { ...price, beforePrice } });
        }
        return priced;
      } catch (error) {
        ctx.log.warn(
          {
            erp: erp.name,
            reason: error instanceof Error ? error.message : String(error),
            lines: lines.length,
          },
          'ERP prices unavailable; calculated internally',
        );
        if (report) report.usedFallback = true;
        return fallback.getPrices(ctx, audience, lines);
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import type { Ctx } from '../../lib/context.ts';
import { createErpDouble } from '../../test-support/erp-double.ts';
import { externalPriceStrategy } from './external-price-strategy.ts';
import type { PriceAudience, PriceLine, PriceStrategy } from './price-strategy.ts';

const audience: PriceAudience = { customerNumber: 'C10001', priceGroupCode: 'B2B DKK', currencyCode: 'DKK' };
const lines: PriceLine[] = [
  { productId: 'NL10001', variantId: null, unitId: 'CU', quantity: 1 },
  { productId: 'NL10002', variantId: 'NL10002-rose-98', unitId: 'CU', quantity: 12 },
];

/** A context whose log records warnings; nothing here touches the database. */
function fakeCtx() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  const ctx = { config: testConfig(), log, now: new Date('2026-11-21T10:00:00Z') } as unknown as Ctx;
  return { ctx, warnings };
}

const internalAnswer = { unitPrice: 111, netUnitPrice: 100, beforePrice: null };
const fallback: PriceStrategy = {
  name: 'internal',
  getPrices: async (_ctx, _audience, asked) => asked.map((line) => ({ line, price: internalAnswer })),
};

describe('externalPriceStrategy', () => {
  it("answers the ERP's prices for the asked lines only", async () => {
    const erp = createErpDouble({
      kind: 'answer',
      price: (line) =>
        line.quantity === 12 ? { unitPrice: 900, netUnitPrice: 850, beforePrice: 1200 } : null,
    });
    const { ctx, warnings } = fakeCtx();
    const priced = await externalPriceStrategy(erp, fallback).getPrices(ctx, audience, lines);
    expect(priced).toEqual([
      { line: lines[1], price: { unitPrice: 900, netUnitPrice: 850, beforePrice: 1200 } },
    ]);
    expect(erp.requests).toEqual([{ audience, lines }]);
    expect(warnings).toEqual([]);
  });

  it('falls back to the internal strategy when the ERP fails, and logs why', async () => {
    const erp = createErpDouble({ kind: 'fail', message: 'connection refused by erp.example:7048' });
    const { ctx, warnings } = fakeCtx();
    const priced = await externalPriceStrategy(erp, fallback).getPrices(ctx, audience, lines);
    expect(priced.map((entry) => entry.price)).toEqual([internalAnswer, internalAnswer]);
    expect(warnings).toEqual([
      {
        fields: { erp: 'double-fail', reason: 'connection refused by erp.example:7048', lines: 2 },
        message: 'ERP prices unavailable; calculated internally',
      },
    ]);
  });

  it('stops waiting for an ERP that does not answer within its timeout', async () => {
    const erp = createErpDouble({ kind: 'hang' }, 30);
    const { ctx, warnings } = fakeCtx();
    const started = performance.now();
    const priced = await externalPriceStrategy(erp, fallback).getPrices(ctx, audience, lines);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(priced).toHaveLength(2);
    expect(warnings[0]?.fields.reason).toBe('no answer within 30 ms');
  });

  it('treats amounts that cannot be prices as an ERP failure', async () => {
    for (const bad of [
      { unitPrice: -5, netUnitPrice: -5, beforePrice: null },
      { unitPrice: 10.5, netUnitPrice: 10, beforePrice: null },
      { unitPrice: 100, netUnitPrice: 120, beforePrice: null },
    ]) {
      const { ctx, warnings } = fakeCtx();
      const erp = createErpDouble({ kind: 'answer', price: () => bad });
      const priced = await externalPriceStrategy(erp, fallback).getPrices(ctx, audience, lines);
      expect(priced.map((entry) => entry.price)).toEqual([internalAnswer, internalAnswer]);
      expect(warnings).toHaveLength(1);
    }
  });

  it('drops a before price that is not above the price', async () => {
    const erp = createErpDouble({
      kind: 'answer',
      price: () => ({ unitPrice: 500, netUnitPrice: 500, beforePrice: 400 }),
    });
    const { ctx } = fakeCtx();
    const priced = await externalPriceStrategy(erp, fallback).getPrices(ctx, audience, lines);
    expect(priced[0]?.price.beforePrice).toBeNull();
  });
});

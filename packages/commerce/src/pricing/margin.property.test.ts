import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineMargin, marginTotals } from './margin.ts';

const line = fc.record({
  netLinePrice: fc.integer({ min: 0, max: 50_000_000 }),
  retailUnitPrice: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 999 }),
});

describe('margin properties', () => {
  it('line margins add up to the total margin, and RRP less net is the margin on every line', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const margins = lines.map(lineMargin);
        for (const [i, margin] of margins.entries()) {
          if (!margin) continue;
          expect(margin.retailLinePrice - (lines[i]?.netLinePrice ?? 0)).toBe(margin.amount);
        }
        const totals = marginTotals(lines);
        const counted = margins.filter((margin) => margin !== null);
        if (counted.length === 0) {
          expect(totals).toBeNull();
          return;
        }
        expect(totals?.amount).toBe(counted.reduce((sum, margin) => sum + (margin?.amount ?? 0), 0));
        expect(totals?.retailLinePrice).toBe(counted.reduce((sum, m) => sum + (m?.retailLinePrice ?? 0), 0));
      }),
    );
  });

  it('the rate is at most 100 % and exact to a basis point', () => {
    fc.assert(
      fc.property(line, (l) => {
        const margin = lineMargin(l);
        if (!margin) return;
        expect(margin.basisPoints).toBeLessThanOrEqual(10_000);
        const exact = (margin.amount * 10_000) / margin.retailLinePrice;
        expect(Math.abs(margin.basisPoints - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCartChanges,
  singleUnitCode,
  type ValidationLine,
  validateCalculatedCart,
} from './validate-cart.ts';

const validationLine: fc.Arbitrary<Omit<ValidationLine, 'lineId'>> = fc.record({
  quantity: fc.integer({ min: -3, max: 60 }),
  unitId: fc.oneof(
    { weight: 5, arbitrary: fc.constant(singleUnitCode) },
    { weight: 1, arbitrary: fc.constant('PK3') },
    { weight: 1, arbitrary: fc.constant('PK5') },
  ),
  soldUnits: fc.constant([singleUnitCode, 'PK3']),
  deliveries: fc.array(
    fc.record({ date: fc.option(fc.constant('2026-03-01'), { nil: null }), quantity: fc.nat(20) }),
    {
      maxLength: 3,
    },
  ),
});
const lines = fc
  .array(validationLine, { maxLength: 500, size: 'max' })
  .map((all) => all.map((line, index) => ({ ...line, lineId: `L${index}` })));
const orderType = fc.constantFrom('Stock', 'Preorder');
const deliverable = (line: ValidationLine): number => line.deliveries.reduce((sum, d) => sum + d.quantity, 0);

describe('validateCalculatedCart properties', () => {
  it('leaves only positive lines in units the product is sold in, Stock lines within their deliveries, and is then satisfied', () => {
    fc.assert(
      fc.property(orderType, lines, (type, cart) => {
        const changes = validateCalculatedCart(type, cart);
        const after = applyCartChanges(cart, changes);
        for (const line of after) {
          expect(line.quantity).toBeGreaterThan(0);
          expect(line.soldUnits).toContain(line.unitId);
          if (type === 'Stock') expect(line.quantity).toBeLessThanOrEqual(deliverable(line));
        }
        expect(validateCalculatedCart(type, after)).toEqual([]);
      }),
    );
  });

  it('changes only what the rules require and never raises a quantity', () => {
    fc.assert(
      fc.property(orderType, lines, (type, cart) => {
        const changes = validateCalculatedCart(type, cart);
        const byId = new Map(cart.map((line) => [line.lineId, line]));
        for (const change of changes) {
          const line = byId.get(change.lineId) as ValidationLine;
          expect(change.from).toBe(line.quantity);
          if (change.kind === 'removed') {
            expect(change.to).toBe(0);
            expect(
              line.quantity <= 0 ||
                !line.soldUnits.includes(line.unitId) ||
                (type === 'Stock' && deliverable(line) === 0),
            ).toBe(true);
          } else {
            expect(change).toMatchObject({ reason: 'delivery', to: deliverable(line) });
            expect(change.to).toBeLessThan(change.from);
          }
        }
        const untouched = cart.filter((line) => !changes.some((change) => change.lineId === line.lineId));
        for (const line of untouched) {
          expect(line.quantity > 0 && line.soldUnits.includes(line.unitId)).toBe(true);
          if (type === 'Stock') expect(deliverable(line)).toBeGreaterThan(0);
        }
      }),
    );
  });
});

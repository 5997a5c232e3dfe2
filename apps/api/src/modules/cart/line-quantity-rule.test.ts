import { type Endpoint, maxLineQuantity } from '@shop/contracts';
import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { excelCalls, idsHeader } from '../../test-support/cart-excel-kit.ts';
import { area, cuKey, findVariant } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { workbookOf } from '../../test-support/xlsx-fixture.ts';

// Issue 28 "Quantities": one rule for every quantity a call takes (whole numbers from 1 to maxLineQuantity,
// 0 only where it removes), refused with a message naming the field and never rounded or clamped.
const shared = useSharedTestApp();

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
};
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Where a body schema holds a `quantity` field, as paths ('*' for every item of an array). */
function quantityPaths(schema: unknown, at: string[] = []): string[][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        key === 'quantity' ? [[...at, key]] : quantityPaths(field, [...at, key]),
      );
    case 'array':
      return quantityPaths(def.element, [...at, '*']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return quantityPaths(def.innerType, at);
    case 'pipe':
      return quantityPaths(def.in, at);
    default:
      return [];
  }
}

/** The example body with every quantity at `path` set to `value` (an absent array gets one item). */
function withQuantity(body: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '*') {
    const items = Array.isArray(body) && body.length > 0 ? body : [{}];
    return items.map((item) => withQuantity(item, rest, value));
  }
  const object = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return { ...object, [head]: withQuantity(object[head], rest, value) };
}

/**
 * Every JSON call of the contracts whose body takes a quantity a person enters: a new one joins this test by
 * itself. The ERP's inbound calls (access `erp`, ADR 87) report quantities the ERP booked, including stock of 0
 * and stock above a line's bound; they have their own bounds, tested in http-erp.test.ts.
 */
const quantityCalls = allEndpoints.flatMap((endpoint: Endpoint) => {
  const paths =
    endpoint.body && !endpoint.consumes && endpoint.access !== 'erp' ? quantityPaths(endpoint.body) : [];
  return paths.length > 0 ? [{ endpoint, paths }] : [];
});

const tokenFor: Record<string, string> = {
  visitor: 'dealer@nordlys.demo',
  customer: 'dealer@nordlys.demo',
  backoffice: 'manager@nordlys.demo',
};

// 2.5 and the text "1e3" are no whole numbers; 99999999999999999999 (JSON reads it as 1e20) and 100001 pass
// the bound.
const refused: unknown[] = [2.5, '1e3', '2', 1e20, maxLineQuantity + 1, -1, null];

describe('the quantity rule (issue 28)', () => {
  it('is the one rule of every call that takes a quantity: 2.5, "1e3", too big, -1 are 400 naming the field', async () => {
    expect(quantityCalls.map(({ endpoint }) => endpoint.operationId).sort()).toEqual([
      'addOrUpdateLines',
      'backofficeCreateCreditMemo',
      'cartAddGridLines',
      'customerCenterAddProposalToCart',
    ]);
    const tokens = new Map<string, string>();
    const wrong: string[] = [];
    for (const { endpoint, paths } of quantityCalls) {
      const username = tokenFor[endpoint.access];
      if (!username) throw new Error(`no caller for ${endpoint.access}`);
      const token = tokens.get(username) ?? (await loginAs(shared.app, username));
      tokens.set(username, token);
      for (const path of paths) {
        for (const value of refused) {
          const body = withQuantity(endpoint.example?.body, path, value);
          const answer = await callApiUnchecked(shared.app, endpoint, { body }, { token });
          const issues: Array<{ path: string; message: string }> = answer.json().issues ?? [];
          const named = issues.find((issue) => issue.path.endsWith('.quantity'));
          if (
            answer.statusCode !== 400 ||
            !named?.message.startsWith('quantity must be a whole number from 1 to 100000')
          )
            wrong.push(
              `${endpoint.operationId} ${JSON.stringify(value)}: ${answer.statusCode} ${answer.body}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes 0 only where it removes: a cart line yes, a grid cell no', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const grid = await callApiUnchecked(
      shared.app,
      endpoints.cart.addGridLines,
      { body: withQuantity(endpoints.cart.addGridLines.example?.body, ['lines', '*', 'quantity'], 0) },
      { token },
    );
    expect(grid.statusCode).toBe(400);
    expect(grid.json().message).toContain('quantity must be a whole number from 1 to 100000');
  });

  it('refuses 2.5, "1e3" and a 20-digit quantity in a quick order row, naming the row', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const variant = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 5 });
    const rows = ['2.5', '1e3', '99999999999999999999'].map((q) => `${variant.productId};${q}`);
    const answer = await callApiUnchecked(
      shared.app,
      endpoints.cart.quickOrder,
      { body: { area, text: rows.join('\n') } },
      { token },
    );
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json().rowErrors.map((error: { row: number; problem: string }) => [error.row, error.problem]),
    ).toEqual([
      [1, 'quantity'],
      [2, 'quantity'],
      [3, 'quantity'],
    ]);
    expect(answer.json().added).toEqual([]);
  });

  it('refuses 2.5, "1e3" and a too large quantity in an Excel import row, naming the row and column', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const variant = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 5 });
    const key = cuKey(variant);
    const file = await workbookOf([
      idsHeader,
      [key.productId, key.variantId, 'CU', 2.5],
      [key.productId, key.variantId, 'CU', '1e3'],
      [key.productId, key.variantId, 'CU', maxLineQuantity + 1],
    ]);
    const answer = await excelCalls(() => shared.app).importCart(token, { file });
    expect(answer.statusCode).toBe(400);
    const rowErrors: Array<{ row: number; column: string; message: string }> = answer.json().rowErrors;
    expect(rowErrors.map((error) => [error.row, error.column])).toEqual([
      [2, 'Quantity'],
      [3, 'Quantity'],
      [4, 'Quantity'],
    ]);
    for (const error of rowErrors) expect(error.message).toMatch(/^Quantity must be/);
  });
});

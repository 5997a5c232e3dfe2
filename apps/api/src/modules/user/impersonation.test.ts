import type { AllowedUsersToImpersonateResponse, Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { area, caller, cartCalls, cuKey, findVariant, visitorToken } from '../../test-support/cart-kit.ts';
import { placeOrder, twoProducts } from '../../test-support/customer-center-kit.ts';
import { loginAs, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { hashToken } from './token.service.ts';
import { authTokens } from './user.tables.ts';

const calls = endpoints.salesImpersonation;
const shared = useSharedTestApp();

const ask = (app: FastifyInstance, endpoint: Endpoint, body: unknown, token: string | null) =>
  callApiUnchecked(app, endpoint, body === undefined ? {} : { body }, { token });

async function allowed(app: FastifyInstance, token: string, body: unknown = {}) {
  const response = await ask(app, calls.getAllowedUsersToImpersonate, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AllowedUsersToImpersonateResponse;
}

const getUser = (app: FastifyInstance, token: string) =>
  callApiUnchecked(app, endpoints.user.getUser, {}, { token });

async function actAs(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const response = await ask(app, calls.impersonate, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; expiresAt: string; user: { customerNumber: string | null } };
}

describe('who may call the impersonation calls', () => {
  it('answers a visitor 401, an anonymous token and a dealer 403, sales staff and a manager 200', async () => {
    const { app } = shared;
    const visitor = await visitorToken(app);
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const cases: Array<[Endpoint, unknown]> = [
      [calls.getAllowedUsersToImpersonate, {}],
      [calls.impersonate, { customerNumber: 'C10001' }],
      [calls.unimpersonate, undefined],
      [calls.unimpersonateLowerCase, undefined],
    ];
    for (const [endpoint, body] of cases) {
      expect((await ask(app, endpoint, body, null)).statusCode, endpoint.operationId).toBe(401);
      expect((await ask(app, endpoint, body, visitor)).statusCode, endpoint.operationId).toBe(403);
      const refused = await ask(app, endpoint, body, dealer);
      expect(refused.statusCode, endpoint.operationId).toBe(403);
      expect(refused.json().errorCode).toBe('Forbidden');
      for (const username of ['sales@nordlys.demo', 'manager@nordlys.demo']) {
        const token = await loginAs(app, username);
        expect(
          (await ask(app, endpoint, body, token)).statusCode,
          `${endpoint.operationId} ${username}`,
        ).toBe(200);
      }
    }
    // The dealer's token was not touched by the refusals.
    expect((await getUser(app, dealer)).statusCode).toBe(200);
  });
});

describe('GetAllowedUsersToImpersonate', () => {
  it("lists a sales person's assigned customers with users, currency and blocked status; a manager sees all", async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const mine = await allowed(app, sales);
    expect(mine.customers.map((customer) => customer.customerNumber).sort()).toEqual([
      'C10001',
      'C20001',
      'C30001',
      'C80001',
    ]);
    expect(mine.totalCount).toBe(4);
    expect(mine.customers.map((customer) => customer.name)).toEqual(
      [...mine.customers.map((customer) => customer.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const danish = mine.customers.find((customer) => customer.customerNumber === 'C10001');
    expect(danish).toMatchObject({
      currencyCode: 'DKK',
      blocked: false,
      blockedStatus: 'None',
      active: true,
    });
    expect(danish?.users.map((user) => user.username)).toContain('dealer@nordlys.demo');
    expect(danish?.userCount).toBe(danish?.users.length);
    const blocked = mine.customers.find((customer) => customer.customerNumber === 'C80001');
    expect(blocked?.blocked).toBe(true);
    expect(blocked?.blockedStatus).not.toBe('None');

    const manager = await loginAs(app, 'manager@nordlys.demo');
    const all = await allowed(app, manager, { pageSize: 50 });
    expect(all.totalCount).toBeGreaterThanOrEqual(9);
    expect(all.customers.map((customer) => customer.customerNumber)).toEqual(
      expect.arrayContaining(['C40001', 'C90001']),
    );
    expect(all.customers.find((customer) => customer.customerNumber === 'C90001')?.active).toBe(false);
  });

  it('searches by name, number, city and user, case-insensitively, and pages', async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const numbersFor = async (search: string) =>
      (await allowed(app, sales, { search })).customers.map((customer) => customer.customerNumber);
    expect(await numbersFor('kinderladen')).toEqual(['C20001']);
    expect(await numbersFor('c3000')).toEqual(['C30001']);
    expect(await numbersFor('METTE')).toEqual(['C10001']);
    const city = (await allowed(app, sales)).customers.find((c) => c.customerNumber === 'C30001')?.city;
    expect(city).toBeTruthy();
    expect(await numbersFor(city ?? '')).toContain('C30001');
    // Another sales person's customer is never found, whatever the search.
    expect(await numbersFor('Maple')).toEqual([]);
    expect(await numbersFor('100%_')).toEqual([]);

    const first = await allowed(app, sales, { pageSize: 3, pageNr: 1 });
    const second = await allowed(app, sales, { pageSize: 3, pageNr: 2 });
    expect(first).toMatchObject({ pageCount: 2, totalCount: 4, pageSize: 3, pageNr: 1 });
    expect(first.customers).toHaveLength(3);
    expect(second.customers).toHaveLength(1);
    expect(new Set([...first.customers, ...second.customers].map((c) => c.customerNumber)).size).toBe(4);
    expect((await allowed(app, sales, { pageNr: 9 })).customers).toEqual([]);
  });

  it('refuses paging and search it cannot serve with 400 naming the field', async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    for (const [body, field] of [
      [{ pageSize: 51 }, 'pageSize'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageNr: 1.5 }, 'pageNr'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ search: 7 }, 'search'],
    ] as const) {
      const response = await ask(app, calls.getAllowedUsersToImpersonate, body, sales);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });
});

describe('Impersonate and Unimpersonate', () => {
  it('swaps the token: the new one acts for the customer, the old one is dead, stopping answers an own token', async () => {
    const app = await useTestApp();
    const login = await loginAs(app, 'sales@nordlys.demo');
    const [before] = await app.db
      .select({ expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(login)));
    const acting = await actAs(app, login, { customerNumber: 'C10001' });
    expect(acting.token).not.toBe(login);
    expect(acting.user).toMatchObject({
      customerNumber: 'C10001',
      extraInfo: { impersonatorName: 'Sofie Sælger' },
      customer: { customerNumber: 'C10001' },
    });
    expect(Date.parse(acting.expiresAt)).toBe(before?.expiresAt.getTime());
    expect((await getUser(app, login)).statusCode).toBe(401);
    const seen = (await getUser(app, acting.token)).json();
    expect(seen).toMatchObject({ customerNumber: 'C10001', extraInfo: { impersonatorName: 'Sofie Sælger' } });
    // Acting, the session reaches the customer's own data.
    const orders = await callApiUnchecked(
      app,
      endpoints.customerCenter.getOrders,
      { body: { searchOptions: {} } },
      { token: acting.token },
    );
    expect(orders.statusCode, orders.body).toBe(200);

    // Switching directly to another assigned customer, named by one of its users.
    const switched = await actAs(app, acting.token, { userId: 'u-shop-uk' });
    expect(switched.user.customerNumber).toBe('C30001');
    expect((await getUser(app, acting.token)).statusCode).toBe(401);

    const stopped = await ask(app, calls.unimpersonate, undefined, switched.token);
    expect(stopped.statusCode, stopped.body).toBe(200);
    const own = stopped.json();
    expect(own.user).toMatchObject({ customerNumber: null, extraInfo: { impersonatorName: null } });
    expect((await getUser(app, switched.token)).statusCode).toBe(401);
    expect((await getUser(app, own.token)).json()).toMatchObject({
      customerNumber: null,
      name: 'Sofie Sælger',
    });

    // The spec's lower-case path answers the same way.
    const again = await actAs(app, own.token, { customerNumber: 'C20001' });
    const lower = await app.inject({
      method: 'POST',
      url: '/api/salesimpersonation/unimpersonate',
      headers: { authorization: `Bearer ${again.token}` },
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().user.customerNumber).toBeNull();
    expect((await getUser(app, again.token)).statusCode).toBe(401);

    // Starting and stopping are audited with the sales user and the customer.
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, 'u-sales'), eq(auditLog.entity, 'customer')));
    expect(entries.map((entry) => [entry.action, entry.customerNumber, entry.impersonatorUserId])).toEqual([
      ['impersonation.start', 'C10001', 'u-sales'],
      ['impersonation.start', 'C30001', 'u-sales'],
      ['impersonation.stop', 'C30001', 'u-sales'],
      ['impersonation.start', 'C20001', 'u-sales'],
      ['impersonation.stop', 'C20001', 'u-sales'],
    ]);
  });

  it('ends a draft-editing session too: the new token edits no draft and acts for no one', async () => {
    const app = await useTestApp();
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const area = { areaId: 'b2b', languageCode: 'en' } as const;
    const created = await ask(
      app,
      endpoints.proposal.createProposalDraft,
      { area, currencyCode: 'DKK', name: 'AW27 picks' },
      sales,
    );
    expect(created.statusCode, created.body).toBe(200);
    const editing = await ask(
      app,
      endpoints.proposal.getProposalUser,
      { areaInfo: area, draftId: created.json().id, currencyCode: 'DKK' },
      sales,
    );
    expect(editing.statusCode, editing.body).toBe(200);
    const draftToken = editing.json().token as string;
    expect((await getUser(app, draftToken)).json().roles).toContain('proposal');

    const stopped = await ask(app, calls.unimpersonateLowerCase, undefined, draftToken);
    expect(stopped.statusCode, stopped.body).toBe(200);
    const own = (await getUser(app, stopped.json().token)).json();
    expect(own.roles).not.toContain('proposal');
    expect(own.customerNumber).toBeNull();
    const [row] = await app.db
      .select({ draftId: authTokens.draftId, acting: authTokens.actingCustomerNumber })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(stopped.json().token)));
    expect(row).toEqual({ draftId: null, acting: null });
    expect((await getUser(app, draftToken)).statusCode).toBe(401);
  });

  it('refuses a customer not assigned (403, existing or not), an inactive one (409); a blocked one may be acted for', async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    for (const body of [
      { customerNumber: 'C40001' },
      { customerNumber: 'C99999' },
      { userId: 'u-store-us' },
    ]) {
      const refused = await ask(app, calls.impersonate, body, sales);
      expect(refused.statusCode, JSON.stringify(body)).toBe(403);
      expect(refused.json().errorCode).toBe('Forbidden');
    }
    // The refusals left the session as it was.
    expect((await getUser(app, sales)).json().customerNumber).toBeNull();

    const manager = await loginAs(app, 'manager@nordlys.demo');
    const unknown = await ask(app, calls.impersonate, { customerNumber: 'C99999' }, manager);
    expect(unknown.statusCode).toBe(404);
    const inactive = await ask(app, calls.impersonate, { customerNumber: 'C90001' }, manager);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().errorCode).toBe('impersonation.customer-inactive');
    expect((await getUser(app, manager)).statusCode).toBe(200);
    const anyone = await actAs(app, manager, { customerNumber: 'C40001' });
    expect(anyone.user.customerNumber).toBe('C40001');

    const blocked = await actAs(app, await loginAs(app, 'sales@nordlys.demo'), { customerNumber: 'C80001' });
    expect(blocked.user.customerNumber).toBe('C80001');
  });

  it('gives one of two concurrent swaps of the same token, the other 401', async () => {
    const app = await useTestApp();
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const answers = await Promise.all([
      ask(app, calls.impersonate, { customerNumber: 'C10001' }, sales),
      ask(app, calls.impersonate, { customerNumber: 'C20001' }, sales),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const live = await app.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, 'u-sales')));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('records a cart write made while acting with the sales user and the customer', async () => {
    const app = await useTestApp();
    const acting = await actAs(app, await loginAs(app, 'sales@nordlys.demo'), { customerNumber: 'C10001' });
    const cart = cartCalls(caller(() => app));
    const stock = await cart.open(acting.token, 'Stock', area);
    const variant = await findVariant(app, { allowStockOrder: true, minOnHand: 5 });
    await cart.add(acting.token, stock.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.impersonatorUserId, 'u-sales'));
    expect(entries.some((entry) => entry.customerNumber === 'C10001' && entry.entity !== 'customer')).toBe(
      true,
    );
  });
});

describe('the dealer sees who placed an order', () => {
  it('names the sales person on an order placed while acting for the customer, and no one on their own', async () => {
    const app = await useTestApp();
    const [variant] = await twoProducts(app);
    const acting = await actAs(app, await loginAs(app, 'sales@nordlys.demo'), { customerNumber: 'C10001' });
    const bySales = await placeOrder(app, acting.token, [{ variant, quantity: 40 }], 'PO-SALES');
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const own = await placeOrder(app, dealer, [{ variant, quantity: 40 }], 'PO-OWN');
    const orderOf = async (orderId: string) => {
      const response = await callApiUnchecked(
        app,
        endpoints.customerCenter.getOrder,
        { body: { orderId } },
        { token: dealer },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().order as { placedByName: string | null; reference: string | null };
    };
    expect(await orderOf(bySales)).toMatchObject({ reference: 'PO-SALES', placedByName: 'Sofie Sælger' });
    expect(await orderOf(own)).toMatchObject({ reference: 'PO-OWN', placedByName: null });
    // Staff see who placed each on the back office's order, and that a sales person acted.
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const staffView = async (orderId: string) => {
      const response = await callApiUnchecked(
        app,
        endpoints.backofficeOrders.getOrder,
        { body: { orderId } },
        { token: manager },
      );
      const { placedBy, placedBySales } = response.json();
      return [placedBy, placedBySales];
    };
    expect(await staffView(bySales)).toEqual(['Sofie Sælger', true]);
    expect(await staffView(own)).toEqual(['Mette Jensen', false]);
  });
});

/** A small deterministic generator, so a failing body is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const awkward: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  Number.NaN,
  '',
  ' ',
  'C10001\u0000',
  '\ud800',
  'x'.repeat(5000),
  "'; drop table customers; --",
  '%',
  [],
  {},
  { customerNumber: 'C10001' },
];

function junk(next: () => number, depth = 0): unknown {
  if (depth > 2 || next() < 0.6) return awkward[Math.floor(next() * awkward.length)];
  const keys = ['customerNumber', 'userId', 'search', 'pageSize', 'pageNr', '__proto__', 'constructor'];
  return Object.fromEntries(
    Array.from({ length: Math.floor(next() * 4) }, () => [
      keys[Math.floor(next() * keys.length)],
      junk(next, depth + 1),
    ]),
  );
}

describe('the impersonation calls under fuzzed bodies', () => {
  it('answer every junk body with a 4xx or a 200, never a 5xx', async () => {
    const { app } = shared;
    const next = random(45);
    const cases: Array<[Endpoint, Record<string, unknown>]> = [
      [calls.getAllowedUsersToImpersonate, { search: 'a', pageSize: 5, pageNr: 1 }],
      [calls.impersonate, { customerNumber: 'C10001' }],
    ];
    for (const [endpoint, valid] of cases) {
      const statuses = new Set<number>();
      const bodies = [
        ...Array.from({ length: 40 }, () => {
          const fields = Object.keys(valid);
          return { ...valid, [fields[Math.floor(next() * fields.length)] ?? 'x']: junk(next) };
        }),
        ...Array.from({ length: 30 }, () => junk(next)),
        { customerNumber: 'C10001', userId: 'u-dealer-dk' },
        {},
        [],
        'text',
        42,
      ];
      for (const body of bodies) {
        // A fresh token each time: a successful Impersonate revokes the one it was called with.
        const token = await loginAs(app, 'sales@nordlys.demo');
        const answer = await ask(app, endpoint, body, token);
        statuses.add(answer.statusCode);
        expect(
          answer.statusCode,
          `${endpoint.operationId} ${JSON.stringify(body)?.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (answer.statusCode >= 400) expect(answer.json()).toHaveProperty('errorCode');
      }
      expect(statuses.has(400)).toBe(true);
      expect(
        [...statuses].every((status) => [200, 400, 403, 415].includes(status)),
        `${[...statuses]}`,
      ).toBe(true);
    }
  });
});

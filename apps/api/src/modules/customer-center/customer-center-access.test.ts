import type { Endpoint } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  actFor,
  ask,
  calls,
  read,
  useCustomerCenterFixture,
} from '../../test-support/customer-center-kit.ts';
import { areaInfo, visitorToken } from '../../test-support/order-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';

const fixture = useCustomerCenterFixture();

/** Every way a document is read by its id, each with an id nobody has. */
const byId = {
  order: (orderId: string) => [calls.getOrder, { orderId }] as const,
  shipments: (orderId: string) => [calls.getShipmentDetails, { area: areaInfo, orderId }] as const,
  invoice: (invoiceId: string) => [calls.getInvoice, { invoiceId }] as const,
  creditMemo: (creditMemoId: string) => [calls.getCreditMemo, { creditMemoId }] as const,
};
const missing = {
  order: 'SO999999',
  shipments: 'SO999999',
  invoice: 'LIN-SO999999-1',
  creditMemo: 'LCM-SO999999-1',
};

/** The documents of dealer A and of dealer B, by the calls that read them. */
function documentsOf(owner: 'A' | 'B'): Array<[keyof typeof byId, string]> {
  const { o1, o2, o3, o4, oB, invoices, creditMemoA, creditMemoB } = fixture;
  const orders = owner === 'A' ? [o1, o2, o3, o4] : [oB];
  return [
    ...orders.flatMap((id) => [
      ['order', id] as [keyof typeof byId, string],
      ['shipments', id] as [keyof typeof byId, string],
    ]),
    ...orders.flatMap((id) =>
      (invoices[id] ?? []).map((invoiceId) => ['invoice', invoiceId] as [keyof typeof byId, string]),
    ),
    ['creditMemo', owner === 'A' ? creditMemoA : creditMemoB],
  ];
}

async function answer(kind: keyof typeof byId, id: string, token: string) {
  const [endpoint, body] = byId[kind](id);
  const response = await ask(fixture.app, endpoint, { body }, token);
  return { status: response.statusCode, body: response.body };
}

describe("one dealer and another's documents", () => {
  it("answers another dealer's document exactly as a missing one, by every call, both ways", async () => {
    for (const [reader, owner] of [
      [fixture.dealerB, 'A'],
      [fixture.dealerA, 'B'],
    ] as const) {
      const documents = documentsOf(owner);
      expect(documents.length).toBeGreaterThan(owner === 'A' ? 10 : 3);
      for (const [kind, id] of documents) {
        const theirs = await answer(kind, id, reader);
        const none = await answer(kind, missing[kind], reader);
        expect(none.status).toBe(404);
        expect(theirs, `${kind} ${id}`).toEqual(none);
        expect(JSON.parse(theirs.body)).toMatchObject({ errorCode: 'not-found', type: 'NotFoundException' });
        // The owner reads it.
        expect((await answer(kind, id, owner === 'A' ? fixture.dealerA : fixture.dealerB)).status).toBe(200);
      }
    }
  });

  it("never lists another dealer's orders, invoices or credit memos, whatever the search", async () => {
    const { dealerB, o1, oB, invoices, creditMemoB } = fixture;
    const page = { pageSize: 100, pageNr: 1 };
    const orders = await read(fixture.app, calls.getOrdersWithPagination, { query: page, body: {} }, dealerB);
    expect(orders.orders.map((order: { orderId: string }) => order.orderId)).toEqual([oB]);
    for (const body of [{ search: o1 }, { search: 'PO-ALPHA' }, { linkId: `LSO-${o1}` }]) {
      const found = await read(fixture.app, calls.getOrders, { body }, dealerB);
      expect(found.orders, JSON.stringify(body)).toEqual([]);
    }
    const bInvoices = await read(fixture.app, calls.getInvoices, { body: {} }, dealerB);
    expect(bInvoices.invoices.map((invoice: { invoiceId: string }) => invoice.invoiceId)).toEqual(
      invoices[oB],
    );
    expect(
      (await read(fixture.app, calls.getInvoices, { body: { search: 'PO-ALPHA' } }, dealerB)).invoices,
    ).toEqual([]);
    const memos = await read(
      fixture.app,
      calls.getCreditMemosWithPagination,
      { query: page, body: {} },
      dealerB,
    );
    expect(memos.creditMemos.map((memo: { creditMemoId: string }) => memo.creditMemoId)).toEqual([
      creditMemoB,
    ]);
  });
});

describe('callers who act for no customer', () => {
  const allCalls: Endpoint[] = Object.values(calls);
  const inputOf = (endpoint: Endpoint) => ({
    ...(endpoint.query ? { query: { pageSize: 10, pageNr: 1 } } : {}),
    body: { area: areaInfo, orderId: fixture.o1, invoiceId: 'x', creditMemoId: 'x' },
  });

  it('answers 401 without a token, and 403 to a visitor and to a sales user acting for nobody', async () => {
    const visitor = await visitorToken(fixture.app);
    const sales = await loginAs(fixture.app, 'sales@nordlys.demo');
    for (const endpoint of allCalls) {
      const anonymous = await ask(fixture.app, endpoint, inputOf(endpoint));
      expect(anonymous.statusCode, endpoint.operationId).toBe(401);
      for (const token of [visitor, sales]) {
        const refused = await ask(fixture.app, endpoint, inputOf(endpoint), token);
        expect(refused.statusCode, endpoint.operationId).toBe(403);
        expect(refused.json().type).toBe('ForbiddenException');
      }
    }
  });

  it("lets a sales user read a customer's documents only while acting for that customer", async () => {
    const { o1, oB } = fixture;
    const sales = await loginAs(fixture.app, 'sales@nordlys.demo');
    await actFor(fixture.app, sales, 'C10001');
    expect((await read(fixture.app, calls.getOrder, { body: { orderId: o1 } }, sales)).order.orderId).toBe(
      o1,
    );
    expect((await read(fixture.app, calls.getOrders, { body: {} }, sales)).totalCount).toBe(4);
    expect((await answer('order', oB, sales)).status).toBe(404);
    await actFor(fixture.app, sales, 'C20001');
    expect(await answer('order', o1, sales)).toEqual(await answer('order', missing.order, sales));
    expect((await answer('order', oB, sales)).status).toBe(200);
  });
});

describe('hostile input', () => {
  /** A small deterministic generator (mulberry32): the same inputs on every run. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const values: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    2 ** 53,
    '',
    ' ',
    '%',
    '_%\\',
    '\\',
    "'; DROP TABLE orders; --",
    'x'.repeat(5000),
    '2025-02-30',
    '1900-01-01',
    '2999-12-31',
    '0000-01-01',
    '99999-01-01',
    '🎉 søg',
    'SO100001',
    '999999999',
    '1e3',
    [],
    [1, 'a'],
    {},
    { nested: { deeper: [null] } },
  ];
  const fields = [
    'includeLinesInResult',
    'from',
    'to',
    'search',
    'linkId',
    'orderId',
    'invoiceId',
    'creditMemoId',
    'area',
    'pageSize',
    'constructor',
    '__proto__',
  ];

  it('answers every call with a 2xx or a 4xx that names the problem, never a 5xx', async () => {
    const next = random(17);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const token = fixture.dealerA;
    // The farthest page there is, and one past it.
    for (const endpoint of [calls.getOrdersWithPagination, calls.getInvoicesWithPagination]) {
      const far = { pageSize: '999999999', pageNr: '999999999' };
      const last = await ask(fixture.app, endpoint, { query: far, body: { search: '%_\\' } }, token);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json().totalCount).toBe(0);
      const beyond = { pageSize: 100, pageNr: Number.MAX_SAFE_INTEGER };
      const refused = await ask(fixture.app, endpoint, { query: beyond, body: {} }, token);
      expect(refused.json().issues).toMatchObject([{ path: 'query.pageNr' }]);
    }
    for (const endpoint of Object.values(calls) as Endpoint[]) {
      for (let run = 0; run < 60; run++) {
        const body: Record<string, unknown> = {};
        for (let field = 0; field < 1 + Math.floor(next() * 4); field++) body[pick(fields)] = pick(values);
        if (next() < 0.3) body.area = areaInfo;
        const query = { pageSize: pick(values), pageNr: pick(values) };
        const input = { query, body: next() < 0.1 ? pick(values) : body };
        const response = await ask(fixture.app, endpoint, input, token);
        const label = `${endpoint.operationId} ${JSON.stringify(input).slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().errorCode, label).toEqual(expect.any(String));
      }
    }
  });
});

import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test-support/call-api.ts';
import { ask, calls, read, useCustomerCenterFixture } from '../../test-support/customer-center-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';

const fixture = useCustomerCenterFixture();

type Listed = { orderId?: string; invoiceId?: string; creditMemoId?: string; lines?: unknown[] };
const ids = (items: Listed[]) => items.map((item) => item.invoiceId ?? item.creditMemoId ?? item.orderId);

const ordersPage = async (query: { pageSize: number; pageNr: number }, body: object = {}) =>
  read(fixture.app, calls.getOrdersWithPagination, { query, body }, fixture.dealerA);
const invoicesPage = async (query: { pageSize: number; pageNr: number }, body: object = {}) =>
  read(fixture.app, calls.getInvoicesWithPagination, { query, body }, fixture.dealerA);

describe("a dealer's order list", () => {
  it('pages the orders newest first and counts the pages', async () => {
    const { o1, o2, o3, o4 } = fixture;
    const first = await ordersPage({ pageSize: 3, pageNr: 1 });
    expect(ids(first.orders)).toEqual([o4, o3, o1]);
    expect(first).toMatchObject({ pageCount: 2, totalCount: 4, pageSize: 3, pageNr: 1 });
    expect(ids((await ordersPage({ pageSize: 3, pageNr: 2 })).orders)).toEqual([o2]);
    const past = await ordersPage({ pageSize: 3, pageNr: 3 });
    expect(past.orders).toEqual([]);
    expect(past.pageCount).toBe(2);
    const unpaged = await read(fixture.app, calls.getOrders, { body: {} }, fixture.dealerA);
    expect(ids(unpaged.orders)).toEqual([o4, o3, o1, o2]);
    expect(unpaged.totalCount).toBe(4);
  });

  it('shows each order with its transfer status, shipment status and shipped lines', async () => {
    const { orders } = await ordersPage({ pageSize: 10, pageNr: 1 });
    type Summary = { orderId: string; lines: Array<{ shipped: string }> };
    const byId = new Map<string, Summary>(orders.map((order: Summary) => [order.orderId, order]));
    expect(byId.get(fixture.o1)).toMatchObject({
      status: 'Transferred',
      shipmentStatus: 'FullyShipped',
      linkId: `LSO-${fixture.o1}`,
      reference: 'PO-ALPHA',
      lineCount: 2,
      totalQuantity: 50,
    });
    expect(byId.get(fixture.o3)).toMatchObject({ shipmentStatus: 'PartialShipped' });
    expect(byId.get(fixture.o3)?.lines.map((line) => line.shipped)).toEqual(['Shipped', 'NotShipped']);
    expect(byId.get(fixture.o4)).toMatchObject({
      status: 'PendingTransfer',
      shipmentStatus: 'NoInfo',
      linkId: null,
    });
  });

  it('finds orders by order number, reference, item number and item name, and by ERP sales order number', async () => {
    const { o1, o2, o3, o4, products } = fixture;
    const find = async (body: object) => ids((await ordersPage({ pageSize: 10, pageNr: 1 }, body)).orders);
    expect(await find({ search: o2.toLowerCase() })).toEqual([o2]);
    expect(await find({ search: 'po-alp' })).toEqual([o1]);
    expect(await find({ search: products[1].productId })).toEqual([o3, o1, o2]);
    const { order } = await read(fixture.app, calls.getOrder, { body: { orderId: o4 } }, fixture.dealerA);
    expect(await find({ search: order.lines[0].name })).toEqual(expect.arrayContaining([o4, o3, o1]));
    expect(await find({ linkId: `LSO-${o3}` })).toEqual([o3]);
    expect(await find({ search: 'no order has this text' })).toEqual([]);
    // LIKE wildcards are text, not patterns.
    expect(await find({ search: '%' })).toEqual([]);
    // The search with the ERP number, and with dates.
    expect(await find({ search: products[1].productId, linkId: `LSO-${o3}` })).toEqual([o3]);
    expect(await find({ search: products[1].productId, from: '2025-03-10', to: '2025-03-10' })).toEqual([o2]);
    expect(await find({ search: products[1].productId, linkId: `LSO-${o4}` })).toEqual([]);
  });

  it("counts a search's orders on every page, past the last too, and none when nothing matches", async () => {
    const { o1, o2, o3, products } = fixture;
    const search = { search: products[1].productId };
    const first = await ordersPage({ pageSize: 2, pageNr: 1 }, search);
    expect(first).toMatchObject({ totalCount: 3, pageCount: 2 });
    expect(ids(first.orders)).toEqual([o3, o1]);
    expect(ids((await ordersPage({ pageSize: 2, pageNr: 2 }, search)).orders)).toEqual([o2]);
    expect(await ordersPage({ pageSize: 2, pageNr: 5 }, search)).toMatchObject({ totalCount: 3, orders: [] });
    const none = { search: 'no order has this text' };
    expect(await ordersPage({ pageSize: 2, pageNr: 1 }, none)).toMatchObject({ totalCount: 0, orders: [] });
    expect(await ordersPage({ pageSize: 2, pageNr: 2 }, none)).toMatchObject({ totalCount: 0, orders: [] });
  });

  it('filters by order date, inclusive days of the shop calendar', async () => {
    const find = async (body: object) => ids((await ordersPage({ pageSize: 10, pageNr: 1 }, body)).orders);
    expect(await find({ from: '2025-03-10', to: '2025-03-10' })).toEqual([fixture.o2]);
    expect(await find({ to: '2025-03-09' })).toEqual([]);
    expect(await find({ from: '2025-03-11' })).toEqual([fixture.o4, fixture.o3, fixture.o1]);
    expect(await find({ from: null, to: null, search: null })).toHaveLength(4);
  });

  it('leaves the lines out when asked to', async () => {
    const without = await ordersPage({ pageSize: 10, pageNr: 1 }, { includeLinesInResult: false });
    expect(without.orders).toHaveLength(4);
    for (const order of without.orders) expect(order).not.toHaveProperty('lines');
    const withLines = await ordersPage({ pageSize: 10, pageNr: 1 });
    for (const order of withLines.orders) expect(order.lines.length).toBe(order.lineCount);
  });
});

describe("a dealer's invoices and credit memos", () => {
  it('pages the invoices newest first, each with its order and reference', async () => {
    const { o1, o2, o3, invoices } = fixture;
    const all = await invoicesPage({ pageSize: 10, pageNr: 1 });
    expect(all.totalCount).toBe(4);
    expect(all.pageCount).toBe(1);
    expect(ids(all.invoices)[0]).toBe(invoices[o1]?.[1]);
    expect(new Set(ids(all.invoices))).toEqual(
      new Set([...(invoices[o1] ?? []), ...(invoices[o2] ?? []), ...(invoices[o3] ?? [])]),
    );
    const second = await invoicesPage({ pageSize: 3, pageNr: 2 });
    expect(second).toMatchObject({ pageCount: 2, totalCount: 4 });
    expect(ids(second.invoices)).toEqual([ids(all.invoices)[3]]);
    const [latest] = all.invoices;
    expect(latest).toMatchObject({ orderId: o1, linkId: `LSO-${o1}`, reference: 'PO-ALPHA', lineCount: 1 });
    expect(latest.lines[0]).toMatchObject({
      lineNo: 2,
      quantity: 30,
      productNumber: fixture.products[1].productId,
    });
    expect(latest.lines[0].name).toEqual(expect.any(String));
    const unpaged = await read(fixture.app, calls.getInvoices, { body: {} }, fixture.dealerA);
    expect(ids(unpaged.invoices)).toEqual(ids(all.invoices));
  });

  it('finds invoices by posting date, document number, order number, reference and item', async () => {
    const { o1, o2, o3, invoices, products } = fixture;
    const find = async (body: object) =>
      ids((await invoicesPage({ pageSize: 10, pageNr: 1 }, body)).invoices);
    expect(await find({ from: '2030-06-15', to: '2030-06-15' })).toEqual([invoices[o1]?.[1]]);
    expect(await find({ to: '2030-06-14' })).toHaveLength(3);
    expect(await find({ search: invoices[o2]?.[0] })).toEqual(invoices[o2]);
    expect(await find({ search: o3 })).toEqual(invoices[o3]);
    expect(await find({ search: 'PO-BETA' })).toEqual(invoices[o2]);
    // An item number finds the invoices that bill it: o1's second invoice bills only its second item.
    const [o1First, o1Second] = invoices[o1] ?? [];
    expect(new Set(await find({ search: products[0].productId }))).toEqual(
      new Set([o1First, ...(invoices[o3] ?? [])]),
    );
    expect(new Set(await find({ search: products[1].productId }))).toEqual(
      new Set([o1Second, ...(invoices[o2] ?? [])]),
    );
  });

  it('leaves invoice and credit memo lines out when asked to', async () => {
    const invoicesWithout = await invoicesPage({ pageSize: 10, pageNr: 1 }, { includeLinesInResult: false });
    for (const invoice of invoicesWithout.invoices) expect(invoice).not.toHaveProperty('lines');
    const memos = await read(
      fixture.app,
      calls.getCreditMemosWithPagination,
      { query: { pageSize: 10, pageNr: 1 }, body: { includeLinesInResult: false } },
      fixture.dealerA,
    );
    expect(ids(memos.creditMemos)).toEqual([fixture.creditMemoA]);
    expect(memos.creditMemos[0]).not.toHaveProperty('lines');
  });

  it('pages the credit memos, with the invoice each applies to', async () => {
    const { o2, invoices, creditMemoA } = fixture;
    const page = await read(
      fixture.app,
      calls.getCreditMemosWithPagination,
      { query: { pageSize: 1, pageNr: 1 }, body: { search: 'PO-BETA' } },
      fixture.dealerA,
    );
    expect(page).toMatchObject({ pageCount: 1, totalCount: 1 });
    expect(page.creditMemos[0]).toMatchObject({
      creditMemoId: creditMemoA,
      orderId: o2,
      appliesToInvoiceId: invoices[o2]?.[0],
      reference: 'PO-BETA',
      reason: 'Returned damaged',
    });
    expect(page.creditMemos[0].lines).toHaveLength(1);
    // A page past the last still says how many the search found.
    const past = await read(
      fixture.app,
      calls.getCreditMemosWithPagination,
      { query: { pageSize: 1, pageNr: 3 }, body: { search: 'PO-BETA' } },
      fixture.dealerA,
    );
    expect(past).toMatchObject({ totalCount: 1, creditMemos: [] });
  });
  // Last of the block: it books a second credit memo.
  it('finds a credit memo by the items it credits, not by the other items of its order', async () => {
    const { o1, o2, products, invoices, creditMemoA } = fixture;
    const find = async (search: string) =>
      ids(
        (
          await read(
            fixture.app,
            calls.getCreditMemosWithPagination,
            { query: { pageSize: 10, pageNr: 1 }, body: { search } },
            fixture.dealerA,
          )
        ).creditMemos,
      );
    // o1 bought both products; its memo credits only the first (its first invoice bills line 1 alone).
    const credited = await callApi(
      fixture.app,
      endpoints.backoffice.createCreditMemo,
      {
        body: {
          invoiceNo: invoices[o1]?.[0] as string,
          requestId: `cc-search-${o1}`,
          reason: 'Wrong colour',
          lines: [{ lineNo: 1, quantity: 2 }],
        },
      },
      { token: await loginAs(fixture.app, 'manager@nordlys.demo') },
    );
    expect(credited.statusCode, credited.body).toBe(200);
    const memoO1 = credited.json().creditMemo.documentNo;
    expect(await find(products[0].productId)).toEqual([memoO1]);
    // o2's memo credits its only line (the second product).
    expect(await find(products[1].productId)).toEqual([creditMemoA]);
    expect(await find(o1)).toEqual([memoO1]);
    expect(await find(o2)).toEqual([creditMemoA]);
  });
});

describe('paging input', () => {
  const pagedCalls = [
    calls.getOrdersWithPagination,
    calls.getInvoicesWithPagination,
    calls.getCreditMemosWithPagination,
  ];

  it('requires pageSize and pageNr and names the field that is missing or wrong', async () => {
    for (const endpoint of pagedCalls) {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ pageNr: 1 }, 'query.pageSize'],
        [{ pageSize: 10 }, 'query.pageNr'],
        [{ pageSize: 0, pageNr: 1 }, 'query.pageSize'],
        [{ pageSize: 'ten', pageNr: 1 }, 'query.pageSize'],
        [{ pageSize: 10, pageNr: 0 }, 'query.pageNr'],
        [{ pageSize: 10, pageNr: -2 }, 'query.pageNr'],
        [{ pageSize: 10, pageNr: '1.5' }, 'query.pageNr'],
      ];
      for (const [query, field] of cases) {
        const response = await ask(fixture.app, endpoint, { query, body: {} }, fixture.dealerA);
        expect(response.statusCode, `${endpoint.operationId} ${JSON.stringify(query)}`).toBe(400);
        expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
      }
      const both = await ask(fixture.app, endpoint, { body: {} }, fixture.dealerA);
      expect(
        both
          .json()
          .issues.map((issue: { path: string }) => issue.path)
          .sort(),
      ).toEqual(['query.pageNr', 'query.pageSize']);
    }
  });

  it('serves a pageSize above 100 as 100 and refuses bad search options by name', async () => {
    const big = await ordersPage({ pageSize: 5000, pageNr: 1 });
    expect(big.pageSize).toBe(100);
    const bad = await ask(
      fixture.app,
      calls.getInvoicesWithPagination,
      { query: { pageSize: 10, pageNr: 1 }, body: { from: '2025-02-30', includeLinesInResult: 'yes' } },
      fixture.dealerA,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['body.from', 'body.includeLinesInResult']);
  });
});

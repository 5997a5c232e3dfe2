import type { DashboardCustomer, Endpoint, RunningOrder, TemporaryCart } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopDate } from '../../lib/shop-date.ts';
import { salesPersonCustomers } from '../../modules/user/user.tables.ts';
import { countingCtx } from '../../test-support/counting-ctx-kit.ts';
import {
  actFor,
  ask,
  dateOrder,
  placeOrder,
  read,
  useCustomerCenterFixture,
} from '../../test-support/customer-center-kit.ts';
import { readyCart, visitorToken } from '../../test-support/order-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { getDashboard } from './get-dashboard.ts';
import { getRunningOrders } from './get-running-orders.ts';
import { getTemporaryOrders } from './get-temporary-orders.ts';
import { seasonBefore, seasonOf } from './sales-seasons.ts';

const calls = endpoints.sales;
const area = { areaId: 'b2b', languageCode: 'en' } as const;
const page = { pageSize: 50, pageNr: 1 };
const assignedToSales = ['C10001', 'C20001', 'C30001', 'C80001'];

const fixture = useCustomerCenterFixture();
let sales: string;
let manager: string;
/** A sales person assigned C40001 and C60001 (the demo's proposal user) and, here, C50001. */
let otherSales: string;
let dealerSe: string;
/** Orders and carts of C50001, which the demo sales person is not assigned. */
let unassignedOrder: string;
let unassignedApproval: string;
let unassignedCart: string;
let assignedApproval: string;
let assignedCart: string;

beforeAll(async () => {
  const app = fixture.app;
  [sales, manager, otherSales, dealerSe] = await Promise.all([
    loginAs(app, 'sales@nordlys.demo'),
    loginAs(app, 'manager@nordlys.demo'),
    loginAs(app, 'proposal@nordlys.demo'),
    loginAs(app, 'butik.se@nordlys.demo'),
  ]);
  await app.db.insert(salesPersonCustomers).values({ userId: 'u-proposal', customerNumber: 'C50001' });
  const [p1, p2] = fixture.products;
  unassignedOrder = await placeOrder(app, dealerSe, [{ variant: p1, quantity: 60 }], 'PO-SE');
  unassignedApproval = await placeOrder(app, dealerSe, [{ variant: p2, quantity: 60 }], 'PO-SE-2');
  assignedApproval = await placeOrder(app, fixture.dealerA, [{ variant: p2, quantity: 60 }], 'PO-WAIT');
  await app.db.execute(
    sql`UPDATE orders SET status = 'PendingApproval' WHERE id IN (${unassignedApproval}, ${assignedApproval})`,
  );
  unassignedCart = (await readyCart(app, dealerSe, { lines: [{ variant: p1, quantity: 7 }] })).cartId;
  assignedCart = (await readyCart(app, fixture.dealerA, { lines: [{ variant: p1, quantity: 9 }] })).cartId;
  // o2 (shipped whole) into last season; the others were placed today.
  const lastSeason = seasonBefore(seasonOf(shopDate(new Date())));
  await dateOrder(app, fixture.o2, `${lastSeason.from}T12:00:00Z`);
}, 120_000);

const dashboard = (token: string, body: Record<string, unknown> = {}) =>
  read(fixture.app, calls.getDashboard, { body: { area, ...page, ...body } }, token);
const running = (token: string, body: Record<string, unknown> = {}) =>
  read(fixture.app, calls.getRunningOrders, { body: { area, ...page, ...body } }, token);
const temporary = (token: string, body: Record<string, unknown> = {}) =>
  read(fixture.app, calls.getTemporaryOrders, { body: { area, ...page, ...body } }, token);

const numbersOf = (customers: DashboardCustomer[]) => customers.map((c) => c.customerNumber).sort();
const orderIds = (orders: RunningOrder[]) => orders.map((order) => order.orderId);

describe('who may call the sales area', () => {
  const every: Endpoint[] = [calls.getDashboard, calls.getRunningOrders, calls.getTemporaryOrders];

  it('refuses a caller without a token (401), a visitor and a dealer (403), and answers sales staff', async () => {
    const visitor = await visitorToken(fixture.app);
    for (const endpoint of every) {
      const body = { area, ...page };
      expect((await ask(fixture.app, endpoint, { body }, null)).statusCode).toBe(401);
      expect((await ask(fixture.app, endpoint, { body }, visitor)).statusCode).toBe(403);
      const dealer = await ask(fixture.app, endpoint, { body }, fixture.dealerA);
      expect(dealer.statusCode).toBe(403);
      expect(dealer.json()).toMatchObject({ errorCode: 'Forbidden' });
      for (const token of [sales, manager, otherSales]) {
        expect((await ask(fixture.app, endpoint, { body }, token)).statusCode).toBe(200);
      }
    }
  });

  it('names what is wrong with a body (400) and never answers 5xx for junk', async () => {
    for (const endpoint of every) {
      const missing = await ask(fixture.app, endpoint, { body: { area, pageNr: 1 } }, sales);
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('pageSize is required');
      const zero = await ask(fixture.app, endpoint, { body: { area, pageSize: 0, pageNr: 1 } }, sales);
      expect(zero.statusCode).toBe(400);
      expect(zero.body).toContain('pageSize must be a whole number from 1');
    }
    const longSearch = await ask(
      fixture.app,
      calls.getDashboard,
      { body: { area, ...page, search: 'x'.repeat(101) } },
      sales,
    );
    expect(longSearch.statusCode).toBe(400);
    expect(longSearch.body).toContain('search is longer than 100 characters');
    const badType = await ask(
      fixture.app,
      calls.getRunningOrders,
      { body: { area, ...page, orderType: 'Soon' } },
      sales,
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain('orderType');

    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      { area, pageSize: 1.5, pageNr: 1 },
      { area, pageSize: '10', pageNr: 1 },
      { area, pageSize: 10, pageNr: 1e12 },
      { area, ...page, customerNumber: '' },
      { area, ...page, customerNumber: { $ne: 1 } },
      { area, ...page, search: '\u0000' },
      { area, ...page, search: "%' OR 1=1 --" },
      { area: { areaId: 'nowhere', languageCode: 'xx' }, ...page },
      { ...page },
    ];
    for (const endpoint of every) {
      for (const body of junk) {
        const response = await ask(fixture.app, endpoint, { body }, sales);
        expect(response.statusCode, `${endpoint.path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('answers sales staff also while they act for a customer, with their own customers', async () => {
    const acting = await loginAs(fixture.app, 'sales@nordlys.demo');
    await actFor(fixture.app, acting, 'C10001');
    expect(numbersOf((await dashboard(acting)).customers)).toEqual(assignedToSales);
  });
});

describe('the dashboard', () => {
  it("lists the sales person's assigned customers only; a manager every customer; another sales person theirs", async () => {
    const own = await dashboard(sales);
    expect(numbersOf(own.customers)).toEqual(assignedToSales);
    expect(own).toMatchObject({ totalCount: 4, pageCount: 1, allCustomers: false });
    const all = await dashboard(manager);
    expect(all.allCustomers).toBe(true);
    expect(all.totalCount).toBeGreaterThanOrEqual(9);
    expect(numbersOf(all.customers)).toEqual(
      expect.arrayContaining([...assignedToSales, 'C50001', 'C40001']),
    );
    expect(numbersOf((await dashboard(otherSales)).customers)).toEqual(['C40001', 'C50001', 'C60001']);
  });

  it('finds customers by part of the name, the number or the city, among the assigned ones only', async () => {
    expect(numbersOf((await dashboard(sales, { search: 'kanin' })).customers)).toEqual(['C10001']);
    expect(numbersOf((await dashboard(sales, { search: 'c2000' })).customers)).toEqual(['C20001']);
    const city = (await dashboard(sales, { search: 'C30001' })).customers[0]?.city as string;
    expect(city).toBeTruthy();
    expect(numbersOf((await dashboard(sales, { search: city.toUpperCase() })).customers)).toContain('C30001');
    // The Swedish dealer exists, but is not this sales person's.
    expect((await dashboard(sales, { search: 'Myran' })).customers).toEqual([]);
    expect(numbersOf((await dashboard(manager, { search: 'Myran' })).customers)).toEqual(['C50001']);
    expect((await dashboard(sales, { search: '%' })).customers).toEqual([]);
  });

  it('pages by name, serving a pageSize above 50 as 50', async () => {
    const first = await dashboard(sales, { pageSize: 3, pageNr: 1 });
    const second = await dashboard(sales, { pageSize: 3, pageNr: 2 });
    expect(first).toMatchObject({ pageCount: 2, totalCount: 4 });
    expect(first.customers.map((c: DashboardCustomer) => c.name)).toEqual(
      [...first.customers.map((c: DashboardCustomer) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(second.customers).toHaveLength(1);
    expect((await dashboard(sales, { pageNr: 9 })).customers).toEqual([]);
    expect((await dashboard(manager, { pageSize: 500 })).pageSize).toBe(50);
  });

  it("shows each customer's open carts, last order, seasons and running orders", async () => {
    const { customers, thisSeason, lastSeason } = await dashboard(sales);
    const today = seasonOf(shopDate(new Date()));
    expect(thisSeason).toEqual(today);
    expect(lastSeason).toEqual(seasonBefore(today));
    const lilleKanin = customers.find(
      (c: DashboardCustomer) => c.customerNumber === 'C10001',
    ) as DashboardCustomer;
    expect(lilleKanin).toMatchObject({
      name: 'Lille Kanin Børnetøj ApS',
      blockedStatus: 'None',
      active: true,
    });
    // o3 (partly shipped) and o4 (not transferred) run; o1 and o2 have shipped in full.
    expect(lilleKanin.runningOrderCount).toBe(2);
    // o1, o3, o4 and the order waiting for approval this season; o2 last season.
    expect(lilleKanin.thisSeason.orderCount).toBe(4);
    expect(lilleKanin.lastSeason.orderCount).toBe(1);
    const [thisTotal] = lilleKanin.thisSeason.totals;
    expect(thisTotal?.currencyCode).toBe('DKK');
    expect(thisTotal?.amountWithoutVat).toBeGreaterThan(0);
    expect(lilleKanin.lastOrderAt).not.toBeNull();
    expect(lilleKanin.openCarts).toEqual([
      expect.objectContaining({ cartId: assignedCart, orderType: 'Stock', lineCount: 1, totalQuantity: 9 }),
    ]);
    expect(lilleKanin.openCarts[0]?.valueWithoutVat).toBeGreaterThan(0);
    const blocked = customers.find(
      (c: DashboardCustomer) => c.customerNumber === 'C80001',
    ) as DashboardCustomer;
    expect(blocked.blockedStatus).not.toBe('None');
    expect(blocked).toMatchObject({ openCarts: [], lastOrderAt: null, runningOrderCount: 0 });
    expect(blocked.thisSeason).toEqual({ orderCount: 0, totals: [] });
  });

  it('shows no value for a cart changed since its last calculation', async () => {
    const [p1] = fixture.products;
    const token = await loginAs(fixture.app, 'shop.uk@nordlys.demo');
    const { cartId } = await readyCart(fixture.app, token, {
      lines: [{ variant: p1, quantity: 2 }],
      calculate: false,
    });
    const uk = (await dashboard(sales, { search: 'C30001' })).customers[0] as DashboardCustomer;
    expect(uk.openCarts).toEqual([
      expect.objectContaining({ cartId, valueWithoutVat: null, totalQuantity: 2 }),
    ]);
  });
});

describe('running orders', () => {
  it("lists the assigned customers' orders not fully shipped, newest first, and nobody else's", async () => {
    const own = await running(sales);
    expect(orderIds(own.orders)).toEqual([fixture.o4, fixture.o3]);
    expect(own.orders[0]).toMatchObject({
      customerNumber: 'C10001',
      status: 'PendingTransfer',
      shipmentStatus: 'NoInfo',
      shippedQuantity: 0,
      placedBySales: false,
    });
    expect(own.orders[1]).toMatchObject({
      status: 'Transferred',
      shipmentStatus: 'PartialShipped',
      totalQuantity: 90,
    });
    expect(own.orders[1].shippedQuantity).toBe(40);
    expect(own.truncated).toBe(false);
    expect(orderIds((await running(otherSales)).orders)).toEqual([unassignedOrder]);
    expect(orderIds((await running(manager)).orders)).toEqual(
      expect.arrayContaining([fixture.o4, fixture.o3, unassignedOrder]),
    );
  });

  it('filters by customer and order type; an unassigned customer is an empty list', async () => {
    expect(orderIds((await running(sales, { customerNumber: 'C10001', orderType: 'Stock' })).orders)).toEqual(
      [fixture.o4, fixture.o3],
    );
    expect((await running(sales, { orderType: 'Preorder' })).orders).toEqual([]);
    expect((await running(sales, { customerNumber: 'C20001' })).orders).toEqual([]);
    expect(await running(sales, { customerNumber: 'C50001' })).toMatchObject({ orders: [], totalCount: 0 });
    expect(orderIds((await running(manager, { customerNumber: 'C50001' })).orders)).toEqual([
      unassignedOrder,
    ]);
  });

  it('pages', async () => {
    const first = await running(sales, { pageSize: 1, pageNr: 1 });
    const second = await running(sales, { pageSize: 1, pageNr: 2 });
    expect(first).toMatchObject({ pageCount: 2, totalCount: 2 });
    expect([...orderIds(first.orders), ...orderIds(second.orders)]).toEqual([fixture.o4, fixture.o3]);
  });
});

describe('temporary orders', () => {
  it("lists the assigned customers' carts with lines and orders awaiting approval, and nobody else's", async () => {
    const own = await temporary(sales);
    const cartIds = own.carts.map((cart: TemporaryCart) => cart.cartId);
    expect(cartIds).toContain(assignedCart);
    expect(cartIds).not.toContain(unassignedCart);
    for (const cart of own.carts as TemporaryCart[]) expect(assignedToSales).toContain(cart.customerNumber);
    expect(own.carts.find((cart: TemporaryCart) => cart.cartId === assignedCart)).toMatchObject({
      customerNumber: 'C10001',
      customerName: 'Lille Kanin Børnetøj ApS',
      orderType: 'Stock',
      lineCount: 1,
      totalQuantity: 9,
    });
    expect(own.pendingApproval).toEqual({
      orders: [
        expect.objectContaining({ orderId: assignedApproval, customerNumber: 'C10001', lineCount: 1 }),
      ],
      totalCount: 1,
    });
    const theirs = await temporary(otherSales);
    expect(theirs.carts.map((cart: TemporaryCart) => cart.cartId)).toEqual([unassignedCart]);
    expect(theirs.pendingApproval.orders.map((o: { orderId: string }) => o.orderId)).toEqual([
      unassignedApproval,
    ]);
    const all = await temporary(manager);
    expect(all.carts.map((cart: TemporaryCart) => cart.cartId)).toEqual(
      expect.arrayContaining([assignedCart, unassignedCart]),
    );
    expect(all.pendingApproval.totalCount).toBe(2);
  });

  it('leaves out carts without lines, ordered carts and filters by customer and order type', async () => {
    const all = await temporary(manager);
    for (const cart of all.carts as TemporaryCart[]) expect(cart.lineCount).toBeGreaterThan(0);
    expect((await temporary(sales, { customerNumber: 'C50001' })).carts).toEqual([]);
    expect((await temporary(sales, { customerNumber: 'C50001' })).pendingApproval.totalCount).toBe(0);
    expect((await temporary(sales, { orderType: 'Preorder' })).carts).toEqual([]);
    const c10001 = await temporary(sales, { customerNumber: 'C10001', orderType: 'Stock' });
    expect(c10001.carts.map((cart: TemporaryCart) => cart.cartId)).toEqual([assignedCart]);
  });
});

describe('statements', () => {
  const salesAuth = (userId: string, roles: Array<'impersonator' | 'B2B Manager'>) =>
    ({
      kind: 'user',
      tokenHash: 'test',
      userId,
      roles,
      customerNumber: null,
      impersonatorUserId: null,
    }) as const;

  it('reads a dashboard page in the same few statements for four customers or every customer', async () => {
    const counts: number[] = [];
    for (const auth of [
      salesAuth('u-sales', ['impersonator']),
      salesAuth('u-manager', ['impersonator', 'B2B Manager']),
    ]) {
      const { ctx, counter } = countingCtx(fixture.app, auth);
      const answer = await getDashboard(ctx, { area, ...page });
      expect(answer.customers.length).toBeGreaterThanOrEqual(4);
      counts.push(counter.queries);
    }
    // The page, its open carts, season totals, last orders, candidate running orders and their shipments.
    expect(counts).toEqual([6, 6]);
  });

  it('reads running orders in two statements and temporary orders in two', async () => {
    const running = countingCtx(fixture.app, salesAuth('u-manager', ['impersonator', 'B2B Manager']));
    await getRunningOrders(running.ctx, { area, ...page });
    expect(running.counter.queries).toBe(2);
    const temporary = countingCtx(fixture.app, salesAuth('u-manager', ['impersonator', 'B2B Manager']));
    await getTemporaryOrders(temporary.ctx, { area, ...page });
    expect(temporary.counter.queries).toBe(2);
  });
});

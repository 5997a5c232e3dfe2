import {
  type DocumentKind,
  type Endpoint,
  missingScopeCodes,
  type PermissionScope,
  scopeAllows,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import {
  actFor,
  ask,
  calls,
  read,
  useCustomerCenterFixture,
} from '../../test-support/customer-center-kit.ts';
import { areaInfo, createOrder, readyCart, visitorToken } from '../../test-support/order-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';

const fixture = useCustomerCenterFixture();
/** A session of each of dealer A's (C10001) demo users, by their permission scope. */
const sessions = {} as Record<PermissionScope, string>;
const usernames: Record<PermissionScope, string> = {
  None: 'dealer.none@nordlys.demo',
  Shipping: 'dealer.shipping@nordlys.demo',
  Invoice: 'dealer.invoice@nordlys.demo',
  Release: 'dealer.release@nordlys.demo',
  All: 'dealer@nordlys.demo',
};
const scopes = Object.keys(usernames) as PermissionScope[];

/** The ERP's sales order numbers (LinkId) of dealer A's orders, as GetOrder answers them. */
const linkIds: Record<string, string> = {};

beforeAll(async () => {
  for (const scope of scopes) sessions[scope] = await loginAs(fixture.app, usernames[scope]);
  for (const orderId of [fixture.o1, fixture.o2]) {
    const { order } = await read(fixture.app, calls.getOrder, { body: { orderId } }, sessions.All);
    linkIds[orderId] = order.linkId;
  }
});

const page = { pageSize: 10, pageNr: 1 };

type Input = { query?: Record<string, unknown>; body?: object };

/**
 * Every customer-center read and file download with input that finds dealer A's document (or, marked 404, one
 * nobody has), and the kind it reads.
 */
function reads(): Array<[DocumentKind, Endpoint, Input, 200 | 404]> {
  const { o1, o2, invoices, creditMemoA } = fixture;
  const invoiceId = invoices[o1]?.[0];
  return [
    ['orders', calls.getOrders, { body: {} }, 200],
    ['orders', calls.getOrdersWithPagination, { query: page, body: {} }, 200],
    ['orders', calls.getOrder, { body: { orderId: o1 } }, 200],
    ['shipments', calls.getShipmentDetails, { body: { area: areaInfo, orderId: o1 } }, 200],
    ['invoices', calls.getInvoices, { body: {} }, 200],
    ['invoices', calls.getInvoicesWithPagination, { query: page, body: {} }, 200],
    ['invoices', calls.getInvoice, { body: { invoiceId } }, 200],
    ['creditMemos', calls.getCreditMemosWithPagination, { query: page, body: {} }, 200],
    ['creditMemos', calls.getCreditMemo, { body: { creditMemoId: creditMemoA } }, 200],
    // A document that does not exist is refused the same way: the scope is checked before anything is read.
    ['invoices', calls.getInvoice, { body: { invoiceId: 'LIN-SO999999-1' } }, 404],
    ['orders', calls.getOrder, { body: { orderId: 'SO999999' } }, 404],
    // The files go with their kind of document.
    ['orders', calls.getOrderConfirmationPdf, { query: { OrderId: o1 } }, 200],
    ['orders', calls.getOrderConfirmationExcel, { query: { OrderId: o1 } }, 200],
    ['orders', calls.downloadOrderImages, { query: { OrderId: o1 } }, 200],
    ['invoices', calls.getInvoicePdf, { query: { InvoiceId: invoiceId, LinkId: linkIds[o1] } }, 200],
    ['invoices', calls.getInvoiceExcel, { query: { InvoiceId: invoiceId } }, 200],
    ['invoices', calls.downloadInvoiceImages, { query: { InvoiceId: invoiceId } }, 200],
    [
      'creditMemos',
      calls.getCreditMemoPdf,
      { query: { CreditMemoId: creditMemoA, LinkId: linkIds[o2] } },
      200,
    ],
  ];
}

describe('the customer center by permission scope', () => {
  it('answers each read to the scopes that grant its kind, and 403 naming the missing scope to the others', async () => {
    const { app } = fixture;
    for (const scope of scopes) {
      for (const [kind, endpoint, input, found] of reads()) {
        const response = await ask(app, endpoint, input, sessions[scope]);
        const label = `${scope} ${endpoint.operationId} ${JSON.stringify(input)}`;
        if (scopeAllows(scope, kind)) {
          expect(response.statusCode, `${label} ${response.statusCode === 200 ? '' : response.body}`).toBe(
            found,
          );
          continue;
        }
        expect(response.statusCode, label).toBe(403);
        expect(response.json(), label).toMatchObject({
          errorCode: missingScopeCodes[kind],
          type: 'PermissionScopeException',
        });
        expect(response.json().message, label).toContain(`Your permission scope ${scope}`);
      }
    }
  });

  it('shows a Shipping user an order without its invoices and credit memos, and All everything', async () => {
    const { app, o2 } = fixture;
    const orderOf = async (scope: PermissionScope) => {
      const response = await ask(app, calls.getOrder, { body: { orderId: o2 } }, sessions[scope]);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().order;
    };
    const all = await orderOf('All');
    expect(all.invoices.length).toBeGreaterThan(0);
    expect(all.creditMemos.length).toBeGreaterThan(0);
    for (const scope of ['Shipping', 'Release'] as const) {
      const narrowed = await orderOf(scope);
      expect(narrowed.invoices).toEqual([]);
      expect(narrowed.creditMemos).toEqual([]);
      expect(narrowed.lines).toEqual(all.lines);
    }
  });

  it('tells GetUser the scope, and lets a sales user acting for the customer read everything as All', async () => {
    const { app } = fixture;
    for (const scope of scopes) {
      const me = await callApiUnchecked(app, endpoints.user.getUser, {}, { token: sessions[scope] });
      expect(me.json().permissionScope).toBe(scope);
    }
    const sales = await loginAs(app, 'sales@nordlys.demo');
    await actFor(app, sales, 'C10001');
    for (const [, endpoint, input, found] of reads()) {
      if (found === 404) continue;
      const response = await ask(app, endpoint, input, sales);
      expect(response.statusCode, `${endpoint.operationId} ${response.body}`).toBe(200);
    }
  });
});

describe('checkout by permission scope', () => {
  it('places an order only for Release and All; the others get 403 permission-scope.release-required', async () => {
    const { app, products } = fixture;
    const [variant] = products;
    for (const scope of scopes) {
      const token = sessions[scope];
      // Every scope fills carts (None browses and fills carts too).
      const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 60 }] });
      const response = await createOrder(app, token, cartId, { paymentMethod: 'account', email: undefined });
      if (scopeAllows(scope, 'checkout')) {
        expect(response.statusCode, `${scope} ${response.body}`).toBe(200);
        expect(response.json().order.customerNumber).toBe('C10001');
        continue;
      }
      expect(response.statusCode, scope).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: 'permission-scope.release-required',
        type: 'PermissionScopeException',
      });
    }
  });

  it('still lets a guest check out (a visitor has no scope)', async () => {
    const { app, products } = fixture;
    const token = await visitorToken(app);
    const [variant] = products;
    const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 1 }] });
    const response = await createOrder(app, token, cartId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.customerNumber).toBeNull();
  });
});

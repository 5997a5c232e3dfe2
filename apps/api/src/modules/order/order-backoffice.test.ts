import type { BackofficeOrderDetail, SearchOrdersResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import {
  areaInfo,
  createOrder,
  onHand,
  orderStatus,
  readyCart,
  runJobs,
  stockedVariant,
  type Variant,
} from '../../test-support/order-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const inbox = useSmtpInbox();
/** The reference the ledger refuses an order's first transfer of (LEDGER_REFUSE_ONCE_REFERENCE). */
const ledgerRefusesOnceReference = 'REFUSE-ONCE-TEST';
const shared = useSharedTestApp({
  mail: inbox.mail,
  ledger: { shipAfterMinutes: 30, refuseOnceReference: ledgerRefusesOnceReference },
});

let variant: Variant;
let manager: string;
let dealer: string;

beforeAll(async () => {
  variant = await stockedVariant(shared.app, 100_000);
  manager = await loginAs(shared.app, 'manager@nordlys.demo');
  dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
});

/** A dealer's order on account with a reference; answers its number (PendingTransfer, transfer queued). */
async function accountOrder(app: FastifyInstance, reference: string): Promise<string> {
  const { cartId } = await readyCart(app, dealer, { lines: [{ variant, quantity: 120 }], calculate: false });
  await callApi(
    app,
    endpoints.cart.setOrderFields,
    { body: { area: areaInfo, cartId, reference } },
    { token: dealer },
  );
  await callApi(app, endpoints.cart.calculateCart, { body: { area: areaInfo, cartId } }, { token: dealer });
  const response = await createOrder(app, dealer, cartId, { paymentMethod: 'account' });
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  return response.json().order.orderId as string;
}

const search = async (body: object): Promise<SearchOrdersResponse> => {
  const answer = await callApiUnchecked(
    shared.app,
    endpoints.backofficeOrders.searchOrders,
    { body },
    { token: manager },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const detail = async (orderId: string): Promise<BackofficeOrderDetail> => {
  const answer = await callApi(
    shared.app,
    endpoints.backofficeOrders.getOrder,
    { body: { orderId } },
    { token: manager },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const moveTo = (orderId: string, status: string, token = manager) =>
  callApiUnchecked(
    shared.app,
    endpoints.backofficeOrders.updateOrderState,
    { body: { orderId, status } },
    { token },
  );

const auditOf = (orderId: string, action: string) =>
  queryRows<{ actor_user_id: string | null; details: Record<string, unknown> }>(
    shared.app.db,
    sql`select actor_user_id, details from audit_log where entity = 'order' and entity_id = ${orderId} and action = ${action} order by id`,
  );

describe('the back office order calls', () => {
  it('find a transferred order by number and customer, paged newest first, and show it whole', async () => {
    const { app } = shared;
    const orderId = await accountOrder(app, 'PO-backoffice-find');
    await runJobs(app);
    expect(await orderStatus(app, orderId)).toBe('Transferred');

    const byNumber = await search({ orderId: orderId.slice(2) });
    expect(byNumber.orders.map((row) => row.orderId)).toContain(orderId);
    const found = byNumber.orders.find((row) => row.orderId === orderId);
    expect(found).toMatchObject({
      customerNumber: 'C10001',
      customerName: 'Lille Kanin Børnetøj ApS',
      status: 'Transferred',
      paymentMethod: 'account',
    });
    const byName = await search({ customer: 'lille kanin', status: 'Transferred' });
    expect(byName.orders.map((row) => row.orderId)).toContain(orderId);
    expect(
      byName.orders.every((row) => row.status === 'Transferred' && row.customerNumber === 'C10001'),
    ).toBe(true);
    expect((await search({ customer: 'C10001', status: 'Rejected', orderId })).orders).toEqual([]);
    expect((await search({ orderId, from: '2000-01-01', to: '2000-01-02' })).totalCount).toBe(0);

    // Pages of one: every order once, newest first, whatever the page.
    const all = await search({ customer: 'C10001', pageSize: 100 });
    const paged: string[] = [];
    for (let page = 1; page <= Math.min(all.totalCount, 4); page++) {
      const one = await search({ customer: 'C10001', pageSize: 1, pageNr: page });
      expect(one.pageCount).toBe(all.totalCount);
      paged.push(...one.orders.map((row) => row.orderId));
    }
    expect(paged).toEqual(all.orders.slice(0, paged.length).map((row) => row.orderId));
    const times = all.orders.map((row) => row.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());

    const order = await detail(orderId);
    expect(order.order.lines).toHaveLength(1);
    expect(order.customerName).toBe('Lille Kanin Børnetøj ApS');
    // Placed by the dealer's user, no sales person acting.
    expect([order.placedBy, order.placedBySales]).toEqual(['Mette Jensen', false]);
    expect(order.nextStatuses).toEqual([]);
    expect(order.transferHistory.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'PendingTransfer'],
      ['PendingTransfer', 'Transferred'],
    ]);
    expect(order.documents.orderId).toBe(orderId);
    expect(order.payments).toEqual([]);

    const missing = await callApi(
      app,
      endpoints.backofficeOrders.getOrder,
      { body: { orderId: 'SO0' } },
      { token: manager },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuse a move the state machine does not allow with 409 naming both states', async () => {
    const { app } = shared;
    const orderId = await accountOrder(app, 'PO-backoffice-409');
    await runJobs(app);
    const refused = await moveTo(orderId, 'PendingTransfer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'order-transition-not-allowed' });
    expect(refused.json().message).toContain('Transferred');
    expect(refused.json().message).toContain('PendingTransfer');
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    // The job's own move is not staff's either.
    const pending = await accountOrder(app, 'PO-backoffice-409b');
    const byHand = await moveTo(pending, 'Transferred');
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toMatch(/PendingTransfer.*Transferred/);
    expect((await moveTo('SO0', 'Rejected')).statusCode).toBe(404);
    await runJobs(app);
  });

  it('give a refused transfer a reason code with the ERP’s own words, and old reasons without error names', async () => {
    const { app } = shared;
    const orderId = await accountOrder(app, ledgerRefusesOnceReference);
    await runJobs(app);
    const failed = await detail(orderId);
    const refused = {
      code: 'erp-refused',
      attempts: 1,
      detail: `ledger refused ${orderId}: customer blocked in the ledger (LEDGER_REFUSE_ONCE_REFERENCE)`,
    };
    expect(failed.transferFailure).toEqual(refused);
    expect(failed.transferHistory.at(-1)?.transferFailure).toEqual(refused);
    expect(failed.transferHistory[0]?.transferFailure).toBeNull();
    expect(JSON.stringify(failed.transferFailure)).not.toMatch(/PermanentJobError|ErpRefusal/);

    // A reason stored before the codes: 'unknown', its text without the shop's error names.
    const legacy = `transfer failed after 1 attempt: PermanentJobError: ErpRefusal: ledger refused ${orderId}: blocked`;
    await app.db.execute(sql`UPDATE orders SET status_reason = ${legacy} WHERE id = ${orderId}`);
    expect((await detail(orderId)).transferFailure).toEqual({
      code: 'unknown',
      attempts: null,
      detail: `transfer failed after 1 attempt: ledger refused ${orderId}: blocked`,
    });
    expect((await moveTo(orderId, 'Rejected')).statusCode).toBe(200);
    expect((await detail(orderId)).transferFailure).toBeNull();
  });

  it('move a refused transfer back to transfer: it reaches Transferred, audited; rejecting gives stock back', async () => {
    const { app } = shared;
    const orderId = await accountOrder(app, ledgerRefusesOnceReference);
    await runJobs(app);
    expect(await orderStatus(app, orderId)).toBe('ErrorInTransfer');
    expect((await detail(orderId)).nextStatuses).toEqual(['PendingTransfer', 'Rejected']);
    expect((await search({ orderId, status: 'ErrorInTransfer' })).totalCount).toBe(1);

    const moved = await moveTo(orderId, 'PendingTransfer');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      orderId,
      from: 'ErrorInTransfer',
      to: 'PendingTransfer',
      transferQueued: true,
    });
    await runJobs(app);
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    const history = (await detail(orderId)).transferHistory;
    expect(history.map((event) => event.toStatus)).toEqual([
      'PendingTransfer',
      'ErrorInTransfer',
      'PendingTransfer',
      'Transferred',
    ]);
    expect(history[2]?.actor).toBeTruthy();
    const [audited] = await auditOf(orderId, 'order.update-state');
    expect(audited?.actor_user_id).toBeTruthy();
    expect(audited?.details).toMatchObject({ from: 'ErrorInTransfer', to: 'PendingTransfer' });

    // Given up instead: Rejected, and the stock it took is back.
    const before = await onHand(app, variant.variantId);
    const other = await accountOrder(app, ledgerRefusesOnceReference);
    await runJobs(app);
    expect(await orderStatus(app, other)).toBe('ErrorInTransfer');
    expect(await onHand(app, variant.variantId)).toBe(before - 120);
    expect((await moveTo(other, 'Rejected')).statusCode).toBe(200);
    expect(await onHand(app, variant.variantId)).toBe(before);
    expect((await moveTo(other, 'PendingTransfer')).statusCode).toBe(409);
  });

  it('send a copy of the confirmation in the order’s language to its own or another address', async () => {
    const { app } = shared;
    const orderId = await accountOrder(app, 'PO-backoffice-copy');
    await runJobs(app);
    const sent = await callApi(
      app,
      endpoints.backofficeOrders.sendReceiptCopy,
      { body: { orderId, email: 'bogholderi@lillekanin.example' } },
      { token: manager },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ orderId, sentTo: 'bogholderi@lillekanin.example', languageCode: 'en' });
    const own = await callApi(
      app,
      endpoints.backofficeOrders.sendReceiptCopy,
      { body: { orderId } },
      { token: manager },
    );
    expect(own.statusCode, own.body).toBe(200);
    await runJobs(app);
    await expect
      .poll(() => inbox.received.filter((mail) => mail.subject === `Order confirmation ${orderId}`).length)
      .toBeGreaterThanOrEqual(3);
    const copy = inbox.received.find((mail) => mail.to.includes('bogholderi@lillekanin.example'));
    expect(copy?.subject).toBe(`Order confirmation ${orderId}`);
    expect(copy?.text).toContain(orderId);
    expect(
      inbox.received.filter((mail) => mail.to.includes(own.json().sentTo)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await auditOf(orderId, 'order.send-receipt-copy')).toHaveLength(2);

    const bad = await callApiUnchecked(
      app,
      endpoints.backofficeOrders.sendReceiptCopy,
      { body: { orderId, email: 'not an address' } },
      { token: manager },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
  });

  it('answer the areas with languages, domains and currencies', async () => {
    const answer = await callApi(shared.app, endpoints.backofficeOrders.getAreas, {}, { token: manager });
    expect(answer.statusCode, answer.body).toBe(200);
    const [area] = answer.json().areas;
    expect(area).toMatchObject({ areaId: 'b2b', defaultCurrencyCode: 'EUR', domains: ['localhost:3000'] });
    expect(area.currencies[0]).toBe('EUR');
    expect(area.currencies).toEqual(expect.arrayContaining(['DKK', 'GBP', 'USD', 'SEK', 'NOK']));
    expect(area.languages.map((language: { code: string }) => language.code)).toEqual(['en', 'da']);
  });

  it('are for staff only: 401 anonymous, 403 for a dealer and a sales user without B2B Manager', async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const calls = [
      [endpoints.backofficeOrders.getAreas, undefined],
      [endpoints.backofficeOrders.searchOrders, {}],
      [endpoints.backofficeOrders.getOrder, { orderId: 'SO100001' }],
      [endpoints.backofficeOrders.updateOrderState, { orderId: 'SO100001', status: 'Rejected' }],
      [endpoints.backofficeOrders.sendReceiptCopy, { orderId: 'SO100001' }],
    ] as const;
    for (const [endpoint, body] of calls) {
      const input = body === undefined ? {} : { body };
      expect((await callApiUnchecked(app, endpoint, input)).statusCode, endpoint.operationId).toBe(401);
      expect((await callApiUnchecked(app, endpoint, input, { token: dealer })).statusCode).toBe(403);
      expect((await callApiUnchecked(app, endpoint, input, { token: sales })).statusCode).toBe(403);
    }
  });

  it('answer bad and fuzzed bodies with 4xx, never 5xx', async () => {
    const { app } = shared;
    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      { orderId: '' },
      { orderId: 7 },
      { orderId: 'x'.repeat(500) },
      { orderId: 'SO1', status: 'Shipped' },
      { orderId: 'SO1', email: ['a@b.c'] },
      { pageNr: 0 },
      { pageSize: 1000 },
      { pageNr: 1.5 },
      { from: '2026-13-01' },
      { from: '2026-11-10', to: '2026-11-01' },
      { status: 'Nope' },
      { customer: 'x'.repeat(101) },
      { orderId: 'SO\u0000' },
      { customer: '%_\\' },
    ];
    const writes = [
      endpoints.backofficeOrders.searchOrders,
      endpoints.backofficeOrders.getOrder,
      endpoints.backofficeOrders.updateOrderState,
      endpoints.backofficeOrders.sendReceiptCopy,
    ];
    for (const endpoint of writes) {
      for (const body of junk) {
        const answer = await callApiUnchecked(app, endpoint, { body }, { token: manager });
        expect(
          answer.statusCode,
          `${endpoint.operationId} ${JSON.stringify(body)}: ${answer.body}`,
        ).toBeLessThan(500);
        expect(answer.statusCode).toBeGreaterThanOrEqual(200);
      }
    }
    const named = await callApiUnchecked(
      app,
      endpoints.backofficeOrders.searchOrders,
      { body: { pageSize: 1000 } },
      { token: manager },
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain('pageSize');
  });
});

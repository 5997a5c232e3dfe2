import type { AddressInfo } from 'node:net';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import {
  type ErpStandIn,
  postToShop,
  type ShopInbound,
  standInSigningSecret,
  startErpStandIn,
} from '../../test-support/erp-stand-in.ts';
import { useLedgerFixture } from '../../test-support/ledger-kit.ts';
import {
  areaInfo,
  createOrder,
  orderStatus,
  readyCart,
  runJobs,
  type Variant,
} from '../../test-support/order-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { signErpMessage } from './erp-signature.ts';

let standIn: ErpStandIn;
beforeAll(async () => {
  standIn = await startErpStandIn();
});

// Read when the app is built (after the stand-in listens): the shop's ERP over HTTP, pointed at the stand-in.
const erp = {
  kind: 'http' as const,
  get http() {
    return standIn.settings(800);
  },
};
const shared = useSharedTestApp({ erp });
// After hooks run last-registered first: the stand-in closes (ending any request it holds) before the app,
// whose close waits for its jobs and then drops the database on PostgreSQL.
afterAll(async () => {
  await standIn.close();
});
const fixture = useLedgerFixture(shared);
let shop: ShopInbound;
let feedKey: string;

const createKey = async (kind: 'erp' | 'feed') => {
  const answer = await callApi(
    shared.app,
    endpoints.feedKeys.createFeedApiKey,
    { body: { name: `${kind} key`, kind } },
    { token: fixture.manager },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().secret as string;
};

beforeAll(async () => {
  await shared.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shared.app.server.address() as AddressInfo;
  shop = { baseUrl: `http://127.0.0.1:${port}`, apiKey: await createKey('erp') };
  feedKey = await createKey('feed');
});

/** A dealer's order on account, placed (PendingTransfer, its transfer queued); answers its number. */
async function placeOrder(): Promise<string> {
  const [first, second] = fixture.variants as [Variant, Variant];
  const { cartId } = await readyCart(shared.app, fixture.dealer, {
    lines: [
      { variant: first, quantity: 20 },
      { variant: second, quantity: 10 },
    ],
  });
  const response = await createOrder(shared.app, fixture.dealer, cartId, { paymentMethod: 'account' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order.orderId as string;
}

const jsonOf = async (response: Response) => (await response.json()) as Record<string, unknown>;

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function erpDocumentNoOf(orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ no: string | null }>(
    shared.app.db,
    sql`SELECT erp_document_no AS no FROM orders WHERE id = ${orderId}`,
  );
  return row?.no ?? null;
}

const messagesOf = (orderId: string) =>
  standIn.received.filter((message) => message.idempotencyKey === orderId);

async function countOf(table: 'erp_shipments' | 'erp_invoices' | 'erp_credit_memos', orderId: string) {
  const [row] = await queryRows<{ n: number }>(
    shared.app.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE external_order_no = ${orderId}`,
  );
  return Number(row?.n);
}

async function transferred(): Promise<string> {
  const orderId = await placeOrder();
  await runJobs(shared.app);
  expect(await orderStatus(shared.app, orderId)).toBe('Transferred');
  return orderId;
}

describe('ERP=http: outbound order transfer (ADR 87)', () => {
  it('POSTs the order once, signed, with our order number as idempotency key, and stores the ERP’s order number', async () => {
    const orderId = await transferred();
    const messages = messagesOf(orderId);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.signed).toBe(true);
    expect(message?.answeredWith).toBe(201);
    const body = JSON.parse(message?.body ?? '{}');
    expect(body).toMatchObject({ version: 1, type: 'order.created', order: { externalOrderNo: orderId } });
    expect(body.order.lines).toHaveLength(2);
    const erpOrderNo = standIn.orders.get(orderId)?.orderNo;
    expect(erpOrderNo).toMatch(/^SO-/);
    expect(await erpDocumentNoOf(orderId)).toBe(erpOrderNo);
    // A later job run sends nothing again.
    await runJobs(shared.app, later(600));
    expect(messagesOf(orderId)).toHaveLength(1);
  });

  it('a refusal on the merits sends the order to ErrorInTransfer at once; the back office’s retry is accepted', async () => {
    standIn.plan('refuse');
    const orderId = await placeOrder();
    await runJobs(shared.app);
    expect(await orderStatus(shared.app, orderId)).toBe('ErrorInTransfer');
    const retry = await callApi(
      shared.app,
      endpoints.backofficeOrders.updateOrderState,
      { body: { orderId, status: 'PendingTransfer', reason: 'customer unblocked in the ERP' } },
      { token: fixture.manager },
    );
    expect(retry.statusCode, retry.body).toBe(200);
    await runJobs(shared.app);
    expect(await orderStatus(shared.app, orderId)).toBe('Transferred');
    expect(messagesOf(orderId).map((message) => message.answeredWith)).toEqual([422, 201]);
    expect(await erpDocumentNoOf(orderId)).toBe(standIn.orders.get(orderId)?.orderNo);
  });

  it('a 5xx and a timeout are retried with backoff and the same idempotency key, and make one sales order', async () => {
    standIn.plan('fail', 'hang');
    const orderId = await placeOrder();
    await runJobs(shared.app);
    expect(await orderStatus(shared.app, orderId)).toBe('PendingTransfer');
    await runJobs(shared.app, later(60));
    expect(await orderStatus(shared.app, orderId)).toBe('PendingTransfer');
    await runJobs(shared.app, later(600));
    expect(await orderStatus(shared.app, orderId)).toBe('Transferred');
    expect(messagesOf(orderId).map((message) => message.answeredWith)).toEqual([503, 0, 201]);
    expect(messagesOf(orderId).every((message) => message.signed)).toBe(true);
  });

  it('the stand-in, as a partner must, refuses a message with a wrong or stale signature', async () => {
    const body = JSON.stringify({ version: 1, type: 'order.created', order: {} });
    const now = Math.floor(Date.now() / 1000);
    const send = (secret: string, timestamp: number) =>
      fetch(standIn.url, {
        method: 'POST',
        headers: {
          'x-shop-signature': signErpMessage(secret, timestamp, body),
          'x-shop-timestamp': String(timestamp),
          'idempotency-key': 'forged',
        },
        body,
      });
    expect((await send('not-the-secret-not-the-secret-not-the-secret', now)).status).toBe(401);
    expect((await send(standInSigningSecret, now - 3600)).status).toBe(401);
    expect(standIn.orders.has('forged')).toBe(false);
  });
});

describe('ERP=http: inbound documents', () => {
  it('a shipment and its invoice show in the customer center at once: shipped and invoiced', async () => {
    const orderId = await transferred();
    const { invoiceNo } = await standIn.shipAndInvoice(shop, orderId);
    const answer = await callApi(
      shared.app,
      endpoints.customerCenter.getOrder,
      { body: { orderId } },
      { token: fixture.dealer },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { order } = answer.json();
    expect(order.shipmentStatus).toBe('FullyShipped');
    expect(order.invoices.map((invoice: { invoiceId: string }) => invoice.invoiceId)).toEqual([invoiceNo]);
    const shipments = await callApi(
      shared.app,
      endpoints.customerCenter.getShipmentDetails,
      { body: { area: areaInfo, orderId } },
      { token: fixture.dealer },
    );
    expect(shipments.statusCode, shipments.body).toBe(200);
    expect(shipments.body).toContain('00340434');
  });

  it('replayed documents change nothing, however often they come', async () => {
    const orderId = await transferred();
    const { shipment, invoice } = standIn.documentsOf(orderId);
    for (let round = 0; round < 3; round++) {
      const shipped = await postToShop(shop, endpoints.erp.postShipment.path, shipment);
      expect(shipped.status).toBe(200);
      expect((await jsonOf(shipped)).applied).toBe(round === 0);
      const invoiced = await postToShop(shop, endpoints.erp.postInvoice.path, invoice);
      expect(invoiced.status).toBe(200);
      expect((await jsonOf(invoiced)).applied).toBe(round === 0);
    }
    expect(await countOf('erp_shipments', orderId)).toBe(1);
    expect(await countOf('erp_invoices', orderId)).toBe(1);
    // A second invoice of the same shipment under another number is a conflict, not a second bill.
    const second = await postToShop(shop, endpoints.erp.postInvoice.path, {
      ...invoice,
      documentNo: `${invoice.documentNo}-B`,
    });
    expect(second.status).toBe(409);
    expect((await jsonOf(second)).errorCode).toBe('erp-document-conflict');
  });

  it('documents out of order are refused with 409 and change nothing; sent in order afterwards they apply once', async () => {
    const orderId = await transferred();
    const { shipment, invoice } = standIn.documentsOf(orderId);
    const creditMemo = {
      documentNo: `CM-${orderId}`,
      appliesToInvoiceNo: invoice.documentNo,
      postedAt: new Date().toISOString(),
      reason: 'Returned: wrong size',
      lines: [{ lineNo: 1, quantity: 2, amountWithoutVat: 1000, vat: 250 }],
    };
    const early = await postToShop(shop, endpoints.erp.postCreditMemo.path, creditMemo);
    expect(early.status).toBe(409);
    expect((await jsonOf(early)).errorCode).toBe('erp-document-out-of-order');
    const earlyInvoice = await postToShop(shop, endpoints.erp.postInvoice.path, invoice);
    expect(earlyInvoice.status).toBe(409);
    expect(await countOf('erp_invoices', orderId)).toBe(0);
    expect(await countOf('erp_credit_memos', orderId)).toBe(0);

    for (const [path, body] of [
      [endpoints.erp.postShipment.path, shipment],
      [endpoints.erp.postInvoice.path, invoice],
      [endpoints.erp.postCreditMemo.path, creditMemo],
      [endpoints.erp.postCreditMemo.path, creditMemo],
    ] as const) {
      const answer = await postToShop(shop, path, body);
      expect(answer.status, await answer.clone().text()).toBe(200);
    }
    expect(await countOf('erp_credit_memos', orderId)).toBe(1);
    const memos = await callApi(
      shared.app,
      endpoints.customerCenter.getCreditMemosWithPagination,
      { query: { pageSize: 10, pageNr: 1 }, body: {} },
      { token: fixture.dealer },
    );
    expect(memos.statusCode, memos.body).toBe(200);
    expect(memos.body).toContain(creditMemo.documentNo);
  });

  it('a document for an order the ERP never got is 404; a line the order has not is 400 naming it', async () => {
    const orderId = await transferred();
    const { shipment } = standIn.documentsOf(orderId);
    const unknown = await postToShop(shop, endpoints.erp.postShipment.path, {
      ...shipment,
      documentNo: 'SH-NOWHERE',
      externalOrderNo: 'SO-NOWHERE',
    });
    expect(unknown.status).toBe(404);
    expect((await jsonOf(unknown)).errorCode).toBe('erp-order-unknown');
    const badLine = await postToShop(shop, endpoints.erp.postShipment.path, {
      ...shipment,
      lines: [{ lineNo: 99, quantity: 1 }],
    });
    expect(badLine.status).toBe(400);
    expect(await badLine.text()).toContain('line 99');
    expect(await countOf('erp_shipments', orderId)).toBe(0);
  });
});

describe('ERP=http: who may call the inbound calls', () => {
  const body = { rows: [{ variantId: 'x', unitId: 'CU', warehouse: 'B2B', onHand: 1 }] };
  it('no key or an unknown key is 401; a feed key, a dealer or the B2B Manager is 403; an erp key reads no feed', async () => {
    const call = (headers: Record<string, string>) =>
      callApiUnchecked(shared.app, endpoints.erp.setStockLevels, { body }, { headers });
    expect((await call({})).statusCode).toBe(401);
    expect((await call({ authorization: `ApiKey nfk_${'A'.repeat(43)}` })).statusCode).toBe(401);
    expect((await call({ authorization: `ApiKey ${feedKey}` })).statusCode).toBe(403);
    expect((await call({ authorization: `Bearer ${fixture.dealer}` })).statusCode).toBe(403);
    expect((await call({ authorization: `Bearer ${fixture.manager}` })).statusCode).toBe(403);
    expect((await call({ 'x-api-key': shop.apiKey })).statusCode).toBe(200);
    const feed = await callApiUnchecked(
      shared.app,
      endpoints.feeds.getKontainerProducts,
      { query: { areaId: 'b2b' } },
      { headers: { authorization: `ApiKey ${shop.apiKey}` } },
    );
    expect(feed.statusCode).toBe(403);
  });

  it('bad bodies are 400 naming the field', async () => {
    const post = (endpoint: (typeof endpoints.erp)[keyof typeof endpoints.erp], payload: unknown) =>
      callApiUnchecked(
        shared.app,
        endpoint,
        { body: payload },
        { headers: { authorization: `ApiKey ${shop.apiKey}` } },
      );
    const noNumber = await post(endpoints.erp.postShipment, {
      externalOrderNo: 'X',
      shippedAt: '2026-12-05T08:00:00Z',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.body).toContain('documentNo');
    const zero = await post(endpoints.erp.postShipment, {
      documentNo: 'S1',
      externalOrderNo: 'X',
      shippedAt: '2026-12-05T08:00:00Z',
      lines: [{ lineNo: 1, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('quantity');
    const badDate = await post(endpoints.erp.postInvoice, {
      documentNo: 'I1',
      externalOrderNo: 'X',
      shipmentNo: 'S1',
      postedAt: 'yesterday',
      dueDate: '2027-01-04',
      lines: [{ lineNo: 1, quantity: 1, amountWithoutVat: 1, vat: 0 }],
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('postedAt');
    const negative = await post(endpoints.erp.setStockLevels, {
      rows: [{ variantId: 'V', unitId: 'CU', warehouse: 'B2B', onHand: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('onHand');
  });
});

describe('ERP=http: stock levels', () => {
  /** Rows for distinct (variant, warehouse) pairs of the catalogue's variants, `count` of them. */
  async function stockRows(count: number) {
    const variants = await queryRows<{ id: string }>(shared.app.db, sql`SELECT id FROM variants ORDER BY id`);
    const rows = [];
    for (let index = 0; rows.length < count; index++) {
      const variant = variants[index % variants.length]?.id as string;
      const warehouse = index < variants.length ? 'B2B' : `W${Math.floor(index / variants.length)}`;
      rows.push({ variantId: variant, unitId: 'CU', warehouse, onHand: (index % 50) + 1 });
    }
    return rows;
  }

  it('applies 10,000 rows in one call, shows the B2B level on the product page, and refuses 10,001', async () => {
    const rows = await stockRows(10_000);
    const [first] = fixture.variants as [Variant];
    const target = rows.findIndex((row) => row.variantId === first.variantId && row.warehouse === 'B2B');
    rows[target] = { ...(rows[target] as (typeof rows)[number]), onHand: 4321 };
    const answer = await standIn.postStock(shop, { rows });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({ applied: 10_000, unknownVariantIds: [] });
    const product = await callApi(
      shared.app,
      endpoints.product.getProductsByIds,
      { body: { area: areaInfo, ids: [first.productId], includeOutOfStockColors: true } },
      { token: fixture.dealer },
    );
    expect(product.statusCode, product.body).toBe(200);
    const stocks = JSON.stringify(product.json());
    expect(stocks).toContain(`"variantId":"${first.variantId}","volume":4321`);

    const tooMany = await standIn.postStock(shop, { rows: [...rows, rows[0] as (typeof rows)[number]] });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('at most 10000 rows');
  });

  it('replaces the level of a variant, unit and warehouse, incoming deliveries included, and lists unknown variants', async () => {
    const [, second] = fixture.variants as [Variant, Variant];
    const level = { variantId: second.variantId, unitId: 'CU', warehouse: 'B2B' };
    const first = await standIn.postStock(shop, {
      rows: [
        { ...level, onHand: 7, incoming: [{ date: '2099-01-15', quantity: 30 }] },
        { ...level, variantId: 'NO-SUCH-VARIANT', onHand: 5 },
      ],
    });
    expect(await first.json()).toEqual({ applied: 1, unknownVariantIds: ['NO-SUCH-VARIANT'] });
    // Named twice in one call: the last level counts.
    const again = await standIn.postStock(shop, {
      rows: [
        { ...level, onHand: 9 },
        { ...level, onHand: 3 },
      ],
    });
    expect(again.status).toBe(200);
    const rows = await queryRows<{ volume: number; date: string | null }>(
      shared.app.db,
      sql`SELECT volume, available_date::text AS date FROM stock WHERE variant_id = ${second.variantId} AND location_id = 'B2B'`,
    );
    expect(rows).toEqual([{ volume: 3, date: null }]);
  });
});

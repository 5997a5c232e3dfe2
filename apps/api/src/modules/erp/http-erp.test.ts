import type { AddressInfo } from 'node:net';
import type { PostErpCustomerBody } from '@shop/contracts';
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

describe('ERP=http: price lists and customer prices', () => {
  const productId = 'NL10001';
  const netPrice = async (token: string, id = productId) => {
    const answer = await callApi(
      shared.app,
      endpoints.price.getPricesByCustomer,
      { body: { products: [{ productId: id, variantId: null, unitOfMeasure: 'CU' }] } },
      { token },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().prices[0]?.price as { unitPrice: number } | undefined;
  };
  const entriesOf = async (id: string) =>
    queryRows<{ group: string | null; customer: string | null; currency: string; q: number; price: number }>(
      shared.app.db,
      sql`SELECT price_group_code AS "group", customer_number AS customer, currency_code AS currency,
        min_quantity AS q, unit_price AS price
        FROM price_list_entries WHERE product_id = ${id} AND unit_id = 'CU' AND variant_id IS NULL
        ORDER BY 1, 2, 4`,
    );

  it('a group’s list replaces its prices of the product, a customer price beats it, and removing it restores the group’s', async () => {
    const group = { priceGroupCode: 'B2B DKK', productId, unitId: 'CU' };
    const set = await standIn.postPrices(shop, {
      rows: [
        { ...group, unitPrice: 31_100 },
        { ...group, minQuantity: 50, unitPrice: 29_900 },
      ],
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await set.json()).toMatchObject({ applied: 2, unknownProductIds: [], unknownPriceGroupCodes: [] });
    // The list replaced what the group had for the product (its earlier quantity breaks are gone).
    expect((await entriesOf(productId)).filter((row) => row.group === 'B2B DKK')).toEqual([
      { group: 'B2B DKK', customer: null, currency: 'DKK', q: 1, price: 31_100 },
      { group: 'B2B DKK', customer: null, currency: 'DKK', q: 50, price: 29_900 },
    ]);
    // At once for the dealer (no minute of cached rules), whatever the group price was a moment ago.
    expect((await netPrice(fixture.dealer))?.unitPrice).toBe(31_100);

    // A customer price for the dealer (C10001) beats the group's, in the customer's currency.
    const own = await standIn.postPrices(shop, {
      rows: [{ customerNumber: 'C10001', productId, unitId: 'CU', unitPrice: 27_700 }],
    });
    expect(own.status).toBe(200);
    expect((await netPrice(fixture.dealer))?.unitPrice).toBe(27_700);
    // The same call again changes nothing.
    const before = await entriesOf(productId);
    const replay = await standIn.postPrices(shop, {
      rows: [{ customerNumber: 'C10001', productId, unitId: 'CU', unitPrice: 27_700 }],
    });
    expect(await replay.json()).toMatchObject({ applied: 1, removed: 1 });
    expect(await entriesOf(productId)).toEqual(before);

    const removed = await standIn.postPrices(shop, { removed: [{ customerNumber: 'C10001', productId }] });
    expect(await removed.json()).toMatchObject({ applied: 0, removed: 1 });
    expect((await netPrice(fixture.dealer))?.unitPrice).toBe(31_100);
  });

  it('lists what the shop does not know and applies the rest', async () => {
    const answer = await standIn.postPrices(shop, {
      rows: [
        { priceGroupCode: 'B2B DKK', productId: 'NL10002', unitId: 'CU', unitPrice: 12_300 },
        { priceGroupCode: 'B2B XYZ', productId: 'NL10002', unitId: 'CU', unitPrice: 1 },
        { customerNumber: 'C99999', productId: 'NL10002', unitId: 'CU', unitPrice: 1 },
        { priceGroupCode: 'B2B DKK', productId: 'NO-SUCH-PRODUCT', unitId: 'CU', unitPrice: 1 },
        // A variant of another product.
        {
          priceGroupCode: 'B2B DKK',
          productId: 'NL10002',
          variantId: fixture.variants[0]?.variantId ?? '',
          unitId: 'CU',
          unitPrice: 1,
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      applied: 1,
      removed: expect.any(Number),
      unknownProductIds: ['NO-SUCH-PRODUCT'],
      unknownVariantIds: fixture.variants[0]?.productId === 'NL10002' ? [] : [fixture.variants[0]?.variantId],
      unknownPriceGroupCodes: ['B2B XYZ'],
      unknownCustomerNumbers: ['C99999'],
    });
    expect((await entriesOf('NL10002')).filter((row) => row.group === 'B2B DKK')).toEqual([
      { group: 'B2B DKK', customer: null, currency: 'DKK', q: 1, price: 12_300 },
    ]);
  });

  it('applies 10,000 rows in one call and refuses 10,001; bad rows are 400 naming the field', async () => {
    const products = await queryRows<{ id: string }>(shared.app.db, sql`SELECT id FROM products ORDER BY id`);
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      priceGroupCode: 'RETAIL DKK',
      productId: products[index % products.length]?.id as string,
      unitId: 'CU',
      minQuantity: Math.floor(index / products.length) + 1,
      unitPrice: 10_000 + index,
    }));
    const answer = await standIn.postPrices(shop, { rows });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ applied: 10_000, unknownProductIds: [] });
    const tooMany = await standIn.postPrices(shop, { rows: [...rows, rows[0] as (typeof rows)[number]] });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('at most 10000');

    const bad = async (row: Record<string, unknown>, field: string) => {
      const response = await standIn.postPrices(shop, { rows: [row as never] });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(field);
    };
    const row = { productId, unitId: 'CU', unitPrice: 100 };
    await bad({ ...row, priceGroupCode: 'B2B DKK', customerNumber: 'C10001' }, 'name either priceGroupCode');
    await bad(row, 'name either priceGroupCode');
    await bad({ ...row, priceGroupCode: 'B2B DKK', unitPrice: -1 }, 'unitPrice');
    await bad({ ...row, priceGroupCode: 'B2B DKK', unitPrice: 5_000_000_000 }, 'unitPrice');
    await bad(
      { ...row, priceGroupCode: 'B2B DKK', validFrom: '2027-02-01', validTo: '2027-01-01' },
      'validTo',
    );
    const empty = await standIn.postPrices(shop, {});
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('at least one entry');
  });
});

describe('ERP=http: customer data', () => {
  const address = {
    name: 'Nordic Kids ApS',
    address1: 'Østergade 5',
    postalCode: '8000',
    city: 'Aarhus C',
    countryCode: 'DK',
  };
  const customer = {
    customerNumber: 'C77001',
    name: 'Nordic Kids ApS',
    currencyCode: 'DKK',
    priceGroupCode: 'B2B DKK',
    minOrderAmount: 150_000,
    shipmentMethodCode: 'DHL',
    countryCode: 'DK',
    languageCode: 'da',
    email: 'indkoeb@nordickids.example',
    vatNumber: 'dk 12 34 56 78',
    paymentTerms: 'net30',
    billingAddress: address,
    shippingAddresses: [address, { ...address, name: 'Nordic Kids lager', address1: 'Havnevej 2' }],
  } satisfies PostErpCustomerBody;

  const auditEntries = async (customerNumber: string) =>
    queryRows<{ details: Record<string, unknown> }>(
      shared.app.db,
      sql`SELECT details FROM audit_log WHERE action = 'customer.erp-update' AND entity_id = ${customerNumber} ORDER BY id`,
    );

  it('creates a new customer, answers a replay with changed: false, and replaces it whole, audited', async () => {
    const created = await standIn.postCustomer(shop, customer);
    expect(created.status, await created.clone().text()).toBe(200);
    expect(await created.json()).toEqual({ created: true, changed: true, customerNumber: 'C77001' });
    const staff = await callApi(
      shared.app,
      endpoints.backofficeCustomers.getCustomer,
      { body: { customerId: 'C77001' } },
      { token: fixture.manager },
    );
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({
      name: 'Nordic Kids ApS',
      vatNumber: 'DK12345678',
      paymentTerms: 'net30',
    });

    const replay = await standIn.postCustomer(shop, customer);
    expect(await replay.json()).toEqual({ created: false, changed: false, customerNumber: 'C77001' });
    expect(await auditEntries('C77001')).toHaveLength(1);

    const moved = await standIn.postCustomer(shop, {
      ...customer,
      paymentTerms: 'net60',
      shippingAddresses: [{ ...address, address1: 'Åboulevarden 9' }],
    });
    expect(await moved.json()).toEqual({ created: false, changed: true, customerNumber: 'C77001' });
    const entries = await auditEntries('C77001');
    expect(entries).toHaveLength(2);
    expect(entries[1]?.details).toEqual({
      changed: { paymentTerms: { from: 'net30', to: 'net60' } },
      addressesChanged: true,
    });
  });

  it('is in force on the dealer’s next request: blocked status, minimum order, new addresses', async () => {
    const dealerCustomer = await queryRows<Record<string, unknown>>(
      shared.app.db,
      sql`SELECT * FROM customers WHERE customer_number = 'C10001'`,
    );
    const original = dealerCustomer[0] as Record<string, string>;
    const originalAddresses = await callApi(
      shared.app,
      endpoints.customer.getAddresses,
      { body: { areaInfo } },
      { token: fixture.dealer },
    );
    const dealer = {
      ...customer,
      customerNumber: 'C10001',
      name: original.name as string,
      blockedStatus: 'All' as const,
    };
    const answer = await standIn.postCustomer(shop, dealer);
    expect(await answer.json()).toMatchObject({ created: false, changed: true });
    try {
      const user = await callApi(shared.app, endpoints.user.getUser, {}, { token: fixture.dealer });
      expect(user.json().customer).toMatchObject({ blockedStatus: 'All', minOrderAmount: 150_000 });
      const addresses = await callApi(
        shared.app,
        endpoints.customer.getAddresses,
        { body: { areaInfo } },
        { token: fixture.dealer },
      );
      expect(addresses.json().addresses.map((row: { address1: string }) => row.address1)).toEqual([
        'Østergade 5',
        'Østergade 5',
        'Havnevej 2',
      ]);
    } finally {
      // The rest of the file orders as this dealer: its data goes back as it was, through the same call.
      const billing = originalAddresses
        .json()
        .addresses.find((row: { kind: string }) => row.kind === 'billing');
      const shipping = originalAddresses
        .json()
        .addresses.filter((row: { kind: string }) => row.kind === 'shipping');
      const plain = (row: Record<string, unknown>) => ({
        name: row.name,
        address1: row.address1,
        address2: row.address2,
        postalCode: row.postalCode,
        city: row.city,
        countryCode: row.countryCode,
      });
      const restored = await standIn.postCustomer(shop, {
        customerNumber: 'C10001',
        name: original.name as string,
        active: true,
        currencyCode: 'DKK',
        rrpCurrencyCode: original.rrp_currency_code as 'DKK',
        priceGroupCode: original.price_group_code as string,
        minOrderAmount: Number(original.min_order_amount),
        minOrderAmountPre: Number(original.min_order_amount_pre),
        shipmentMethodCode: original.shipment_method_code as string,
        blockedStatus: 'None',
        countryCode: original.country_code as string,
        languageCode: original.language_code as 'da',
        email: original.email as string,
        phone: (original.phone as string | null) ?? null,
        vatNumber: (original.vat_number as string | null) ?? null,
        paymentTerms: original.payment_terms as 'net30',
        billingAddress: plain(billing) as never,
        shippingAddresses: shipping.map(plain) as never,
      });
      expect(restored.status, await restored.clone().text()).toBe(200);
    }
  });

  it('refuses a price group that is not a wholesale group of the customer’s currency, and bad fields, with 400', async () => {
    for (const priceGroupCode of ['B2B EUR', 'RETAIL DKK', 'NO GROUP']) {
      const answer = await standIn.postCustomer(shop, {
        ...customer,
        customerNumber: 'C77002',
        priceGroupCode,
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ errorCode: 'erp-price-group-unknown' });
    }
    const noAddress = await standIn.postCustomer(shop, { ...customer, shippingAddresses: [] });
    expect(noAddress.status).toBe(400);
    expect(await noAddress.text()).toContain('shippingAddresses');
    const badCountry = await standIn.postCustomer(shop, { ...customer, countryCode: 'Denmark' });
    expect(badCountry.status).toBe(400);
    expect(await badCountry.text()).toContain('countryCode');
    const unknown = await queryRows(
      shared.app.db,
      sql`SELECT 1 FROM customers WHERE customer_number = 'C77002'`,
    );
    expect(unknown).toEqual([]);
  });
});

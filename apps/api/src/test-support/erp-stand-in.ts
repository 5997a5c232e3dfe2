import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  erpHeaders,
  type PostErpCustomerBody,
  type PostErpInvoiceBody,
  type PostErpShipmentBody,
  type SetErpPricesBody,
  type SetErpStockLevelsBody,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { HttpErpSettings } from '../modules/erp/erp.ts';
import { verifyErpSignature } from '../modules/erp/erp-signature.ts';
import type { ErpOrderMessage } from '../modules/erp/http-erp.ts';

/**
 * A local stand-in of a brand's ERP for the ERP over HTTP (ADR 87), for tests only: it receives the shop's
 * signed `order.created` messages, checks each signature as a partner must (a bad or stale one answers 401, not
 * a refusal), keeps one sales order per idempotency key (a retry gets the first number back), and answers from
 * a plan the test sets (accept, refuse on the merits, fail with a 5xx, or not answer in time). It posts the
 * documents of an order it holds (a shipment with tracking, its invoice), stock levels, prices and customers back
 * to the shop through the inbound calls, with an API key of the erp kind, as the partner's middleware would.
 */

export const standInSigningSecret = 'erp-stand-in-signing-secret-0123456789';

/** What the stand-in answers the next order message with. */
export type StandInAnswer = 'accept' | 'refuse' | 'fail' | 'hang';

export type ReceivedMessage = {
  idempotencyKey: string | undefined;
  signed: boolean;
  body: string;
  answeredWith: number;
};

export type ErpStandIn = {
  readonly url: string;
  /** Settings of the shop's ERP over HTTP pointed here (`timeoutMs` short, so a hang is seen quickly). */
  settings(timeoutMs?: number): HttpErpSettings;
  /** Answers for the next messages, in order; once used up, every message is accepted. */
  plan(...answers: StandInAnswer[]): void;
  /** Every message that reached it, in order. */
  readonly received: ReceivedMessage[];
  /** The sales orders taken, by our order number. */
  readonly orders: Map<string, { orderNo: string; message: ErpOrderMessage }>;
  /** Ship and invoice everything of our order it holds: the two documents, posted through the shop's calls. */
  shipAndInvoice(
    shop: ShopInbound,
    externalOrderNo: string,
  ): Promise<{ shipmentNo: string; invoiceNo: string }>;
  /** The documents that shipping and invoicing all of an order posts (for tests that post them themselves). */
  documentsOf(externalOrderNo: string): { shipment: PostErpShipmentBody; invoice: PostErpInvoiceBody };
  /** Post stock levels to the shop. */
  postStock(shop: ShopInbound, body: SetErpStockLevelsBody): Promise<Response>;
  /** Post price lists and customer prices to the shop. */
  postPrices(shop: ShopInbound, body: SetErpPricesBody): Promise<Response>;
  /** Post one customer's master data to the shop. */
  postCustomer(shop: ShopInbound, body: PostErpCustomerBody): Promise<Response>;
  close(): Promise<void>;
};

/** Where the shop takes inbound calls, and the erp key to call with. */
export type ShopInbound = { baseUrl: string; apiKey: string };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A call to one of the shop's inbound endpoints; throws on anything but 200. */
export async function postToShop(shop: ShopInbound, path: string, body: unknown): Promise<Response> {
  return fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `ApiKey ${shop.apiKey}` },
    body: JSON.stringify(body),
  });
}

async function postOk(shop: ShopInbound, path: string, body: unknown): Promise<void> {
  const response = await postToShop(shop, path, body);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

export async function startErpStandIn(): Promise<ErpStandIn> {
  const plan: StandInAnswer[] = [];
  const received: ReceivedMessage[] = [];
  const orders = new Map<string, { orderNo: string; message: ErpOrderMessage }>();
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const idempotencyKey = header(erpHeaders.idempotencyKey);
    const signed = verifyErpSignature(
      standInSigningSecret,
      { signature: header(erpHeaders.signature), timestamp: header(erpHeaders.timestamp) },
      body,
      new Date(),
    );
    const record = (status: number) => received.push({ idempotencyKey, signed, body, answeredWith: status });
    if (!signed) {
      record(401);
      return answer(response, 401, { error: 'signature does not verify' });
    }
    const next = plan.shift() ?? 'accept';
    if (next === 'hang') {
      record(0);
      hanging.add(response);
      return;
    }
    if (next === 'fail') {
      record(503);
      return answer(response, 503, { error: 'ERP in maintenance' });
    }
    const message = JSON.parse(body) as ErpOrderMessage;
    if (next === 'refuse') {
      record(422);
      return answer(response, 422, {
        refusal: { code: 'customer-blocked', reason: `customer ${message.order.customerNumber} is blocked` },
      });
    }
    const key = idempotencyKey ?? message.order.externalOrderNo;
    const taken = orders.get(key) ?? { orderNo: `SO-${70000 + orders.size + 1}`, message };
    orders.set(key, taken);
    record(201);
    return answer(response, 201, { orderNo: taken.orderNo });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;

  const documentsOf = (externalOrderNo: string) => {
    const taken = orders.get(externalOrderNo);
    if (!taken) throw new Error(`the stand-in holds no order ${externalOrderNo}`);
    const order = taken.message.order;
    const suffix = taken.orderNo.slice(3);
    const shipmentNo = `SH-${suffix}`;
    const vatOf = (line: (typeof order.lines)[number]) =>
      Math.round(
        (line.netLinePriceWithoutVat * (order.totalNetPriceWithVat - order.totalNetPriceWithoutVat)) /
          Math.max(1, order.totalNetPriceWithoutVat),
      );
    return {
      shipment: {
        documentNo: shipmentNo,
        externalOrderNo,
        shippedAt: new Date().toISOString(),
        carrier: 'dhl',
        trackingNumber: `00340434${suffix.padStart(12, '0')}`,
        lines: order.lines.map((line) => ({ lineNo: line.lineNo, quantity: line.quantity })),
      },
      invoice: {
        documentNo: `INV-${suffix}`,
        externalOrderNo,
        shipmentNo,
        postedAt: new Date().toISOString(),
        dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        lines: order.lines.map((line) => ({
          lineNo: line.lineNo,
          quantity: line.quantity,
          amountWithoutVat: line.netLinePriceWithoutVat,
          vat: vatOf(line),
        })),
        shippingFeeWithoutVat: order.shippingFeeWithoutVat,
        shippingFeeVat: 0,
      },
    };
  };

  return {
    url,
    settings: (timeoutMs = 2000) => ({ url, signingSecret: standInSigningSecret, timeoutMs }),
    plan: (...answers) => {
      plan.push(...answers);
    },
    received,
    orders,
    documentsOf,
    async shipAndInvoice(shop, externalOrderNo) {
      const { shipment, invoice } = documentsOf(externalOrderNo);
      await postOk(shop, endpoints.erp.postShipment.path, shipment);
      await postOk(shop, endpoints.erp.postInvoice.path, invoice);
      return { shipmentNo: shipment.documentNo, invoiceNo: invoice.documentNo };
    },
    postStock: (shop, body) => postToShop(shop, endpoints.erp.setStockLevels.path, body),
    postPrices: (shop, body) => postToShop(shop, endpoints.erp.setPrices.path, body),
    postCustomer: (shop, body) => postToShop(shop, endpoints.erp.postCustomer.path, body),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

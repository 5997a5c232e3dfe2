import { ErpOrderAnswer, ErpRefusalAnswer, erpHeaders, erpMessageVersion } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { internalPriceStrategy } from '../pricing/index.ts';
import { erpSalesOrders } from './erp.tables.ts';
import { type Erp, ErpRefusal, type ErpSalesOrder, type HttpErpSettings } from './erp.ts';
import { signErpMessage } from './erp-signature.ts';
import {
  ledgerCreditMemos,
  ledgerInvoices,
  ledgerOrderDocuments,
  ledgerShipments,
  ledgerShipmentsOfOrders,
} from './ledger-documents.ts';

/** The outbound message that hands an order to the ERP (ADR 87); `id` is also its idempotency key. */
export type ErpOrderMessage = {
  version: typeof erpMessageVersion;
  type: 'order.created';
  id: string;
  occurredAt: string;
  order: ErpSalesOrder;
};

/** The longest part of an ERP's answer kept in an error (the back office shows it). */
const answerExcerpt = 300;

const excerptOf = (text: string) => (text.length > answerExcerpt ? `${text.slice(0, answerExcerpt)}…` : text);

function parseJson(text: string): unknown {
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST one signed message. A 2xx is taken: answers the ERP's order number when the body carries a valid one.
 * Throws ErpRefusal for a 4xx that carries a refusal, and a plain Error (retried by the job) for anything else:
 * a 5xx, a 4xx without a refusal (a wrong URL or secret is fixed by staff while the job retries), no answer in
 * time.
 */
async function postMessage(
  settings: HttpErpSettings,
  idempotencyKey: string,
  message: ErpOrderMessage,
): Promise<{ orderNo?: string }> {
  const body = JSON.stringify(message);
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(settings.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [erpHeaders.signature]: signErpMessage(settings.signingSecret, timestamp, body),
      [erpHeaders.timestamp]: String(timestamp),
      [erpHeaders.idempotencyKey]: idempotencyKey,
    },
    body,
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  const text = await response.text().catch(() => '');
  if (response.ok) {
    // Taken, whatever the body: an order number when it carries one, else none (ours stands in).
    const answer = ErpOrderAnswer.safeParse(parseJson(text));
    return answer.success ? answer.data : {};
  }
  const refusal = ErpRefusalAnswer.safeParse(parseJson(text));
  if (response.status >= 400 && response.status < 500 && refusal.success) {
    const { code, reason } = refusal.data.refusal;
    throw new ErpRefusal(code ? `${reason} (${code})` : reason);
  }
  throw new Error(`ERP answered ${response.status}${text ? `: ${excerptOf(text)}` : ''}`);
}

/**
 * The shop's copy of a sales order the ERP took (in `erp_sales_orders`, the ledger's table): the ERP's
 * documents of the order are posted against it (inbound-documents.ts). The first number stored stays: an ERP
 * answers the same one to a retry anyway. `completedAt` is set at once: the built-in ledger's warehouse never
 * ships it, were the shop switched back to `ERP=internal`.
 */
async function recordSalesOrder(ctx: Ctx, order: ErpSalesOrder, documentNo: string): Promise<string> {
  await ctx.db
    .insert(erpSalesOrders)
    .values({
      documentNo,
      externalOrderNo: order.externalOrderNo,
      customerNumber: order.customerNumber,
      payload: order,
      createdAt: ctx.now,
      completedAt: ctx.now,
    })
    .onConflictDoNothing({ target: erpSalesOrders.externalOrderNo });
  const [stored] = await ctx.db
    .select({ documentNo: erpSalesOrders.documentNo })
    .from(erpSalesOrders)
    .where(eq(erpSalesOrders.externalOrderNo, order.externalOrderNo));
  if (!stored) throw new Error(`sales order ${order.externalOrderNo} was not stored`);
  return stored.documentNo;
}

/**
 * The ERP over HTTP (`ERP=http`, ADR 87): each order transfer POSTs a signed `order.created` message to
 * `ERP_URL` (idempotency key: our order number), retried by the transfer job; the ERP posts its documents back
 * through the inbound calls (erp-inbound.routes.ts) into the same tables the built-in ledger keeps, so they are
 * read here exactly as the ledger's are. Prices stay the shop's own (no price call in version 1).
 */
export function createHttpErp(settings: HttpErpSettings): Erp {
  return {
    name: 'http',
    priceTimeoutMs: 2000,
    getPrices: (ctx, request) => internalPriceStrategy.getPrices(ctx, request.audience, request.lines),
    // The job's own limit is a little past the request's, so the request's abort is the one that answers.
    orderTimeoutMs: settings.timeoutMs + 1000,
    async createSalesOrder(ctx, order) {
      const message: ErpOrderMessage = {
        version: erpMessageVersion,
        type: 'order.created',
        id: `order.created:${order.externalOrderNo}`,
        occurredAt: new Date().toISOString(),
        order,
      };
      const answer = await postMessage(settings, order.externalOrderNo, message);
      return { documentNo: await recordSalesOrder(ctx, order, answer.orderNo ?? order.externalOrderNo) };
    },
    getShipments: (ctx, externalOrderNo) => ledgerShipments(ctx.db, externalOrderNo),
    findShipments: (ctx, externalOrderNos) => ledgerShipmentsOfOrders(ctx.db, externalOrderNos),
    findOrderDocuments: (ctx, externalOrderNo) => ledgerOrderDocuments(ctx.db, externalOrderNo),
    findInvoices: (ctx, query) => ledgerInvoices(ctx.db, query),
    findCreditMemos: (ctx, query) => ledgerCreditMemos(ctx.db, query),
  };
}

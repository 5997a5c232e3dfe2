import { randomUUID } from 'node:crypto';
import type { ErpCreditMemo, ErpInvoice } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerOrder, picked, post, sumOf, useLedgerFixture } from '../../test-support/ledger-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import type { ErpSalesOrder } from './erp.ts';
import { internalLedgerErp } from './internal-ledger-erp.ts';
import { fulfilDueSalesOrders } from './ledger-fulfilment.ts';

const shared = useSharedTestApp();
const fixture = useLedgerFixture(shared);

describe('credit memos through the back office', () => {
  let order: ErpSalesOrder;
  let invoice: ErpInvoice;
  beforeAll(async () => {
    const { app } = shared;
    order = await ledgerOrder(fixture, '2999-01-01');
    const now = picked();
    await fulfilDueSalesOrders(systemCtx(app, now), now);
    const found = await internalLedgerErp.findInvoices(systemCtx(app), {
      externalOrderNo: order.externalOrderNo,
      skip: 0,
      take: 1,
    });
    invoice = found.items[0] as ErpInvoice;
  });

  const credit = (payload: object, token: string | null = fixture.manager) =>
    post(fixture.app, endpoints.backoffice.createCreditMemo, payload, token);
  const requestId = () => randomUUID();
  /** Credit `quantity` of order line `lineNo` of the invoice, as a new request. */
  const creditLine = (lineNo: number, quantity: number, reason = 'Returned') =>
    credit({ invoiceNo: invoice.documentNo, requestId: requestId(), reason, lines: [{ lineNo, quantity }] });

  it('credits a line in two memos that together give back exactly what the invoice billed for it', async () => {
    const first = await creditLine(1, 1);
    expect(first.statusCode, first.body).toBe(200);
    const second = await creditLine(1, 2);
    expect(second.statusCode, second.body).toBe(200);
    const memos = [first.json().creditMemo, second.json().creditMemo] as ErpCreditMemo[];
    const billed = invoice.lines.find((line) => line.lineNo === 1);
    expect(sumOf(memos, 'amountWithoutVat')).toBe(billed?.amountWithoutVat);
    expect(sumOf(memos, 'vat')).toBe(billed?.vat);
    expect(memos.map((memo) => memo.documentNo)).toEqual([
      `LCM-${order.externalOrderNo}-1`,
      `LCM-${order.externalOrderNo}-2`,
    ]);
    expect(memos[0]).toMatchObject({
      appliesToInvoiceNo: invoice.documentNo,
      customerNumber: 'C10001',
      reason: 'Returned',
    });

    const over = await creditLine(1, 1, 'Again');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorCode: 'credit-exceeds-invoice' });
    expect(over.json().message).toContain('only 0 of 3');
  });

  it('answers a repeated request with the memo it booked, and books nothing twice', async () => {
    const body = {
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'Damaged',
      lines: [{ lineNo: 2, quantity: 1 }],
    };
    const answers = await Promise.all([credit(body), credit(body), credit(body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().creditMemo.documentNo)).size).toBe(1);
    const memos = await internalLedgerErp.findCreditMemos(systemCtx(shared.app), {
      externalOrderNo: order.externalOrderNo,
      search: answers[0]?.json().creditMemo.documentNo,
      skip: 0,
      take: 10,
    });
    expect(memos.total).toBe(1);

    const [audit] = await shared.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.credit-memo'), eq(auditLog.entityId, invoice.documentNo)));
    expect(audit?.actorUserId).toBe('u-manager');
  });

  it('credits the shipping fee once', async () => {
    const first = await credit({
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'Late delivery',
      creditShippingFee: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().creditMemo).toMatchObject({
      shippingFeeWithoutVat: invoice.shippingFeeWithoutVat,
      shippingFeeVat: invoice.shippingFeeVat,
      amountWithoutVat: invoice.shippingFeeWithoutVat,
      lines: [],
    });
    const again = await credit({
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'Late delivery',
      creditShippingFee: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('credited already');
  });

  it('refuses bad requests with a message naming the problem, and books nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [
        { invoiceNo: 'LIN-NOPE-1', requestId: requestId(), reason: 'x', lines: [{ lineNo: 1, quantity: 1 }] },
        404,
        'LIN-NOPE-1 was not found',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [{ lineNo: 3, quantity: 1 }],
        },
        400,
        'Line 3 is not on invoice',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [{ lineNo: 2, quantity: 0 }],
        },
        400,
        'quantity must be a whole number from 1 to 100000',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [{ lineNo: 2, quantity: 1.5 }],
        },
        400,
        'quantity must be a whole number',
      ],
      [
        { invoiceNo: invoice.documentNo, requestId: requestId(), reason: 'x' },
        400,
        'Credit at least one line or the shipping fee',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [
            { lineNo: 2, quantity: 1 },
            { lineNo: 2, quantity: 1 },
          ],
        },
        400,
        'Each lineNo may appear once',
      ],
      [
        { invoiceNo: invoice.documentNo, reason: 'x', lines: [{ lineNo: 2, quantity: 1 }] },
        400,
        'requestId is required',
      ],
    ];
    const before = await internalLedgerErp.findCreditMemos(systemCtx(shared.app), {
      externalOrderNo: order.externalOrderNo,
      skip: 0,
      take: 1,
    });
    for (const [body, status, message] of cases) {
      const response = await credit(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const after = await internalLedgerErp.findCreditMemos(systemCtx(shared.app), {
      externalOrderNo: order.externalOrderNo,
      skip: 0,
      take: 1,
    });
    expect(after.total).toBe(before.total);
  });

  it('refuses a requestId reused for another invoice', async () => {
    const other = await ledgerOrder(fixture, '2999-01-01');
    const now = picked();
    await fulfilDueSalesOrders(systemCtx(shared.app, now), now);
    const id = requestId();
    const first = await credit({
      invoiceNo: invoice.documentNo,
      requestId: id,
      reason: 'x',
      lines: [{ lineNo: 2, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const reused = await credit({
      invoiceNo: `LIN-${other.externalOrderNo}-1`,
      requestId: id,
      reason: 'x',
      lines: [{ lineNo: 2, quantity: 1 }],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errorCode: 'credit-memo-request-reused' });
  });

  it('is for back-office staff only, and order documents too', async () => {
    const body = {
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'x',
      lines: [{ lineNo: 2, quantity: 1 }],
    };
    expect((await credit(body, fixture.dealer)).statusCode).toBe(403);
    expect((await credit(body, null)).statusCode).toBe(401);
    const documents = (token?: string) =>
      post(fixture.app, endpoints.backoffice.getOrderDocuments, { orderId: order.externalOrderNo }, token);
    expect((await documents(fixture.dealer)).statusCode).toBe(403);
    expect((await documents()).statusCode).toBe(401);
    const missing = await post(
      shared.app,
      endpoints.backoffice.getOrderDocuments,
      { orderId: 'SO-NOPE' },
      fixture.manager,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'order-not-found' });
  });
});

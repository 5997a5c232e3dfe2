import { randomUUID } from 'node:crypto';
import type { Endpoint, ErpCreditMemo, ErpInvoice, OrderDocuments } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { ErpSalesOrder } from '../modules/erp/erp.ts';
import { internalLedgerErp } from '../modules/erp/internal-ledger-erp.ts';
import { systemCtx } from '../modules/jobs/job-worker.ts';
import { callApiUnchecked } from './call-api.ts';
import {
  copenhagen,
  createOrder,
  readyCart,
  runJobs,
  setOnHand,
  stockVariants,
  type Variant,
} from './order-kit.ts';
import { loginAs } from './test-app.ts';

/** Test helpers of the ledger suites: orders in the ledger, the back office's calls, sums of documents. */

export const minute = 60_000;
export const day = 24 * 60 * minute;
/** Past the warehouse's picking time (testConfig: 30 minutes). */
export const picked = () => new Date(Date.now() + 31 * minute);

/** Two stock variants with plenty on hand, and the tokens of a B2B Manager and of a dealer. */
export type LedgerFixture = { app: FastifyInstance; variants: Variant[]; manager: string; dealer: string };

/** The fixture, filled before the suite's tests run. */
export function useLedgerFixture(shared: { readonly app: FastifyInstance }): LedgerFixture {
  const fixture = {} as LedgerFixture;
  beforeAll(async () => {
    const { app } = shared;
    fixture.app = app;
    fixture.variants = await stockVariants(app, 2);
    for (const variant of fixture.variants) await setOnHand(app, variant.variantId, 100_000);
    fixture.manager = await loginAs(app, 'manager@nordlys.demo');
    fixture.dealer = await loginAs(app, 'dealer@nordlys.demo');
  });
  return fixture;
}

/** A back-office call with a body sent as it is (the suites also send what the contract refuses). */
export const post = (app: FastifyInstance, endpoint: Endpoint, body: object, token?: string | null) =>
  callApiUnchecked(app, endpoint, { body }, { token });

/** A dealer's Stock order on account with two lines, transferred to the ledger; answers its order number. */
export async function transferredOrder({ app, variants, dealer }: LedgerFixture): Promise<string> {
  const [first, second] = variants as [Variant, Variant];
  const { cartId } = await readyCart(app, dealer, {
    lines: [
      { variant: first, quantity: 200 },
      { variant: second, quantity: 100 },
    ],
  });
  const response = await createOrder(app, dealer, cartId, { paymentMethod: 'account' });
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  const orderId = response.json().order.orderId as string;
  await runJobs(app);
  return orderId;
}

/** GetOrderDocuments as the B2B Manager. */
export async function documentsOf({ app, manager }: LedgerFixture, orderId: string): Promise<OrderDocuments> {
  const response = await post(app, endpoints.backoffice.getOrderDocuments, { orderId }, manager);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const sumOf = (
  documents: (ErpInvoice | ErpCreditMemo)[],
  field: 'amountWithoutVat' | 'amountWithVat' | 'vat',
) => documents.reduce((sum, document) => sum + document[field], 0);

/**
 * A sales order handed to the ledger directly: awkward amounts (line totals that do not split evenly) and a
 * third line promised for `laterDate`, so it ships in two shipments.
 */
export async function ledgerOrder(
  { app, variants }: LedgerFixture,
  laterDate: string,
): Promise<ErpSalesOrder> {
  const [first, second] = variants as [Variant, Variant];
  const line = (lineNo: number, variant: Variant, quantity: number, net: number, date: string | null) => ({
    lineNo,
    productNumber: variant.productId,
    productId: variant.productId,
    variantId: variant.variantId,
    unitId: 'CU',
    quantityPerUnit: 1,
    quantity,
    unitPriceWithoutVat: Math.ceil(net / quantity),
    netUnitPriceWithoutVat: Math.ceil(net / quantity),
    netLinePriceWithoutVat: net,
    requestedDeliveryDate: date,
  });
  const lines = [
    line(1, first, 3, 10_001, null),
    line(2, second, 7, 9_999, null),
    line(3, first, 11, 33_337, laterDate),
  ];
  const shippingFeeWithoutVat = 4_999;
  const totalWithoutVat = lines.reduce((sum, l) => sum + l.netLinePriceWithoutVat, shippingFeeWithoutVat);
  const address = { ...copenhagen, email: null };
  const order: ErpSalesOrder = {
    externalOrderNo: `T${randomUUID().slice(0, 8)}`,
    orderType: 'Preorder',
    orderDate: new Date().toISOString(),
    customerNumber: 'C10001',
    currencyCode: 'DKK',
    email: null,
    shipToAddress: address,
    billToAddress: address,
    shippingMethodCode: 'GLS',
    paymentMethod: 'account',
    prepaid: false,
    reference: null,
    comment: null,
    shippingFeeWithoutVat,
    totalNetPriceWithoutVat: totalWithoutVat,
    totalNetPriceWithVat: totalWithoutVat + Math.round(totalWithoutVat / 4),
    lines,
  };
  await internalLedgerErp.createSalesOrder(systemCtx(app), order);
  return order;
}

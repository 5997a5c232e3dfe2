import { randomUUID } from 'node:crypto';
import { vatAt } from '@shop/commerce';
import type {
  Address,
  CartCalculation,
  ErpCreditMemo,
  ErpInvoice,
  Order,
  VatDecision,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { callApi } from '../test-support/call-api.ts';
import { shipDue } from '../test-support/customer-center-kit.ts';
import { documentsOf, picked, post } from '../test-support/ledger-kit.ts';
import {
  areaInfo,
  createOrder,
  runJobs,
  stockedVariant,
  type Variant,
  visitorToken,
} from '../test-support/order-kit.ts';
import { verify } from '../test-support/payment-expiry-kit.ts';
import { openPaymentSession } from '../test-support/payment-kit.ts';
import { loginAs, useSharedTestApp } from '../test-support/test-app.ts';

/**
 * The tax rules of a Danish seller (ADR 67) through the real calls: for each buyer a cart is filled, shipped to
 * the buyer's country and calculated, ordered, transferred to the built-in ledger, shipped and invoiced, and the
 * invoice credited in full. The cart, the order, the invoice and the credit memo must carry the same decision
 * (rate of the lines and of the shipping fee, and the note) and add up to the øre.
 */

type Expected = Pick<VatDecision, 'kind' | 'rateBasisPoints' | 'noteKey'>;
type Case = {
  name: string;
  /** A demo dealer's login, or a visitor. */
  buyer: { login: string; customerNumber: string } | 'visitor';
  /** Changes to the dealer's customer row for this case (restored afterwards). */
  customer?: { countryCode?: string; vatNumber?: string | null; shipmentMethodCode?: string };
  country: string;
  expected: Expected;
};

const reverseCharge: Expected = {
  kind: 'reverse-charge',
  rateBasisPoints: 0,
  noteKey: 'tax.reverseChargeNote',
};
const exported: Expected = { kind: 'export', rateBasisPoints: 0, noteKey: 'tax.exportNote' };
const danish: Expected = { kind: 'domestic', rateBasisPoints: 2500, noteKey: null };
const dk = { login: 'dealer@nordlys.demo', customerNumber: 'C10001' };
const de = { login: 'haendler@nordlys.demo', customerNumber: 'C20001' };
const se = { login: 'butik.se@nordlys.demo', customerNumber: 'C50001' };

const cases: Case[] = [
  { name: 'Danish dealer', buyer: dk, country: 'DK', expected: danish },
  { name: 'German dealer, DE number', buyer: de, country: 'DE', expected: reverseCharge },
  {
    name: 'German dealer, no number',
    buyer: de,
    customer: { vatNumber: null },
    country: 'DE',
    expected: danish,
  },
  {
    name: 'German dealer, malformed number',
    buyer: de,
    customer: { vatNumber: 'DE12345' },
    country: 'DE',
    expected: danish,
  },
  { name: 'Swedish dealer, SE number', buyer: se, country: 'SE', expected: reverseCharge },
  {
    name: 'Swedish dealer, number not ending 01',
    buyer: se,
    customer: { vatNumber: 'SE556123456702' },
    country: 'SE',
    expected: danish,
  },
  {
    name: 'Dutch dealer, NL number',
    buyer: de,
    customer: { countryCode: 'NL', vatNumber: 'NL123456789B01' },
    country: 'NL',
    expected: reverseCharge,
  },
  {
    name: 'Dutch dealer with a German number',
    buyer: de,
    customer: { countryCode: 'NL', vatNumber: 'DE123456789' },
    country: 'NL',
    expected: danish,
  },
  {
    name: 'British dealer',
    buyer: { login: 'shop.uk@nordlys.demo', customerNumber: 'C30001' },
    country: 'GB',
    expected: exported,
  },
  {
    name: 'Norwegian dealer',
    buyer: { login: 'butikk.no@nordlys.demo', customerNumber: 'C60001' },
    country: 'NO',
    expected: exported,
  },
  {
    name: 'American dealer',
    buyer: { login: 'store.us@nordlys.demo', customerNumber: 'C40001' },
    country: 'US',
    expected: exported,
  },
  {
    name: 'Singapore dealer collecting EXW',
    buyer: { login: 'apac@nordlys.demo', customerNumber: 'C70001' },
    country: 'SG',
    expected: exported,
  },
  {
    name: 'Danish dealer collecting EXW',
    buyer: dk,
    customer: { shipmentMethodCode: 'EXW' },
    country: 'DK',
    expected: danish,
  },
  {
    name: 'German dealer collecting EXW, DE number',
    buyer: de,
    customer: { shipmentMethodCode: 'EXW' },
    country: 'DE',
    expected: reverseCharge,
  },
  { name: 'Danish visitor', buyer: 'visitor', country: 'DK', expected: danish },
  {
    name: 'German visitor',
    buyer: 'visitor',
    country: 'DE',
    expected: { kind: 'one-stop-shop', rateBasisPoints: 1900, noteKey: null },
  },
  {
    name: 'French visitor',
    buyer: 'visitor',
    country: 'FR',
    expected: { kind: 'one-stop-shop', rateBasisPoints: 2000, noteKey: null },
  },
];

const addressIn = (countryCode: string): Address => ({
  name: 'Tax Test Buyer',
  address1: 'Teststraße 1',
  address2: null,
  postalCode: '12345',
  city: 'Testby',
  countryCode,
  email: 'tax@example.test',
  phone: null,
});

const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);

async function call(
  app: FastifyInstance,
  endpoint: Parameters<typeof callApi>[1],
  body: object,
  token: string,
) {
  const response = await callApi(app, endpoint, { body } as never, { token });
  expect(response.statusCode, `${endpoint.operationId}: ${response.body}`).toBe(200);
  return response.json();
}

async function withCustomer<T>(app: FastifyInstance, testCase: Case, work: () => Promise<T>): Promise<T> {
  if (testCase.buyer === 'visitor' || !testCase.customer) return work();
  const number = testCase.buyer.customerNumber;
  const [before] = await queryRows<{
    country_code: string;
    vat_number: string | null;
    shipment_method_code: string;
  }>(
    app.db,
    sql`SELECT country_code, vat_number, shipment_method_code FROM customers WHERE customer_number = ${number}`,
  );
  if (!before) throw new Error(`no customer ${number}`);
  const change = testCase.customer;
  await app.db.execute(sql`UPDATE customers SET
    country_code = ${change.countryCode ?? before.country_code},
    vat_number = ${change.vatNumber === undefined ? before.vat_number : change.vatNumber},
    shipment_method_code = ${change.shipmentMethodCode ?? before.shipment_method_code}
    WHERE customer_number = ${number}`);
  try {
    return await work();
  } finally {
    await app.db.execute(sql`UPDATE customers SET country_code = ${before.country_code},
      vat_number = ${before.vat_number}, shipment_method_code = ${before.shipment_method_code}
      WHERE customer_number = ${number}`);
  }
}

/** The cart calculated at the buyer's address and the order placed from it (paid by card for a visitor). */
async function buy(app: FastifyInstance, testCase: Case, variant: Variant, manager: string) {
  const visitor = testCase.buyer === 'visitor';
  const token = visitor
    ? await visitorToken(app)
    : await loginAs(app, (testCase.buyer as { login: string }).login);
  const area = areaInfo;
  const { cart } = await call(app, endpoints.cart.getOrCreateCart, { area, orderType: 'Stock' }, token);
  await call(
    app,
    endpoints.cart.addOrUpdateLines,
    {
      area,
      cartId: cart.cartId,
      overrideExistingQuantity: true,
      // Enough for every dealer's minimum order, and a line total that does not split evenly.
      lines: [{ productKey: { ...variant, unitOfMeasure: 'CU' }, quantity: visitor ? 3 : 301 }],
    },
    token,
  );
  const address = addressIn(testCase.country);
  const { shippingMethods } = await call(
    app,
    endpoints.shipping.getShippingMethods,
    { area, cartId: cart.cartId, address },
    token,
  );
  await call(
    app,
    endpoints.cart.setShipping,
    {
      area,
      cartId: cart.cartId,
      shippingAddress: address,
      shippingMethod: { internalId: shippingMethods[0].internalId },
    },
    token,
  );
  const calculated = (await call(app, endpoints.cart.calculateCart, { area, cartId: cart.cartId }, token))
    .cart;
  const response = await createOrder(app, token, cart.cartId, visitor ? {} : { paymentMethod: 'account' });
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json().order as Order;
  if (visitor) {
    const session = await openPaymentSession(app, { token, cartId: cart.cartId });
    await session.decide('approved');
    expect(await verify(app, session.paymentId)).toBe('captured');
  }
  await runJobs(app);
  await shipDue(app, picked());
  const documents = await documentsOf({ app, manager } as never, order.orderId);
  const invoice = documents.invoices[0] as ErpInvoice;
  expect(documents.invoices).toHaveLength(1);
  const memo = await post(
    app,
    endpoints.backoffice.createCreditMemo,
    {
      invoiceNo: invoice.documentNo,
      requestId: randomUUID(),
      reason: 'All returned',
      lines: invoice.lines.map(({ lineNo, quantity }) => ({ lineNo, quantity })),
      creditShippingFee: invoice.shippingFeeWithoutVat > 0,
    },
    manager,
  );
  expect(memo.statusCode, memo.body).toBe(200);
  return {
    calculation: calculated.calculation as CartCalculation,
    order,
    invoice,
    creditMemo: memo.json().creditMemo as ErpCreditMemo,
  };
}

describe('tax rules of a Danish seller, from cart to credit memo', () => {
  const shared = useSharedTestApp();
  let variant: Variant;
  let manager: string;
  beforeAll(async () => {
    variant = await stockedVariant(shared.app, 1_000_000);
    manager = await loginAs(shared.app, 'manager@nordlys.demo');
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const { app } = shared;
    const { calculation, order, invoice, creditMemo } = await withCustomer(app, testCase, () =>
      buy(app, testCase, variant, manager),
    );
    const rate = testCase.expected.rateBasisPoints;

    // One decision everywhere.
    for (const tax of [calculation.tax, order.tax, invoice.tax, creditMemo.tax]) {
      expect(tax).toMatchObject(testCase.expected);
    }

    // The cart: VAT once on lines + shipping at the rate; the shipping fee carries VAT exactly when lines do.
    const net = calculation.totalNetPrice.priceWithoutVat;
    expect(calculation.vat).toBe(vatAt(net, rate));
    expect(calculation.totalNetPrice.priceWithVat).toBe(net + calculation.vat);
    const shippingVat = calculation.shippingFee.priceWithVat - calculation.shippingFee.priceWithoutVat;
    if (rate === 0) expect(shippingVat).toBe(0);
    else if (calculation.shippingFee.priceWithoutVat > 0) {
      expect(Math.abs(shippingVat - (calculation.shippingFee.priceWithoutVat * rate) / 10_000)).toBeLessThan(
        1,
      );
    }

    // The order: the cart's figures, its lines and shipping adding up to the total.
    expect(order.totalNetPrice).toEqual(calculation.totalNetPrice);
    expect(order.shippingFee).toEqual(calculation.shippingFee);
    expect(order.vat).toBe(calculation.vat);
    expect(
      sum(order.lines.map((line) => line.netLinePrice.priceWithVat)) + order.shippingFee.priceWithVat,
    ).toBe(order.totalNetPrice.priceWithVat);
    expect(order.lines.every((line) => line.vatIncluded === rate > 0)).toBe(true);

    // The invoice bills the whole order (one shipment), the credit memo gives all of it back.
    expect(invoice.amountWithoutVat).toBe(order.totalNetPrice.priceWithoutVat);
    expect(invoice.vat).toBe(order.vat);
    expect(invoice.amountWithVat).toBe(order.totalNetPrice.priceWithVat);
    expect(invoice.shippingFeeVat).toBe(shippingVat);
    expect(creditMemo.amountWithVat).toBe(invoice.amountWithVat);
    expect(creditMemo.vat).toBe(invoice.vat);
    expect(sum(creditMemo.lines.map((line) => line.vat)) + creditMemo.shippingFeeVat).toBe(creditMemo.vat);
  });
});

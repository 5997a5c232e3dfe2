import { randomUUID } from 'node:crypto';
import type { AddProposalToCartResponse, Cart, ConvertDraftToProposalResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ask, placeOrder, read, twoProducts } from '../../test-support/customer-center-kit.ts';
import { areaInfo, type Variant } from '../../test-support/order-kit.ts';
import { draftWithLine, proposalVariant } from '../../test-support/proposal-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

// The cart-filling calls carry a request id (issue 31 item 10): a repeat adds once and answers the first answer.
const shared = useSharedTestApp();
const center = endpoints.customerCenter;
const cart = endpoints.cart;

let app: FastifyInstance;
let dealer: string;
/** A Sent proposal to the dealer's customer (C10001): 3 pieces of one stock variant. */
let proposalId: string;
let proposed: Variant;
/** An order of the dealer: 20 pieces of one variant, 30 of another (the dealer's minimum is met). */
let orderId: string;
let ordered: [Variant, Variant];
/** A quick order of 4 pieces of one variant. */
let quickText: string;
let quickVariant: string;

async function openLines(): Promise<Map<string, number>> {
  const { carts } = await read(app, cart.getCartsBySearch, { body: { area: areaInfo } }, dealer);
  const quantities = new Map<string, number>();
  for (const open of carts as Cart[]) {
    for (const line of open.lines) {
      const variantId = line.productKey.variantId ?? '';
      quantities.set(variantId, (quantities.get(variantId) ?? 0) + line.quantity);
    }
  }
  return quantities;
}

async function emptyCarts() {
  const { carts } = await read(app, cart.getCartsBySearch, { body: { area: areaInfo } }, dealer);
  for (const open of carts as Cart[]) {
    if (open.lines.length > 0)
      await read(app, cart.emptyCart, { body: { area: areaInfo, cartId: open.cartId } }, dealer);
  }
}

const addProposal = (requestId?: string) =>
  ask(app, center.addProposalToCart, { body: { area: areaInfo, id: proposalId, requestId } }, dealer);
const reorder = (requestId?: string) =>
  ask(app, center.reorderOrder, { body: { area: areaInfo, orderId, requestId } }, dealer);
const quickOrder = (requestId?: string, text = quickText) =>
  ask(app, cart.quickOrder, { body: { area: areaInfo, text, requestId } }, dealer);
/** The grid's cells of one product, as the trade-show page sends the lines it kept on the device (ADR 91). */
const gridLines = (requestId?: string, quantity = 2) =>
  ask(
    app,
    cart.addGridLines,
    {
      body: {
        area: areaInfo,
        productId: ordered[0].productId,
        unitId: 'CU',
        lines: [{ variantId: ordered[0].variantId, quantity }],
        requestId,
      },
    },
    dealer,
  );

beforeAll(async () => {
  app = shared.app;
  dealer = await loginAs(app, 'dealer@nordlys.demo');
  const sales = await loginAs(app, 'sales@nordlys.demo');
  proposed = await proposalVariant(app, 3);
  const { draftId } = await draftWithLine(app, sales, proposed, {
    recipients: ['dealer@nordlys.demo'],
    quantity: 3,
  });
  const converted: ConvertDraftToProposalResponse = await read(
    app,
    endpoints.proposal.convertDraftToProposal,
    { body: { areaInfo, draftId } },
    sales,
  );
  proposalId = converted.proposals[0]?.id ?? '';
  ordered = await twoProducts(app);
  orderId = await placeOrder(app, dealer, [
    { variant: ordered[0], quantity: 20 },
    { variant: ordered[1], quantity: 30 },
  ]);
  const [item] = await queryRows<{ id: string; ean: string }>(
    app.db,
    sql`SELECT id, ean FROM variants WHERE id = ${ordered[0].variantId}`,
  );
  quickVariant = item?.id ?? '';
  quickText = `${item?.ean};;4`;
});

beforeEach(emptyCarts);

describe('AddProposalToCart with a request id', () => {
  it('adds a 3-piece proposal once for 20 calls with one request id, each answered as the first', async () => {
    const requestId = randomUUID();
    const first = await addProposal(requestId);
    expect(first.statusCode, first.body).toBe(200);
    const answer: AddProposalToCartResponse = first.json();
    expect(answer.added.map((line) => line.quantity)).toEqual([3]);
    for (let call = 2; call <= 20; call++) {
      const again = await addProposal(requestId);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(answer);
    }
    expect((await openLines()).get(proposed.variantId)).toBe(3);
  });

  it('adds again for another request id (a deliberate second add), and on every call without one', async () => {
    expect((await addProposal(randomUUID())).statusCode).toBe(200);
    expect((await addProposal(randomUUID())).statusCode).toBe(200);
    expect((await openLines()).get(proposed.variantId)).toBe(6);
    expect((await addProposal()).statusCode).toBe(200);
    expect((await addProposal()).statusCode).toBe(200);
    expect((await openLines()).get(proposed.variantId)).toBe(12);
  });

  it('adds once for 5 concurrent calls with one request id, all answered alike', async () => {
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addProposal(requestId)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((response) => response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect((await openLines()).get(proposed.variantId)).toBe(3);
  });
});

describe('ReorderOrder with a request id', () => {
  it('adds the order once for repeats and concurrent calls of one id, again for a new id', async () => {
    const requestId = randomUUID();
    const first = await reorder(requestId);
    expect(first.statusCode, first.body).toBe(200);
    for (let call = 2; call <= 5; call++) expect((await reorder(requestId)).json()).toEqual(first.json());
    const concurrent = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => reorder(concurrent)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const lines = await openLines();
    expect([lines.get(ordered[0].variantId), lines.get(ordered[1].variantId)]).toEqual([40, 60]);
  });
});

describe('Cart/QuickOrder with a request id', () => {
  it('adds the rows once for repeats and concurrent calls of one id, again for a new id', async () => {
    const requestId = randomUUID();
    const first = await quickOrder(requestId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().added.map((line: { quantity: number }) => line.quantity)).toEqual([4]);
    expect((await quickOrder(requestId)).json()).toEqual(first.json());
    const concurrent = randomUUID();
    await Promise.all(Array.from({ length: 5 }, () => quickOrder(concurrent)));
    expect((await openLines()).get(quickVariant)).toBe(8);
  });
});

describe('Cart/AddGridLines with a request id', () => {
  it('adds the cells once for repeats and concurrent calls of one id, again for a new id and without one', async () => {
    const requestId = randomUUID();
    const first = await gridLines(requestId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().added.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    for (let call = 2; call <= 5; call++) expect((await gridLines(requestId)).json()).toEqual(first.json());
    const concurrent = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => gridLines(concurrent)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await openLines()).get(ordered[0].variantId)).toBe(4);
    expect((await gridLines()).statusCode).toBe(200);
    expect((await openLines()).get(ordered[0].variantId)).toBe(6);
  });

  it('is 409 for the same id with other quantities, 400 naming requestId for a bad one; nothing more is added', async () => {
    const requestId = randomUUID();
    expect((await gridLines(requestId)).statusCode).toBe(200);
    const other = await gridLines(requestId, 3);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'cart-request-reused' });
    const bad = await gridLines('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'body.requestId', message: expect.stringContaining('requestId must be a UUID') },
    ]);
    expect((await openLines()).get(ordered[0].variantId)).toBe(2);
  });
});

describe('a request id that cannot be used', () => {
  it('is 400 naming requestId when it is not a UUID, and nothing is added', async () => {
    for (const [name, send] of [
      ['AddProposalToCart', addProposal],
      ['ReorderOrder', reorder],
      ['QuickOrder', quickOrder],
    ] as const) {
      for (const bad of ['not-a-uuid', '12345', `${randomUUID()}x`]) {
        const response = await send(bad);
        expect(response.statusCode, `${name} ${bad}`).toBe(400);
        expect(response.json().issues, name).toEqual([
          { path: 'body.requestId', message: expect.stringContaining('requestId must be a UUID') },
        ]);
      }
    }
    expect(await openLines()).toEqual(new Map());
  });

  it('is 409 cart-request-reused with another call or another body, and nothing more is added', async () => {
    const requestId = randomUUID();
    expect((await quickOrder(requestId)).statusCode).toBe(200);
    const otherText = await quickOrder(requestId, `${quickText}\n${quickText}`);
    expect(otherText.statusCode).toBe(409);
    expect(otherText.json()).toMatchObject({ errorCode: 'cart-request-reused' });
    expect(otherText.json().message).toContain('requestId');
    expect((await reorder(requestId)).json()).toMatchObject({ errorCode: 'cart-request-reused' });
    expect((await openLines()).get(quickVariant)).toBe(4);
  });
});

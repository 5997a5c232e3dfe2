import { type Endpoint, type ProposalSummary, proposalStatuses } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { actFor, ask, read } from '../../test-support/customer-center-kit.ts';
import { areaInfo, createOrder, type Variant, visitorToken } from '../../test-support/order-kit.ts';
import { draftWithLine, proposalVariant, sentProposals } from '../../test-support/proposal-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { purgeOrphanedVisitorCarts } from '../cart/index.ts';

const shared = useSharedTestApp();
const proposal = endpoints.proposal;
const center = endpoints.customerCenter;

let app: FastifyInstance;
let visitor: string;
let dealer: string;
let otherDealer: string;
let sales: string;
let otherSales: string;
let manager: string;
let variant: Variant;
let draftId: string;
let editing: string;
let sent: ProposalSummary;

const missingId = '00000000-0000-4000-8000-000000000000';

/** Every sales call with a body its contract accepts, naming the draft or proposal given. */
function salesCalls(ids: {
  draftId: string;
  proposalId: string;
}): Array<[Endpoint, { body?: unknown; query?: Record<string, unknown> }]> {
  return [
    [proposal.createProposalDraft, { body: { area: areaInfo, currencyCode: 'DKK', name: 'x' } }],
    [proposal.getProposalDrafts, { body: { areaInfo } }],
    [proposal.getProposalDraftById, { body: { areaInfo, id: ids.draftId } }],
    [proposal.getProposalUser, { body: { areaInfo, draftId: ids.draftId, currencyCode: 'DKK' } }],
    [proposal.updateProposalDraft, { body: { areaInfo, draft: { id: ids.draftId, notes: 'n' } } }],
    [proposal.convertDraftToProposal, { body: { areaInfo, draftId: ids.draftId } }],
    [proposal.getProposals, { body: { areaInfo } }],
    [proposal.getProposal, { body: { areaInfo, id: ids.proposalId } }],
    [proposal.updateProposal, { body: { areaInfo, proposal: { id: ids.proposalId, notes: 'n' } } }],
    [proposal.exportProposalAsExcel, { query: { Area: 'b2b', Id: ids.proposalId } }],
    [proposal.searchProposalRecipients, { body: { areaInfo } }],
    [proposal.getLatestProposalEvents, { body: { areaInfo, count: 5 } }],
    [proposal.deleteProposal, { body: { areaInfo, id: ids.proposalId } }],
    [proposal.deleteProposalDraft, { body: { areaInfo, id: ids.draftId } }],
  ];
}

function customerCalls(id: string): Array<[Endpoint, { body: unknown }]> {
  return [
    [center.getProposals, { body: { areaInfo } }],
    [center.getProposal, { body: { areaInfo, id } }],
    [center.addProposalToCart, { body: { area: areaInfo, id } }],
    [center.deleteProposal, { body: { areaInfo, id } }],
  ];
}

beforeAll(async () => {
  app = shared.app;
  visitor = await visitorToken(app);
  [dealer, otherDealer, sales, otherSales, manager] = await Promise.all([
    loginAs(app, 'dealer@nordlys.demo'),
    loginAs(app, 'haendler@nordlys.demo'),
    loginAs(app, 'sales@nordlys.demo'),
    loginAs(app, 'proposal@nordlys.demo'),
    loginAs(app, 'manager@nordlys.demo'),
  ]);
  variant = await proposalVariant(app);
  ({ draftId, editing } = await draftWithLine(app, sales, variant, { recipients: ['dealer@nordlys.demo'] }));
  [sent] = (await sentProposals(app, sales, variant, ['dealer@nordlys.demo'])) as [ProposalSummary];
});

describe('who reaches the sales proposal calls', () => {
  it('refuses a caller without a token (401), a visitor and a dealer (403) on every call', async () => {
    for (const [endpoint, input] of salesCalls({ draftId, proposalId: sent.id })) {
      expect((await ask(app, endpoint, input)).statusCode, endpoint.operationId).toBe(401);
      expect((await ask(app, endpoint, input, visitor)).statusCode, endpoint.operationId).toBe(403);
      expect((await ask(app, endpoint, input, dealer)).statusCode, endpoint.operationId).toBe(403);
    }
    // Nothing changed: the draft and the proposal are still there for their owner.
    await read(app, proposal.getProposalDraftById, { body: { areaInfo, id: draftId } }, sales);
    await read(app, proposal.getProposal, { body: { areaInfo, id: sent.id } }, sales);
  });

  it('answers another sales person 404 on every draft and proposal of someone else, as for a missing one', async () => {
    for (const [endpoint, input] of salesCalls({ draftId, proposalId: sent.id }).slice(2)) {
      if (
        endpoint === proposal.getProposals ||
        endpoint === proposal.searchProposalRecipients ||
        endpoint === proposal.getLatestProposalEvents
      )
        continue;
      const theirs = await ask(app, endpoint, input, otherSales);
      expect(theirs.statusCode, endpoint.operationId).toBe(404);
      const missing = await ask(
        app,
        endpoint,
        JSON.parse(JSON.stringify(input).replaceAll(draftId, missingId).replaceAll(sent.id, missingId)),
        sales,
      );
      expect(missing.statusCode, endpoint.operationId).toBe(404);
      if (endpoint.responseKind !== 'binary') expect(theirs.json().message).toBe(missing.json().message);
    }
    const lists = await read(app, proposal.getProposals, { body: { areaInfo } }, otherSales);
    expect(lists.proposals.map((entry: { id: string }) => entry.id)).not.toContain(sent.id);
    const drafts = await read(app, proposal.getProposalDrafts, { body: { areaInfo } }, otherSales);
    expect(drafts.drafts.map((entry: { id: string }) => entry.id)).not.toContain(draftId);
  });

  it('shows the latest events of the caller’s own proposals only (a manager: all)', async () => {
    const events = async (token: string) =>
      (await read(app, proposal.getLatestProposalEvents, { body: { areaInfo, count: 100 } }, token))
        .events as Array<{
        proposalId: string;
        event: string;
        customerName: string;
      }>;
    const own = await events(sales);
    expect(own.find((entry) => entry.proposalId === sent.id)).toMatchObject({
      event: 'Created',
      customerName: sent.customerName,
    });
    expect((await events(otherSales)).map((entry) => entry.proposalId)).not.toContain(sent.id);
    expect((await events(manager)).map((entry) => entry.proposalId)).toContain(sent.id);
    const few = await read(app, proposal.getLatestProposalEvents, { body: { areaInfo, count: 1 } }, sales);
    expect(few.events).toHaveLength(1);
  });

  it('lets a manager reach every sales person’s drafts and proposals', async () => {
    await read(app, proposal.getProposalDraftById, { body: { areaInfo, id: draftId } }, manager);
    const seen = await read(app, proposal.getProposal, { body: { areaInfo, id: sent.id } }, manager);
    expect(seen.proposal.salesPersonName).toBe('Sofie Sælger');
    const drafts = await read(
      app,
      proposal.getProposalDrafts,
      { body: { areaInfo, pageSize: 100 } },
      manager,
    );
    expect(drafts.drafts.map((entry: { id: string }) => entry.id)).toContain(draftId);
  });

  it('lets a draft-editing session reach its own draft only, and no proposal', async () => {
    const own = await read(app, proposal.getProposalDraftById, { body: { areaInfo, id: draftId } }, editing);
    expect(own.draft.id).toBe(draftId);
    const other = await draftWithLine(app, sales, variant);
    const refused = await ask(
      app,
      proposal.getProposalDraftById,
      { body: { areaInfo, id: other.draftId } },
      editing,
    );
    expect(refused.statusCode).toBe(404);
    expect(
      (await ask(app, proposal.getProposal, { body: { areaInfo, id: sent.id } }, editing)).statusCode,
    ).toBe(404);
    const listed = await read(app, proposal.getProposalDrafts, { body: { areaInfo } }, editing);
    expect(listed.drafts.map((entry: { id: string }) => entry.id)).toEqual([draftId]);
    // The session has the proposal role and acts for no customer.
    const user = await read(app, endpoints.user.getUser, {}, editing);
    expect(user.roles).toContain('proposal');
    expect(user.customerNumber).toBeNull();
    expect(user.extraInfo.draftId).toBe(draftId);
    const salesUser = await read(app, endpoints.user.getUser, {}, sales);
    expect(salesUser.extraInfo.draftId).toBeNull();
    expect(salesUser.roles).not.toContain('proposal');
  });

  it('keeps the draft’s carts away from dealers and the sales person’s own session', async () => {
    const { carts } = await read(app, endpoints.cart.getCartsBySearch, { body: { area: areaInfo } }, editing);
    const cartId = carts[0].cartId as string;
    for (const token of [dealer, sales]) {
      const response = await ask(app, endpoints.cart.getCartById, { body: { areaInfo, id: cartId } }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('not-cart-owner');
    }
    // The dealer's own carts are not the draft's.
    const theirs = await read(app, endpoints.cart.getCartsBySearch, { body: { area: areaInfo } }, dealer);
    expect(theirs.carts.map((cart: { cartId: string }) => cart.cartId)).not.toContain(cartId);
  });
});

describe('the draft-editing session', () => {
  it('cannot place an order from the draft’s carts', async () => {
    const session = await draftWithLine(app, sales, variant);
    const { carts } = await read(
      app,
      endpoints.cart.getCartsBySearch,
      { body: { area: areaInfo } },
      session.editing,
    );
    const stockCart = (carts as Array<{ cartId: string; orderType: string }>).find(
      (cart) => cart.orderType === 'Stock',
    );
    const response = await createOrder(app, session.editing, stockCart?.cartId as string);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const orders = await queryRows(app.db, sql`SELECT id FROM orders WHERE cart_id = ${stockCart?.cartId}`);
    expect(orders).toEqual([]);
  });

  it('moves the draft and its carts to the currency asked for when a session is opened again', async () => {
    const session = await draftWithLine(app, sales, variant);
    const again = await read(
      app,
      proposal.getProposalUser,
      { body: { areaInfo, draftId: session.draftId, currencyCode: 'EUR' } },
      sales,
    );
    const { carts } = await read(
      app,
      endpoints.cart.getCartsBySearch,
      { body: { area: areaInfo } },
      again.token,
    );
    expect(carts.map((cart: { currencyCode: string }) => cart.currencyCode)).toEqual(['EUR', 'EUR']);
    const draft = await read(
      app,
      proposal.getProposalDraftById,
      { body: { areaInfo, id: session.draftId } },
      sales,
    );
    expect(draft.draft.currencyCode).toBe('EUR');
    expect(
      draft.draft.carts.map((cart: { orderType: string; extraInfo: { draftId: string } }) => [
        cart.orderType,
        cart.extraInfo.draftId,
      ]),
    ).toEqual([
      ['Preorder', session.draftId],
      ['Stock', session.draftId],
    ]);
    // Both sessions edit the same draft until it ends.
    const first = await read(
      app,
      endpoints.cart.getCartsBySearch,
      { body: { area: areaInfo } },
      session.editing,
    );
    expect(first.carts.map((cart: { cartId: string }) => cart.cartId).sort()).toEqual(
      carts.map((cart: { cartId: string }) => cart.cartId).sort(),
    );
  });

  it('ends through Unimpersonate, which answers the sales user’s own token', async () => {
    const session = await draftWithLine(app, sales, variant);
    const back = await read(app, endpoints.salesImpersonation.unimpersonate, {}, session.editing);
    const user = await read(app, endpoints.user.getUser, {}, back.token);
    expect(user.roles).not.toContain('proposal');
    expect(user.extraInfo.draftId).toBeNull();
    expect((await ask(app, endpoints.user.getUser, {}, session.editing)).statusCode).toBe(401);
    // The draft stays, with its lines, for the next session: its carts are no visitor's orphans either.
    await purgeOrphanedVisitorCarts(app.db);
    const kept = await read(
      app,
      proposal.getProposalDraftById,
      { body: { areaInfo, id: session.draftId } },
      back.token,
    );
    expect(kept.draft.lineCount).toBe(1);
  });
});

describe('who reaches a customer’s proposals', () => {
  it('answers another customer’s dealer 404 as for a missing proposal, and lists nothing of it', async () => {
    for (const [endpoint, input] of customerCalls(sent.id).slice(1)) {
      const theirs = await ask(app, endpoint, input, otherDealer);
      expect(theirs.statusCode, endpoint.operationId).toBe(404);
      const missing = await ask(
        app,
        endpoint,
        JSON.parse(JSON.stringify(input).replaceAll(sent.id, missingId)),
        dealer,
      );
      expect(missing.statusCode, endpoint.operationId).toBe(404);
      expect(theirs.json().message).toBe(missing.json().message);
    }
    const listed = await read(app, center.getProposals, { body: { areaInfo } }, otherDealer);
    expect(listed.proposals).toEqual([]);
  });

  it('refuses callers acting for no customer: none (401), a visitor and a sales user not impersonating (403)', async () => {
    for (const [endpoint, input] of customerCalls(sent.id)) {
      expect((await ask(app, endpoint, input)).statusCode, endpoint.operationId).toBe(401);
      expect((await ask(app, endpoint, input, visitor)).statusCode, endpoint.operationId).toBe(403);
      expect((await ask(app, endpoint, input, sales)).statusCode, endpoint.operationId).toBe(403);
      expect((await ask(app, endpoint, input, editing)).statusCode, endpoint.operationId).toBe(403);
    }
  });

  it('lets a sales user acting for the customer read it without recording Opened', async () => {
    const acting = await loginAs(app, 'manager@nordlys.demo');
    await actFor(app, acting, 'C10001');
    const [fresh] = (await sentProposals(app, sales, variant, ['dealer@nordlys.demo'])) as [ProposalSummary];
    const read1 = await read(app, center.getProposal, { body: { areaInfo, id: fresh.id } }, acting);
    expect(read1.proposal.status).toBe('Sent');
    const timeline = await read(app, proposal.getProposal, { body: { areaInfo, id: fresh.id } }, sales);
    expect(timeline.proposal.events.map((event: { event: string }) => event.event)).toEqual(['Created']);
  });

  it('records Opened once per user however often it is opened, and Deleted when the customer deletes it', async () => {
    const [fresh] = (await sentProposals(app, sales, variant, ['dealer@nordlys.demo'])) as [ProposalSummary];
    await Promise.all(
      [1, 2, 3].map(() => read(app, center.getProposal, { body: { areaInfo, id: fresh.id } }, dealer)),
    );
    await read(app, center.deleteProposal, { body: { areaInfo, id: fresh.id } }, dealer);
    expect(
      (await ask(app, center.getProposal, { body: { areaInfo, id: fresh.id } }, dealer)).statusCode,
    ).toBe(404);
    const listed = await read(app, center.getProposals, { body: { areaInfo, pageSize: 100 } }, dealer);
    expect(listed.proposals.map((entry: { id: string }) => entry.id)).not.toContain(fresh.id);
    const timeline = await read(app, proposal.getProposal, { body: { areaInfo, id: fresh.id } }, sales);
    expect(timeline.proposal.events.map((event: { event: string }) => event.event)).toEqual([
      'Created',
      'Opened',
      'Deleted',
    ]);
  });
});

describe('drafts and proposals keep their rules', () => {
  it('refuses recipients who are not users of the sales person’s customers, naming them', async () => {
    const response = await ask(
      app,
      proposal.updateProposalDraft,
      {
        body: {
          areaInfo,
          draft: { id: draftId, recipients: ['dealer@nordlys.demo', 'store.us@nordlys.demo', 'nobody@x.dk'] },
        },
      },
      sales,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('proposal.recipient-not-allowed');
    expect(response.json().message).toContain('"store.us@nordlys.demo"');
    expect(response.json().message).toContain('"nobody@x.dk"');
    expect(response.json().message).not.toContain('dealer@nordlys.demo"');
    // The manager may send to any customer.
    await read(
      app,
      proposal.updateProposalDraft,
      { body: { areaInfo, draft: { id: draftId, recipients: ['store.us@nordlys.demo'] } } },
      manager,
    );
  });

  it('finds recipients among the users of the sales person’s customers only', async () => {
    const found = await read(
      app,
      proposal.searchProposalRecipients,
      { body: { areaInfo, search: 'nordlys.demo', pageSize: 100 } },
      sales,
    );
    const customers = new Set(found.users.map((user: { customerNumber: string }) => user.customerNumber));
    expect([...customers].sort()).toEqual(
      ['C10001', 'C20001', 'C30001', 'C80001'].filter((number) => customers.has(number)),
    );
    expect(customers.has('C40001')).toBe(false);
    expect(customers.has('C10001')).toBe(true);
  });

  it('refuses to convert a draft without recipients or without lines (409)', async () => {
    const noRecipients = await draftWithLine(app, sales, variant);
    const first = await ask(
      app,
      proposal.convertDraftToProposal,
      { body: { areaInfo, draftId: noRecipients.draftId } },
      sales,
    );
    expect(first.statusCode).toBe(409);
    expect(first.json().errorCode).toBe('proposal.draft-without-recipients');
    const { id: empty } = await read(
      app,
      proposal.createProposalDraft,
      { body: { area: areaInfo, currencyCode: 'DKK', name: 'Empty' } },
      sales,
    );
    await read(
      app,
      proposal.updateProposalDraft,
      { body: { areaInfo, draft: { id: empty, recipients: ['dealer@nordlys.demo'] } } },
      sales,
    );
    const second = await ask(
      app,
      proposal.convertDraftToProposal,
      { body: { areaInfo, draftId: empty } },
      sales,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('proposal.draft-without-lines');
  });

  it('converts one draft once when two conversions race: one proposal set, the other 409', async () => {
    const { draftId: racing } = await draftWithLine(app, sales, variant, {
      recipients: ['dealer@nordlys.demo', 'shop.uk@nordlys.demo'],
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ask(app, proposal.convertDraftToProposal, { body: { areaInfo, draftId: racing } }, sales),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await queryRows<{ customerNumber: string }>(
      app.db,
      sql`SELECT customer_number AS "customerNumber" FROM proposals WHERE draft_id = ${racing}`,
    );
    expect(rows.map((row) => row.customerNumber).sort()).toEqual(['C10001', 'C30001']);
  });

  it('moves statuses through the one table: Sent → Declined, then nothing more (409 naming both)', async () => {
    const [fresh] = (await sentProposals(app, sales, variant, ['dealer@nordlys.demo'])) as [ProposalSummary];
    const update = (status: (typeof proposalStatuses)[number]) =>
      ask(app, proposal.updateProposal, { body: { areaInfo, proposal: { id: fresh.id, status } } }, sales);
    expect((await update('Sent')).statusCode).toBe(200);
    const declined = await update('Declined');
    expect(declined.json().proposal.status).toBe('Declined');
    // On the timeline, with the sales person who declined it (Sent again was no change: no event).
    const salesUser = await read(app, endpoints.user.getUser, {}, sales);
    expect(
      declined.json().proposal.events.filter((event: { event: string }) => event.event.startsWith('Marked')),
    ).toEqual([expect.objectContaining({ event: 'MarkedDeclined', userName: salesUser.name })]);
    for (const status of proposalStatuses.filter((entry) => entry !== 'Declined')) {
      const refused = await update(status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe('proposal.status-transition');
      expect(refused.json().message).toBe(`A proposal cannot go from Declined to ${status}`);
    }
    const notes = await read(
      app,
      proposal.updateProposal,
      { body: { areaInfo, proposal: { id: fresh.id, notes: 'Called them' } } },
      sales,
    );
    expect(notes.proposal.notes).toBe('Called them');
  });

  it('reads a Sent proposal past its validUntil as Expired, in lists and filters too', async () => {
    const [fresh] = (await sentProposals(app, sales, variant, ['dealer@nordlys.demo'])) as [ProposalSummary];
    await app.db.execute(sql`UPDATE proposals SET valid_until = '2020-01-01' WHERE id = ${fresh.id}`);
    const seen = await read(app, proposal.getProposal, { body: { areaInfo, id: fresh.id } }, sales);
    expect(seen.proposal.status).toBe('Expired');
    const expired = await read(
      app,
      proposal.getProposals,
      { body: { areaInfo, status: 'Expired', pageSize: 100 } },
      sales,
    );
    expect(expired.proposals.map((entry: { id: string }) => entry.id)).toContain(fresh.id);
    const sentOnes = await read(
      app,
      proposal.getProposals,
      { body: { areaInfo, status: 'Sent', pageSize: 100 } },
      sales,
    );
    expect(sentOnes.proposals.map((entry: { id: string }) => entry.id)).not.toContain(fresh.id);
    const refused = await ask(
      app,
      proposal.updateProposal,
      { body: { areaInfo, proposal: { id: fresh.id, status: 'Accepted' } } },
      sales,
    );
    expect(refused.json().message).toBe('A proposal cannot go from Expired to Accepted');
  });

  it('deletes a draft with its carts and ends its editing sessions', async () => {
    const doomed = await draftWithLine(app, sales, variant);
    await read(app, proposal.deleteProposalDraft, { body: { areaInfo, id: doomed.draftId } }, sales);
    expect(
      (await ask(app, proposal.getProposalDraftById, { body: { areaInfo, id: doomed.draftId } }, sales))
        .statusCode,
    ).toBe(404);
    expect(
      (await ask(app, endpoints.cart.getCartsBySearch, { body: { area: areaInfo } }, doomed.editing))
        .statusCode,
    ).toBe(401);
    const carts = await queryRows(app.db, sql`SELECT id FROM carts WHERE draft_id = ${doomed.draftId}`);
    expect(carts).toEqual([]);
  });
});

describe('bad input', () => {
  const junk: unknown[] = [
    null,
    0,
    -1,
    1.5,
    'x',
    '',
    '\u0000',
    'a'.repeat(5000),
    [],
    {},
    { id: {} },
    [{ lineNo: 'x' }],
    { areaInfo: 'b2b' },
    true,
  ];

  /** Each field of a valid body replaced by each junk value, and the whole body replaced too. */
  function variants(body: Record<string, unknown>): unknown[] {
    const out: unknown[] = [...junk];
    for (const key of Object.keys(body)) {
      for (const value of junk) out.push({ ...body, [key]: value });
      const inner = body[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        for (const innerKey of Object.keys(inner)) {
          for (const value of junk) out.push({ ...body, [key]: { ...inner, [innerKey]: value } });
        }
      }
    }
    return out;
  }

  it('never answers 5xx to junk bodies, and names the field of a 400', async () => {
    const calls = [...salesCalls({ draftId, proposalId: sent.id }), ...customerCalls(sent.id)];
    for (const [endpoint, input] of calls) {
      if (!input.body) continue;
      for (const body of variants(input.body as Record<string, unknown>)) {
        const token = endpoint.access === 'customer' ? dealer : otherSales;
        const response = await ask(app, endpoint, { body }, token);
        expect(
          response.statusCode,
          `${endpoint.operationId} ${JSON.stringify(body).slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
    const missingName = await ask(
      app,
      proposal.createProposalDraft,
      { body: { area: areaInfo, currencyCode: 'DKK' } },
      sales,
    );
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().message).toContain('name is required');
    const badCurrency = await ask(
      app,
      proposal.createProposalDraft,
      { body: { area: areaInfo, currencyCode: 'XYZ', name: 'n' } },
      sales,
    );
    expect(badCurrency.json().message).toContain('Unknown currency "XYZ"');
    const badStatus = await ask(
      app,
      proposal.updateProposal,
      { body: { areaInfo, proposal: { id: sent.id, status: 'Won' } } },
      sales,
    );
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('Unknown status "Won"');
    for (const validUntil of ['2026-02-30', '\u0000', '31-12-2026', 20261231]) {
      const response = await ask(
        app,
        proposal.updateProposalDraft,
        { body: { areaInfo, draft: { id: draftId, validUntil } } },
        sales,
      );
      expect(response.statusCode, String(validUntil)).toBe(400);
      expect(response.json().message).toContain('validUntil');
    }
    for (const query of [
      {},
      { Area: 'b2b', Id: '' },
      { Area: '', Id: sent.id },
      { Area: 'nowhere', Id: sent.id },
      { Area: 'b2b', Id: ['a', 'b'] },
    ]) {
      const response = await ask(app, proposal.exportProposalAsExcel, { query }, sales);
      expect(response.statusCode, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(query)).toBeLessThan(500);
    }
    const noId = await ask(app, proposal.exportProposalAsExcel, { query: { Area: 'b2b' } }, sales);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toContain('Id is required');
  });
});

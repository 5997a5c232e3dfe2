import type {
  AddProposalToCartResponse,
  Cart,
  ConvertDraftToProposalResponse,
  CustomerProposal,
  Proposal,
  ProposalDraft,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, read } from '../../test-support/customer-center-kit.ts';
import {
  addToOpenCart,
  areaInfo,
  runJobs,
  setOnHand,
  stockVariants,
  type Variant,
} from '../../test-support/order-kit.ts';
import { draftWithLine, proposalVariant } from '../../test-support/proposal-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { productCachePrefix } from '../catalog/index.ts';

const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail });
const proposal = endpoints.proposal;
const center = endpoints.customerCenter;
const cartCalls = endpoints.cart;

let app: FastifyInstance;
let sales: string;
let stockVariant: Variant;
let preorderVariant: Variant;

/** Set a variant's colour to sell from stock only, or by presale only, and drop the product cache. */
async function sellAs(variant: Variant, kind: 'Stock' | 'Preorder') {
  const stock = kind === 'Stock';
  await app.db.execute(sql`UPDATE product_colors SET allow_stock_order = ${stock}, allow_presale = ${!stock},
      has_stock = ${stock}
    WHERE product_id = ${variant.productId}
      AND color_code = (SELECT color_code FROM variants WHERE id = ${variant.variantId})`);
  await app.cache.deleteByPrefix(productCachePrefix);
}

async function newDraft(token: string, name: string): Promise<string> {
  const { id } = await read(
    app,
    proposal.createProposalDraft,
    { body: { area: areaInfo, currencyCode: 'DKK', name } },
    token,
  );
  return id as string;
}

/** The draft edited in the shop: a Stock line and a Preorder line in the draft's carts, through the cart calls. */
async function fillDraft(draftId: string): Promise<string> {
  const { token } = await read(
    app,
    proposal.getProposalUser,
    { body: { areaInfo, draftId, currencyCode: 'DKK' } },
    sales,
  );
  for (const [variant, orderType, quantity] of [
    [stockVariant, 'Stock', 4],
    [preorderVariant, 'Preorder', 6],
  ] as const) {
    const cart = await addToOpenCart(app, token, orderType, variant, quantity);
    expect(cart.extraInfo.draftId).toBe(draftId);
  }
  return token as string;
}

beforeAll(async () => {
  app = shared.app;
  sales = await loginAs(app, 'sales@nordlys.demo');
  const variants = await stockVariants(app, 200);
  stockVariant = variants[0] as Variant;
  preorderVariant = variants.find((variant) => variant.productId !== stockVariant.productId) as Variant;
  await sellAs(stockVariant, 'Stock');
  await sellAs(preorderVariant, 'Preorder');
  await setOnHand(app, stockVariant.variantId, 500);
});

describe('a proposal from draft to the dealer’s carts', () => {
  it('is drafted, edited in the shop, converted, mailed, opened, added to the carts and exported', async () => {
    const draftId = await newDraft(sales, 'AW27 highlights');
    const editing = await fillDraft(draftId);

    // The editing session's carts are the draft's, not the sales person's or a dealer's.
    const { carts } = await read(app, cartCalls.getCartsBySearch, { body: { area: areaInfo } }, editing);
    expect((carts as Cart[]).map((cart) => [cart.orderType, cart.lines.length]).sort()).toEqual([
      ['Preorder', 1],
      ['Stock', 1],
    ]);

    const updated = await read(
      app,
      proposal.updateProposalDraft,
      {
        body: {
          areaInfo,
          draft: {
            id: draftId,
            recipients: ['dealer@nordlys.demo', 'shop.uk@nordlys.demo'],
            notes: 'Our best sellers',
            validUntil: '2099-12-31',
          },
        },
      },
      sales,
    );
    const draft = updated.draft as ProposalDraft;
    expect(draft.recipients.map((recipient) => recipient.customerNumber).sort()).toEqual([
      'C10001',
      'C30001',
    ]);
    expect(draft.lineCount).toBe(2);
    expect(draft.quantity).toBe(10);

    const converted: ConvertDraftToProposalResponse = await read(
      app,
      proposal.convertDraftToProposal,
      { body: { areaInfo, draftId } },
      sales,
    );
    expect(converted.proposals.map((entry) => entry.customerNumber).sort()).toEqual(['C10001', 'C30001']);
    const danish = converted.proposals.find((entry) => entry.customerNumber === 'C10001');
    expect(danish?.status).toBe('Sent');
    expect(danish?.currencyCode).toBe('DKK');
    expect(danish?.netTotal).toBeGreaterThan(0);

    // The draft is gone from the drafts and its editing session has ended.
    const drafts = await read(app, proposal.getProposalDrafts, { body: { areaInfo } }, sales);
    expect(drafts.drafts.map((entry: { id: string }) => entry.id)).not.toContain(draftId);
    expect(
      (await ask(app, cartCalls.getCartsBySearch, { body: { area: areaInfo } }, editing)).statusCode,
    ).toBe(401);

    // Each recipient is mailed a link to the proposal in their customer's language.
    await runJobs(app);
    const toDealer = inbox.received.find((mail) => mail.to.includes('dealer@nordlys.demo'));
    expect(toDealer?.subject).toBe('Et tilbud fra Sofie Sælger: AW27 highlights');
    expect(toDealer?.text).toContain(`/da/customer-center/proposals/${danish?.id}`);
    expect(toDealer?.text).toContain('Det indeholder 2 linjer.');
    const toUk = inbox.received.find((mail) => mail.to.includes('shop.uk@nordlys.demo'));
    expect(toUk?.subject).toBe('A proposal from Sofie Sælger: AW27 highlights');

    // The dealer sees it, opens it (Opened once, status Viewed) and adds it to the carts.
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const list = await read(app, center.getProposals, { body: { areaInfo } }, dealer);
    expect(list.proposals.map((entry: { id: string }) => entry.id)).toContain(danish?.id);
    const opened: CustomerProposal = (
      await read(app, center.getProposal, { body: { areaInfo, id: danish?.id as string } }, dealer)
    ).proposal;
    expect(opened.status).toBe('Viewed');
    expect(opened.lines.map((line) => [line.variantId, line.quantity, line.orderType])).toEqual([
      [preorderVariant.variantId, 6, 'Preorder'],
      [stockVariant.variantId, 4, 'Stock'],
    ]);
    await read(app, center.getProposal, { body: { areaInfo, id: danish?.id as string } }, dealer);

    const stockLine = opened.lines.find((line) => line.orderType === 'Stock');
    const added: AddProposalToCartResponse = await read(
      app,
      center.addProposalToCart,
      {
        body: {
          area: areaInfo,
          id: danish?.id as string,
          quantities: [{ lineNo: stockLine?.lineNo ?? 0, quantity: 3 }],
        },
      },
      dealer,
    );
    expect(added.added.map((line) => [line.orderType, line.quantity]).sort()).toEqual([
      ['Preorder', 6],
      ['Stock', 3],
    ]);
    expect(added.notAdded).toEqual([]);

    // The sales person sees the timeline and the status; the Excel file reads back.
    const seen: Proposal = (
      await read(app, proposal.getProposal, { body: { areaInfo, id: danish?.id as string } }, sales)
    ).proposal;
    expect(seen.status).toBe('Accepted');
    expect(seen.events.map((event) => [event.event, event.userName])).toEqual([
      ['Created', 'Mette Jensen'],
      ['Opened', 'Mette Jensen'],
      ['AddedToCart', 'Mette Jensen'],
    ]);

    const file = await ask(
      app,
      proposal.exportProposalAsExcel,
      { query: { Area: 'b2b', Id: seen.id } },
      sales,
    );
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Tilbud');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Varenummer');
    const rows = seen.lines.map((_line, index) => sheet?.getRow(index + 2));
    expect(rows.map((row) => row?.getCell(6).value)).toEqual(seen.lines.map((line) => line.quantity));
    expect(rows.map((row) => row?.getCell(7).value)).toEqual(
      seen.lines.map((line) => (line.netUnitPrice === null ? null : line.netUnitPrice / 100)),
    );
  });
});

describe('adding a proposal to the carts later', () => {
  it('reports the lines no longer sold and leaves out lines set to 0, and records nothing when nothing went in', async () => {
    const [first, second] = [await proposalVariant(app, 5), await proposalVariant(app, 6)];
    const { draftId, editing } = await draftWithLine(app, sales, first, {
      recipients: ['dealer@nordlys.demo'],
    });
    await addToOpenCart(app, editing, 'Stock', second, 2);
    const converted: ConvertDraftToProposalResponse = await read(
      app,
      proposal.convertDraftToProposal,
      { body: { areaInfo, draftId } },
      sales,
    );
    const id = converted.proposals[0]?.id as string;
    // The first product's colour can no longer be ordered at all.
    await app.db.execute(sql`UPDATE product_colors SET allow_stock_order = false, allow_presale = false, has_stock = false
      WHERE product_id = ${first.productId}
        AND color_code = (SELECT color_code FROM variants WHERE id = ${first.variantId})`);
    await app.cache.deleteByPrefix(productCachePrefix);

    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const lines = (await read(app, center.getProposal, { body: { areaInfo, id } }, dealer)).proposal
      .lines as Array<{
      lineNo: number;
      variantId: string;
    }>;
    const lineOf = (variant: Variant) =>
      lines.find((line) => line.variantId === variant.variantId)?.lineNo as number;

    const nothing: AddProposalToCartResponse = await read(
      app,
      center.addProposalToCart,
      { body: { area: areaInfo, id, quantities: [{ lineNo: lineOf(second), quantity: 0 }] } },
      dealer,
    );
    expect(nothing.added).toEqual([]);
    expect(nothing.notAdded.map((entry) => [entry.variantId, entry.reason])).toEqual([
      [first.variantId, 'color-not-orderable'],
    ]);
    const timeline = (await read(app, proposal.getProposal, { body: { areaInfo, id } }, sales))
      .proposal as Proposal;
    expect(timeline.events.map((event) => event.event)).toEqual(['Created', 'Opened']);
    expect(timeline.status).toBe('Viewed');

    const some: AddProposalToCartResponse = await read(
      app,
      center.addProposalToCart,
      { body: { area: areaInfo, id } },
      dealer,
    );
    expect(some.added.map((entry) => [entry.variantId, entry.quantity])).toEqual([[second.variantId, 2]]);
    expect(some.notAdded.map((entry) => entry.reason)).toEqual(['color-not-orderable']);
  });
});

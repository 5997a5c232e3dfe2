import type {
  CheckoutOrderType,
  CurrencyCode,
  LatestProposalEvent,
  Proposal,
  ProposalEvent,
  ProposalEventKind,
  ProposalLine,
  ProposalStatus,
  ProposalSummary,
} from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { customerNamesByNumbers, customerNumbersNamedLike } from '../customer/index.ts';
import { userNamesByIds } from '../user/index.ts';
import { proposalEvents, proposalLines, proposalRecipients, proposals } from './proposal.tables.ts';
import { statusOn, statusSql } from './proposal-status.ts';
import { describeRecipients } from './recipients.ts';
import { pageAnswer, pageOf } from './sales-caller.ts';

/** Reading proposals, shared by the sales side and the customer's (each adds its own access condition). */

const lineTotals = sql<{
  lineCount: number;
  quantity: number;
  netTotal: number;
}>`(SELECT json_build_object('lineCount', count(*), 'quantity', coalesce(sum(${proposalLines.quantity}), 0), 'netTotal', coalesce(sum(${proposalLines.quantity}::bigint * ${proposalLines.netUnitPrice}), 0)) FROM ${proposalLines} WHERE ${proposalLines.proposalId} = ${proposals.id})`;

const summaryColumns = {
  id: proposals.id,
  name: proposals.name,
  status: proposals.status,
  customerNumber: proposals.customerNumber,
  currencyCode: proposals.currencyCode,
  rrpCurrencyCode: proposals.rrpCurrencyCode,
  salesUserId: proposals.salesUserId,
  recipientCount: sql<number>`(SELECT count(*)::int FROM ${proposalRecipients} WHERE ${proposalRecipients.proposalId} = ${proposals.id})`,
  totals: lineTotals,
  validUntil: proposals.validUntil,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  draftId: proposals.draftId,
  notes: proposals.notes,
};

type SummaryRow = {
  id: string;
  name: string;
  status: string;
  customerNumber: string;
  currencyCode: string;
  rrpCurrencyCode: string;
  salesUserId: string;
  recipientCount: number;
  totals: { lineCount: number; quantity: number; netTotal: number };
  validUntil: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toSummary(row: SummaryRow, names: SummaryNames, today: string): ProposalSummary {
  return {
    id: row.id,
    name: row.name,
    status: statusOn(row.status, row.validUntil, today),
    customerNumber: row.customerNumber,
    customerName: names.customerName,
    currencyCode: row.currencyCode as CurrencyCode,
    rrpCurrencyCode: row.rrpCurrencyCode as CurrencyCode,
    salesPersonName: names.salesPersonName,
    recipientCount: Number(row.recipientCount),
    lineCount: Number(row.totals.lineCount),
    quantity: Number(row.totals.quantity),
    netTotal: Number(row.totals.netTotal),
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fromProposals = (ctx: Ctx) => ctx.db.select(summaryColumns).from(proposals);

/** The names a summary shows beside its ids: the customer's and the sales person's. */
type SummaryNames = { customerName: string; salesPersonName: string };

/** The names of the rows' customers and sales people (a statement for each, whatever the number of rows). */
async function summaryNamesOf(
  ctx: Ctx,
  rows: readonly SummaryRow[],
): Promise<(row: SummaryRow) => SummaryNames> {
  const [customerNames, salesPeople] = await Promise.all([
    customerNamesByNumbers(
      ctx,
      rows.map((row) => row.customerNumber),
    ),
    userNamesByIds(
      ctx,
      rows.map((row) => row.salesUserId),
    ),
  ]);
  return (row) => ({
    customerName: customerNames.get(row.customerNumber) ?? '',
    salesPersonName: salesPeople.get(row.salesUserId)?.name ?? '',
  });
}

/** One page of proposals matching `access`, the search (name, customer number or name) and the status as read. */
export async function listProposals(
  ctx: Ctx,
  access: SQL | undefined,
  body: { pageSize?: number; pageNr?: number; search?: string; status?: ProposalStatus },
) {
  const page = pageOf(body);
  const today = shopDate(ctx.now);
  const pattern = body.search ? containsPattern(body.search) : null;
  const where = and(
    access,
    pattern
      ? or(
          ilike(proposals.name, pattern),
          ilike(proposals.customerNumber, pattern),
          sql`${proposals.customerNumber} IN ${customerNumbersNamedLike(pattern)}`,
        )
      : undefined,
    body.status ? sql`${statusSql(today)} = ${body.status}` : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(proposals).where(where);
  const rows = await fromProposals(ctx)
    .where(where)
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(page.pageSize)
    .offset((page.pageNr - 1) * page.pageSize);
  const namesOf = await summaryNamesOf(ctx, rows);
  return { proposals: rows.map((row) => toSummary(row, namesOf(row), today)), ...pageAnswer(page, total) };
}

/** The proposal row matching `access` (for update when `lock`), or null. */
export async function findProposal(ctx: Ctx, id: string, access: SQL | undefined, lock = false) {
  const query = ctx.db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), access));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function proposalLinesOf(ctx: Ctx, id: string): Promise<ProposalLine[]> {
  const rows = await ctx.db
    .select()
    .from(proposalLines)
    .where(eq(proposalLines.proposalId, id))
    .orderBy(asc(proposalLines.lineNo));
  return rows.map((row) => ({
    lineNo: row.lineNo,
    productId: row.productId,
    variantId: row.variantId,
    unitId: row.unitId,
    productNumber: row.productNumber,
    name: row.name,
    colorCode: row.colorCode,
    colorName: row.colorName,
    size: row.size,
    quantity: row.quantity,
    orderType: row.orderType as CheckoutOrderType,
    netUnitPrice: row.netUnitPrice,
    netLinePrice: row.netUnitPrice === null ? null : row.netUnitPrice * row.quantity,
    rrpUnitPrice: row.rrpUnitPrice,
  }));
}

/** Who did each event (an event of a deleted user keeps its row with no user). */
const eventUserNames = (ctx: Ctx, rows: ReadonlyArray<{ userId: string | null }>) =>
  userNamesByIds(
    ctx,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );

async function eventsOf(ctx: Ctx, id: string): Promise<ProposalEvent[]> {
  const rows = await ctx.db
    .select({
      event: proposalEvents.event,
      userId: proposalEvents.userId,
      at: proposalEvents.at,
    })
    .from(proposalEvents)
    .where(eq(proposalEvents.proposalId, id))
    .orderBy(asc(proposalEvents.at), asc(proposalEvents.id));
  const names = await eventUserNames(ctx, rows);
  return rows.map((row) => ({
    event: row.event as ProposalEventKind,
    userId: row.userId,
    userName: row.userId === null ? null : (names.get(row.userId)?.name ?? null),
    at: row.at.toISOString(),
  }));
}

/** The proposal in full as the sales side reads it (the caller has checked access). */
export async function describeProposal(ctx: Ctx, id: string): Promise<Proposal> {
  const [row] = await fromProposals(ctx).where(eq(proposals.id, id));
  if (!row) throw new Error(`proposal ${id} vanished`);
  const recipientIds = await ctx.db
    .select({ userId: proposalRecipients.userId })
    .from(proposalRecipients)
    .where(eq(proposalRecipients.proposalId, id));
  const [namesOf, recipients, lines, events] = await Promise.all([
    summaryNamesOf(ctx, [row]),
    describeRecipients(
      ctx,
      recipientIds.map((entry) => entry.userId),
    ),
    proposalLinesOf(ctx, id),
    eventsOf(ctx, id),
  ]);
  return {
    ...toSummary(row, namesOf(row), shopDate(ctx.now)),
    draftId: row.draftId,
    notes: row.notes,
    recipients,
    lines,
    events,
  };
}

/** Records an event; Opened only once per user (the unique index; a second is ignored). Answers whether written. */
export async function recordEvent(
  ctx: Ctx,
  proposalId: string,
  event: ProposalEventKind,
  userId: string | null,
): Promise<boolean> {
  const written = await ctx.db
    .insert(proposalEvents)
    .values({ proposalId, event, userId, at: ctx.now })
    .onConflictDoNothing()
    .returning({ id: proposalEvents.id });
  return written.length > 0;
}

/** The latest events of the proposals matching `access`, newest first, each with its proposal and customer. */
export async function latestEvents(
  ctx: Ctx,
  access: SQL | undefined,
  count: number,
): Promise<LatestProposalEvent[]> {
  const rows = await ctx.db
    .select({
      event: proposalEvents.event,
      userId: proposalEvents.userId,
      at: proposalEvents.at,
      proposalId: proposals.id,
      proposalName: proposals.name,
      customerNumber: proposals.customerNumber,
    })
    .from(proposalEvents)
    .innerJoin(proposals, eq(proposals.id, proposalEvents.proposalId))
    .where(access)
    .orderBy(desc(proposalEvents.at), desc(proposalEvents.id))
    .limit(count);
  const [names, customerNames] = await Promise.all([
    eventUserNames(ctx, rows),
    customerNamesByNumbers(
      ctx,
      rows.map((row) => row.customerNumber),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    customerName: customerNames.get(row.customerNumber) ?? '',
    userName: row.userId === null ? null : (names.get(row.userId)?.name ?? null),
    event: row.event as ProposalEventKind,
    at: row.at.toISOString(),
  }));
}

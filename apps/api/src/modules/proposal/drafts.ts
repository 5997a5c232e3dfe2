import { randomUUID } from 'node:crypto';
import type {
  AreaInfo,
  CreateProposalDraftBody,
  CurrencyCode,
  GetProposalDraftsBody,
  GetProposalDraftsResponse,
  LanguageCode,
  ProposalDraft,
  ProposalDraftSummary,
  ProposalDraftUpdate,
} from '@shop/contracts';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { deleteDraftCarts } from '../cart/index.ts';
import { revokeDraftSessions, userNamesByIds } from '../user/index.ts';
import { draftCarts } from './draft-lines.ts';
import { proposalDraftRecipients, proposalDrafts } from './proposal.tables.ts';
import { describeRecipients, resolveRecipients } from './recipients.ts';
import { ownedBy, pageAnswer, pageOf, type SalesCaller, salesCaller } from './sales-caller.ts';

/**
 * Proposal drafts (ADR 47): owned by the sales person who made them; a manager reaches all. Someone else's
 * draft, a converted one and a missing one are the same 404. A draft-editing session reaches its draft only.
 */

const draftMissing = () => notFound('No such proposal draft');

/** The caller's open draft (locked for update when `lock`), or 404. */
export async function requireDraft(ctx: Ctx, caller: SalesCaller, id: string, lock = false) {
  if (caller.editingDraftId !== null && caller.editingDraftId !== id) throw draftMissing();
  const query = ctx.db
    .select()
    .from(proposalDrafts)
    .where(
      and(
        eq(proposalDrafts.id, id),
        eq(proposalDrafts.status, 'open'),
        ownedBy(caller, proposalDrafts.ownerUserId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw draftMissing();
  return row;
}

export async function createDraft(ctx: Ctx, body: CreateProposalDraftBody): Promise<{ id: string }> {
  const caller = salesCaller(ctx);
  const id = randomUUID();
  await ctx.db.insert(proposalDrafts).values({
    id,
    ownerUserId: caller.userId,
    name: body.name,
    currencyCode: body.currencyCode,
    areaId: body.area.areaId,
    languageCode: body.area.languageCode,
  });
  return { id };
}

const recipientCount = sql<number>`(SELECT count(*)::int FROM ${proposalDraftRecipients} WHERE ${proposalDraftRecipients.draftId} = ${proposalDrafts.id})`;

const summaryColumns = {
  id: proposalDrafts.id,
  name: proposalDrafts.name,
  currencyCode: proposalDrafts.currencyCode,
  ownerUserId: proposalDrafts.ownerUserId,
  recipientCount,
  notes: proposalDrafts.notes,
  validUntil: proposalDrafts.validUntil,
  createdAt: proposalDrafts.createdAt,
  updatedAt: proposalDrafts.updatedAt,
};
type SummaryRow = {
  id: string;
  name: string;
  currencyCode: string;
  ownerUserId: string;
  recipientCount: number;
  notes: string;
  validUntil: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The owners' names of the drafts (an owner is a user; deleting one deletes their drafts). */
async function ownerNames(ctx: Ctx, rows: readonly SummaryRow[]): Promise<Map<string, string>> {
  const owners = await userNamesByIds(
    ctx,
    rows.map((row) => row.ownerUserId),
  );
  return new Map([...owners].map(([id, owner]) => [id, owner.name]));
}

function toSummary(
  row: SummaryRow,
  ownerName: string,
  lines: { lineCount: number; quantity: number },
): ProposalDraftSummary {
  return {
    id: row.id,
    name: row.name,
    currencyCode: row.currencyCode as CurrencyCode,
    ownerUserId: row.ownerUserId,
    ownerName,
    recipientCount: Number(row.recipientCount),
    lineCount: lines.lineCount,
    quantity: lines.quantity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GetProposalDrafts: the caller's open drafts (a manager: all), newest change first. */
export async function listDrafts(ctx: Ctx, body: GetProposalDraftsBody): Promise<GetProposalDraftsResponse> {
  const caller = salesCaller(ctx);
  const page = pageOf(body);
  const where = and(
    eq(proposalDrafts.status, 'open'),
    ownedBy(caller, proposalDrafts.ownerUserId),
    caller.editingDraftId ? eq(proposalDrafts.id, caller.editingDraftId) : undefined,
    body.search ? ilike(proposalDrafts.name, containsPattern(body.search)) : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(proposalDrafts)
    .where(where);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(proposalDrafts)
    .where(where)
    .orderBy(desc(proposalDrafts.updatedAt), desc(proposalDrafts.id))
    .limit(page.pageSize)
    .offset((page.pageNr - 1) * page.pageSize);
  const [names, cartsOf] = await Promise.all([
    ownerNames(ctx, rows),
    draftCarts(
      ctx,
      rows.map((row) => row.id),
      body.areaInfo.languageCode,
    ),
  ]);
  const drafts = rows.map((row) =>
    toSummary(row, names.get(row.ownerUserId) ?? '', totals(cartsOf.get(row.id) ?? [])),
  );
  return { drafts, ...pageAnswer(page, total) };
}

const totals = (list: ReadonlyArray<{ lineCount: number; quantity: number }>) => ({
  lineCount: list.reduce((sum, cart) => sum + cart.lineCount, 0),
  quantity: list.reduce((sum, cart) => sum + cart.quantity, 0),
});

/** A draft as GetProposalDraftById answers it. */
export async function describeDraft(
  ctx: Ctx,
  id: string,
  languageCode: LanguageCode,
): Promise<ProposalDraft> {
  const [row] = await ctx.db.select(summaryColumns).from(proposalDrafts).where(eq(proposalDrafts.id, id));
  if (!row) throw draftMissing();
  const recipientIds = await ctx.db
    .select({ userId: proposalDraftRecipients.userId })
    .from(proposalDraftRecipients)
    .where(eq(proposalDraftRecipients.draftId, id));
  const [recipients, cartsOf, names] = await Promise.all([
    describeRecipients(
      ctx,
      recipientIds.map((entry) => entry.userId),
    ),
    draftCarts(ctx, [id], languageCode),
    ownerNames(ctx, [row]),
  ]);
  const draftCartList = cartsOf.get(id) ?? [];
  return {
    ...toSummary(row, names.get(row.ownerUserId) ?? '', totals(draftCartList)),
    notes: row.notes,
    validUntil: row.validUntil,
    recipients,
    carts: draftCartList,
  };
}

export async function getDraft(ctx: Ctx, area: AreaInfo, id: string): Promise<ProposalDraft> {
  await requireDraft(ctx, salesCaller(ctx), id);
  return describeDraft(ctx, id, area.languageCode);
}

/** UpdateProposalDraft: the fields sent; recipients replace the list (each must be eligible). */
export async function updateDraft(
  ctx: Ctx,
  area: AreaInfo,
  update: ProposalDraftUpdate,
): Promise<ProposalDraft> {
  const caller = salesCaller(ctx);
  await withTransaction(ctx, async (scoped) => {
    await requireDraft(scoped, caller, update.id, true);
    const recipients = update.recipients ? await resolveRecipients(scoped, caller, update.recipients) : null;
    await scoped.db
      .update(proposalDrafts)
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.currencyCode !== undefined ? { currencyCode: update.currencyCode } : {}),
        ...(update.notes !== undefined ? { notes: update.notes } : {}),
        ...(update.validUntil !== undefined ? { validUntil: update.validUntil } : {}),
        updatedAt: scoped.now,
      })
      .where(eq(proposalDrafts.id, update.id));
    if (recipients) {
      await scoped.db.delete(proposalDraftRecipients).where(eq(proposalDraftRecipients.draftId, update.id));
      if (recipients.length > 0) {
        await scoped.db
          .insert(proposalDraftRecipients)
          .values(recipients.map((recipient) => ({ draftId: update.id, userId: recipient.userId })));
      }
    }
  });
  return describeDraft(ctx, update.id, area.languageCode);
}

/** The draft's open carts removed and its editing sessions revoked (deletion and conversion). */
export async function endDraftEditing(ctx: Ctx, draftId: string): Promise<void> {
  await deleteDraftCarts(ctx, draftId);
  await revokeDraftSessions(ctx, draftId);
}

/** DeleteProposalDraft: the draft, its recipients, its carts and its editing sessions. */
export async function deleteDraft(ctx: Ctx, id: string): Promise<{ id: string }> {
  const caller = salesCaller(ctx);
  await withTransaction(ctx, async (scoped) => {
    await requireDraft(scoped, caller, id, true);
    await endDraftEditing(scoped, id);
    await scoped.db.delete(proposalDrafts).where(eq(proposalDrafts.id, id));
  });
  return { id };
}

import {
  type DealerApplicationDetail,
  DealerApplication as DealerApplicationSchema,
  type DealerApplicationSummary,
  type GetDealerApplicationsBody,
  type GetDealerApplicationsResponse,
  type UpdateDealerApplicationStatusBody,
} from '@shop/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { appError, notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { userNamesByIds } from '../user/index.ts';
import { dealerApplications } from './dealer-application.tables.ts';

type Row = typeof dealerApplications.$inferSelect;

const summaryOf = (row: Row): DealerApplicationSummary => ({
  applicationId: String(row.id),
  kind: row.kind,
  companyName: row.companyName,
  vatNumber: row.vatNumber,
  contactEmail: row.contactEmail,
  currencyCode: row.currencyCode,
  areaId: row.areaId,
  languageCode: row.languageCode,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** The back office's list of dealer applications (ADR 53): newest first, optionally of one status. */
export async function getDealerApplications(
  ctx: Ctx,
  body: GetDealerApplicationsBody,
): Promise<GetDealerApplicationsResponse> {
  const filter = body.status ? eq(dealerApplications.status, body.status) : undefined;
  const rows = await ctx.db
    .select()
    .from(dealerApplications)
    .where(filter)
    .orderBy(desc(dealerApplications.createdAt), desc(dealerApplications.id))
    .offset(body.skip)
    .limit(body.take);
  const [total] = await ctx.db.select({ total: count() }).from(dealerApplications).where(filter);
  return { items: rows.map(summaryOf), itemsTotal: total?.total ?? 0 };
}

async function detailOf(ctx: Ctx, row: Row): Promise<DealerApplicationDetail> {
  const filer = row.filedByUserId
    ? (await userNamesByIds(ctx, [row.filedByUserId])).get(row.filedByUserId)
    : undefined;
  return {
    ...summaryOf(row),
    // Stored as the contract validated it (ADR 42); parsed again so the answer never carries anything else.
    application: DealerApplicationSchema.parse(row.form),
    filedBy: filer ?? null,
  };
}

async function findRow(ctx: Ctx, applicationId: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(dealerApplications)
    .where(eq(dealerApplications.id, Number(applicationId)));
  if (!row) throw notFound(`No dealer application ${applicationId}`, 'dealer-application-not-found');
  return row;
}

export async function getDealerApplication(
  ctx: Ctx,
  applicationId: string,
): Promise<DealerApplicationDetail> {
  return detailOf(ctx, await findRow(ctx, applicationId));
}

/**
 * Approves or rejects a new application, once (409 `dealer-application.decided` for one already decided); the
 * decision and the staff user who made it go to the audit log in the same transaction.
 */
export async function updateDealerApplicationStatus(
  ctx: Ctx,
  body: UpdateDealerApplicationStatusBody,
): Promise<DealerApplicationDetail> {
  const id = Number(body.applicationId);
  const updated = await withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .update(dealerApplications)
      .set({ status: body.status })
      .where(and(eq(dealerApplications.id, id), eq(dealerApplications.status, 'new')))
      .returning();
    if (!row) return null;
    await recordAudit(
      scoped,
      {
        action: 'dealer-application.status',
        entity: 'dealer-application',
        entityId: String(id),
        details: { from: 'new', to: body.status },
      },
      { always: true },
    );
    return row;
  });
  if (updated) return detailOf(ctx, updated);
  const current = await findRow(ctx, body.applicationId);
  throw appError(
    'dealer-application.decided',
    `Dealer application ${body.applicationId} is already ${current.status}: only a new one is decided`,
  );
}

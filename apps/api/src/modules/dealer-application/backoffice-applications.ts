import {
  type DealerApplicationDetail,
  DealerApplication as DealerApplicationSchema,
  type DealerApplicationSummary,
  type GetDealerApplicationsBody,
  type GetDealerApplicationsResponse,
} from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { applicationTimeline } from './application-timeline.ts';
import { dealerApplications } from './dealer-application.tables.ts';

export type ApplicationRow = typeof dealerApplications.$inferSelect;
type Row = ApplicationRow;

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

/** An application with everything the applicant sent, the customer an approval created and its timeline. */
export async function detailOf(ctx: Ctx, row: Row): Promise<DealerApplicationDetail> {
  const timeline = await applicationTimeline(ctx, row);
  return {
    ...summaryOf(row),
    // Stored as the contract validated it (ADR 42); parsed again so the answer never carries anything else.
    application: DealerApplicationSchema.parse(row.form),
    filedBy: timeline[0]?.by ?? null,
    customerNumber: row.customerNumber,
    timeline,
  };
}

export async function findRow(ctx: Ctx, applicationId: string): Promise<Row> {
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

import type {
  FormSubmissionDetail,
  FormSubmissionSummary,
  GetFormSubmissionsBody,
  GetFormSubmissionsResponse,
} from '@shop/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { formSubmissions } from './forms.tables.ts';

type Row = typeof formSubmissions.$inferSelect;

const summaryOf = (row: Row): FormSubmissionSummary => ({
  submissionId: String(row.id),
  formKey: row.formKey,
  areaId: row.areaId,
  languageCode: row.languageCode,
  mailedTo: row.mailedTo,
  email: row.fields.email ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The back office's list of form submissions: newest first, one form's or all, with the forms to filter by. */
export async function getFormSubmissions(
  ctx: Ctx,
  body: GetFormSubmissionsBody,
): Promise<GetFormSubmissionsResponse> {
  const filter = body.formKey ? eq(formSubmissions.formKey, body.formKey) : undefined;
  const rows = await ctx.db
    .select()
    .from(formSubmissions)
    .where(filter)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .offset(body.skip)
    .limit(body.take);
  const [total] = await ctx.db.select({ total: count() }).from(formSubmissions).where(filter);
  const keys = await ctx.db
    .selectDistinct({ formKey: formSubmissions.formKey })
    .from(formSubmissions)
    .orderBy(asc(formSubmissions.formKey));
  return {
    items: rows.map(summaryOf),
    itemsTotal: total?.total ?? 0,
    formKeys: keys.map((key) => key.formKey),
  };
}

/** One submission with its fields (ordered by name: stored JSON keeps no order). */
export async function getFormSubmission(ctx: Ctx, submissionId: string): Promise<FormSubmissionDetail> {
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, Number(submissionId)));
  if (!row) throw notFound(`No form submission ${submissionId}`, 'form-submission-not-found');
  return {
    ...summaryOf(row),
    fields: Object.entries(row.fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => ({ name, value: String(value) })),
    userId: row.userId,
  };
}

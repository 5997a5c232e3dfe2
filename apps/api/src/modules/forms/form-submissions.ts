import {
  type FormSubmissionDetail,
  type FormSubmissionField,
  type FormSubmissionSummary,
  type GetFormSubmissionsBody,
  type GetFormSubmissionsResponse,
  type LanguageCode,
  languageCodes,
  type StoredFormBlock,
} from '@shop/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { findForm } from './find-form.ts';
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

/** The form's definition in a language, or null when the area has no such form in it (any more). */
async function definitionIn(
  ctx: Ctx,
  areaId: string,
  languageCode: LanguageCode,
  formKey: string,
): Promise<StoredFormBlock | null> {
  try {
    return await findForm(ctx, { areaId, languageCode, currencyCode: null }, formKey);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'form-not-found') return null;
    throw error;
  }
}

const asLanguage = (code: string): LanguageCode | null =>
  (languageCodes as readonly string[]).includes(code) ? (code as LanguageCode) : null;

/**
 * One submission with its fields, labelled from the form's definition in `languageCode` (the reading page's;
 * default and fallback: the language it was sent in), in the form's order; fields the form no longer defines
 * follow by name without a label (stored JSON keeps no order).
 */
export async function getFormSubmission(
  ctx: Ctx,
  submissionId: string,
  languageCode?: LanguageCode,
): Promise<FormSubmissionDetail> {
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, Number(submissionId)));
  if (!row) throw notFound(`No form submission ${submissionId}`, 'form-submission-not-found');
  const sentIn = asLanguage(row.languageCode);
  const reading = languageCode ?? sentIn;
  const form =
    (reading ? await definitionIn(ctx, row.areaId, reading, row.formKey) : null) ??
    (sentIn && sentIn !== reading ? await definitionIn(ctx, row.areaId, sentIn, row.formKey) : null);
  const defined = form?.fields ?? [];
  const position = new Map(defined.map((field, index) => [field.name, index]));
  const fields = Object.entries(row.fields)
    .sort(([a], [b]) => (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity) || a.localeCompare(b))
    .map(([name, raw]): FormSubmissionField => {
      const value = String(raw);
      const field = defined.find((candidate) => candidate.name === name);
      return {
        name,
        value,
        label: field?.label ?? null,
        type: field?.type ?? null,
        valueLabel: field?.options?.find((option) => option.value === value)?.label ?? null,
      };
    });
  return { ...summaryOf(row), formTitle: form?.heading ?? null, fields, userId: row.userId };
}

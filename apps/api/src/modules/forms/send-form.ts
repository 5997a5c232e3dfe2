import type { SendFormBody, SendFormResponse } from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import { type AreaCtx, withTransaction } from '../../lib/context.ts';
import { getTranslationsIn } from '../content/index.ts';
import { submitDealerApplication } from '../dealer-application/index.ts';
import { queueMail } from '../mail/index.ts';
import { toDealerApplication } from './dealer-application-form.ts';
import { findForm } from './find-form.ts';
import { renderFormMail } from './form-mail.ts';
import { formSubmissions } from './forms.tables.ts';
import { type FieldErrors, validateFormFields } from './validate-form.ts';

const fieldsInvalid = (errors: FieldErrors) =>
  appError('form.fields-invalid', `Fields refused: ${Object.keys(errors).join(', ')}`, { errors });

/**
 * Form/SendForm (ADR 53): the form the content defines for the key, the honeypot, the fields checked against
 * the definition, then stored and mailed in one transaction (a `mail` form) or handed to the dealer
 * applications (a `dealerApplication` form).
 */
export async function sendForm(ctx: AreaCtx, body: SendFormBody): Promise<SendFormResponse> {
  const area = ctx.area;
  const form = await findForm(ctx, area, body.formKey);
  const answer = { formKey: form.formKey, successText: form.successText, receivedAt: ctx.now.toISOString() };
  // A bot filled the field people never see: it is told the form was accepted, and nothing is kept.
  if (body.honeypot?.trim()) {
    ctx.log.info({ formKey: form.formKey }, 'form honeypot filled: answered, not stored');
    return answer;
  }
  const { values, errors } = validateFormFields(form, body.fields);
  if (Object.keys(errors).length > 0) throw fieldsInvalid(errors);

  if (form.handler === 'dealerApplication') {
    const mapped = toDealerApplication(values);
    if (mapped.errors) throw fieldsInvalid(mapped.errors);
    const { receivedAt } = await submitDealerApplication(ctx, mapped.application, 'dealer');
    return { ...answer, receivedAt };
  }

  // Unknown area: 404 area-not-found before anything is stored.
  const texts = await getTranslationsIn(ctx, area.areaId, area.languageCode);
  const mailTo = form.mailTo ?? ctx.config.applicationsEmail;
  return withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .insert(formSubmissions)
      .values({
        formKey: form.formKey,
        areaId: area.areaId,
        languageCode: area.languageCode,
        fields: values,
        mailedTo: mailTo,
        userId: ctx.user?.id ?? null,
        createdAt: scoped.now,
      })
      .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
    if (!row) throw new Error('form_submissions insert returned no row');
    const submissionId = String(row.id);
    await queueMail(scoped.db, `form-submission:${submissionId}`, {
      to: mailTo,
      ...renderFormMail(form, submissionId, values, texts),
    });
    return { ...answer, receivedAt: row.createdAt.toISOString() };
  });
}

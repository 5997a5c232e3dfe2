import { mailTemplateLimits, templateProblems } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data } from 'react-router';
import { type ApiError, isApiError, refusalStatus } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { textOf } from '../../account/form-data.ts';
import {
  areaOfTemplates,
  type MailTemplatesActionData,
  type TemplateFieldError,
  type TemplateValues,
  templateChoiceOf,
} from './mail-templates-data.ts';

type FieldErrors = { subject?: TemplateFieldError; body?: TemplateFieldError };

const prefix = 'backoffice.mail-templates.error';

/** The screen's own checks (the API's rules, from the contract), with translated messages. */
function fieldErrorsOf(values: TemplateValues): FieldErrors {
  const errors: FieldErrors = {};
  const subject = values.subject.trim();
  const body = values.body.trim();
  if (!subject) errors.subject = { key: `${prefix}.required` };
  else if (subject.length > mailTemplateLimits.subjectMax)
    errors.subject = { key: `${prefix}.too-long`, params: { max: mailTemplateLimits.subjectMax } };
  else if (/[\r\n]/.test(subject)) errors.subject = { key: `${prefix}.one-line` };
  if (!body) errors.body = { key: `${prefix}.required` };
  else if (body.length > mailTemplateLimits.bodyMax)
    errors.body = { key: `${prefix}.too-long`, params: { max: mailTemplateLimits.bodyMax } };
  for (const problem of templateProblems(values.template, subject, body)) {
    errors[problem.field] ??= {
      key: `${prefix}.${problem.code}`,
      params: { placeholders: problem.placeholders.map((name) => `{${name}}`).join(', ') },
    };
  }
  return errors;
}

/** A refusal of the API for a field the screen did not foresee: shown beside the field. */
function apiFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.body?.issues ?? []) {
    if (issue.path === 'body.subject') errors.subject ??= { key: `${prefix}.unexpected` };
    if (issue.path === 'body.body') errors.body ??= { key: `${prefix}.unexpected` };
  }
  return errors;
}

/** POST on the mail templates screen: preview (nothing saved), save, or reset to the built-in texts. */
export async function mailTemplatesAction(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeMailTemplates');
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  if (intent !== 'preview' && intent !== 'save' && intent !== 'reset')
    throw data('Bad Request', { status: 400 });
  const choice = templateChoiceOf(new URL(args.request.url), args.context.get(languageContext));
  const values: TemplateValues = { ...choice, subject: textOf(form, 'subject'), body: textOf(form, 'body') };
  const failed = (status: number, fieldErrors: FieldErrors, formError: TextKey) =>
    data<MailTemplatesActionData>({ status: 'failed', values, fieldErrors, formError }, { status });
  const call = args.context.get(sessionContext).call;
  const ref = { areaId: areaOfTemplates, template: choice.template, languageCode: choice.languageCode };
  try {
    if (intent === 'reset') {
      const { template } = await call(endpoints.backofficeUsers.resetRecoveryMailTemplate, { body: ref });
      return data<MailTemplatesActionData>({
        status: 'reset',
        values: { ...choice, subject: template.subject, body: template.body },
      });
    }
    const fieldErrors = fieldErrorsOf(values);
    if (Object.keys(fieldErrors).length > 0) return failed(400, fieldErrors, `${prefix}.summary`);
    const body = { ...ref, subject: values.subject.trim(), body: values.body };
    if (intent === 'preview') {
      const preview = await call(endpoints.backofficeUsers.previewRecoveryMailTemplate, { body });
      return data<MailTemplatesActionData>({ status: 'preview', values, preview });
    }
    const { template } = await call(endpoints.backofficeUsers.updateRecoveryMailTemplate, { body });
    return data<MailTemplatesActionData>({
      status: 'saved',
      values: { ...choice, subject: template.subject, body: template.body },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
    if (isApiError(error) && error.status === 400) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) return failed(400, fields, `${prefix}.summary`);
    }
    console.error('mail template change failed', error);
    return failed(refusalStatus(error), {}, `${prefix}.unexpected`);
  }
}

import {
  type DealerApplicationDetail,
  type DealerApplicationEvent,
  type DealerApplicationStatus,
  type DealerApplicationSummary,
  dealerApplicationStatuses,
  type FormSubmissionDetail,
  type FormSubmissionSummary,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { backofficeFormsPageSize } from './page-size.ts';

/** A time as staff read it: Danish time, in the page's language. */
function whenOf(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(value));
}

const pageOf = (url: URL) =>
  Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
const idOf = (url: URL) => {
  const id = url.searchParams.get('id') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(id) ? id : null;
};

/** The detail the URL names, or null when it names none; a 404 is `missing` (the page says so). */
async function detailOrMissing<T>(read: () => Promise<T>): Promise<T | 'missing'> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'missing';
    throw error;
  }
}

export type ApplicationRow = DealerApplicationSummary & { received: string };

/** An application as its page shows it: its times in Copenhagen time, in the page's language. */
export type ApplicationShown = Omit<DealerApplicationDetail, 'timeline'> & {
  received: string;
  timeline: Array<DealerApplicationEvent & { when: string }>;
};

/** /backoffice/applications: the list (status filter, page) and, with `?id=`, one application. */
export async function loadApplications(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeApplications');
  const url = new URL(args.request.url);
  const language = args.context.get(languageContext);
  const call = args.context.get(sessionContext).call;
  const statusParam = url.searchParams.get('status') ?? '';
  const status = (dealerApplicationStatuses as readonly string[]).includes(statusParam)
    ? (statusParam as (typeof dealerApplicationStatuses)[number])
    : undefined;
  const page = pageOf(url);
  const id = idOf(url);
  const [list, detail] = await Promise.all([
    call(endpoints.backofficeForms.getDealerApplications, {
      body: { status, skip: (page - 1) * backofficeFormsPageSize, take: backofficeFormsPageSize },
    }),
    id
      ? detailOrMissing(() =>
          call(endpoints.backofficeForms.getDealerApplication, { body: { applicationId: id } }),
        )
      : null,
  ]);
  const items: ApplicationRow[] = list.items.map((item) => ({
    ...item,
    received: whenOf(item.createdAt, language),
  }));
  const shown: ApplicationShown | 'missing' | null =
    detail && detail !== 'missing'
      ? {
          ...detail,
          received: whenOf(detail.createdAt, language),
          timeline: detail.timeline.map((event) => ({ ...event, when: whenOf(event.at, language) })),
        }
      : detail;
  return data(
    { status: status ?? null, page, items, itemsTotal: list.itemsTotal, detail: shown },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** What the decision form answered; `confirm` asks before a decision, which is final, is made. */
export type DecisionResult =
  | { outcome: 'confirm'; applicationId: string; decision: Decision }
  | { outcome: 'decided'; applicationId: string; status: DealerApplicationStatus }
  | { outcome: 'already-decided' }
  | { outcome: 'email-taken'; email: string }
  | { outcome: 'missing' }
  | { outcome: 'invalid' };

type Decision = 'approved' | 'rejected';

/**
 * The decision on one application (approve or reject). It is final, so it is first answered with a question
 * (`confirm`, also without JavaScript) and made only when posted again with `confirmed=yes`; the API creates the
 * customer and its user or mails the refusal, audited. A decided one, or an applicant whose e-mail is already a
 * username, is said so.
 */
export async function decideApplication(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeApplications');
  const form = await args.request.formData();
  const applicationId = String(form.get('applicationId') ?? '');
  const decision = String(form.get('decision') ?? '');
  if (!/^[1-9][0-9]{0,15}$/.test(applicationId) || (decision !== 'approved' && decision !== 'rejected')) {
    return data<DecisionResult>({ outcome: 'invalid' }, { status: 400 });
  }
  if (form.get('confirmed') !== 'yes')
    return data<DecisionResult>({ outcome: 'confirm', applicationId, decision });
  const call = args.context.get(sessionContext).call;
  try {
    const updated = await call(endpoints.backofficeForms.updateDealerApplicationStatus, {
      body: { applicationId, status: decision },
    });
    return data<DecisionResult>({ outcome: 'decided', applicationId, status: updated.status });
  } catch (error) {
    if (isApiError(error) && error.body?.errorCode === 'dealer-application.email-taken') {
      const detail = await call(endpoints.backofficeForms.getDealerApplication, { body: { applicationId } });
      return data<DecisionResult>(
        { outcome: 'email-taken', email: detail.application.contact.email },
        { status: 409 },
      );
    }
    if (isApiError(error) && error.status === 409)
      return data<DecisionResult>({ outcome: 'already-decided' }, { status: 409 });
    if (isApiError(error) && error.status === 404)
      return data<DecisionResult>({ outcome: 'missing' }, { status: 404 });
    throw error;
  }
}

export type SubmissionRow = FormSubmissionSummary & { received: string };

/** /backoffice/forms: submissions (form filter, page) and, with `?id=`, one submission. */
export async function loadSubmissions(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeForms');
  const url = new URL(args.request.url);
  const language = args.context.get(languageContext);
  const call = args.context.get(sessionContext).call;
  const formParam = url.searchParams.get('form') ?? '';
  const formKey = /^[a-z0-9-]{1,60}$/.test(formParam) ? formParam : undefined;
  const page = pageOf(url);
  const id = idOf(url);
  const [list, detail] = await Promise.all([
    call(endpoints.backofficeForms.getFormSubmissions, {
      body: { formKey, skip: (page - 1) * backofficeFormsPageSize, take: backofficeFormsPageSize },
    }),
    id
      ? detailOrMissing(() =>
          call(endpoints.backofficeForms.getFormSubmission, {
            body: { submissionId: id, languageCode: language },
          }),
        )
      : null,
  ]);
  const items: SubmissionRow[] = list.items.map((item) => ({
    ...item,
    received: whenOf(item.createdAt, language),
  }));
  const shown: (FormSubmissionDetail & { received: string }) | 'missing' | null =
    detail && detail !== 'missing' ? { ...detail, received: whenOf(detail.createdAt, language) } : detail;
  return data(
    {
      formKey: formKey ?? null,
      formKeys: list.formKeys,
      page,
      items,
      itemsTotal: list.itemsTotal,
      detail: shown,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

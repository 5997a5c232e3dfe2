import {
  type DeletionRequestDetail,
  type DeletionRequestRow,
  type DeletionRequestStatus,
  deletionRequestStatuses,
  personalDataLimits,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';

/** Requests on one page of the list. */
export const deletionRequestsPageSize = 25;

/** A time as staff read it: Danish time, in the page's language. */
function whenOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));
}

export type ShownRow = DeletionRequestRow & { requested: string };
export type ShownDetail = DeletionRequestDetail & { requested: string; decided: string | null };

export type DeletionRequestsLoaded =
  | {
      status: 'ok';
      filter: DeletionRequestStatus | null;
      page: number;
      rows: ShownRow[];
      totalCount: number;
      pageCount: number;
    }
  | { status: 'failed'; filter: DeletionRequestStatus | null; page: number };

const statusOf = (url: URL): DeletionRequestStatus | null => {
  const wanted = url.searchParams.get('status');
  return (deletionRequestStatuses as readonly string[]).includes(wanted ?? '')
    ? (wanted as DeletionRequestStatus)
    : null;
};
const pageOf = (url: URL) =>
  Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

/** /backoffice/deletion-requests: one page of the requests, open ones first, optionally of one status. */
export async function loadDeletionRequests(args: AuthArgs): Promise<DeletionRequestsLoaded> {
  requireScreenAccess(args, 'backofficeDeletionRequests');
  const url = new URL(args.request.url);
  const filter = statusOf(url);
  const page = pageOf(url);
  const language = args.context.get(languageContext);
  try {
    const answer = await args.context
      .get(sessionContext)
      .call(endpoints.backofficePersonalData.searchDeletionRequests, {
        body: { status: filter, pageNr: page, pageSize: deletionRequestsPageSize },
      });
    return {
      status: 'ok',
      filter,
      page,
      rows: answer.requests.map((row) => ({ ...row, requested: whenOf(row.requestedAt, language) })),
      totalCount: answer.totalCount,
      pageCount: answer.pageCount,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
    console.error('back office deletion requests failed', error);
    return { status: 'failed', filter, page };
  }
}

const shown = (detail: DeletionRequestDetail, language: string): ShownDetail => ({
  ...detail,
  requested: whenOf(detail.requestedAt, language),
  decided: detail.decidedAt ? whenOf(detail.decidedAt, language) : null,
});

const validId = (id: string | undefined) => (id && /^[1-9][0-9]{0,15}$/.test(id) ? id : null);

/** /backoffice/deletion-requests/:id: one request; an unknown or malformed id is the 404 page. */
export async function loadDeletionRequest(
  args: AuthArgs & { params: { id?: string } },
): Promise<ShownDetail> {
  requireScreenAccess(args, 'backofficeDeletionRequest');
  const requestId = validId(args.params.id);
  if (!requestId) throw data('Not Found', { status: 404 });
  try {
    const detail = await args.context
      .get(sessionContext)
      .call(endpoints.backofficePersonalData.getDeletionRequest, { body: { requestId } });
    return shown(detail, args.context.get(languageContext));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data('Not Found', { status: 404 });
    throw error;
  }
}

/** What a decision answered, for the page's message. */
export type DeletionDecisionResult =
  | { outcome: 'confirm' }
  | { outcome: 'done'; requestId: string }
  | { outcome: 'rejected'; requestId: string }
  | { outcome: 'reason-missing' }
  | { outcome: 'already-decided' }
  | { outcome: 'invalid'; message: string };

/**
 * POST on a request's page: `carry-out` is final, so it is first answered with a question (`confirm`, also
 * without JavaScript) and made only when posted again with `confirmed=yes`; `reject` needs a reason the user is
 * told. A request decided meanwhile is said so.
 */
export async function decideDeletionRequest(args: AuthArgs & { params: { id?: string } }) {
  requireScreenAccess(args, 'backofficeDeletionRequest');
  const requestId = validId(args.params.id);
  if (!requestId) throw data('Not Found', { status: 404 });
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const call = args.context.get(sessionContext).call;
  try {
    if (intent === 'carry-out') {
      if (form.get('confirmed') !== 'yes') return data<DeletionDecisionResult>({ outcome: 'confirm' });
      await call(endpoints.backofficePersonalData.carryOutDeletion, { body: { requestId } });
      return data<DeletionDecisionResult>({ outcome: 'done', requestId });
    }
    if (intent === 'reject') {
      const reason = String(form.get('reason') ?? '').trim();
      if (reason === '') return data<DeletionDecisionResult>({ outcome: 'reason-missing' }, { status: 400 });
      await call(endpoints.backofficePersonalData.rejectDeletion, {
        body: { requestId, reason: reason.slice(0, personalDataLimits.reasonLength) },
      });
      return data<DeletionDecisionResult>({ outcome: 'rejected', requestId });
    }
    return data<DeletionDecisionResult>({ outcome: 'invalid', message: 'intent' }, { status: 400 });
  } catch (error) {
    if (isApiError(error) && error.status === 409)
      return data<DeletionDecisionResult>({ outcome: 'already-decided' }, { status: 409 });
    if (isApiError(error) && error.status === 404) throw data('Not Found', { status: 404 });
    if (isApiError(error) && error.status === 400)
      return data<DeletionDecisionResult>({ outcome: 'invalid', message: error.message }, { status: 400 });
    throw error;
  }
}

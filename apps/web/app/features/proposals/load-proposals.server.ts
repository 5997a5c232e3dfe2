import type { AreaInfo } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { type AuthArgs, requireUser } from '../../lib/auth.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';
import type { ListResult } from '../customer-center/list-query.ts';
import { parseProposalListQuery, proposalListOptions } from './proposal-query.ts';

/**
 * The proposal screens' loaders (ADR 48), shaped like the customer center's (ADR 44): every screen first applies
 * its access rule; a list the API cannot answer is a value the page shows with a retry; a detail the API does
 * not know for this user (missing, someone else's, or an id it refuses) is the spec's 'not-found' 404 page.
 */

type LoaderArgs = AuthArgs & { params?: Record<string, string | undefined> };

/** A page of rows, or `failed` (logged) when the API could not answer; a session that ended meanwhile is the app's. */
async function readList<Row>(
  read: () => Promise<{ rows: Row[]; pageCount: number; totalCount: number }>,
): Promise<ListResult<Row>> {
  try {
    return { status: 'ok', ...(await read()) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) return { status: 'forbidden' };
    console.error('proposal list failed', error);
    return { status: 'failed' };
  }
}

/** The spec's 'not-found' (§8): a missing or foreign proposal, shown as the 404 page. */
export function notFound(): never {
  throw data('not-found', { status: 404 });
}

/** A detail read: 404 (or an id the API refuses, 400) is the 404 page; anything else fails. */
async function readDetail<T>(args: LoaderArgs, read: (id: string) => Promise<T>): Promise<T> {
  const id = args.params?.id;
  if (!id) notFound();
  try {
    return await read(id);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

const listQuery = (args: LoaderArgs) => parseProposalListQuery(new URL(args.request.url).searchParams);

/** /sales/proposals: the sales person's proposals (a manager's: everyone's), by search and status. */
export async function loadSalesProposals(args: LoaderArgs) {
  requireScreenAccess(args, 'salesProposals');
  const query = listQuery(args);
  const areaInfo = await accountArea(args.context);
  const call = args.context.get(sessionContext).call;
  const result = await readList(async () => {
    const answer = await call(endpoints.proposal.getProposals, {
      body: { areaInfo, ...proposalListOptions(query) },
    });
    return { rows: answer.proposals, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  // After a conversion the recipients page comes here with how many proposals it sent.
  const sentParam = new URL(args.request.url).searchParams.get('sent') ?? '';
  const sent = /^\d{1,3}$/.test(sentParam) ? Number(sentParam) : null;
  return { query, result, sent };
}

/** /sales/proposals/drafts: the drafts in progress, by search (drafts have no status). */
export async function loadProposalDrafts(args: LoaderArgs) {
  requireScreenAccess(args, 'salesProposalDrafts');
  const query = { ...listQuery(args), status: null };
  const areaInfo = await accountArea(args.context);
  const call = args.context.get(sessionContext).call;
  const result = await readList(async () => {
    const answer = await call(endpoints.proposal.getProposalDrafts, {
      body: { areaInfo, ...proposalListOptions(query) },
    });
    return { rows: answer.drafts, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  return { query, result };
}

/** /sales/proposals/{id}: one proposal with its lines, recipients and events. */
export async function loadSalesProposal(args: LoaderArgs) {
  requireScreenAccess(args, 'salesProposal');
  const areaInfo = await accountArea(args.context);
  const call = args.context.get(sessionContext).call;
  const { proposal } = await readDetail(args, (id) =>
    call(endpoints.proposal.getProposal, { body: { areaInfo, id } }),
  );
  return { proposal, areaId: areaInfo.areaId };
}

/** /customer-center/proposals: the proposals addressed to the acting customer. */
export async function loadCustomerProposals(args: LoaderArgs) {
  requireScreenAccess(args, 'proposals');
  const query = listQuery(args);
  const areaInfo = await accountArea(args.context);
  const call = args.context.get(sessionContext).call;
  const result = await readList(async () => {
    const answer = await call(endpoints.customerCenter.getProposals, {
      body: { areaInfo, ...proposalListOptions(query) },
    });
    return { rows: answer.proposals, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  return { query, result };
}

/** /customer-center/proposals/{id}: one proposal of the acting customer (opening it records Opened). */
export async function loadCustomerProposal(args: LoaderArgs) {
  requireScreenAccess(args, 'proposal');
  const areaInfo = await accountArea(args.context);
  const call = args.context.get(sessionContext).call;
  const { proposal } = await readDetail(args, (id) =>
    call(endpoints.customerCenter.getProposal, { body: { areaInfo, id } }),
  );
  return { proposal, areaId: areaInfo.areaId };
}

/**
 * The draft the session edits, as the API names it on the user (`extraInfo.draftId`): only such a session reaches
 * the recipients page (an idle sales user is sent to the dashboard before this runs, anyone else is refused); a
 * draft that cannot be read (deleted meanwhile) is 404.
 */
export async function readEditedDraft(args: AuthArgs, areaInfo: AreaInfo) {
  const user = requireUser(args);
  const id = user.extraInfo.draftId ?? null;
  if (!id) throw data('Forbidden', { status: 403 });
  try {
    const { draft } = await args.context
      .get(sessionContext)
      .call(endpoints.proposal.getProposalDraftById, { body: { areaInfo, id } });
    return draft;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** /proposal-recipients: the edited draft, and the users it may go to that match the search (URL state). */
export async function loadProposalRecipients(args: LoaderArgs) {
  const areaInfo = await accountArea(args.context);
  const draft = await readEditedDraft(args, areaInfo);
  const query = { ...listQuery(args), status: null };
  const call = args.context.get(sessionContext).call;
  const result = await readList(async () => {
    const answer = await call(endpoints.proposal.searchProposalRecipients, {
      body: { areaInfo, ...proposalListOptions(query) },
    });
    return { rows: answer.users, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  return { draft, query, result };
}

import {
  type AreaInfo,
  type CurrencyCode,
  currencyCodes,
  localizePath,
  type ProposalDraft,
  proposalLimits,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { endImpersonation } from '../../lib/impersonation-session.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { accountArea } from '../account/account-area.server.ts';
import { textOf } from '../account/form-data.ts';
import { draftEditingCookies } from './draft-session.server.ts';
import { readEditedDraft } from './load-proposals.server.ts';

type Intent = 'add' | 'remove' | 'convert';

const isKnownCurrency = (value: string): value is CurrencyCode =>
  (currencyCodes as readonly string[]).includes(value);

/** What the recipients page hears back: translation keys (with what they name), never texts. */
export type RecipientsActionData =
  | { intent: 'add' | 'remove'; status: 'done'; count: number }
  | { intent: Intent; status: 'failed'; formError: TextKey; params?: Record<string, string | number> };

/** A day the API takes (`YYYY-MM-DD`), or '' for none; anything else is null (refused here, by name). */
function validUntilOf(form: FormData): string | null {
  const value = textOf(form, 'validUntil').trim();
  if (value === '') return '';
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : null;
}

function refusal(error: ApiError): { formError: TextKey; params?: Record<string, string | number> } {
  const code = error.body?.errorCode;
  if (code === 'proposal.recipient-not-allowed')
    return { formError: 'proposal-screens.error.recipient-not-allowed' };
  if (code === 'proposal.draft-without-recipients')
    return { formError: 'proposal-screens.error.without-recipients' };
  if (code === 'proposal.draft-without-lines') return { formError: 'proposal-screens.error.without-lines' };
  if (code === 'proposal.draft-converted') return { formError: 'proposal-screens.error.draft-converted' };
  if (error.status === 404) return { formError: 'proposal-screens.error.draft-not-found' };
  if (error.status === 400) return { formError: 'proposal-screens.error.invalid' };
  return { formError: 'proposal-screens.error.unexpected' };
}

/**
 * Conversion ends the draft and every session editing it (ADR 47), so the session first goes back to the sales
 * user's own token (Unimpersonate, as the dashboard does), and that token converts. Should the conversion fail, the
 * session edits the draft again (GetProposalUser), so the page can say why with nothing lost.
 */
async function convertOutOfSession(args: AuthArgs, areaInfo: AreaInfo, draft: ProposalDraft) {
  const { context } = args;
  const session = context.get(sessionContext);
  const cookies = [await endImpersonation(session, context)];
  const headers = () => {
    const all = new Headers();
    for (const cookie of cookies) all.append('Set-Cookie', cookie);
    return all;
  };
  // The editing token had died meanwhile: a logged-out visitor, whom the login page takes.
  if (!session.user)
    throw redirect(localizePath('login', context.get(languageContext)), { headers: headers() });
  let sent: number;
  try {
    const answer = await session.call(endpoints.proposal.convertDraftToProposal, {
      body: { areaInfo, draftId: draft.id },
    });
    sent = answer.proposals.length;
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    const editing = isKnownCurrency(draft.currencyCode)
      ? await session
          .call(endpoints.proposal.getProposalUser, {
            body: { areaInfo, draftId: draft.id, currencyCode: draft.currencyCode },
          })
          .catch(() => null)
      : null;
    // A draft that cannot be edited again (converted by a concurrent click, deleted) is among the proposals or gone.
    if (!editing)
      throw redirect(localizePath('salesProposals', context.get(languageContext)), { headers: headers() });
    cookies.splice(0, cookies.length, ...draftEditingCookies(editing));
    const { formError, params } = refusal(error);
    return data<RecipientsActionData>(
      { intent: 'convert', status: 'failed', formError, params },
      { status: error.status >= 500 ? 502 : error.status, headers: headers() },
    );
  }
  const list = localizePath('salesProposals', context.get(languageContext));
  throw redirect(`${list}?sent=${sent}`, { headers: headers() });
}

/**
 * The recipients page's forms, in the session that edits the draft (ADR 48): add the users ticked in the search
 * (several at once), remove one, and convert the draft into proposals with the message and the last valid day
 * (saved on the draft first). Conversion ends at the sales proposals list, whose address (under the dashboard's)
 * ends the editing session.
 */
export async function proposalRecipientsAction(args: AuthArgs) {
  const { context } = args;
  const areaInfo = await accountArea(context);
  const draft = await readEditedDraft(args, areaInfo);
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const call = context.get(sessionContext).call;
  const failed = (
    which: Intent,
    status: number,
    formError: TextKey,
    params?: Record<string, string | number>,
  ) => data<RecipientsActionData>({ intent: which, status: 'failed', formError, params }, { status });
  const refused = (which: Intent, error: unknown) => {
    if (!isApiError(error) || error.status === 401) throw error;
    const { formError, params } = refusal(error);
    return failed(which, error.status >= 500 ? 502 : error.status, formError, params);
  };
  const current = draft.recipients.map((recipient) => recipient.username);

  if (intent === 'add' || intent === 'remove') {
    const chosen = form.getAll('username').filter((value): value is string => typeof value === 'string');
    const recipients =
      intent === 'add'
        ? [...new Set([...current, ...chosen])]
        : current.filter((username) => username !== textOf(form, 'username'));
    if (intent === 'add' && chosen.length === 0)
      return failed(intent, 400, 'proposal-screens.recipients.none-chosen');
    if (recipients.length > proposalLimits.recipients)
      return failed(intent, 400, 'proposal-screens.recipients.too-many', { max: proposalLimits.recipients });
    try {
      await call(endpoints.proposal.updateProposalDraft, {
        body: { areaInfo, draft: { id: draft.id, recipients } },
      });
      return data<RecipientsActionData>({
        intent,
        status: 'done',
        count: intent === 'add' ? recipients.length - current.length : current.length - recipients.length,
      });
    } catch (error) {
      return refused(intent, error);
    }
  }

  if (intent === 'convert') {
    const notes = textOf(form, 'notes');
    const validUntil = validUntilOf(form);
    if (notes.length > proposalLimits.notesLength)
      return failed(intent, 400, 'proposal-screens.notes-too-long');
    if (validUntil === null) return failed(intent, 400, 'proposal-screens.recipients.valid-until-invalid');
    // Said here, while the session still edits the draft (the API would answer the same with a 409).
    if (draft.recipients.length === 0)
      return failed(intent, 409, 'proposal-screens.error.without-recipients');
    if (draft.carts.every((cart) => cart.lineCount === 0))
      return failed(intent, 409, 'proposal-screens.error.without-lines');
    try {
      await call(endpoints.proposal.updateProposalDraft, {
        body: { areaInfo, draft: { id: draft.id, notes, validUntil: validUntil || null } },
      });
    } catch (error) {
      return refused(intent, error);
    }
    return convertOutOfSession(args, areaInfo, draft);
  }
  throw data('Unknown form', { status: 400 });
}

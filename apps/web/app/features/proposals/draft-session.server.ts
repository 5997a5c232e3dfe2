import type { GetProposalUserResponse } from '@shop/contracts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { env } from '../../lib/env.server.ts';
import { sessionCookie } from '../../lib/session.server.ts';

/**
 * Which draft the session edits. The token of GetProposalUser (the `proposal` role) replaces the sales user's
 * in the httpOnly session cookie; the draft's id rides beside it so the recipients page knows which draft to
 * read. It is a pointer only: the API lets an editing session reach its own draft and no other.
 */
export const editedDraftCookieName = 'shop_proposal_draft';

/** The cookies that start editing a draft: the proposal session's token and the draft's id. */
export function draftEditingCookies(answer: GetProposalUserResponse, now = Date.now()): string[] {
  const maxAge = Math.max(0, (Date.parse(answer.expiresAt) - now) / 1000) || 60 * 60;
  return [
    sessionCookie(answer.token, answer.expiresAt, now),
    serializeCookie(editedDraftCookieName, answer.draftId, {
      maxAge,
      httpOnly: true,
      secure: env.secureCookies,
    }),
  ];
}

/** The draft this browser's session edits, as the cookie says (checked by the API on every call). */
export function editedDraftId(request: Request): string | null {
  const value = readCookie(request, editedDraftCookieName)?.trim() ?? '';
  return value === '' || value.length > 64 ? null : value;
}

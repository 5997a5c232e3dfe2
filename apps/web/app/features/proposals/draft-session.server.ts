import type { GetProposalUserResponse } from '@shop/contracts';
import { sessionCookie } from '../../lib/session.server.ts';

/**
 * Editing a draft is a session of its own: the token of GetProposalUser (the `proposal` role) replaces the sales
 * user's in the httpOnly session cookie, expiring with it. The API then names the draft on the user
 * (`extraInfo.draftId`), which is how the pages know which draft the session edits.
 */
export function draftEditingCookies(answer: GetProposalUserResponse, now = Date.now()): string[] {
  return [sessionCookie(answer.token, answer.expiresAt, now)];
}

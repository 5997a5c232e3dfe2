import { endpoints } from '@shop/contracts/endpoints';
import type { RequestSession } from './middleware/request-context.ts';

/** How long a logout waits for the API before the web forgets the session anyway. */
const revokeTimeoutMs = 3_000;

/**
 * Revokes the session's bearer token at the API (`POST /api/User/Logout`, ADR 37) before the web expires its
 * cookie, so a copy of the token (a stolen cookie, a shared machine's history) dies with the session. A
 * failure (API down, slow, an error answer) never keeps anyone logged in: the caller clears the cookie
 * regardless, and the token still expires on its own. Answers whether the API confirmed.
 */
export async function revokeSessionToken(session: RequestSession): Promise<boolean> {
  if (!session.token) return false;
  try {
    await session.call(endpoints.user.logout, {}, { signal: AbortSignal.timeout(revokeTimeoutMs) });
    return true;
  } catch {
    return false;
  }
}

import type { FastifyReply } from 'fastify';
import { AppError, appError } from '../../lib/app-error.ts';
import type { HitCounter } from '../../lib/hit-counter.ts';

export type AccountLoginLimit = { failures: number; windowMinutes: number };

/** The key of an account's failed logins: the username as login looks it up. */
export const accountLoginKey = (username: string) => `login-account:${username.trim().toLowerCase()}`;

/**
 * Failed logins per account, whatever the address (ADR 37): one guess per address from many addresses is
 * still a guess at this account. The attempt is counted before the password is checked, so a burst of
 * concurrent guesses cannot all slip in under the limit; a login that succeeds (or fails for any reason but a
 * wrong password) takes its count back. Past `failures` in the window, every attempt, the right password
 * included, answers 429 with Retry-After until the window ends.
 */
export async function withAccountLoginLimit<T>(
  counter: HitCounter,
  limit: AccountLoginLimit,
  username: string,
  reply: FastifyReply,
  attempt: () => Promise<T>,
): Promise<T> {
  const key = accountLoginKey(username);
  const { count, ttlMs } = await counter.hit(key, limit.windowMinutes * 60_000);
  if (count > limit.failures) {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header('Retry-After', String(seconds));
    throw appError(
      'rate-limited',
      `Too many failed logins for this account; try again in ${Math.ceil(seconds / 60)} minute(s)`,
    );
  }
  try {
    const result = await attempt();
    await counter.unhit(key);
    return result;
  } catch (error) {
    const wrongPassword = error instanceof AppError && error.errorCode === 'Unauthorized';
    if (!wrongPassword) await counter.unhit(key);
    throw error;
  }
}

import type { FastifyReply } from 'fastify';
import { AppError, appError } from '../../lib/app-error.ts';
import type { HitCounter } from '../../lib/hit-counter.ts';

export type AccountLoginLimit = { failures: number; windowMinutes: number };

/**
 * The budget of a failure limit while Redis does not answer and each API instance counts alone (ADR 71):
 * half, so two instances together allow no more than the limit, and never below one.
 */
export function outageBudget(failures: number): number {
  return Math.max(1, Math.floor(failures / 2));
}

/** The key of an account's failed logins: the username as login looks it up. */
export const accountLoginKey = (username: string) => `login-account:${username.trim().toLowerCase()}`;

/** The key of the failed logins from one client address, whatever the accounts (ADR 71). */
export const addressLoginKey = (address: string) => `login-address:${address}`;

/** The key of an account's failed password-token checks (VerifyToken, ResetPasswordByToken; ADR 40). */
export const passwordTokenKey = (username: string) => `password-token:${username.trim().toLowerCase()}`;

/** The key of the recovery mails asked for one username, whether or not it exists (ADR 40). */
export const recoveryMailKey = (username: string) => `password-recovery:${username.trim().toLowerCase()}`;

/**
 * Failed attempts under one key (an account), whatever the address. The attempt is counted before it runs, so a
 * burst of concurrent guesses cannot all slip in under the limit; an attempt that succeeds (or fails for any
 * reason but 401 Unauthorized: a wrong password or token) takes its count back. Past `failures` in the window,
 * every attempt, the right one included, answers 429 with Retry-After until the window ends.
 */
export async function withFailureLimit<T>(
  counter: HitCounter,
  limit: AccountLoginLimit,
  key: string,
  reply: FastifyReply,
  what: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const { count, ttlMs, alone } = await counter.hit(key, limit.windowMinutes * 60_000);
  if (count > (alone ? outageBudget(limit.failures) : limit.failures)) throw tooMany(reply, ttlMs, what);
  try {
    const result = await attempt();
    await counter.unhit(key);
    return result;
  } catch (error) {
    const failedGuess = error instanceof AppError && error.errorCode === 'Unauthorized';
    if (!failedGuess) await counter.unhit(key);
    throw error;
  }
}

/**
 * Every attempt counts, successful or not (a recovery mail is sent each time): past `max` in the window the
 * call answers 429 with Retry-After.
 */
export async function withAttemptLimit(
  counter: HitCounter,
  limit: { max: number; windowMinutes: number },
  key: string,
  reply: FastifyReply,
  what: string,
): Promise<void> {
  const { count, ttlMs } = await counter.hit(key, limit.windowMinutes * 60_000);
  if (count > limit.max) throw tooMany(reply, ttlMs, what);
}

/** `what` says what was counted and whose: 'failed logins for this account'. */
function tooMany(reply: FastifyReply, ttlMs: number, what: string): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('Retry-After', String(seconds));
  return appError('rate-limited', `Too many ${what}; try again in ${Math.ceil(seconds / 60)} minute(s)`);
}

/**
 * Failed logins per account, whatever the address (ADR 37): one guess per address from many addresses is
 * still a guess at this account. A wrong current password in ChangePassword counts here too (ADR 40), so a
 * stolen session cannot guess the password past the login's limit.
 */
export function withAccountLoginLimit<T>(
  counter: HitCounter,
  limit: AccountLoginLimit,
  username: string,
  reply: FastifyReply,
  attempt: () => Promise<T>,
): Promise<T> {
  return withFailureLimit(
    counter,
    limit,
    accountLoginKey(username),
    reply,
    'failed logins for this account',
    attempt,
  );
}

/**
 * Failed logins from one client address, whatever the accounts (ADR 71): one password tried against many
 * usernames (password spraying) is stopped here, where the per-account limit never sees more than one
 * guess each. Counted like the account's: a login that succeeds takes its count back, so a busy office
 * behind one address is held back only by its wrong passwords.
 */
export function withAddressLoginLimit<T>(
  counter: HitCounter,
  limit: AccountLoginLimit,
  address: string,
  reply: FastifyReply,
  attempt: () => Promise<T>,
): Promise<T> {
  return withFailureLimit(
    counter,
    limit,
    addressLoginKey(address),
    reply,
    'failed logins from this address',
    attempt,
  );
}

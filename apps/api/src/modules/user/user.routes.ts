import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Handlers } from '../../lib/route.ts';
import {
  accountLoginKey,
  passwordTokenKey,
  recoveryMailKey,
  withAccountLoginLimit,
  withAddressLoginLimit,
  withAttemptLimit,
  withFailureLimit,
} from './account-login-limit.ts';
import {
  callingUsername,
  changePassword,
  checkTokenUrl,
  recoverPassword,
  resetPasswordByToken,
  verifyToken,
} from './password.service.ts';
import { generateNotLoggedInToken, getCurrentUser, login, logout, logoutEverywhere } from './user.service.ts';

/** Recovery mails per username, whatever the address, in an hour (ADR 40): a mailbox cannot be flooded. */
export const recoveryMailLimit = { max: 5, windowMinutes: 60 };

/** The username a body names, lower case ('' when it names none): half of a per-address-and-account key. */
const bodyUsername = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/** Login, logout, tokens and the password flows; the limits come from the app's configuration. */
export function userHandlers(app: FastifyInstance): Handlers<typeof endpoints.user> {
  const { hitCounter } = app.services;
  // The password flows (ADR 40): each limited per address and account as the login is (the address limit is
  // the login's per minute), and per account across addresses in the handler.
  const perAddressAndUsername = {
    max: app.config.loginRateLimitPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyUsername(request)}`,
  };

  return {
    login: {
      handler: async (request, reply) => {
        const { user, token, expiresAt } = await withAddressLoginLimit(
          hitCounter,
          app.config.loginAddressLimit,
          request.ip,
          reply,
          () =>
            withAccountLoginLimit(
              hitCounter,
              app.config.loginAccountLimit,
              request.body.username,
              reply,
              () => login(request.ctx, request.body),
            ),
        );
        return { user, token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
      },
      options: {
        // Keyed by address and username: logins all arrive through the web server, so the address alone
        // would make every shopper share one budget; per account it still stops password guessing. The
        // handler adds the limit per account across addresses (account-login-limit.ts, ADR 37) and the one
        // per address across accounts (ADR 71).
        rateLimit: {
          max: app.config.loginRateLimitPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
      },
    },

    recoverPassword: {
      handler: async (request, reply) => {
        const { username } = request.body;
        checkTokenUrl(request.ctx, request.body);
        await withAttemptLimit(
          hitCounter,
          recoveryMailLimit,
          recoveryMailKey(username),
          reply,
          'recovery mails for this account',
        );
        return recoverPassword(request.ctx, request.body);
      },
      options: {
        // Per address whatever the username: one address cannot have the shop mail many accounts.
        rateLimit: { ...perAddressAndUsername, keyGenerator: (request: FastifyRequest) => request.ip },
      },
    },

    verifyToken: {
      handler: async (request, reply) =>
        withFailureLimit(
          hitCounter,
          app.config.loginAccountLimit,
          passwordTokenKey(request.body.username),
          reply,
          'wrong password links for this account',
          () => verifyToken(request.ctx, request.body),
        ),
      options: { rateLimit: perAddressAndUsername },
    },

    resetPasswordByToken: {
      handler: async (request, reply) => {
        const { username } = request.body;
        const { revokedTokens } = await withFailureLimit(
          hitCounter,
          app.config.loginAccountLimit,
          passwordTokenKey(username),
          reply,
          'wrong password links for this account',
          () => resetPasswordByToken(request.ctx, request.body),
        );
        // The owner proved the mailbox: failed logins before the reset no longer hold the account (ADR 40).
        await hitCounter.clear(accountLoginKey(username));
        return { revokedTokens };
      },
      options: { rateLimit: perAddressAndUsername },
    },

    changePassword: {
      handler: async (request, reply) => {
        const username = await callingUsername(request.ctx);
        return withAccountLoginLimit(hitCounter, app.config.loginAccountLimit, username, reply, () =>
          changePassword(request.ctx, request.body),
        );
      },
      options: {
        rateLimit: {
          ...perAddressAndUsername,
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${request.auth.kind === 'user' ? request.auth.userId : ''}`,
        },
      },
    },

    getUser: async (request) => getCurrentUser(request.ctx),

    logout: async (request) => logout(request.ctx),

    logoutEverywhere: async (request) => logoutEverywhere(request.ctx),

    generateNotLoggedInToken: {
      handler: async (request) => {
        const { token, expiresAt } = await generateNotLoggedInToken(request.ctx);
        return { token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
      },
      options: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
  };
}

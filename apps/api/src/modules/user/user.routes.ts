import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { withAccountLoginLimit } from './account-login-limit.ts';
import { generateNotLoggedInToken, getCurrentUser, login, logout, logoutEverywhere } from './user.service.ts';

export const userRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.user.login,
    async (request, reply) => {
      const { user, token, expiresAt } = await withAccountLoginLimit(
        app.hitCounter,
        app.config.loginAccountLimit,
        request.body.username,
        reply,
        () => login(request.ctx, request.body),
      );
      return { user, token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
    },
    {
      // Keyed by address and username: logins all arrive through the web server, so the address alone
      // would make every shopper share one budget; per account it still stops password guessing. The
      // handler adds the limit per account across addresses (account-login-limit.ts, ADR 37).
      rateLimit: {
        max: app.config.loginRateLimitPerMinute,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (request) =>
          `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
      },
    },
  );

  route(app, endpoints.user.getUser, async (request) => getCurrentUser(request.ctx));

  route(app, endpoints.user.logout, async (request) => logout(request.ctx));

  route(app, endpoints.user.logoutEverywhere, async (request) => logoutEverywhere(request.ctx));

  route(
    app,
    endpoints.user.generateNotLoggedInToken,
    async (request) => {
      const { token, expiresAt } = await generateNotLoggedInToken(request.ctx);
      return { token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
};

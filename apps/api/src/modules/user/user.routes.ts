import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { generateNotLoggedInToken, getCurrentUser, login } from './user.service.ts';

export const userRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.user.login,
    async (request) => {
      const { user, token, expiresAt } = await login(request.ctx, request.body);
      return { user, token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
    },
    {
      // Keyed by address and username: logins all arrive through the web server, so the address alone
      // would make every shopper share one budget; per account it still stops password guessing.
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

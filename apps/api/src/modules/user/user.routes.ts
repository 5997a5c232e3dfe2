import { ErrorBody, LoginBody, LoginResponse, NotLoggedInTokenResponse, User } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateNotLoggedInToken, getCurrentUser, login } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['User'];

  app.post(
    '/api/User/Login',
    {
      config: {
        access: 'anonymous',
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
      schema: {
        tags,
        summary:
          'Log in; answers the user and a bearer token. 401 Unauthorized for unknown user or wrong password alike',
        body: LoginBody,
        response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { user, token, expiresAt } = await login(request.ctx, request.body);
      return { user, token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/User/GetUser',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The logged-in user with their customer',
        security: [{ bearer: [] }],
        response: { 200: User, 401: ErrorBody },
      },
    },
    async (request) => getCurrentUser(request.ctx),
  );

  app.post(
    '/api/User/GenerateNotLoggedInToken',
    {
      config: { access: 'anonymous', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A scoped token for an anonymous visitor (24 h)',
        response: { 200: NotLoggedInTokenResponse },
      },
    },
    async (request) => {
      const { token, expiresAt } = await generateNotLoggedInToken(request.ctx);
      return { token, tokenType: 'Bearer' as const, expiresAt: expiresAt.toISOString() };
    },
  );
};

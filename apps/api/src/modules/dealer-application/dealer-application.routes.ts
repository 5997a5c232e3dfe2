import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { submitDealerApplication } from './submit-dealer-application.ts';

/** Applications an hour per client address (a visitor) and per user (sales staff filing for prospects). */
export const applicationsPerAddressPerHour = 5;
export const prospectApplicationsPerUserPerHour = 30;

/** The dealer application calls (ADR 42): the /new-customer form and its sales-manager variant. */
export const dealerApplicationRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.dealerApplication.submitDealerApplication,
    async (request) => submitDealerApplication(request.ctx, request.body.application, 'dealer'),
    // A visitor's token is free to get, so the limit is per client address (the web server forwards it).
    { rateLimit: { max: applicationsPerAddressPerHour, timeWindow: '1 hour', hook: 'preHandler' } },
  );

  route(
    app,
    endpoints.dealerApplication.submitProspectApplication,
    async (request) => submitDealerApplication(request.ctx, request.body.application, 'salesManager'),
    {
      rateLimit: {
        max: prospectApplicationsPerUserPerHour,
        timeWindow: '1 hour',
        hook: 'preHandler',
        keyGenerator: (request) => (request.auth.kind === 'user' ? request.auth.userId : request.ip),
      },
    },
  );
};

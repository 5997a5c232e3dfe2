import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  getDealerApplication,
  getDealerApplications,
  updateDealerApplicationStatus,
} from './backoffice-applications.ts';
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

  // The back office's applications (ADR 53): staff with the B2B Manager role, by the definitions' access rule.
  route(app, endpoints.backofficeForms.getDealerApplications, async (request) =>
    getDealerApplications(request.ctx, request.body),
  );
  route(app, endpoints.backofficeForms.getDealerApplication, async (request) =>
    getDealerApplication(request.ctx, request.body.applicationId),
  );
  route(app, endpoints.backofficeForms.updateDealerApplicationStatus, async (request) =>
    updateDealerApplicationStatus(request.ctx, request.body),
  );
};

import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getDealerApplication, getDealerApplications } from './backoffice-applications.ts';
import { decideDealerApplication } from './decide-dealer-application.ts';
import { submitDealerApplication } from './submit-dealer-application.ts';

/** Applications an hour per client address (a visitor) and per user (sales staff filing for prospects). */
export const applicationsPerAddressPerHour = 5;
export const prospectApplicationsPerUserPerHour = 30;

/** The dealer application calls (ADR 42): the /new-customer form and its sales-manager variant. */
export const dealerApplicationHandlers: Handlers<typeof endpoints.dealerApplication> = {
  submitDealerApplication: {
    handler: async (request) => submitDealerApplication(request.ctx, request.body.application, 'dealer'),
    // A visitor's token is free to get, so the limit is per client address (the web server forwards it).
    options: { rateLimit: { max: applicationsPerAddressPerHour, timeWindow: '1 hour', hook: 'preHandler' } },
  },

  submitProspectApplication: {
    handler: async (request) =>
      submitDealerApplication(request.ctx, request.body.application, 'salesManager'),
    options: {
      rateLimit: {
        max: prospectApplicationsPerUserPerHour,
        timeWindow: '1 hour',
        hook: 'preHandler',
        keyGenerator: (request) => (request.auth.kind === 'user' ? request.auth.userId : request.ip),
      },
    },
  },
};

/** The back office's applications (ADR 53): staff with the B2B Manager role, by the definitions' access rule. */
export const backofficeApplicationHandlers = {
  getDealerApplications: async (request) => getDealerApplications(request.ctx, request.body),
  getDealerApplication: async (request) => getDealerApplication(request.ctx, request.body.applicationId),
  updateDealerApplicationStatus: async (request) => decideDealerApplication(request.ctx, request.body),
} satisfies Partial<Handlers<typeof endpoints.backofficeForms>>;

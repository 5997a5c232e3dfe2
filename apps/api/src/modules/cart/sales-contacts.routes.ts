import { ErrorBody, GetSalesContactsBody, SalesContactsResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSalesContacts } from './sales-contacts.service.ts';

/** The cart page's side column asks who to contact about the order (spec shop-front §2). */
export const salesContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Customer/GetSalesContacts',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['Customer'],
        summary:
          'The sales persons of the customer acted for (own or impersonated), by name: name, e-mail and ' +
          'phone (null: users have no phone number). 401 without a token; 403 for a not-logged-in ' +
          'visitor or a sales user acting for nobody.',
        body: GetSalesContactsBody,
        response: { 200: SalesContactsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ contacts: await getSalesContacts(request.ctx) }),
  );
};

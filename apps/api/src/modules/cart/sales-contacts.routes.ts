import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getSalesContacts } from './sales-contacts.service.ts';

/** The cart page's side column asks who to contact about the order (spec shop-front §2). */
export const salesContactsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.customer.getSalesContacts, async (request) => ({
    contacts: await getSalesContacts(request.ctx),
  }));
};

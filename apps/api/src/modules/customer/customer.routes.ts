import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getBackofficeCustomer, setPaymentTerms, setVatNumber } from './backoffice-customer.ts';
import { getCustomerAddresses } from './customer-addresses.ts';
import { getSalesContacts } from './get-sales-contacts.ts';

/**
 * The customer calls (spec shop-front §2 and checkout): the addresses of the customer acted for, and who to
 * contact about an order (the cart page's side column).
 */
export const customerHandlers: Handlers<typeof endpoints.customer> = {
  getAddresses: async (request) => ({ addresses: await getCustomerAddresses(request.ctx) }),

  getSalesContacts: async (request) => ({ contacts: await getSalesContacts(request.ctx) }),
};

/** The back office's (access declared by the definitions): the customer module owns the table it writes. */
export const backofficeCustomerHandlers: Handlers<typeof endpoints.backofficeCustomers> = {
  getCustomer: async (request) => getBackofficeCustomer(request.ctx, request.body.customerId),

  setVatNumber: async (request) => setVatNumber(request.ctx, request.body),

  setPaymentTerms: async (request) => setPaymentTerms(request.ctx, request.body),
};

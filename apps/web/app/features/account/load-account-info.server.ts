import type { AddressesResponse, PaymentMethod, SalesContact, User } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error.ts';
import { type AuthArgs, requireUser } from '../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { loadSalesContacts } from '../cart/load-sales-contacts.server.ts';
import { accountArea } from './account-area.server.ts';

export type AccountAddress = z.infer<typeof AddressesResponse>['addresses'][number];

/** A part of the page read by its own call: shown when loaded, said to be missing when its call failed. */
export type Part<T> = { status: 'loaded'; value: T } | { status: 'failed' };

export type AccountInfo = {
  user: User;
  addresses: Part<AccountAddress[]>;
  paymentMethods: Part<Array<z.infer<typeof PaymentMethod>>>;
  salesContacts: Part<SalesContact[]>;
};

/** One call's answer as a part of the page; a session that ended meanwhile still goes to login. */
async function part<T>(read: () => Promise<T>): Promise<Part<T>> {
  try {
    return { status: 'loaded', value: await read() };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    console.error('account info: a part could not be loaded', error);
    return { status: 'failed' };
  }
}

/**
 * /customer-center/account-info: the customer (with its payment terms) and the user come with the session
 * (GetUser, read by the auth middleware); addresses, payment methods and sales contacts are asked at once,
 * each failing on its own.
 */
export async function loadAccountInfo(args: AuthArgs) {
  requireScreenAccess(args, 'accountInfo');
  const user = requireUser(args);
  const { call } = args.context.get(sessionContext);
  const area = await accountArea(args.context);
  const [addresses, paymentMethods, contacts] = await Promise.all([
    part(async () => (await call(endpoints.customer.getAddresses, { body: { areaInfo: area } })).addresses),
    part(async () => (await call(endpoints.payment.getPaymentMethods, { body: { area } })).paymentMethods),
    loadSalesContacts(call, args.context.get(languageContext)),
  ]);
  const salesContacts: Part<SalesContact[]> =
    contacts.status === 'loaded' ? { status: 'loaded', value: contacts.contacts } : { status: 'failed' };
  return { user, addresses, paymentMethods, salesContacts } satisfies AccountInfo;
}

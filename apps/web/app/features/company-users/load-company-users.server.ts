import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { type AuthArgs, getUser } from '../../lib/auth.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { forbiddenByScope, userMay } from '../customer-center/customer-center-nav.ts';
import type { CompanyUsersLoaderData } from './company-users-data.ts';

/** A user whose permission scope is not All (ADR 41): the 403 page, as the API would answer. */
export function forbiddenScreen(): never {
  throw data(forbiddenByScope, { status: 403 });
}

/**
 * The users page's rule and data: a visitor goes to login, a user acting for no customer or whose scope is not
 * All gets 403; the users come from GetUsers. A failed read is shown with a retry, never as a 500 page.
 */
export async function loadCompanyUsers(args: AuthArgs): Promise<CompanyUsersLoaderData> {
  requireScreenAccess(args, 'users');
  const user = getUser(args);
  if (!user || !userMay(user, 'users')) forbiddenScreen();
  try {
    const { users } = await args.context.get(sessionContext).call(endpoints.companyUsers.getUsers, {});
    return { status: 'ok', users, customerName: user.customer?.name ?? user.customerNumber ?? '' };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) forbiddenScreen();
    console.error('company users failed', error);
    return { status: 'failed' };
  }
}

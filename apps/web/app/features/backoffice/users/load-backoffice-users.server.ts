import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { type BackofficeUsersLoaderData, userPageSize, userSearchOf } from './users-data.ts';

/** The users screen (B2B Manager): one page of the search from SearchUsers; a failed read offers a retry. */
export async function loadBackofficeUsers(args: AuthArgs): Promise<BackofficeUsersLoaderData> {
  requireScreenAccess(args, 'backofficeUsers');
  const search = userSearchOf(new URL(args.request.url));
  try {
    const answer = await args.context.get(sessionContext).call(endpoints.backofficeUsers.searchUsers, {
      body: {
        query: search.query,
        pageNr: search.page,
        pageSize: userPageSize,
        ...(search.status === 'all' ? {} : { active: search.status === 'active' }),
      },
    });
    return {
      status: 'ok',
      search,
      users: answer.users,
      total: answer.total,
      pageCount: answer.pageCount,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
    console.error('back office users failed', error);
    return { status: 'failed', search };
  }
}

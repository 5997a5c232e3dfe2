import { type AllowedUsersToImpersonateResponse, impersonationLimits } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';

/** The page's state in its URL: `q` the search, `page` from 1; `customer` (a link from elsewhere) searches it. */
export type ImpersonationQuery = { search: string; page: number };

export const impersonationPageSize = 20;

export function readImpersonationQuery(url: URL): ImpersonationQuery {
  const raw = url.searchParams.get('q') ?? url.searchParams.get('customer') ?? '';
  const search = raw.trim().slice(0, impersonationLimits.searchLength);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return { search, page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export type ImpersonationPageData = {
  query: ImpersonationQuery;
  result: AllowedUsersToImpersonateResponse;
};

/** GET /impersonation: sales staff only (screen access), one page of the customers they may act for. */
export async function loadImpersonationPage(args: AuthArgs): Promise<ImpersonationPageData> {
  requireScreenAccess(args, 'impersonation');
  const query = readImpersonationQuery(new URL(args.request.url));
  const result = await args.context
    .get(sessionContext)
    .call(endpoints.salesImpersonation.getAllowedUsersToImpersonate, {
      body: { search: query.search, pageSize: impersonationPageSize, pageNr: query.page },
    });
  return { query, result };
}

import type { AreaInfo, Endpoint, EndpointOutput } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { languageContext, requestArea, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import type { Loaded } from './loaded.ts';
import { listFilters, parseSalesQuery, salesPageSize } from './sales-query.ts';

/**
 * The sales area's loaders (ADR 46). Each screen applies its access rule first (a visitor goes to login, a user
 * without the impersonator role gets 403). What the API cannot answer is a value the page shows with a retry
 * (`failed`), never an error page; the dashboard's proposal sections fail on their own.
 */

export type { Loaded } from './loaded.ts';

/** The few customers a filter offers as a list; more than these and the filter asks for a number. */
const customerOptionLimit = 50;

async function loaded<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { status: 'ok', ...(await read()) };
  } catch (error) {
    // A session that ended meanwhile is not a failure of the list: the app's handling (login) applies.
    if (isApiError(error) && error.status === 401) throw error;
    console.error(`sales ${what} failed`, error);
    return { status: 'failed' };
  }
}

async function salesArea(context: Readonly<RouterContextProvider>): Promise<AreaInfo> {
  const area = await requestArea(context);
  return { areaId: area.areaId, languageCode: context.get(languageContext) };
}

const callOf = (context: Readonly<RouterContextProvider>) => context.get(sessionContext).call;

type Answer<E extends Endpoint> = EndpointOutput<E>;

export async function loadSalesDashboard(args: AuthArgs) {
  requireScreenAccess(args, 'sales');
  const query = parseSalesQuery(new URL(args.request.url).searchParams);
  const call = callOf(args.context);
  const area = await salesArea(args.context);
  const page = { pageSize: salesPageSize, pageNr: query.page };
  const recent = { areaInfo: area, pageSize: 5, pageNr: 1 };
  const [dashboard, drafts, events] = await Promise.all([
    loaded(
      'dashboard',
      async (): Promise<{ answer: Answer<typeof endpoints.sales.getDashboard> }> => ({
        answer: await call(endpoints.sales.getDashboard, {
          body: { area, ...page, ...(query.search ? { search: query.search } : {}) },
        }),
      }),
    ),
    loaded('proposal drafts', async () => ({
      answer: await call(endpoints.proposal.getProposalDrafts, { body: recent }),
    })),
    loaded('proposal events', async () => ({
      answer: await call(endpoints.proposal.getLatestProposalEvents, { body: { areaInfo: area, count: 8 } }),
    })),
  ]);
  return { query, dashboard, drafts, events };
}

/** The customers a list's filter offers (by name), or null when there are too many to list. */
async function customerOptions(
  call: ReturnType<typeof callOf>,
  area: AreaInfo,
): Promise<Array<{ customerNumber: string; name: string }> | null> {
  try {
    const answer = await call(endpoints.sales.getDashboard, {
      body: { area, pageSize: customerOptionLimit, pageNr: 1 },
    });
    if (answer.totalCount > customerOptionLimit) return null;
    return answer.customers.map(({ customerNumber, name }) => ({ customerNumber, name }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    return null;
  }
}

export async function loadRunningOrders(args: AuthArgs) {
  requireScreenAccess(args, 'salesRunningOrders');
  const query = parseSalesQuery(new URL(args.request.url).searchParams);
  const call = callOf(args.context);
  const area = await salesArea(args.context);
  const [customers, result] = await Promise.all([
    customerOptions(call, area),
    loaded('running orders', async () => ({
      answer: await call(endpoints.sales.getRunningOrders, {
        body: { area, pageSize: salesPageSize, pageNr: query.page, ...listFilters(query) },
      }),
    })),
  ]);
  return { query, customers, result };
}

export async function loadTemporaryOrders(args: AuthArgs) {
  requireScreenAccess(args, 'salesTemporaryOrders');
  const query = parseSalesQuery(new URL(args.request.url).searchParams);
  const call = callOf(args.context);
  const area = await salesArea(args.context);
  const [customers, result] = await Promise.all([
    customerOptions(call, area),
    loaded('temporary orders', async () => ({
      answer: await call(endpoints.sales.getTemporaryOrders, {
        body: { area, pageSize: salesPageSize, pageNr: query.page, ...listFilters(query) },
      }),
    })),
  ]);
  return { query, customers, result };
}

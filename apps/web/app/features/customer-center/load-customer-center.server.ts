import type { AreaInfo, LanguageCode, Permission } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { type AuthArgs, getUser } from '../../lib/auth.server.ts';
import type { Call } from '../../lib/call-endpoint.ts';
import { languageContext, requestArea, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { forbiddenByScope, userMay } from './customer-center-nav.ts';
import {
  isRangeReversed,
  type ListQuery,
  type ListResult,
  listPageSize,
  parseListQuery,
  searchOptions,
} from './list-query.ts';

/**
 * The customer center's loaders. Every screen first applies its access rule (a visitor goes to login, a user
 * who acts for no customer gets 403). A list that cannot be read (the API failed) is an answer the page shows
 * with a retry; a detail the API does not know for this customer is the spec's 'not-found' (404 page).
 */

type LoaderArgs = AuthArgs & { params?: Record<string, string | undefined> };

function sessionCall(context: Readonly<RouterContextProvider>): Call {
  return context.get(sessionContext).call;
}

/**
 * Rows of one page; `forbidden` when the user's permission scope does not show them (asked of the user first,
 * the API's 403 as well); `reversed-range` without asking the API, whose answer would be an empty list;
 * `failed` when the API could not answer (logged; never a 500 page for a list).
 */
async function readList<Row>(
  args: LoaderArgs,
  permission: Permission,
  query: ListQuery,
  read: () => Promise<{ rows: Row[]; pageCount: number; totalCount: number }>,
): Promise<ListResult<Row>> {
  if (!userMay(getUser(args), permission)) return { status: 'forbidden' };
  if (isRangeReversed(query)) return { status: 'reversed-range' };
  try {
    return { status: 'ok', ...(await read()) };
  } catch (error) {
    // A session that ended meanwhile is not a failure of the list: the app's handling (login) applies.
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) return { status: 'forbidden' };
    console.error('customer center list failed', error);
    return { status: 'failed' };
  }
}

const pageQuery = (query: ListQuery) => ({ pageSize: listPageSize, pageNr: query.page });

export async function loadOrdersList(args: LoaderArgs) {
  requireScreenAccess(args, 'orders');
  const query = parseListQuery(new URL(args.request.url).searchParams);
  const call = sessionCall(args.context);
  const result = await readList(args, 'orders', query, async () => {
    const answer = await call(endpoints.customerCenter.getOrdersWithPagination, {
      query: pageQuery(query),
      body: searchOptions(query),
    });
    return { rows: answer.orders, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  return { query, result };
}

export async function loadInvoicesList(args: LoaderArgs) {
  requireScreenAccess(args, 'invoices');
  const query = parseListQuery(new URL(args.request.url).searchParams);
  const call = sessionCall(args.context);
  const result = await readList(args, 'invoices', query, async () => {
    const answer = await call(endpoints.customerCenter.getInvoicesWithPagination, {
      query: pageQuery(query),
      body: searchOptions(query),
    });
    return { rows: answer.invoices, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  return { query, result };
}

export async function loadCreditMemosList(args: LoaderArgs) {
  requireScreenAccess(args, 'creditMemos');
  const query = parseListQuery(new URL(args.request.url).searchParams);
  const call = sessionCall(args.context);
  const result = await readList(args, 'creditMemos', query, async () => {
    const answer = await call(endpoints.customerCenter.getCreditMemosWithPagination, {
      query: pageQuery(query),
      body: searchOptions(query),
    });
    return { rows: answer.creditMemos, pageCount: answer.pageCount, totalCount: answer.totalCount };
  });
  return { query, result };
}

/** The spec's 'not-found' (§8) for a missing or foreign document, shown as the 404 page. */
function notFound(): never {
  throw data('not-found', { status: 404 });
}

/**
 * A document the user's permission scope does not show (ADR 41): the 403 page, which says so and where to go
 * (`forbiddenByScope`, issue 31 item 5).
 */
function forbidden(): never {
  throw data(forbiddenByScope, { status: 403 });
}

/**
 * A detail read: 404 from the API (or an id the API refuses, 400) is the 404 page, a refusal for the
 * permission scope the 403 page; anything else fails.
 */
async function readDetail<T>(
  args: LoaderArgs,
  permission: Permission,
  read: (id: string) => Promise<T>,
): Promise<T> {
  if (!userMay(getUser(args), permission)) forbidden();
  const id = args.params?.id;
  if (!id) notFound();
  try {
    return await read(id);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    if (isApiError(error) && error.status === 403) forbidden();
    throw error;
  }
}

export async function loadOrderDetail(args: LoaderArgs) {
  requireScreenAccess(args, 'order');
  const call = sessionCall(args.context);
  const language: LanguageCode = args.context.get(languageContext);
  // Named in the page's language, whatever page the order came from (ADR 80).
  const { order } = await readDetail(args, 'orders', (id) =>
    call(endpoints.customerCenter.getOrder, { body: { orderId: id, languageCode: language } }),
  );
  const area: AreaInfo = {
    areaId: (await requestArea(args.context)).areaId,
    languageCode: language,
  };
  // The shipments are secondary: the order shows without them (and says so) when they cannot be read.
  const shipments = await call(endpoints.customerCenter.getShipmentDetails, {
    body: { area, orderId: order.orderId },
  })
    .then((answer) => ({ status: 'ok' as const, shipments: answer.shipments }))
    .catch((error: unknown) => {
      console.error('customer center shipments failed', error);
      return { status: 'failed' as const };
    });
  return { order, shipments };
}

export async function loadInvoiceDetail(args: LoaderArgs) {
  requireScreenAccess(args, 'invoice');
  const call = sessionCall(args.context);
  const { invoice } = await readDetail(args, 'invoices', (id) =>
    call(endpoints.customerCenter.getInvoice, { body: { invoiceId: id } }),
  );
  return { invoice };
}

export async function loadCreditMemoDetail(args: LoaderArgs) {
  requireScreenAccess(args, 'creditMemo');
  const call = sessionCall(args.context);
  const { creditMemo } = await readDetail(args, 'creditMemos', (id) =>
    call(endpoints.customerCenter.getCreditMemo, { body: { creditMemoId: id } }),
  );
  return { creditMemo };
}

import type {
  BackofficeOrderDetail,
  OrderTransferStatus,
  SearchOrdersBody,
  SearchOrdersResponse,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import type { Call } from '../../../lib/call-endpoint.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { finalMoves, type OrderActionResult, type OrderSearch, orderStatuses } from './order-search.ts';

/**
 * Loaders and the action of the back office's overview and orders screens (ADR 49): each applies the screen's
 * rule first (staff with B2B Manager), then calls the API with the session's token.
 */

type LoaderArgs = AuthArgs & { params?: Record<string, string | undefined> };

const sessionCall = (context: Readonly<RouterContextProvider>): Call => context.get(sessionContext).call;

/** A failure the page shows instead of a 500: a refused search names the problem, anything else is logged. */
function listFailure(error: unknown): { status: 'invalid'; message: string } | { status: 'failed' } {
  if (isApiError(error) && error.status === 401) throw error;
  if (isApiError(error) && error.status === 400) return { status: 'invalid', message: error.message };
  console.error('back office orders failed', error);
  return { status: 'failed' };
}

/** The overview: the sections, and how many orders wait in ErrorInTransfer (null when it could not be read). */
export async function loadBackofficeOverview(args: LoaderArgs) {
  requireScreenAccess(args, 'backoffice');
  try {
    const answer = await sessionCall(args.context)(endpoints.backofficeOrders.searchOrders, {
      body: { status: 'ErrorInTransfer', pageSize: 1 },
    });
    return { transferErrors: answer.totalCount as number | null };
  } catch (error) {
    listFailure(error);
    return { transferErrors: null };
  }
}

const statusOf = (value: string | null): OrderTransferStatus | '' =>
  (orderStatuses as readonly string[]).includes(value ?? '') ? (value as OrderTransferStatus) : '';

/** The search as the address holds it (`?orderId=&customer=&status=&from=&to=&page=`). */
export function parseOrderSearch(params: URLSearchParams): OrderSearch {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    orderId: (params.get('orderId') ?? '').trim().slice(0, 100),
    customer: (params.get('customer') ?? '').trim().slice(0, 100),
    status: statusOf(params.get('status')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const ordersPageSize = 25;

export async function loadBackofficeOrders(args: LoaderArgs) {
  requireScreenAccess(args, 'backofficeOrders');
  const search = parseOrderSearch(new URL(args.request.url).searchParams);
  const body: SearchOrdersBody = {
    orderId: search.orderId || null,
    customer: search.customer || null,
    status: search.status || null,
    from: search.from || null,
    to: search.to || null,
    pageNr: search.page,
    pageSize: ordersPageSize,
  };
  try {
    const answer: SearchOrdersResponse = await sessionCall(args.context)(
      endpoints.backofficeOrders.searchOrders,
      { body },
    );
    return { search, result: { status: 'ok' as const, ...answer } };
  } catch (error) {
    return { search, result: listFailure(error) };
  }
}

/** One order; 404 page for an order the API does not know. */
export async function loadBackofficeOrder(args: LoaderArgs): Promise<{ detail: BackofficeOrderDetail }> {
  requireScreenAccess(args, 'backofficeOrder');
  const orderId = args.params?.id;
  if (!orderId) throw data('not-found', { status: 404 });
  try {
    const detail = await sessionCall(args.context)(endpoints.backofficeOrders.getOrder, {
      body: { orderId, languageCode: args.context.get(languageContext) },
    });
    return { detail };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data('not-found', { status: 404 });
    }
    throw error;
  }
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The order page's forms: `intent=state` (change status, retry) and `intent=receipt` (send a copy). */
export async function backofficeOrderAction(args: LoaderArgs): Promise<OrderActionResult> {
  requireScreenAccess(args, 'backofficeOrder');
  const orderId = args.params?.id;
  if (!orderId) throw data('not-found', { status: 404 });
  const form = await args.request.formData();
  const call = sessionCall(args.context);
  const refused = (error: unknown) => {
    if (isApiError(error) && error.status < 500 && error.status !== 401) return error.message;
    throw error;
  };
  if (form.get('intent') === 'receipt') {
    const email = textOf(form, 'email');
    if (email.length > 254 || (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
      return { intent: 'receipt', status: 'invalid', email };
    }
    try {
      const sent = await call(endpoints.backofficeOrders.sendReceiptCopy, {
        body: { orderId, email: email || null },
      });
      return { intent: 'receipt', status: 'sent', sentTo: sent.sentTo };
    } catch (error) {
      return { intent: 'receipt', status: 'failed', email, message: refused(error) };
    }
  }
  const status = statusOf(form.get('status') as string | null);
  if (!status) return { intent: 'state', status: 'failed', message: 'status' };
  const reason = textOf(form, 'reason').slice(0, 500);
  // A final move (rejecting) is asked about first, and made only with the confirmation's own field.
  if (finalMoves.has(status) && form.get('confirmed') !== 'yes') {
    return { intent: 'state', status: 'confirm', to: status, reason };
  }
  try {
    const moved = await call(endpoints.backofficeOrders.updateOrderState, {
      body: { orderId, status, reason: reason || null },
    });
    return { intent: 'state', status: 'moved', from: moved.from, to: moved.to };
  } catch (error) {
    return { intent: 'state', status: 'failed', message: refused(error) };
  }
}

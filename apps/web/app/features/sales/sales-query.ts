import { type OrderType, orderTypes, salesLimits } from '@shop/contracts';

/**
 * The whole state of a sales list, in its URL (as the customer center's lists, ADR 44): `?page&search` on the
 * dashboard, `?page&customer&orderType` on running and temporary orders. Anything an address can hold is read
 * into a value the API accepts: a page below 1 or not a number is 1, an unknown order type is dropped, texts lose
 * control characters and are cut to the API's lengths.
 */
export type SalesQuery = { page: number; search: string; customer: string; orderType: OrderType | '' };

/** Rows on a page of the sales lists. */
export const salesPageSize = 25;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

const cleanText = (value: string | null, maxLength: number) =>
  (value ?? '').replace(controlCharacters, '').trim().slice(0, maxLength);

export function parseSalesQuery(params: URLSearchParams): SalesQuery {
  const page = Number(params.get('page'));
  const orderType = params.get('orderType') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: cleanText(params.get('search'), salesLimits.searchLength),
    customer: cleanText(params.get('customer'), 64),
    orderType: (orderTypes as readonly string[]).includes(orderType) ? (orderType as OrderType) : '',
  };
}

/** `?…` for the query with some fields changed; empty fields and page 1 stay out. */
export function salesQueryString(query: SalesQuery, change: Partial<SalesQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.customer) params.set('customer', next.customer);
  if (next.orderType) params.set('orderType', next.orderType);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const isFiltered = (query: SalesQuery) => Boolean(query.search || query.customer || query.orderType);

/** The filters of a list call (only those set). */
export function listFilters(query: SalesQuery): { customerNumber?: string; orderType?: OrderType } {
  return {
    ...(query.customer ? { customerNumber: query.customer } : {}),
    ...(query.orderType ? { orderType: query.orderType } : {}),
  };
}

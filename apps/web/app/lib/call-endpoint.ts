import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  pathOf,
  queryStringOf,
} from '@shop/contracts';
import { ApiError, isErrorBody } from './api-error.ts';

/** One HTTP exchange: the server sends it to the API host, the browser to the web origin's proxy. */
export type Transport = (request: {
  method: string;
  /** Path and query, e.g. `/api/Area/GetAreaById?AreaId=b2b`. */
  url: string;
  body?: unknown;
  signal?: AbortSignal;
}) => Promise<{ status: number; payload: unknown }>;

export type CallOptions = { signal?: AbortSignal };

export type Call = <E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
) => Promise<EndpointOutput<E>>;

/**
 * The one way the web calls the API: `call(endpoints.cart.getCartById, { body })`. The definition gives the
 * method, path and types; a non-2xx answer throws ApiError (spec §8) with the error body. With `validate`
 * (development and tests) every answer is checked against the definition's response schema, so a drift
 * between the API and its contract fails loudly before it reaches a user.
 */
export function createCall(transport: Transport, options: { validate: boolean }): Call {
  return async (endpoint, input, callOptions = {}) => {
    const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const query = queryStringOf(parts.query);
    const { status, payload } = await transport({
      method: endpoint.method,
      url: `${pathOf(endpoint, parts.params)}${query ? `?${query}` : ''}`,
      body: parts.body,
      signal: callOptions.signal,
    });
    if (status < 200 || status >= 300) throw new ApiError(status, isErrorBody(payload) ? payload : null, payload);
    if (options.validate && endpoint.responseKind !== 'binary') {
      const checked = endpoint.response.safeParse(payload);
      if (!checked.success) {
        throw new Error(`${endpoint.operationId} answered outside its contract: ${checked.error.message}`);
      }
    }
    return payload as EndpointOutput<typeof endpoint>;
  };
}

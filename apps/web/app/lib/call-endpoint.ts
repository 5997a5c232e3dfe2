import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  pathOf,
  queryStringOf,
} from '@shop/contracts/endpoint';
import { ApiError, isErrorBody } from './api-error.ts';

/** One HTTP exchange: the server sends it to the API host, the browser to the web origin's proxy. */
export type Transport = (request: {
  method: string;
  /** Path and query of the call (`urlOf`), relative to the API host or the web origin. */
  url: string;
  /** A JSON value, or FormData for an upload (sent as multipart/form-data). */
  body?: unknown;
  signal?: AbortSignal;
}) => Promise<{ status: number; payload: unknown }>;

export type CallOptions = { signal?: AbortSignal };

export type Call = <E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
) => Promise<EndpointOutput<E>>;

type InputParts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * Path and query of a call, e.g. for a link the browser follows itself (a download):
 * `urlOf(cart.exportCartAsExcel, { query: { Area, Id } })`.
 */
export function urlOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const parts = input as InputParts;
  const query = queryStringOf(parts.query);
  return `${pathOf(endpoint, parts.params)}${query ? `?${query}` : ''}`;
}

/** An upload's fields as multipart form data: bytes become a file part, anything else its text. */
function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.set(name, value, name);
    else if (value instanceof Uint8Array) form.set(name, new Blob([new Uint8Array(value)]), name);
    else form.set(name, String(value));
  }
  return form;
}

/**
 * The one way the web calls the API: `call(endpoints.cart.getCartById, { body })`. The definition gives the
 * method, path and types; a non-2xx answer throws ApiError (spec §8) with the error body and the answer as
 * sent (`payload`). An endpoint that consumes multipart/form-data gets its body sent as form fields. With
 * `validate` (development and tests) every answer is checked against the definition's response schema, so
 * a drift between the API and its contract fails loudly before it reaches a user.
 */
export function createCall(transport: Transport, options: { validate: boolean }): Call {
  return async (endpoint, input, callOptions = {}) => {
    const { body } = input as InputParts;
    const multipart = endpoint.consumes?.includes('multipart/form-data') && body !== undefined;
    const { status, payload } = await transport({
      method: endpoint.method,
      url: urlOf(endpoint, input),
      body: multipart ? formDataOf(body) : body,
      signal: callOptions.signal,
    });
    if (status < 200 || status >= 300) {
      throw new ApiError(status, isErrorBody(payload) ? payload : null, payload);
    }
    if (options.validate && endpoint.responseKind !== 'binary') {
      const checked = endpoint.response.safeParse(payload);
      if (!checked.success) {
        throw new Error(`${endpoint.operationId} answered outside its contract: ${checked.error.message}`);
      }
    }
    return payload as EndpointOutput<typeof endpoint>;
  };
}

import { type Endpoint, type EndpointInput, pathOf, queryStringOf } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type CallApiOptions = {
  /** Bearer token of the caller; none for an anonymous call. */
  token?: string | null;
  headers?: Record<string, string>;
};

/** The parts of a request as sent, without the definition's types: for tests of malformed input. */
export type UncheckedInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/**
 * Calls an endpoint through `app.inject()` by its definition, as the web's `call` does over HTTP, with any
 * input (a test of bad input sends what the contract refuses). Answers the raw response: tests assert the
 * status and the body.
 */
export function callApiUnchecked(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: UncheckedInput = {},
  options: CallApiOptions = {},
): Promise<LightMyRequestResponse> {
  const query = queryStringOf(input.query);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method: endpoint.method,
    url: `${pathOf(endpoint, input.params)}${query ? `?${query}` : ''}`,
    headers,
    ...(input.body === undefined ? {} : { payload: input.body as never }),
  });
}

/** Calls an endpoint with input its contract accepts (typed by the definition). */
export function callApi<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallApiOptions = {},
): Promise<LightMyRequestResponse> {
  return callApiUnchecked(app, endpoint, input as UncheckedInput, options);
}

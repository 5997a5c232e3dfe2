import {
  type Endpoint,
  type EndpointOutput,
  type EndpointRequestParts,
  ErrorBody,
  errorStatuses,
} from '@shop/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';

type RateLimit = NonNullable<NonNullable<RouteShorthandOptions['config']>['rateLimit']>;

/** What a route adds to its definition: runtime policy that is not part of the contract. */
export type RouteOptions = {
  /** The rate limit's budget and key (the definition only says that there is one). */
  rateLimit?: RateLimit;
  preValidation?: preValidationAsyncHookHandler;
};

/** The request a handler receives: parsed params, query and body typed by the definition. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & EndpointRequestParts<E>;

/**
 * A JSON answer of the definition's type; file, stream and redirect routes send through `reply` and return
 * what `reply.send` returns.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['responseKind'] extends 'binary' | 'redirect' ? unknown : EndpointOutput<E> | FastifyReply>;

/** The Fastify schema of a definition: the same zod schemas validate, serialise and document the call. */
export function schemaOf(endpoint: Endpoint): FastifySchema {
  // A redirect's answers are its other responses (303 with a Location); it never answers 200.
  const response: Record<number, z.ZodType> = { ...endpoint.otherResponses };
  if (endpoint.responseKind !== 'redirect') response[200] = endpoint.response;
  for (const status of errorStatuses(endpoint).keys()) {
    response[status] = endpoint.errorBodies?.[status] ?? ErrorBody;
  }
  return {
    operationId: endpoint.operationId,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    security: endpoint.access === 'anonymous' ? [] : [{ bearer: [] }],
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  };
}

/**
 * Registers one endpoint with its handler: method, path, access rule, rate limit and schemas all come from
 * the definition in packages/contracts, so a route cannot drift from what the clients and the OpenAPI
 * document say.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  if (endpoint.rateLimited && !options.rateLimit) {
    throw new Error(`${endpoint.operationId} is rate-limited in its definition but its route sets no limit`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      endpoint,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema: schemaOf(endpoint),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

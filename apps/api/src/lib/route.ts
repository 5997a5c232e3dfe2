import {
  type Endpoint,
  type EndpointOutput,
  type EndpointRequestParts,
  ErrorBody,
  errorStatuses,
  escapeForLog,
  findUnstorableStrings,
  unstorableStringMessage,
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

/**
 * One call's entry in a handler table: the handler alone, or with what its route adds to the definition
 * (`{ handler, options: { rateLimit } }`).
 */
export type RouteEntry<E extends Endpoint> =
  | EndpointHandler<E>
  | { handler: EndpointHandler<E>; options: RouteOptions };

/**
 * A domain's handlers keyed by the names its definitions have in `endpoints`:
 * `const areaHandlers: Handlers<typeof endpoints.area> = { getAreaById: async (request) => … }`. A module
 * that serves part of a domain writes `{ … } satisfies Partial<Handlers<typeof endpoints.cart>>`; routes.ts
 * checks that the parts make the whole domain.
 */
export type Handlers<D> = { [N in keyof D]: D[N] extends Endpoint ? RouteEntry<D[N]> : never };

/**
 * A request part's schema with the one rule for text PostgreSQL cannot store (ADR 31): a NUL or an unpaired
 * surrogate in any string or key of what the contract parsed (decoded path parameters, query values, JSON
 * and form fields, JSON inside a form field) is a `validation-failed` issue naming the field, so it never
 * reaches a query. The check adds nothing to the OpenAPI document.
 */
function storable(part: 'params' | 'query' | 'body', schema: z.ZodType): z.ZodType {
  return schema.superRefine((value, context) => {
    for (const found of findUnstorableStrings(value)) {
      context.addIssue({
        code: 'custom',
        path: found.path.map((segment) => (typeof segment === 'number' ? segment : escapeForLog(segment))),
        message: unstorableStringMessage(found, part),
        // Not the value: an issue's input could reach a log line whole.
        input: undefined,
      });
    }
  });
}

/** How the OpenAPI document says a call authenticates: none, the bearer token, or a feed API key (ADR 51). */
export function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (endpoint.access === 'anonymous') return [];
  return endpoint.access === 'feed' ? [{ apiKey: [] }] : [{ bearer: [] }];
}

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
    security: securityOf(endpoint),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.params ? { params: storable('params', endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: storable('query', endpoint.query) } : {}),
    ...(endpoint.body ? { body: storable('body', endpoint.body) } : {}),
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

/** Registers one call from its handler table's entry. */
export function routeEntry<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  entry: RouteEntry<E>,
): void {
  if (typeof entry === 'function') route(app, endpoint, entry);
  else route(app, endpoint, entry.handler, entry.options);
}

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
import { z } from 'zod';
import type { AreaCtx } from './context.ts';

type RateLimit = NonNullable<NonNullable<RouteShorthandOptions['config']>['rateLimit']>;

/** What a route adds to its definition: runtime policy that is not part of the contract. */
export type RouteOptions = {
  /** The rate limit's budget and key (the definition only says that there is one). */
  rateLimit?: RateLimit;
  preValidation?: preValidationAsyncHookHandler;
  /** The largest body the call takes (bytes), when it is not the host's 1 MiB (the ERP's stock batch). */
  bodyLimit?: number;
};

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What `areaOf` (plugins/request-context.ts) reads an area from: a body's object, a query's fields. */
type AreaFields = { areaId: string; languageCode: string };
type QueryAreaId = { 'Area.AreaId': string } | { AreaId: string };
type QueryLanguage = { 'Area.LanguageCode': string } | { LanguageCode: string } | { Language: string };

/**
 * Whether a call's contract requires an area: its parsed body has an `area`/`areaInfo` object, or its query an
 * area id and a language, none of them optional. `requiresArea` answers the same from the schemas at run time.
 */
type NamesArea<P extends EndpointRequestParts<Endpoint>> = [P['body']] extends [
  { area: AreaFields } | { areaInfo: AreaFields },
]
  ? true
  : [P['query']] extends [QueryAreaId & QueryLanguage]
    ? true
    : false;

/**
 * The request a handler receives: parsed params, query and body typed by the definition, and the ctx; a call
 * whose contract requires an area gets an `AreaCtx` (`route` checks each request has it).
 */
export type EndpointRequest<E extends Endpoint> = FastifyRequest &
  EndpointRequestParts<E> &
  (NamesArea<EndpointRequestParts<E>> extends true ? { ctx: AreaCtx } : unknown);

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

/**
 * How the OpenAPI document says a call authenticates: none, the bearer token, or an API key (a feed key, ADR 51;
 * an ERP key, ADR 87).
 */
export function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (endpoint.access === 'anonymous') return [];
  return endpoint.access === 'feed' || endpoint.access === 'erp' ? [{ apiKey: [] }] : [{ bearer: [] }];
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

/** A schema's object shape, through pipes (ImportCart's JSON text parsed into an AreaInfo); null otherwise. */
function shapeOf(schema: z.ZodType | undefined): Readonly<Record<string, z.ZodType>> | null {
  if (schema instanceof z.ZodPipe) return shapeOf(schema.out as z.ZodType);
  return schema instanceof z.ZodObject ? schema.shape : null;
}

const requiredIn = (shape: Readonly<Record<string, z.ZodType>> | null, name: string) =>
  shape?.[name] !== undefined && !shape[name].isOptional();

/**
 * Whether a call's contract requires an area, read from its schemas as `NamesArea` reads it from their types:
 * a required body `area`/`areaInfo` object with `areaId` and `languageCode`, or a query with a required area id
 * and language.
 */
export function requiresArea(endpoint: Endpoint): boolean {
  const body = shapeOf(endpoint.body);
  const isArea = (name: string) =>
    requiredIn(body, name) &&
    ['areaId', 'languageCode'].every((field) => requiredIn(shapeOf(body?.[name]), field));
  if (isArea('area') || isArea('areaInfo')) return true;
  const query = shapeOf(endpoint.query);
  return (
    ['Area.AreaId', 'AreaId'].some((name) => requiredIn(query, name)) &&
    ['Area.LanguageCode', 'LanguageCode', 'Language'].some((name) => requiredIn(query, name))
  );
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
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: requiresArea(endpoint) ? withAreaCheck(endpoint, handler) : (handler as AnyHandler),
  });
}

/**
 * The handler of a call whose contract requires an area, behind the check that `areaOf` found it (the handler's
 * type promises an `AreaCtx`): a contract whose area fields allow what `areaOf` cannot read fails loudly here.
 */
function withAreaCheck<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): AnyHandler {
  return async (request, reply) => {
    if (!request.ctx.area)
      throw new Error(`${endpoint.operationId} requires an area, but the request named none`);
    return (handler as AnyHandler)(request, reply);
  };
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

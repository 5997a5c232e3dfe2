import type { z } from 'zod';
import { type ErrorCode, errorCatalogue } from './error-codes.ts';

/**
 * Who may call an endpoint (checked by the API host before validation):
 * - anonymous: anyone; visitor: any valid token (a not-logged-in visitor's or a user's)
 * - user: a logged-in user; customer: a user acting for a customer (own or impersonated)
 * - impersonator / proposal: sales roles; backoffice: staff with the B2B Manager role
 * - feed: a machine with a live feed API key (`Authorization: ApiKey <key>` or `X-Api-Key`; ADR 51), never a
 *   user's or visitor's token; feed keys are refused by every other rule but `anonymous`
 * - erp: a machine with a live API key of the `erp` kind (the feed keys' mechanism, scope `erp`; ADR 87)
 */
export type Access =
  | 'anonymous'
  | 'visitor'
  | 'user'
  | 'customer'
  | 'impersonator'
  | 'proposal'
  | 'backoffice'
  | 'feed'
  | 'erp';

/**
 * The access rules under which a logged-in caller acts for a customer (its carts, orders, addresses, prices):
 * a deactivated customer's user is refused on these with 403 `validation.logget-out-account-deactivated`
 * (ADR 37). `user` stays open (GetUser tells the shop to log them out), and so do the roles' own rules.
 */
export const customerScopedAccess = ['visitor', 'customer'] as const satisfies readonly Access[];

export function isCustomerScoped(access: Access): boolean {
  return (customerScopedAccess as readonly Access[]).includes(access);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint answers besides JSON: a file or image stream, or a redirect. */
export type ResponseKind = 'json' | 'binary' | 'redirect';

type Schema = z.ZodType;

/**
 * The one definition of an API call: everything the API host registers (validation, serialisation, access),
 * the OpenAPI document shows (operationId, tag, summary, errors, example), and every client (the web's
 * `call`, the API tests, the browser tests) calls through. A path string of the spec is written here only.
 * Paths use Fastify's `:name` syntax for path parameters.
 */
export type Endpoint = {
  /** Unique across the API; the OpenAPI operationId. */
  operationId: string;
  method: HttpMethod;
  path: string;
  access: Access;
  /** OpenAPI tags; the first names the domain. */
  tags: readonly [string, ...string[]];
  /** One line: what the call does. */
  summary: string;
  /** More: rules, limits, edge cases (OpenAPI description). */
  description?: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The 200 answer (for `binary`, a schema documenting the media types). */
  response: Schema;
  /** Other success answers by status (204, 206, 302, 304…). */
  otherResponses?: Readonly<Record<number, Schema>>;
  /** The expected failures this call may answer, by code (statuses come from the error catalogue). */
  errors: readonly ErrorCode[];
  /** True when the API host rate-limits the call: the OpenAPI document then lists 429. */
  rateLimited?: boolean;
  responseKind?: ResponseKind;
  /** Request media types other than JSON (an upload: `multipart/form-data`). */
  consumes?: readonly string[];
  /** A failure status whose body carries more than ErrorBody (ImportCart's rowErrors). */
  errorBodies?: Readonly<Record<number, Schema>>;
  /** At least one worked example, shown in the OpenAPI document. */
  example: {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    response?: unknown;
  };
};

/** Keeps the literal types of a definition (path, method, schemas) so clients infer inputs and answers. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;

/** What a client sends: only the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: InputOf<E['body']> } : { body?: undefined });

/** What the server parses out of a request for the handler. */
export type EndpointRequestParts<E extends Endpoint> = {
  params: E['params'] extends Schema ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends Schema ? z.output<E['query']> : Record<string, never>;
  body: E['body'] extends Schema ? z.output<E['body']> : undefined;
};

/** The 200 answer's type as a client receives it. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/**
 * Every failure status a call may answer, each with the codes behind it: its declared codes, 400 when it has
 * input to validate, 401/403 from its access rule (403 also for a deactivated customer on customer-scoped
 * calls), 429 when rate-limited.
 */
export function errorStatuses(endpoint: Endpoint): Map<number, ErrorCode[]> {
  const codes = new Set<ErrorCode>(endpoint.errors);
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('validation-failed');
  if (endpoint.access !== 'anonymous') codes.add('Unauthorized');
  if (endpoint.access !== 'anonymous' && endpoint.access !== 'visitor') codes.add('Forbidden');
  if (isCustomerScoped(endpoint.access)) codes.add('validation.logget-out-account-deactivated');
  if (endpoint.rateLimited) codes.add('rate-limited');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorCatalogue[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/**
 * The URL path of a call with its path parameters filled in (each encoded as one segment). Throws when a
 * parameter the path names is missing: a programming error, not a user's.
 */
export function pathOf(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.operationId}: path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `a=1&b=2` from a query object: arrays repeat their key, undefined and null values are left out. */
export function queryStringOf(query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

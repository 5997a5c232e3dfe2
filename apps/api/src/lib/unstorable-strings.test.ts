import { type Access, type Endpoint, pathOf, queryStringOf } from '@shop/contracts';
import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callApi, callApiUnchecked } from '../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../test-support/test-app.ts';

/**
 * Issue 16 item 2: a NUL or a lone surrogate in any string a client sends (body, query, path) is refused with a
 * 400 naming the field, on every endpoint; before the rule, 67 body fields and 10 query/path parameters
 * answered 500 and put the string in the error log.
 */

type Path = readonly (string | number)[];
type Part = 'params' | 'query' | 'body';
type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

const nul = 'a\u0000b';
const loneSurrogate = 'a\ud800b';
/** A lone surrogate has no UTF-8 encoding; a URL can only carry its WTF-8 bytes, which are not UTF-8. */
const loneSurrogateInUrl = '%ED%A0%80';
const placeholder = 'LONESURROGATEHERE';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/**
 * The example, plus a placeholder in every string field its schema declares that the example leaves out, so
 * each declared string field is tried (nested objects and array items the example has are filled too).
 */
function withEveryStringField(schema: z.ZodType | undefined, example: unknown): unknown {
  if (!schema) return example;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    const given = (typeof example === 'object' && example !== null ? example : {}) as Record<string, unknown>;
    const filled: Record<string, unknown> = { ...given };
    for (const [key, field] of Object.entries(def.shape)) {
      if (key in given) filled[key] = withEveryStringField(field, given[key]);
      else if (defOf(unwrap(field)).type === 'string') filled[key] = 'x';
    }
    return filled;
  }
  if (def.type === 'array' && def.element && Array.isArray(example)) {
    return example.map((item) => withEveryStringField(def.element, item));
  }
  return example;
}

/** Paths of every string leaf of a value (every leaf for URL parts, where every value is text on the wire). */
function stringLeaves(value: unknown, everyLeaf: boolean, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, everyLeaf, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, everyLeaf, [...path, key]));
  }
  return everyLeaf && (typeof value === 'number' || typeof value === 'boolean') ? [path] : [];
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = setAt(copy[head as string], rest, replacement);
  return copy;
}

/** ImportCart's fields as multipart/form-data, the file a few bytes that are not a workbook. */
function multipart(fields: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = '----unstorable-sweep';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'file') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cart.xlsx"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\nnot a workbook\r\n',
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function injectOptions(endpoint: Endpoint, input: Input, token: string | null): InjectOptions {
  const query = queryStringOf(input.query);
  const url = `${pathOf(endpoint, input.params)}${query ? `?${query}` : ''}`.replace(
    placeholder,
    loneSurrogateInUrl,
  );
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (input.body === undefined) return { method: endpoint.method, url, headers };
  if (endpoint.consumes?.includes('multipart/form-data')) {
    const { payload, contentType } = multipart(input.body as Record<string, unknown>);
    return { method: endpoint.method, url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
  return {
    method: endpoint.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input.body),
  };
}

/** Every request of the sweep: one per string field of each part, with a NUL and with a lone surrogate. */
function attacks(endpoint: Endpoint, cartId: string): Array<{ label: string; input: Input }> {
  const exampleCartIds = new Set<unknown>();
  const replaceCartIds = (value: unknown): unknown => {
    if (typeof value === 'string') return exampleCartIds.has(value) ? cartId : value;
    if (Array.isArray(value)) return value.map(replaceCartIds);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => {
          if (/^(cartId|id|Id)$/.test(key) && typeof child === 'string' && /^[0-9a-f-]{36}$/.test(child)) {
            exampleCartIds.add(child);
            return [key, cartId];
          }
          return [key, replaceCartIds(child)];
        }),
      );
    }
    return value;
  };
  // A real cart of the caller where the example names one, so a refused string is not hidden by a 404.
  const base: Input = {
    params: replaceCartIds(withEveryStringField(endpoint.params, endpoint.example.params)) as Input['params'],
    query: replaceCartIds(withEveryStringField(endpoint.query, endpoint.example.query)) as Input['query'],
    body: replaceCartIds(withEveryStringField(endpoint.body, endpoint.example.body)),
  };
  const found: Array<{ label: string; input: Input }> = [];
  for (const part of ['params', 'query', 'body'] as const satisfies readonly Part[]) {
    const value = base[part];
    if (value === undefined) continue;
    const inUrl = part !== 'body';
    const isMultipart = part === 'body' && endpoint.consumes?.includes('multipart/form-data');
    for (const path of stringLeaves(value, inUrl)) {
      if (isMultipart && path[0] === 'file') continue;
      const original = String(path.reduce<unknown>((at, key) => (at as never)[key], value));
      const tries: Array<[string, string]> = [['NUL', original + nul]];
      if (inUrl) tries.push(['lone surrogate', original + placeholder]);
      else if (isMultipart && original.startsWith('{')) {
        // A JSON field inside a form field (ImportCart's area): its escapes are decoded by the contract.
        tries.push(['lone surrogate', original.replace(/"([^"]*)"\s*}/, '"$1\\ud800"}')]);
        tries.push(['escaped NUL', original.replace(/"([^"]*)"\s*}/, '"$1\\u0000"}')]);
      } else tries.push(['lone surrogate', original + loneSurrogate]);
      for (const [kind, text] of tries) {
        found.push({
          label: `${part}.${path.join('.')} (${kind})`,
          input: { ...base, [part]: setAt(value, path, text) },
        });
      }
    }
  }
  return found;
}

const tokenUsers: Partial<Record<Access, string>> = {
  impersonator: 'manager@nordlys.demo',
  backoffice: 'manager@nordlys.demo',
  proposal: 'proposal@nordlys.demo',
};

describe('strings PostgreSQL cannot store', () => {
  const shared = useSharedTestApp();
  let app: FastifyInstance;
  const tokens = new Map<string, string>();
  let cartId = '';

  const tokenFor = async (access: Access) => {
    const user = tokenUsers[access] ?? 'dealer@nordlys.demo';
    if (!tokens.has(user)) tokens.set(user, await loginAs(app, user));
    return tokens.get(user) as string;
  };

  beforeAll(async () => {
    app = shared.app;
    const dealer = await tokenFor('customer');
    const created = await callApi(
      app,
      endpoints.cart.createCart,
      { body: { area: { areaId: 'b2b', languageCode: 'en' }, orderType: 'Stock' } },
      { token: dealer },
    );
    expect(created.statusCode).toBe(200);
    cartId = created.json().cart.cartId;
  });

  it('are refused on every endpoint with 4xx, never 5xx, in every string of body, query and path', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const endpoint of allEndpoints) {
      const token = endpoint.access === 'anonymous' ? null : await tokenFor(endpoint.access);
      for (const { label, input } of attacks(endpoint, cartId)) {
        tried += 1;
        const response = await app.inject(injectOptions(endpoint, input, token));
        if (response.statusCode >= 500) {
          failures.push(
            `${endpoint.operationId} ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
        // A logout or token change in the sweep must not leave the rest of it calling without a token.
        if (response.statusCode === 401 && token) tokens.clear();
      }
    }
    expect(tried).toBeGreaterThan(250);
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field, with the validation code', async () => {
    const token = await tokenFor('customer');
    const response = await callApiUnchecked(
      app,
      endpoints.cart.setOrderFields,
      {
        body: {
          area: { areaId: 'b2b', languageCode: 'en' },
          cartId,
          comment: 'Please\u0000deliver',
          reference: 'PO\ud800',
        },
      },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'validation-failed',
      issues: [
        { path: 'body.comment', message: 'comment contains a character that cannot be stored (NUL)' },
        {
          path: 'body.reference',
          message: 'reference contains a character that cannot be stored (unpaired surrogate)',
        },
      ],
    });
  });

  it('refuses them in a decoded query parameter and path parameter', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/Area/GetAreaById?AreaId=%00&Language=da' });
    expect(query.statusCode).toBe(400);
    expect(query.json().issues).toEqual([
      { path: 'query.AreaId', message: 'AreaId contains a character that cannot be stored (NUL)' },
    ]);
    const path = await app.inject({
      method: 'GET',
      url: pathOf(endpoints.payment.verifyPayment, { area: 'b2b\u0000', paymentId: 'pay_x' }),
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().issues).toEqual([
      { path: 'params.area', message: 'area contains a character that cannot be stored (NUL)' },
    ]);
    const unknownRoute = await app.inject({ method: 'GET', url: '/api/Cart/Get/%00' });
    expect(unknownRoute.statusCode).toBe(404);
  });
});

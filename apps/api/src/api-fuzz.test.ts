import type { Endpoint } from '@shop/contracts';
import { allEndpoints } from '@shop/contracts/endpoints';
import { idFields, inputFor, pathOfField } from '@shop/contracts/id-fields';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked, type UncheckedInput } from './test-support/call-api.ts';
import { visitorToken } from './test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from './test-support/test-app.ts';

/**
 * Bad input never gives a 5xx (issue 29, ADR 71): every operation of the API, as every kind of caller, with
 * its own worked example turned bad (each string a NUL, a lone surrogate or 10,000 characters; every value
 * null) and with a 10,000-character id in each id field, which is refused with a 400 naming the field.
 * The number of requests is fixed by the definitions.
 */
const shared = useSharedTestApp();

type Caller = { name: string; token: string | null };

async function callers(app: FastifyInstance): Promise<Caller[]> {
  const users = [
    'dealer@nordlys.demo',
    'sales@nordlys.demo',
    'proposal@nordlys.demo',
    'manager@nordlys.demo',
  ];
  return [
    { name: 'anonymous', token: null },
    { name: 'visitor', token: await visitorToken(app) },
    ...(await Promise.all(users.map(async (name) => ({ name, token: await loginAs(app, name) })))),
  ];
}

/** `value` with every string (and object key's value) replaced by `replace(string)`. */
function mapLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, replace));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, replace)]));
  return replace(value);
}

function exampleInput(endpoint: Endpoint): UncheckedInput {
  const { params, query, body } = endpoint.example;
  return { params, query, body };
}

const badStrings = ['\u0000', '\ud800', 'x'.repeat(10_000)];

function badInputs(endpoint: Endpoint): UncheckedInput[] {
  const example = exampleInput(endpoint);
  const variants = badStrings.map((bad) => ({
    // Path parameters stay routable: a bad one is tried with the ids below.
    params: example.params,
    query: mapLeaves(example.query, (leaf) =>
      typeof leaf === 'string' ? bad : leaf,
    ) as UncheckedInput['query'],
    body: mapLeaves(example.body, (leaf) => (typeof leaf === 'string' ? bad : leaf)),
  }));
  const nulls = { params: example.params, query: example.query, body: mapLeaves(example.body, () => null) };
  return [...variants, ...(example.body === undefined ? [] : [nulls])];
}

describe('The API under bad input', () => {
  it('answers no 5xx to any operation’s example made bad, from any caller', async () => {
    const { app } = shared;
    const everyone = await callers(app);
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of allEndpoints) {
      for (const input of badInputs(endpoint)) {
        for (const caller of everyone) {
          const answer = await callApiUnchecked(app, endpoint, input, { token: caller.token });
          sent += 1;
          if (answer.statusCode >= 500)
            failures.push(
              `${answer.statusCode} ${endpoint.operationId} ${caller.name}: ${answer.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(2_000);
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a 10,000-character id in every id field of every operation with a 400 naming the field', async () => {
    const { app } = shared;
    const everyone = await callers(app);
    const long = 'x'.repeat(10_000);
    const failures: string[] = [];
    const unnamed: string[] = [];
    for (const endpoint of allEndpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        for (const field of idFields(schema)) {
          const path = pathOfField(field);
          const name = String(path.at(-1));
          const example = exampleInput(endpoint);
          // Path parameters are all needed to reach the route: the others keep the example's.
          const bad = inputFor(field, long) as Record<string, unknown>;
          const input = { ...example, [part]: part === 'params' ? { ...example.params, ...bad } : bad };
          let named = false;
          for (const caller of everyone) {
            const answer = await callApiUnchecked(app, endpoint, input, { token: caller.token });
            if (answer.statusCode >= 500)
              failures.push(`${answer.statusCode} ${endpoint.operationId} ${path.join('.')}`);
            if (answer.statusCode === 400 && answer.body.includes(name)) named = true;
          }
          // The feed and ERP calls take an API key, which none of the callers has: they answer 401 before
          // reading input.
          if (!named && endpoint.access !== 'feed' && endpoint.access !== 'erp')
            unnamed.push(`${endpoint.operationId} ${part}.${path.join('.')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect([...new Set(unnamed)]).toEqual([]);
  }, 600_000);
});

import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callApi, callApiUnchecked, type UncheckedInput } from '../../test-support/call-api.ts';
import { loginAs } from '../../test-support/test-app.ts';

/** Creates a feed key as the demo's staff user and answers its secret and id. */
export async function createKey(
  app: FastifyInstance,
  name = 'Kontainer DAM',
): Promise<{ secret: string; id: string }> {
  const manager = await loginAs(app, 'manager@nordlys.demo');
  const created = await callApi(
    app,
    endpoints.feedKeys.createFeedApiKey,
    { body: { name } },
    { token: manager },
  );
  expect(created.statusCode, created.body).toBe(200);
  const { key, secret } = created.json();
  return { secret, id: key.id };
}

/** Calls a feed with a key (`Authorization: ApiKey`, or `X-Api-Key` when asked). */
export function withKey(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: UncheckedInput,
  secret: string,
  header: 'authorization' | 'x-api-key' = 'authorization',
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> =
    header === 'authorization' ? { authorization: `ApiKey ${secret}` } : { 'x-api-key': secret };
  return callApiUnchecked(app, endpoint, input, { headers });
}

/** A valid call of each feed. */
export const feedCalls: Array<[Endpoint, UncheckedInput]> = [
  [endpoints.feeds.getKontainerProducts, { query: { take: 2 } }],
  [endpoints.feeds.getPerfionEntries, { query: { areaId: 'b2b', contentType: 'product', take: 2 } }],
  [endpoints.feeds.getPerfionEntriesById, { query: { AreaId: 'b2b', ContentType: 'category', Id: 'x' } }],
  [endpoints.feeds.getPerfionEntriesBySearch, { body: { areaId: 'b2b', contentType: 'page', take: 2 } }],
];

/** Every product id in id order. */
export async function allIds(app: FastifyInstance, secret: string): Promise<string[]> {
  const page = await withKey(app, endpoints.feeds.getKontainerProducts, { query: { take: 500 } }, secret);
  expect(page.statusCode, page.body).toBe(200);
  return page.json().items.map((item: { id: string }) => item.id);
}

import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.server.ts';
import { isApiError } from './api-error.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => Response.json(body, { status }));
}

describe('createApiClient', () => {
  it('sends the bearer token, the visitor address and the query the API expects', async () => {
    const fetch = fakeFetch(200, { en: 'x' });
    const call = createApiClient({ baseUrl: 'http://api', token: 'tok', fetch, forwardedFor: '1.2.3.4' });
    await call(endpoints.content.getTranslationsByAreaId, { query: { AreaId: 'b2b', LanguageCode: 'da' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      `http://api${pathOf(endpoints.content.getTranslationsByAreaId)}?AreaId=b2b&LanguageCode=da`,
    );
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Forwarded-For': '1.2.3.4' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('turns error answers into ApiError with the error body', async () => {
    const body = { message: 'Unauthorized', errorCode: 'Unauthorized', type: 'UnauthorizedException' };
    const call = createApiClient({ baseUrl: 'http://api', token: null, fetch: fakeFetch(401, body) });
    const error = await call(endpoints.user.getUser, {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, body, payload: body });
  });

  it('answers 503 for the page when the API host does not answer: refused, reset or past the time limit', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      });
    });
    const call = createApiClient({ baseUrl: 'http://api', token: null, fetch: refused });
    const error = await call(endpoints.user.getUser, {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 503, body: null });
    const slow = createApiClient({
      baseUrl: 'http://api',
      token: null,
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect(await slow(endpoints.user.getUser, {}).catch((caught: unknown) => caught)).toMatchObject({
      status: 503,
    });
  });

  it('passes on the abort of a caller that gave up, as it is', async () => {
    const call = createApiClient({
      baseUrl: 'http://api',
      token: null,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    const left = new AbortController();
    const pending = call(endpoints.user.getUser, {}, { signal: left.signal }).catch(
      (caught: unknown) => caught,
    );
    left.abort();
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('posts the body as JSON, without a bearer when there is no token', async () => {
    const fetch = fakeFetch(200, { items: {} });
    const call = createApiClient({ baseUrl: 'http://api', token: null, fetch });
    const body = {
      area: { areaId: 'b2b', languageCode: 'en' as const },
      ids: ['NL99999'],
      includeOutOfStockColors: false,
    };
    await call(endpoints.product.getProductsByIds, { body });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`http://api${pathOf(endpoints.product.getProductsByIds)}`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('checks answers against their definition outside production', async () => {
    const call = createApiClient({ baseUrl: 'http://api', token: null, fetch: fakeFetch(200, { token: 1 }) });
    await expect(call(endpoints.user.generateNotLoggedInToken, {})).rejects.toThrow(
      /generateNotLoggedInToken answered outside its contract/,
    );
  });
});

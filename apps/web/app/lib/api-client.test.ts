import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.server.ts';
import { ApiError } from './api-error.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => Response.json(body, { status }));
}

describe('createApiClient', () => {
  it('sends the bearer token and the query the API expects', async () => {
    const fetch = fakeFetch(200, { en: 'x' });
    const api = createApiClient({ baseUrl: 'http://api', token: 'tok', fetch, forwardedFor: '1.2.3.4' });
    await api.getTranslations('b2b', 'da');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=da');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Forwarded-For': '1.2.3.4' });
  });

  it('turns error answers into ApiError with the error body', async () => {
    const body = { message: 'Unauthorized', errorCode: 'Unauthorized', type: 'UnauthorizedException' };
    const api = createApiClient({ baseUrl: 'http://api', token: null, fetch: fakeFetch(401, body) });
    const error = await api.getUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body });
  });

  it('reads an unknown content URL as statusCode 404, whatever the HTTP status', async () => {
    const notFound = { content: null, contentType: null, statusCode: 404 };
    const api = createApiClient({ baseUrl: 'http://api', token: null, fetch: fakeFetch(200, notFound) });
    await expect(api.getContentByUrl({ language: 'en', currency: 'EUR', url: '/x' })).resolves.toEqual(
      notFound,
    );
    const bare = createApiClient({
      baseUrl: 'http://api',
      token: null,
      fetch: fakeFetch(404, { message: 'x' }),
    });
    await expect(bare.getContentByUrl({ language: 'en', currency: 'EUR', url: '/x' })).resolves.toMatchObject(
      {
        statusCode: 404,
      },
    );
  });

  it('answers null for unknown product ids (404) and posts the body as JSON', async () => {
    const notFound = { message: 'Not Found', errorCode: 'NotFound', type: 'NotFoundException' };
    const fetch = fakeFetch(404, notFound);
    const api = createApiClient({ baseUrl: 'http://api', token: null, fetch });
    const body = {
      area: { areaId: 'b2b', languageCode: 'en' as const },
      ids: ['NL99999'],
      includeOutOfStockColors: false,
    };
    await expect(api.getProductsByIds(body)).resolves.toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api/api/Product/GetProductsByIds');
    expect(JSON.parse(String(init?.body))).toEqual(body);
    const failing = createApiClient({ baseUrl: 'http://api', token: null, fetch: fakeFetch(500, notFound) });
    await expect(failing.getProductsByIds(body)).rejects.toBeInstanceOf(ApiError);
  });
});

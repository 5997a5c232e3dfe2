import {
  type Area,
  type CategorySearchResponse,
  type CurrencyCode,
  defaultAreaId,
  type GetContentByUrlResponse,
  type GetProductsByIdsBody,
  type GetProductsByIdsResponse,
  type LanguageCode,
  type LoginBody,
  type LoginResponse,
  type ProductSearchResponse,
  type SearchRequest,
  type Translations,
  type User,
} from '@shop/contracts';
import { ApiError, isErrorBody } from './api-error.ts';

type Query = Record<string, string | undefined>;
type RequestOptions = { query?: Query; body?: unknown; acceptStatus?: (status: number) => boolean };
type Answer = { status: number; payload: unknown };

export type ApiClientOptions = {
  baseUrl: string;
  /** Bearer token from the session cookie, when logged in. */
  token: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The visitor's address as the web server resolved it (X-Forwarded-For): the API rate-limits per client. */
  forwardedFor?: string | null;
};

/**
 * The one typed client loaders and actions use to reach the API host, built once per request with the
 * visitor's token. Never talks to the database.
 */
export function createApiClient({
  baseUrl,
  token,
  fetch: fetchImpl = fetch,
  timeoutMs = 15_000,
  forwardedFor,
}: ApiClientOptions) {
  async function send(method: string, path: string, requestOptions: RequestOptions = {}): Promise<Answer> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(requestOptions.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    if (requestOptions.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetchImpl(url, {
      method,
      headers,
      body: requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok && !requestOptions.acceptStatus?.(response.status)) {
      throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
    }
    return { status: response.status, payload };
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await send(method, path, options)).payload as T;
  }

  async function getContentByUrl(input: {
    language: LanguageCode;
    currency: CurrencyCode;
    url: string;
    areaId?: string;
  }): Promise<GetContentByUrlResponse> {
    const { status, payload } = await send('GET', '/api/Content/GetContentByUrl', {
      query: {
        'Area.AreaId': input.areaId ?? defaultAreaId,
        'Area.LanguageCode': input.language,
        'Area.CurrencyCode': input.currency,
        Url: input.url,
      },
      acceptStatus: (code) => code === 404 || code === 403,
    });
    const body = payload as Partial<GetContentByUrlResponse> | null;
    if (typeof body?.statusCode === 'number') return body as GetContentByUrlResponse;
    return { content: null, contentType: null, statusCode: status };
  }

  /** Spec §8: 404 'Not Found' when none of the ids exists; that is an answer (null), not a failure. */
  async function getProductsByIds(body: GetProductsByIdsBody): Promise<GetProductsByIdsResponse | null> {
    const { status, payload } = await send('POST', '/api/Product/GetProductsByIds', {
      body,
      acceptStatus: (code) => code === 404,
    });
    return status === 404 ? null : (payload as GetProductsByIdsResponse);
  }

  return {
    getArea: (language: LanguageCode, areaId = defaultAreaId) =>
      request<Area>('GET', '/api/Area/GetAreaById', { query: { AreaId: areaId, Language: language } }),

    getTranslations: (areaId: string, language: LanguageCode) =>
      request<Translations>('GET', '/api/Content/GetTranslationsByAreaId', {
        query: { AreaId: areaId, LanguageCode: language },
      }),

    /** Unknown URLs answer `statusCode: 404` (whatever the HTTP status), so the caller decides. */
    getContentByUrl,

    login: (body: LoginBody) => request<LoginResponse>('POST', '/api/User/Login', { body }),

    getUser: () => request<User>('GET', '/api/User/GetUser'),

    searchProducts: (body: SearchRequest) =>
      request<ProductSearchResponse>('POST', '/api/Product/GetProductsBySearch', { body }),

    searchCategories: (body: SearchRequest) =>
      request<CategorySearchResponse>('POST', '/api/Category/GetCategoriesBySearch', { body }),

    getProductsByIds,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

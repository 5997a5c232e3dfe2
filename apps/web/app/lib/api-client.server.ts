import { ApiError } from './api-error.ts';
import { apiErrorOf } from './api-refusal.server.ts';
import { type Call, createCall, type Transport } from './call-endpoint.ts';

export type ApiClientOptions = {
  baseUrl: string;
  /** Bearer token: the session's, a guest's checkout token, or null for an anonymous call. */
  token: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The visitor's address as the web server resolved it (X-Forwarded-For): the API rate-limits per client. */
  forwardedFor?: string | null;
  /** The page request's id (`X-Request-Id`, from nginx or the web server): the API logs its calls under it. */
  requestId?: string | null;
};

/** Development and tests check every answer against its definition; production trusts the contract. */
const validateAnswers = process.env.NODE_ENV !== 'production';

/** The API host over HTTP: JSON (or an upload) in, JSON out, the bearer token, the visitor's address and a time limit. */
export function serverTransport({
  baseUrl,
  token,
  fetch: fetchImpl = fetch,
  timeoutMs = 15_000,
  forwardedFor,
  requestId,
}: ApiClientOptions): Transport {
  return async ({ method, url, body, signal }) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    if (requestId) headers['X-Request-Id'] = requestId;
    // fetch writes an upload's multipart Content-Type (with its boundary) itself.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(new URL(url, baseUrl), {
        method,
        headers,
        body: body === undefined || multipart ? body : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // The caller gave up (the visitor went elsewhere): not the API host's failure.
      if (signal?.aborted) throw error;
      // Refused, reset or past the time limit: the API host is down, still starting or overloaded. The page
      // answers 503 with the shop's "not available right now", as the API's own 503 would (ADR 96).
      return { status: 503, payload: null };
    }
    const payload: unknown = await response.json().catch(() => null);
    return { status: response.status, payload };
  };
}

/**
 * The `call` loaders and actions reach the API host with: `call(endpoints.area.getAreaById, { query })`.
 * The auth middleware builds one per request with the visitor's token (`context.get(sessionContext).call`);
 * it never talks to the database.
 */
export function createApiClient(options: ApiClientOptions): Call {
  const call = createCall(serverTransport(options), { validate: validateAnswers });
  // A 4xx or 503 leaves as an ApiRefusal, React Router's own route error response (ADR 96).
  return (endpoint, input, callOptions) =>
    call(endpoint, input, callOptions).catch((error: unknown) => {
      throw error instanceof ApiError ? apiErrorOf(error.status, error.body, error.payload) : error;
    });
}

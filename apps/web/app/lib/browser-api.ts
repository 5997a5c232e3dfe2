import { type Call, createCall, type Transport } from './call-endpoint.ts';
import { loadingBarFailures, loadingBarRequests } from './loading-bar-store.ts';

/** True when the caller aborted the request itself (a newer request replaced it). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The web origin's BFF (lib/pass-through-paths.ts), which adds the session's (or a guest's) bearer token: same-origin
 * requests with a JSON body, or a multipart one for a FormData upload. The loading bar advances meanwhile
 * and turns failed on an error, but not when the caller aborted the request because a newer one replaced it.
 */
export const browserTransport: Transport = async ({ method, url, body, signal }) => {
  const done = loadingBarRequests.start();
  try {
    const multipart = body instanceof FormData;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined || multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) loadingBarFailures.fail();
    return { status: response.status, payload };
  } catch (error) {
    if (!isAbort(error)) loadingBarFailures.fail();
    throw error;
  } finally {
    done();
  }
};

/**
 * The browser's one way to call the API: `call(cart.addOrUpdateLines, { body })` (import the definitions
 * a module needs from their domain, `@shop/contracts/endpoints/cart`, so a page's bundle carries only
 * those). A non-2xx answer throws ApiError (spec §8); the development build checks every answer against
 * its definition.
 */
export const call: Call = createCall(browserTransport, { validate: import.meta.env.DEV });

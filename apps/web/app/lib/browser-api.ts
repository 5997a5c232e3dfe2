import { loadingBarFailures, loadingBarRequests } from '../features/layout/loading-bar-store.ts';
import { ApiError, isErrorBody } from './api-error.ts';

/** True when the caller aborted the request itself (a newer request replaced it). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A JSON POST from the browser to the web origin's BFF (`/api/*`), which adds the session's bearer token.
 * Non-2xx answers throw ApiError (spec §8); the loading bar advances meanwhile and turns failed on an
 * error, but not when the caller aborted the request because a newer one replaced it.
 */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const done = loadingBarRequests.start();
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
    return payload as T;
  } catch (error) {
    if (!isAbort(error)) loadingBarFailures.fail();
    throw error;
  } finally {
    done();
  }
}

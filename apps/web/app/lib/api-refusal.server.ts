import type { ErrorBody } from '@shop/contracts';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { ApiError, apiRefusalBrand, isClientError } from './api-error.ts';

/**
 * An API refusal a page answers with, as the web server's `call` throws it: a 4xx, the visitor's bad input (a
 * path past the API's length limit, a NUL in a search: ADR 71), or 503, the API host down or still starting
 * (ADR 96). It is React Router's own route error response, as `throw data('', { status })` makes, so a loader
 * that lets it through answers with its status and the error page of that status, also in production, where
 * React Router replaces every thrown Error with a bare "Unexpected Server Error" (a 400 page would then say
 * "Status 500" once its scripts ran). Its text is empty: the error page shows the status's own translated
 * message, never the API's English one. The API's body, payload and message stay on the server: they are not
 * enumerable, and React Router sends a route error response's status and data only. Server-only: in the browser
 * nothing sanitises errors, and `call` throws ApiError there.
 */
export class ApiRefusal extends ErrorResponseImpl {
  declare readonly status: number;
  declare readonly body: ErrorBody | null;
  declare readonly payload: unknown;
  declare readonly message: string;
  declare readonly name: string;
  declare readonly stack?: string;

  constructor(status: number, body: ErrorBody | null, payload: unknown = body) {
    super(status, '', '');
    const hidden = (value: unknown) => ({ value, enumerable: false });
    Object.defineProperties(this, {
      body: hidden(body),
      payload: hidden(payload),
      message: hidden(messageOf(status, body)),
      name: hidden('ApiError'),
      [apiRefusalBrand]: hidden(true),
    });
  }

  /** What `String(error)` shows where a caller takes any failure: the API's message, as an Error's would. */
  override toString(): string {
    return this.message;
  }

  /** How Node's console shows it in the web server's log: the message and the status, as for an ApiError. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `ApiError ${this.status}: ${this.message}`;
  }
}

/** The API host is down, still starting or overloaded: the page answers this too (ADR 96). */
export const unavailableStatus = 503;

/** A status a page answers with as the API did: a 4xx, or 503. Anything else is the web server's 500. */
function isPageStatus(status: number): boolean {
  return isClientError(status) || status === unavailableStatus;
}

function messageOf(status: number, body: ErrorBody | null): string {
  return body?.message ?? `An unexpected server error occurred. (${status})`;
}

/** The error the web server's `call` throws for a non-2xx answer: an ApiRefusal for a 4xx or 503, else ApiError. */
export function apiErrorOf(status: number, body: ErrorBody | null, payload: unknown = body): ApiError {
  // An ApiRefusal has every member callers read of an ApiError (status, body, payload, message, name: the
  // declarations above); it is no Error on purpose, and React Router's `internal` is private to its type.
  return isPageStatus(status)
    ? (new ApiRefusal(status, body, payload) as unknown as ApiError)
    : new ApiError(status, body, payload);
}

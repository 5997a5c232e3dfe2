import type { ErrorBody } from '@shop/contracts';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';

/**
 * A non-2xx answer from the API host, with its `{ message, errorCode, type }` body when it sent one (spec §8:
 * any status other than 200/204 is 'An unexpected server error occurred.' plus the status). `call` throws it
 * as an ApiError for a failure of the API host (a 5xx) and as an ApiRefusal for a refusal the page answers with
 * (apiErrorOf); `isApiError` takes both, and both carry the same members.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** The answer as sent, also when it is not an ErrorBody (GetContentByUrl's 404 page answer). */
  readonly payload: unknown;
  // Declared, not defined: a 5xx must not have them at all (React Router tests `'data' in error`).
  declare readonly statusText?: string;
  declare readonly internal?: boolean;
  declare readonly data?: unknown;

  constructor(status: number, body: ErrorBody | null, payload: unknown = body) {
    super(messageOf(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.payload = payload;
    if (isPageStatus(status)) Object.assign(this, { statusText: '', internal: false, data: '' });
  }
}

/**
 * An API refusal a page answers with: a 4xx, the visitor's bad input (a path past the API's length limit, a NUL
 * in a search: ADR 71), or 503, the API host down or still starting (ADR 96). It is React Router's own route
 * error response, as `throw data('', { status })` makes, so a loader that lets it through answers with its
 * status and the error page of that status, with no change to any loader, also in production, where React
 * Router replaces every thrown Error with a bare "Unexpected Server Error" (a 400 page would then say
 * "Status 500" once its scripts ran). Its text is empty: the error page shows the status's own translated
 * message, never the API's English one. The API's body, payload and message stay on the server: they are
 * not enumerable, and React Router sends a route error response's status and data only.
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

function messageOf(status: number, body: ErrorBody | null): string {
  return body?.message ?? `An unexpected server error occurred. (${status})`;
}

/** The API host is down, still starting or overloaded: the page answers this too (ADR 96). */
export const unavailableStatus = 503;

/** A status a page answers with as the API did: a 4xx, or 503. Anything else is the web server's 500. */
function isPageStatus(status: number): boolean {
  return isClientError(status) || status === unavailableStatus;
}

/** The error `call` throws for a non-2xx answer: an ApiRefusal for a 4xx or 503, an ApiError otherwise. */
export function apiErrorOf(status: number, body: ErrorBody | null, payload: unknown = body): ApiError {
  // An ApiRefusal has every member callers read of an ApiError (status, body, payload, message, name: the
  // declarations above); it is no Error on purpose, and React Router's `internal` is private to its type.
  return isPageStatus(status)
    ? (new ApiRefusal(status, body, payload) as unknown as ApiError)
    : new ApiError(status, body, payload);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || error instanceof ApiRefusal;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).errorCode === 'string'
  );
}

/** A 4xx: the request was refused for what it asked, not because the API host failed. */
export function isClientError(status: number): boolean {
  return status >= 400 && status < 500;
}

/**
 * The status a form action answers when the API refused its call in a way the form has no own message
 * for: the API's 4xx as it is (the visitor's input), 502 when the API host failed or did not answer.
 */
export function refusalStatus(error: unknown): number {
  return isApiError(error) && isClientError(error.status) ? error.status : 502;
}

/**
 * Which of a form's `fields` the API's 400 names first (its issues' paths, `body.username`), so the form can
 * show its message beside that field; null when the answer names none of them.
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!isApiError(error) || error.status !== 400) return null;
  for (const issue of error.body?.issues ?? []) {
    const name = issue.path.split('.').at(-1);
    const field = fields.find((candidate) => candidate === name);
    if (field) return field;
  }
  return null;
}

/** The translation key a field the API refused as it stands is marked with (ADR 71). */
export const invalidValueKey = 'validation.invalid-value';

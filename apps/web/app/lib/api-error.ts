import type { ErrorBody } from '@shop/contracts';

/**
 * A non-2xx answer from the API host, with its `{ message, errorCode, type }` body when it sent one (spec §8:
 * any status other than 200/204 is 'An unexpected server error occurred.' plus the status). A 4xx has the shape
 * of a route error response (ADR 71). On the web server `call` throws an ApiRefusal instead for a 4xx or 503
 * (api-refusal.server.ts, ADR 96); `isApiError` takes both, and both carry the same members.
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
    // Spec §8: any status other than 200/204 is 'An unexpected server error occurred.' plus the status.
    super(body?.message ?? `An unexpected server error occurred. (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.payload = payload;
    if (isClientError(status)) Object.assign(this, { statusText: '', internal: false, data: '' });
  }
}

/** Marks an ApiRefusal (api-refusal.server.ts), which the server's `call` throws and which is no ApiError. */
export const apiRefusalBrand = Symbol.for('nordlys.web.apiRefusal');

export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError || (typeof error === 'object' && error !== null && apiRefusalBrand in error)
  );
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

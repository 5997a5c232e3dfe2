import type { ErrorBody } from '@shop/contracts';

/** A non-2xx answer from the API host, with its `{ message, errorCode, type }` body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** The answer as sent, also when it is not an ErrorBody (GetContentByUrl's 404 page answer). */
  readonly payload: unknown;

  constructor(status: number, body: ErrorBody | null, payload: unknown = body) {
    // Spec §8: any status other than 200/204 is 'An unexpected server error occurred.' plus the status.
    super(body?.message ?? `An unexpected server error occurred. (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.payload = payload;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).errorCode === 'string'
  );
}

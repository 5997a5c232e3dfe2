/**
 * An expected failure with a code from the spec. Services throw (or return) these; the one error handler
 * turns them into `{ message, errorCode, type }` with `statusCode`. Anything else becomes a 500 without
 * details. `extra` adds fields a contract defines beside those three (e.g. ImportCart's `rowErrors`); it can
 * never replace them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly type: string,
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errorCode = 'bad-request') =>
  new AppError(400, errorCode, message, 'ValidationException');

export const unauthorized = () => new AppError(401, 'Unauthorized', 'Unauthorized', 'UnauthorizedException');

export const forbidden = () => new AppError(403, 'Forbidden', 'Forbidden', 'ForbiddenException');

export const notFound = (message = 'Not Found', errorCode = 'not-found') =>
  new AppError(404, errorCode, message, 'NotFoundException');

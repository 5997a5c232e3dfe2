import { escapeForLog } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** How much of an error's message a log line keeps: enough for the SQL of a failed query, not its data. */
const messageMax = 300;
/** Own fields of an error that carry a caller's values whole (a failed query's parameters, a zod input). */
const valueFields = new Set(['params', 'parameters', 'input', 'value', 'values', 'body', 'detail', 'where']);

type ErrorLike = { message: string; name?: string; stack?: string; cause?: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * An error as the API's logs carry it (the logger's `err` serializer, ADR 31): type, code, the message
 * escaped and cut to 300 characters, the stack's frames (the message is not repeated there), the cause the
 * same way, and no field that holds a caller's values whole (a failed query's `params`). A string a client
 * sent can only appear in a log line short and escaped.
 */
export type SafeError = { [key: string]: unknown; type: string; message: string; stack: string };

export function logSafeError(error: unknown, depth = 0): SafeError {
  if (!isErrorLike(error)) {
    return { type: typeof error, message: escapeForLog(String(error), messageMax), stack: '' };
  }
  const frames = typeof error.stack === 'string' ? error.stack.indexOf('\n    at ') : -1;
  const safe: SafeError = {
    type: error.constructor?.name ?? error.name ?? 'Error',
    // A failed query's message ends with its parameters (drizzle: `Failed query: …\nparams: …`).
    message: escapeForLog(error.message.split('\nparams: ')[0] ?? '', messageMax),
    stack: frames >= 0 ? (error.stack as string).slice(frames + 1) : '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || valueFields.has(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') safe[key] = value;
    else if (typeof value === 'string') safe[key] = escapeForLog(value, key === 'query' ? messageMax : 64);
  }
  if (error.cause !== undefined && depth < 3) safe.cause = logSafeError(error.cause, depth + 1);
  return safe;
}

/**
 * Query parameters whose values are secrets: a password reset or invitation link's token (spec §7) must not be
 * usable by whoever reads the log. The web server's access log leaves out the same (apps/web/access-log.mjs).
 */
const secretQueryValue = /([?&]token=)[^&#]*/gi;

/** The URL with each secret parameter's value replaced by `[redacted]`; the rest as it came. */
export const redactUrl = (url: string) => url.replace(secretQueryValue, '$1[redacted]');

/** The request as a log line carries it (the logger's `req` serializer): the URL without secrets, escaped and cut. */
export function logSafeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: escapeForLog(redactUrl(request.url), 256),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger serializers for `err` and `req`. */
export const logSerializers = { err: logSafeError, req: logSafeRequest };

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header nginx sets and the web server passes on (deploy/nginx/nginx.conf, apps/web/server-metrics.mjs). */
export const requestIdHeader = 'x-request-id';

/** What an id may look like: nginx's `$request_id` (32 hex digits), a UUID, or another tracer's token. */
const acceptedId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it looks like an id, so one id follows a request from
 * nginx through the web server to the API's log lines; else a new UUID. Anything else a client sends there
 * (a new line, a megabyte) never reaches a log line.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[requestIdHeader];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value !== undefined && acceptedId.test(value) ? value : randomUUID();
}

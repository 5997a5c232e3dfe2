import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/**
 * Names the request's server span after the operation (`POST /api/User/Login`, not just `POST`) and carries the
 * request id, so a trace and the log lines of one request find each other. Without the SDK (telemetry.ts off)
 * there is no active span and this does nothing.
 */
export function registerTracing(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = request.routeOptions.url ?? 'unknown route';
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
    span.setAttribute('shop.request_id', request.id);
  });
}

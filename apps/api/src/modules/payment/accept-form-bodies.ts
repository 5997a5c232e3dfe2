import type { FastifyInstance } from 'fastify';

/**
 * Accept `application/x-www-form-urlencoded` bodies in the payment scopes' routes only (routes.ts): the test
 * gateway's buttons are plain HTML forms, and providers often post their return and callback as forms. Under
 * the app's one body limit, like JSON: the web server refuses larger bodies with the same 413 before they reach
 * the API (ADR 32), so no route has a smaller limit of its own that would make the API answer before reading a
 * body.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

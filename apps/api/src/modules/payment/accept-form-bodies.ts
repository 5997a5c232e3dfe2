import type { FastifyInstance } from 'fastify';

/**
 * Accept `application/x-www-form-urlencoded` bodies in this plugin's routes only: the test gateway's buttons
 * are plain HTML forms, and providers often post their return and callback as forms.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

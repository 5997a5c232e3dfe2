import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Endpoint, errorStatuses } from '@shop/contracts';
import { allEndpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsPrefix } from './security-headers.ts';

type Operation = {
  operationId?: string;
  parameters?: Array<{ in: string; name: string; example?: unknown }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

/**
 * Adds what JSON Schema cannot carry from an endpoint definition: its worked example (on the parameters,
 * the request body and the 200 answer) and, on each failure status, the error codes behind it.
 */
export function documentEndpoint(operation: Operation, endpoint: Endpoint): void {
  const { example } = endpoint;
  for (const parameter of operation.parameters ?? []) {
    const source =
      parameter.in === 'path' ? example.params : parameter.in === 'query' ? example.query : undefined;
    if (source && parameter.name in source) parameter.example = source[parameter.name];
  }
  if (example.body !== undefined) {
    for (const media of Object.values(operation.requestBody?.content ?? {})) media.example = example.body;
  }
  const ok = operation.responses?.['200'];
  if (example.response !== undefined && ok?.content) {
    for (const media of Object.values(ok.content)) media.example = example.response;
  }
  for (const [status, codes] of errorStatuses(endpoint)) {
    const answer = operation.responses?.[String(status)];
    if (answer) answer.description = `errorCode: ${codes.join(', ')}`;
  }
}

/**
 * OpenAPI generated from the endpoint definitions: JSON at /api/docs/json, UI at /api/docs. Public by
 * default (integration partners read it); `API_DOCS_PUBLIC=false` serves neither, so /api/docs is 404. The
 * document is still generated (`app.swagger()`). The UI's Content-Security-Policy is set in
 * plugins/security-headers.ts.
 */
export async function registerOpenApi(app: FastifyInstance, options: { public: boolean }): Promise<void> {
  const byOperationId = new Map(allEndpoints.map((endpoint) => [endpoint.operationId, endpoint]));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nordlys shop API',
        description:
          'API host of the Nordlys B2B/B2C shop. Errors are `{ message, errorCode, type }` (plus `issues` for ' +
          'validation failures). Send `Authorization: Bearer <token>` with the token of the login or ' +
          'generateNotLoggedInToken operation.',
        version: '0.2.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The feeds and the ERP's inbound calls under /api/admin (ADRs 51, 87); `Authorization: ApiKey <key>`
          // is accepted as well.
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Recursive schemas (the search query tree, menus) are registered components referenced by $ref.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as Document;
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          const endpoint = operation.operationId ? byOperationId.get(operation.operationId) : undefined;
          if (endpoint) documentEndpoint(operation, endpoint);
        }
      }
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  if (!options.public) return;
  // No validator badge: it would load an image from validator.swagger.io, which the page's policy refuses.
  await app.register(swaggerUi, { routePrefix: docsPrefix, uiConfig: { validatorUrl: null } });
}

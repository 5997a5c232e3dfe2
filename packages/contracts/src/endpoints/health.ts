import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  access: 'anonymous',
  tags: ['Health'],
  summary: 'Liveness of the API host and its database',
  description: '503 with status "unavailable" when the database does not answer a query.',
  response: Health,
  otherResponses: { 503: Health },
  errors: [],
  example: { response: { status: 'ok', database: 'postgres' } },
});

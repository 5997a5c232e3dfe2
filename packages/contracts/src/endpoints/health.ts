import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

const Health = z.object({
  /** Always 'ok' when the process answers ('unavailable' is kept for older clients; it is never sent). */
  status: z.enum(['ok', 'unavailable']),
  /** The database the process was started with: embedded 'pglite' or 'postgres'. */
  database: z.string(),
});

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  access: 'anonymous',
  tags: ['Health'],
  summary: 'Liveness: the API process answers',
  description:
    'Answers 200 while the process serves requests, without touching the database or Redis, so a load ' +
    'balancer or orchestrator restarts only a process that no longer answers. Whether the process can serve ' +
    'the shop (database, migrations, Redis) is `GET /ready`.',
  response: Health,
  errors: [],
  example: { response: { status: 'ok', database: 'postgres' } },
});

const Dependency = z.object({
  /** 'not-configured': the dependency is optional and not set up (Redis without REDIS_URL). */
  status: z.enum(['up', 'down', 'not-configured']),
  /** What was found, safe to show (no addresses or credentials): "5 of 5 applied", "not connected". */
  detail: z.string().optional(),
});

const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** The dependencies that are down, by name (empty when ready). */
  down: z.array(z.enum(['database', 'migrations', 'redis'])),
  dependencies: z.object({
    /** The database answers a query. */
    database: Dependency,
    /** Every migration this version ships is applied to the database. */
    migrations: Dependency,
    /** The shared cache answers (REDIS_URL); without it the process caches in memory. */
    redis: Dependency,
  }),
});

export const getReady = defineEndpoint({
  operationId: 'getReady',
  method: 'GET',
  path: '/ready',
  access: 'anonymous',
  tags: ['Health'],
  summary: 'Readiness: the database, its migrations and Redis (when configured)',
  description:
    'Checks each dependency now (each check gives up after 2 s) and answers 200 when all are up, 503 naming ' +
    'the ones that are down. With Redis down the API still answers, computing what it would have cached; a ' +
    'load balancer may keep sending traffic or take the instance out, as the operator prefers.',
  response: Readiness,
  otherResponses: { 503: Readiness },
  errors: [],
  example: {
    response: {
      status: 'ready',
      down: [],
      dependencies: {
        database: { status: 'up', detail: 'postgres' },
        migrations: { status: 'up', detail: '5 of 5 applied' },
        redis: { status: 'up' },
      },
    },
  },
});

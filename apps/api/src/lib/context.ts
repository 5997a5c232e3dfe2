import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthState } from '../plugins/auth.ts';
import type { Cache } from './cache/cache.ts';

/**
 * What every service call receives first: the database (or the current transaction), the cache, the
 * caller, the clock and the logger. Services never read process.env or globals.
 */
export type Ctx = {
  db: Db;
  cache: Cache;
  config: AppConfig;
  auth: AuthState;
  log: FastifyBaseLogger;
  now: Date;
};

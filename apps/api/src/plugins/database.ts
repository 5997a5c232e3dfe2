import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { type Db, openDatabase, type PoolUse } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'pglite' | 'postgres';
    /** The PostgreSQL pool's use now; null on PGlite. */
    databasePoolUse: (() => PoolUse) | null;
  }
}

/**
 * Opens the database (the migration step runs on open) and closes it with the app. What is loaded into it at
 * start (the demo into an empty one, the UI texts) is wiring.ts's startServices.
 */
export async function registerDatabase(app: FastifyInstance, config: AppConfig): Promise<void> {
  const handle = await openDatabase(config.database);
  app.decorate('db', handle.db);
  app.decorate('databaseKind', handle.kind);
  app.decorate('databasePoolUse', handle.poolUse);
  app.addHook('onClose', async () => handle.close());
  if (handle.migrations.applied > 0) {
    app.log.info(handle.migrations, 'database migrations applied');
  }
}

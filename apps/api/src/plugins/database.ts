import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { type Db, openDatabase, type PoolUse } from '../db/client.ts';
import { isDatabaseEmpty, seedDemoIfEmpty } from '../db/seed/seed-demo.ts';
import type { Cache } from '../lib/cache/cache.ts';
import { syncTranslations } from '../modules/content/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'pglite' | 'postgres';
    /** The PostgreSQL pool's use now; null on PGlite. */
    databasePoolUse: (() => PoolUse) | null;
  }
}

/**
 * Open the database (the migration step runs on open), load the demo into an empty one when the configuration
 * says so (`DEMO_DATA`; by default only on embedded PGlite, never on a DATABASE_URL), sync the UI texts.
 */
export async function registerDatabase(app: FastifyInstance, config: AppConfig, cache: Cache): Promise<void> {
  const handle = await openDatabase(config.database);
  app.decorate('db', handle.db);
  app.decorate('databaseKind', handle.kind);
  app.decorate('databasePoolUse', handle.poolUse);
  app.addHook('onClose', async () => handle.close());
  if (handle.migrations.applied > 0) {
    app.log.info(handle.migrations, 'database migrations applied');
  }

  if (await isDatabaseEmpty(handle.db)) {
    if (config.demo.loadWhenEmpty) {
      const started = performance.now();
      const summary = await seedDemoIfEmpty(handle.db, {
        styles: config.demo.styles,
        mediaDir: config.demo.renderImages ? config.mediaDir : null,
      });
      if (summary) {
        app.log.info(
          { summary, ms: Math.round(performance.now() - started) },
          'empty database: demo data loaded',
        );
        await cache.deleteByPrefix('');
      }
    } else {
      app.log.warn(
        'empty database: demo data not loaded (only on embedded PGlite unless DEMO_DATA=true). ' +
          'The shop has no area until you load your data; for the demo, start with DEMO_DATA=true or run ' +
          '`npm run seed -- --force`.',
      );
    }
  }
  await syncTranslations(handle.db);
}

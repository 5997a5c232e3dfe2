import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, seedDemo } from '../db/seed/seed-demo.ts';
import type { Cache } from '../lib/cache/cache.ts';
import { syncTranslations } from '../modules/content/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'pglite' | 'postgres';
  }
}

/** Open the database (migrations run on open), load the demo into an empty one, sync the UI texts. */
export async function registerDatabase(app: FastifyInstance, config: AppConfig, cache: Cache): Promise<void> {
  const handle = await openDatabase(config.database);
  app.decorate('db', handle.db);
  app.decorate('databaseKind', handle.kind);
  app.addHook('onClose', async () => handle.close());

  if (config.demo.loadWhenEmpty && (await isDatabaseEmpty(handle.db))) {
    const started = performance.now();
    const summary = await seedDemo(handle.db, {
      styles: config.demo.styles,
      mediaDir: config.demo.renderImages ? config.mediaDir : null,
    });
    app.log.info(
      { summary, ms: Math.round(performance.now() - started) },
      'empty database: demo data loaded',
    );
    await cache.deleteByPrefix('');
  }
  await syncTranslations(handle.db);
}
